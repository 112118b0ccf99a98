import { graphql } from '../../../gql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentFieldsFragment } from '../../../gql/graphql';
import { formatRelativeTime } from '../../../lib/format';
import { Avatar, Button, Icon } from '../../../ui';

export const CommentFields = graphql(`
  fragment CommentFields on Comment {
    id
    userId
    nctId
    name
    content
    createdAt
    isEdited
    likes
    likedByMe
  }
`);

export interface CommentActions {
  onSave: (id: string, content: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  onLike: (id: string) => Promise<void>;
}

export function CommentItem({
  comment,
  mine,
  signedIn,
  actions,
}: {
  comment: CommentFieldsFragment;
  mine: boolean;
  signedIn: boolean;
  actions: CommentActions;
}) {
  const { t } = useTranslation('comments');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="comment" data-testid="comment" data-comment-id={comment.id}>
      <div className="row comment-head">
        <Avatar name={comment.name || 'A'} />
        <strong>{comment.name || t('anonymous')}</strong>
        <span className="small muted" title={comment.createdAt}>
          {formatRelativeTime(comment.createdAt)}
        </span>
        {comment.isEdited ? <span className="small muted">{t('edited')}</span> : null}
      </div>
      {editing ? (
        <div className="stack">
          <label className="sr-only" htmlFor={`edit-${comment.id}`}>
            {t('editLabel')}
          </label>
          <textarea id={`edit-${comment.id}`} className="input" value={draft} onChange={(e) => setDraft(e.target.value)} data-testid="comment-edit-input" />
          <div className="row">
            <Button
              size="sm"
              disabled={!draft.trim() || busy}
              loading={busy}
              onClick={async () => {
                if (await run(() => actions.onSave(comment.id, draft.trim()))) setEditing(false);
              }}
              data-testid="comment-save"
            >
              {t('save')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setDraft(comment.content);
                setEditing(false);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="comment-content prewrap" data-testid="comment-content">
          {comment.content}
        </p>
      )}
      <div className="row comment-actions">
        <button
          type="button"
          className={`btn btn-ghost btn-sm ${comment.likedByMe ? 'tone-blue' : ''}`}
          aria-pressed={comment.likedByMe}
          disabled={!signedIn || busy}
          title={signedIn ? (comment.likedByMe ? t('unlike') : t('like')) : t('loginToLike')}
          onClick={() => void run(() => actions.onLike(comment.id))}
          data-testid="comment-like"
        >
          <Icon name="heart" size={14} /> <span data-testid="comment-like-count">{comment.likes}</span>
          <span className="sr-only">{comment.likedByMe ? t('unlike') : t('like')}</span>
        </button>
        {mine && !editing ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(comment.content);
                setEditing(true);
              }}
              data-testid="comment-edit"
            >
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('confirmDelete'))) void run(() => actions.onDelete(comment.id));
              }}
              data-testid="comment-delete"
            >
              {t('delete')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
