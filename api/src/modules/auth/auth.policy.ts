import { definePolicies } from '../../policy/policy.js';

/** A signed-in user reads their account, changes their password and signs out. */
export const authPolicy = definePolicies({
  'auth.me': {},
  'auth.changePassword': {},
  'auth.logout': {},
});
