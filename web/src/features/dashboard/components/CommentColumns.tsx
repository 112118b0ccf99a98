import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentCardFieldsFragment } from '../../../gql/graphql';
import { Card, EmptyState, ErrorState, Spinner } from '../../../ui';
import { CommentCard } from './CommentCard';

interface ListState {
  loading: boolean;
  /** Set when the comments could not be loaded: the retry. */
  onRetry: (() => void) | null;
}

function CommentList({ comments, testId, loading, onRetry }: { comments: CommentCardFieldsFragment[] | undefined; testId?: string } & ListState) {
  const { t } = useTranslation('dashboard');
  if (onRetry) return <ErrorState message={t('errors.comments')} onRetry={onRetry} />;
  if (loading) return <Spinner />;
  if (!comments?.length) return <EmptyState title={t('comments.empty')} />;
  return (
    <ul className="list-plain stack" data-testid={testId}>
      {comments.map((c) => (
        <CommentCard key={c.id} comment={c} />
      ))}
    </ul>
  );
}

/** Recent comments and popular comments side by side (a load error, with its retry, rather than 'no comment'). */
export function CommentColumns({
  recent,
  popular,
  loading,
  onRetry,
}: { recent: CommentCardFieldsFragment[] | undefined; popular: CommentCardFieldsFragment[] | undefined } & ListState) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid grid-2">
      <Card title={t('comments.recent')}>
        <CommentList comments={recent} testId="recent-comments" loading={loading} onRetry={onRetry} />
      </Card>
      <Card
        title={t('comments.popular')}
        actions={
          <Link to="/popular" state={{ tab: 'comments' }}>
            {t('popular.all')}
          </Link>
        }
      >
        <CommentList comments={popular} loading={loading} onRetry={onRetry} />
      </Card>
    </div>
  );
}
