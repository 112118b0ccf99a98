import { defineModule } from '../../module.js';
import { IdempotencyKey } from './idempotency.entity.js';

/** Idempotency keys of writes (Idempotency-Key header, clientMutationId): a retry returns the first answer. */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  entities: [IdempotencyKey],
});
