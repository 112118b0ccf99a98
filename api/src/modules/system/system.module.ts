import { defineModule } from '../../module.js';
import { systemResolvers } from './system.resolver.js';
import { readiness } from './system.service.js';

/** Health and version: the `system` query and /readyz. */
export const systemModule = defineModule({
  name: 'system',
  resolvers: systemResolvers,
  provides: { readiness },
});
