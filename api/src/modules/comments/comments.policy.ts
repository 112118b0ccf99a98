import type { AuthUser } from '../../context.js';
import type { Policy } from '../../policy/policy.types.js';

type Authored = { userId: string };
const isAuthor = (user: Pick<AuthUser, 'id'>, comment: Authored) => user.id === comment.userId;

/** Who may do what with a comment: any signed-in user posts and likes; only its author edits or deletes it (no admin role exists). */
export const commentPolicies = {
  'comment.create': {},
  'comment.like': {},
  'comment.update': { allow: isAuthor, denied: 'You can only edit your own comments' },
  'comment.delete': { allow: isAuthor, denied: 'You can only delete your own comments' },
} satisfies Record<string, Policy<Authored>>;
