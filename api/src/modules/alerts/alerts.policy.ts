import { definePolicies } from '../../policy/policy.js';

/** Alerts and webhooks belong to the signed-in user: no resource rule, every query is scoped to them. */
export const alertsPolicy = definePolicies({
  'alerts.read': { anonymous: 'Sign in to see your alerts' },
  'alerts.manage': { anonymous: 'Sign in to manage your alerts' },
});
