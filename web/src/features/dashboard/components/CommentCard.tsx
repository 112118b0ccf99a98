import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { CommentCardFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { Avatar, Icon } from '../../../ui';

export const CommentCardFields = graphql(`
  fragment CommentCardFields on Comment {
    id
    nctId
    name
    content
    createdAt
    likes
    trialTitle
  }
`);

/** A clickable comment card (avatar initial, name, date, nctId, like count, content on 2 lines). */
export function CommentCard({ comment }: { comment: CommentCardFieldsFragment }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const open = () => navigate(`/trial/${comment.nctId}?tab=comments`);
  return (
    <li>
      <button type="button" className="card comment-card" onClick={open} data-testid="dashboard-comment">
        {/* Named by what it does, then by what it shows (the name contains the visible text). */}
        <span className="sr-only">{t('comments.open', { name: comment.name, nctId: comment.nctId })}</span>
        <div className="row">
          <Avatar name={comment.name || 'A'} />
          <strong>{comment.name || t('comments.anonymous')}</strong>
          <span className="small muted">{formatDateTime(comment.createdAt)}</span>
        </div>
        <div className="row small">
          <code>{comment.nctId}</code>
          <span className="muted">
            <Icon name="heart" size={12} /> <span className="sr-only">{t('a11y:icons.likes')}</span>
            {comment.likes}
          </span>
        </div>
        <p className="clamp-2 comment-card-content">{comment.content}</p>
      </button>
    </li>
  );
}
