import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentCardFieldsFragment } from '../../../gql/graphql';
import { Card, EmptyState } from '../../../ui';
import { CommentCard } from './CommentCard';

function CommentList({ comments, testId }: { comments: CommentCardFieldsFragment[] | undefined; testId?: string }) {
  const { t } = useTranslation('dashboard');
  if (!comments?.length) return <EmptyState title={t('comments.empty')} />;
  return (
    <ul className="list-plain stack" data-testid={testId}>
      {comments.map((c) => (
        <CommentCard key={c.id} comment={c} />
      ))}
    </ul>
  );
}

/** Recent comments and popular comments side by side. */
export function CommentColumns({ recent, popular }: { recent: CommentCardFieldsFragment[] | undefined; popular: CommentCardFieldsFragment[] | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="grid grid-2">
      <Card title={t('comments.recent')}>
        <CommentList comments={recent} testId="recent-comments" />
      </Card>
      <Card
        title={t('comments.popular')}
        actions={
          <Link to="/popular" state={{ tab: 'comments' }}>
            {t('popular.all')}
          </Link>
        }
      >
        <CommentList comments={popular} />
      </Card>
    </div>
  );
}
