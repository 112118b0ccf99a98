import { useQuery, useSubscription } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { Button, Card, EmptyState, ErrorText, Icon, Spinner } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { CommentForm } from './CommentForm';
import { useCommentActions } from '../hooks/useCommentActions';
import { CommentItem } from './CommentItem';
import { CommentStats } from './CommentStats';
import { CommentsErrorBanner } from './CommentsErrorBanner';

export const TrialCommentsQuery = graphql(`
  query TrialComments($nctId: String!, $limit: Int) {
    comments(nctId: $nctId, limit: $limit, sortBy: CREATED_AT, sortOrder: DESC) {
      totalCount
      comments {
        ...CommentFields
      }
    }
    commentStats(nctId: $nctId) {
      totalComments
      uniqueUsers
    }
  }
`);

export const CommentEventsSubscription = graphql(`
  subscription CommentEvents($nctId: String!) {
    commentEvents(nctId: $nctId) {
      type
      nctId
      comment {
        id
      }
    }
  }
`);

/** Page of 50, newest first. */
export const COMMENTS_PAGE = 50;

/** Comments tab: stats, form (signed in), list with inline edit, delete, like; live updates from others. */
export function CommentsPanel({ nctId }: { nctId: string }) {
  const { t } = useTranslation('comments');
  const { user } = useAuth();
  const location = useLocation();
  const {
    data,
    loading,
    refetch,
    error: loadError,
  } = useQuery(TrialCommentsQuery, { variables: { nctId, limit: COMMENTS_PAGE }, fetchPolicy: 'cache-and-network' });
  // Another user's change arrives live: reload the list and the stats.
  useSubscription(CommentEventsSubscription, { variables: { nctId }, onData: () => void refetch() });
  const { error, dismissError, actions, post } = useCommentActions(nctId, refetch);

  const list = data?.comments.comments ?? [];
  const stats = data?.commentStats;
  return (
    <Card
      title={t('title')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={loading && !!data} data-testid="comments-refresh">
          <Icon name="refresh" /> {t('refresh')}
        </Button>
      }
    >
      <CommentStats total={stats?.totalComments} contributors={stats?.uniqueUsers} />
      {error ? <CommentsErrorBanner message={error} onDismiss={dismissError} /> : null}
      {user ? (
        <CommentForm onSubmit={post} />
      ) : (
        <p className="login-to-comment">
          <Link to="/login" state={{ from: location }}>
            {t('loginToComment')}
          </Link>
        </p>
      )}
      {!data && loading ? (
        <Spinner />
      ) : loadError && !data ? (
        <p className="banner-error">
          <ErrorText error={loadError} />
        </p>
      ) : list.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul className="list-plain comment-list" data-testid="comment-list">
          {list.map((c) => (
            <CommentItem key={c.id} comment={c} mine={!!user && user.id === c.userId} signedIn={!!user} actions={actions} />
          ))}
        </ul>
      )}
    </Card>
  );
}
