import { definePolicies } from '../../policy/policy.js';

/** Any signed-in user recomputes the analytics summary. */
export const analyticsPolicy = definePolicies({
  'analytics.refresh': {},
});
