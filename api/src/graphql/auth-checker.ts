import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';

/** @Authorized(): a signed-in user is required; an expired token is reported as such. */
export const authChecker: AuthChecker<AppContext> = ({ context }) => {
  if (context.user) return true;
  if (context.authError === 'TOKEN_EXPIRED') throw new AppError('TOKEN_EXPIRED', 'Access token expired');
  throw new AppError('UNAUTHENTICATED', 'Authentication required');
};
