import type { AuthUser } from '../../context.js';
import { forbidden } from '../../errors.js';

export type CommentAction = 'update' | 'delete';

/** Who may do what with a comment: only its author edits or deletes it (no admin role exists). */
export function can(user: Pick<AuthUser, 'id'> | null, action: CommentAction, comment: { userId: string }): boolean {
  switch (action) {
    case 'update':
    case 'delete':
      return !!user && user.id === comment.userId;
    default:
      return false;
  }
}

export function authorize(user: Pick<AuthUser, 'id'> | null, action: CommentAction, comment: { userId: string }): void {
  if (!can(user, action, comment)) {
    throw forbidden(action === 'update' ? 'You can only edit your own comments' : 'You can only delete your own comments');
  }
}
