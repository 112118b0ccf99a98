import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';

export type IdempotencyStatus = 'PENDING' | 'COMPLETED';

/**
 * One client-chosen idempotency key of a non-idempotent write. The primary key is a keyed hash of
 * (operation, user, key), so one key is unique per operation and user (anonymous callers share
 * the NULL user). The answer is stored encrypted with a key derived from the client's key, so the
 * tokens a replayed `register` carries are not readable from the table alone.
 */
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    keyHash: p.string().length(64).primary(),
    scope: p.string().length(40),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade').index(),
    requestHash: p.string().length(64),
    status: p.string().length(16).$type<IdempotencyStatus>(),
    response: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').index(),
  },
});
export type IdempotencyKeyEntity = InferEntity<typeof IdempotencyKey>;
