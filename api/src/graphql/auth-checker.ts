import type { AuthChecker } from 'type-graphql';
import type { AppContext } from '../context.js';
import type { ErrorReason } from '../errors.js';
import { requireUser } from '../policy/policy.js';

/** Why a signed-out caller is refused, where a field says more than "sign in" (the web words it). */
const ANONYMOUS_REASON: Record<string, ErrorReason> = {
  createComment: 'SIGN_IN_TO_COMMENT',
  updateComment: 'SIGN_IN_TO_COMMENT',
  deleteComment: 'SIGN_IN_TO_COMMENT',
  toggleCommentLike: 'SIGN_IN_TO_COMMENT',
  likeTrial: 'SIGN_IN_TO_REACT',
  dislikeTrial: 'SIGN_IN_TO_REACT',
};

/** @Authorized(): a signed-in user is required; an expired token is reported as such. The services check their action too. */
export const authChecker: AuthChecker<AppContext> = ({ context, info }) => {
  const reason = Object.hasOwn(ANONYMOUS_REASON, info.fieldName) ? ANONYMOUS_REASON[info.fieldName] : undefined;
  requireUser(context, undefined, reason);
  return true;
};
