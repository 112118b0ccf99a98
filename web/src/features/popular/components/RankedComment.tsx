import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { PopularCommentFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { Avatar, Icon } from '../../../ui';
import { rankMedal } from '../popular.state';

export const PopularCommentFields = graphql(`
  fragment PopularCommentFields on Comment {
    id
    nctId
    name
    content
    createdAt
    likes
    trialTitle
  }
`);

/** A comment of the ranking (top 3 with a medal); a click opens its trial. */
export function RankedComment({ comment, index }: { comment: PopularCommentFieldsFragment; index: number }) {
  const { t } = useTranslation('popular');
  const navigate = useNavigate();
  const medal = rankMedal(index);
  const name = comment.name?.trim() || t('anonymous');
  return (
    <li>
      <button
        type="button"
        className={`ranked-comment ${medal ? `medal-${medal}` : ''}`}
        onClick={() => navigate(`/trial/${comment.nctId}`)}
        data-testid="popular-comment"
      >
        {/* Named by what it does, then by what it shows (the name contains the visible text). */}
        <span className="sr-only">{t('comments.open', { rank: index + 1, name, nctId: comment.nctId })}</span>
        <span className="rank" aria-hidden="true">
          {index + 1}
        </span>
        <Avatar name={name} />
        <span className="ranked-body">
          <span className="row small">
            <strong>{name}</strong>
            {medal ? <span className={`top-tag tag-${medal}`}>{t('comments.top', { rank: index + 1 })}</span> : null}
            <span className="muted">{formatDateTime(comment.createdAt)}</span>
            <code>{comment.nctId}</code>
            <span className="likes">
              <Icon name="thumbUp" size={14} /> <span className="sr-only">{t('a11y:icons.likes')}</span>
              {comment.likes}
            </span>
          </span>
          {comment.trialTitle ? <span className="small muted clamp-1">{comment.trialTitle}</span> : null}
          <span className="clamp-2 ranked-content">{comment.content}</span>
        </span>
      </button>
    </li>
  );
}
