import { definePolicies } from '../../policy/policy.js';

/** Watchlists and private feeds belong to the signed-in user: no resource rule, every query is scoped to them. */
export const watchlistPolicy = definePolicies({
  'watchlist.manage': { anonymous: 'Sign in to watch trials and companies' },
});
