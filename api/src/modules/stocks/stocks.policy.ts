import { definePolicies } from '../../policy/policy.js';

/** Any signed-in user empties the quote cache. */
export const stocksPolicy = definePolicies({
  'stocks.clearCache': {},
});
