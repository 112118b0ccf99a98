import { definePolicies } from '../../policy/policy.js';

/** The screen is public; only its watchlist filter needs a signed-in user (their watches). */
export const catalystsPolicy = definePolicies({
  'catalysts.watchlist': { anonymous: 'Sign in to filter the catalysts by your watchlist' },
});
