import type { Policy } from '../../policy/policy.types.js';

/** Watchlists, alerts, private feeds and webhooks belong to the signed-in user: no resource rule, every query is scoped to them. */
export const watchlistPolicies = {
  'watchlist.manage': { anonymous: 'Sign in to watch trials and companies' },
  'alerts.read': { anonymous: 'Sign in to see your alerts' },
  'alerts.manage': { anonymous: 'Sign in to manage your alerts' },
} satisfies Record<string, Policy<never>>;
