import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { newClientMutationId, useRetryKey } from '../../../lib/idempotency';
import { Button, Card, EmptyState, Spinner } from '../../../ui';
import { useAuth } from '../../auth/AuthProvider';
import { errorMessage } from '../../auth/errors';
import { CommentForm } from './CommentForm';
import { CommentItem, type CommentActions } from './CommentItem';

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

const CreateComment = graphql(`
  mutation CreateComment($nctId: String!, $content: String!, $clientMutationId: String) {
    createComment(nctId: $nctId, content: $content, clientMutationId: $clientMutationId) {
      ...CommentFields
    }
  }
`);
const UpdateComment = graphql(`
  mutation UpdateComment($id: ID!, $content: String!) {
    updateComment(id: $id, content: $content) {
      ...CommentFields
    }
  }
`);
const DeleteComment = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      id
    }
  }
`);
const ToggleCommentLike = graphql(`
  mutation ToggleCommentLike($id: ID!, $clientMutationId: String) {
    toggleCommentLike(id: $id, clientMutationId: $clientMutationId) {
      liked
      likes
      comment {
        ...CommentFields
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
  const [error, setError] = useState<string | null>(null);
  const {
    data,
    loading,
    refetch,
    error: loadError,
  } = useQuery(TrialCommentsQuery, { variables: { nctId, limit: COMMENTS_PAGE }, fetchPolicy: 'cache-and-network' });
  // Another user's change arrives live: reload the list and the stats.
  useSubscription(CommentEventsSubscription, { variables: { nctId }, onData: () => void refetch() });
  const [create] = useMutation(CreateComment);
  const [update] = useMutation(UpdateComment);
  const [remove] = useMutation(DeleteComment);
  const [toggleLike] = useMutation(ToggleCommentLike);
  // Re-posting the same text after a failure retries the same post (no duplicate comment).
  const createKey = useRetryKey();

  const guard = useCallback(
    async (fn: () => Promise<unknown>, reload = true) => {
      setError(null);
      try {
        await fn();
        if (reload) await refetch();
      } catch (err) {
        setError(errorMessage(err, t));
        throw err;
      }
    },
    [refetch, t],
  );

  const actions: CommentActions = {
    onSave: (id, content) => guard(() => update({ variables: { id, content } })),
    onDelete: (id) => guard(() => remove({ variables: { id } })),
    onLike: (id) => guard(() => toggleLike({ variables: { id, clientMutationId: newClientMutationId() } })),
  };

  const list = data?.comments.comments ?? [];
  const stats = data?.commentStats;
  return (
    <Card
      title={t('title')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={loading && !!data} data-testid="comments-refresh">
          ↻ {t('refresh')}
        </Button>
      }
    >
      <div className="row comment-stats" data-testid="comment-stats">
        <span>
          <strong>{stats?.totalComments ?? 0}</strong> {t('stats.total', { count: stats?.totalComments ?? 0 })}
        </span>
        <span>
          <strong>{stats?.uniqueUsers ?? 0}</strong> {t('stats.contributors', { count: stats?.uniqueUsers ?? 0 })}
        </span>
      </div>
      {error ? (
        <div className="banner-error spread" role="alert" data-testid="comments-error">
          <div>
            <strong>{t('common:state.error')}</strong>
            <p className="error-message">{error}</p>
          </div>
          <button type="button" className="icon-btn" onClick={() => setError(null)} aria-label={t('common:action.dismiss')}>
            ✕
          </button>
        </div>
      ) : null}
      {user ? (
        <CommentForm
          onSubmit={(content) =>
            guard(() => create({ variables: { nctId, content, clientMutationId: createKey.keyFor({ nctId, content }) } }).then(createKey.done))
          }
        />
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
        <p className="banner-error">{errorMessage(loadError, t)}</p>
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
