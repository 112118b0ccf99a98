import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../context.js';
import { requireUser } from '../policy/policy.js';

/** @Authorized(): a signed-in user is required; an expired token is reported as such. The services check their action too. */
export const authChecker: AuthChecker<AppContext> = ({ context }) => {
  requireUser(context);
  return true;
};
