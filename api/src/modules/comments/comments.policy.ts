import type { AuthUser } from '../../context.js';
import { definePolicies } from '../../policy/policy.js';

type Authored = { userId: string };
const isAuthor = (user: Pick<AuthUser, 'id'>, comment: Authored) => user.id === comment.userId;

/** Who may do what with a comment: any signed-in user posts and likes; only its author edits or deletes it (no admin role exists). */
export const commentPolicy = definePolicies({
  'comment.create': { anonymousReason: 'SIGN_IN_TO_COMMENT' },
  'comment.like': {},
  'comment.update': { allow: isAuthor, denied: 'You can only edit your own comments', deniedReason: 'COMMENT_EDIT_FORBIDDEN' },
  'comment.delete': { allow: isAuthor, denied: 'You can only delete your own comments', deniedReason: 'COMMENT_DELETE_FORBIDDEN' },
});
