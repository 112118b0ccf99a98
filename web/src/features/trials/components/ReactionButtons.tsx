import { useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialReactionFieldsFragment } from '../../../gql/graphql';
import { newClientMutationId } from '../../../lib/idempotency';
import { useAuth } from '../../auth/AuthProvider';
import { Icon } from '../../../ui';
import { useReaction, type ReactionKind, type ReactionResult } from '../hooks/useReaction';

export const TrialReactionFields = graphql(`
  fragment TrialReactionFields on Trial {
    nctId
    likes
    dislikes
    viewerReaction {
      liked
      disliked
    }
  }
`);

export const TrialReactionResultFields = graphql(`
  fragment TrialReactionResultFields on TrialReactionResult {
    nctId
    viewerReaction {
      liked
      disliked
    }
    reactions {
      likes
      dislikes
    }
  }
`);

export const LikeTrialMutation = graphql(`
  mutation LikeTrial($nctId: ID!, $clientMutationId: String) {
    likeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {
      ...TrialReactionResultFields
    }
  }
`);

export const DislikeTrialMutation = graphql(`
  mutation DislikeTrial($nctId: ID!, $clientMutationId: String) {
    dislikeTrial(nctId: $nctId, clientMutationId: $clientMutationId) {
      ...TrialReactionResultFields
    }
  }
`);

/**
 * Like and dislike toggles with counts. Optimistic (see useReaction); the server's answer is written
 * to the cached trial so every view of it agrees. Signed-out visitors are sent to /login.
 */
export function ReactionButtons({
  trial,
  size = 'sm',
  onChange,
}: {
  trial: TrialReactionFieldsFragment;
  size?: 'sm' | 'md';
  onChange?: (r: ReactionResult) => void;
}) {
  const { t } = useTranslation('trials');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [like] = useMutation(LikeTrialMutation);
  const [dislike] = useMutation(DislikeTrialMutation);

  const initial = useMemo(
    () => ({ liked: !!trial.viewerReaction?.liked, disliked: !!trial.viewerReaction?.disliked, likes: trial.likes, dislikes: trial.dislikes }),
    [trial.viewerReaction?.liked, trial.viewerReaction?.disliked, trial.likes, trial.dislikes],
  );

  const send = useCallback(
    async (kind: ReactionKind): Promise<ReactionResult> => {
      const mutate = kind === 'LIKE' ? like : dislike;
      const res = await mutate({
        // One key per click: a replay of this call is not a second toggle.
        variables: { nctId: trial.nctId, clientMutationId: newClientMutationId() },
        update: (cache, { data }) => {
          const r = data && ('likeTrial' in data ? data.likeTrial : data.dislikeTrial);
          if (!r) return;
          cache.modify({
            id: cache.identify({ __typename: 'Trial', nctId: trial.nctId }),
            fields: {
              likes: () => r.reactions.likes,
              dislikes: () => r.reactions.dislikes,
              viewerReaction: () => ({ __typename: 'ViewerReaction', liked: r.viewerReaction.liked, disliked: r.viewerReaction.disliked }),
            },
          });
        },
      });
      const data = res.data as { likeTrial?: ResultShape; dislikeTrial?: ResultShape } | undefined;
      const r = data?.likeTrial ?? data?.dislikeTrial;
      if (!r) throw new Error(kind === 'LIKE' ? 'Failed to toggle like' : 'Failed to toggle dislike');
      const result = { liked: r.viewerReaction.liked, disliked: r.viewerReaction.disliked, likes: r.reactions.likes, dislikes: r.reactions.dislikes };
      onChange?.(result);
      return result;
    },
    [like, dislike, trial.nctId, onChange],
  );

  const onError = useCallback(
    (kind: ReactionKind) => {
      window.alert(t(kind === 'LIKE' ? 'reactions.likeError' : 'reactions.dislikeError'));
    },
    [t],
  );

  const { state, react } = useReaction(initial, send, onError);

  const click = (kind: ReactionKind) => {
    if (!user) {
      navigate('/login', { state: { from: location } });
      return;
    }
    void react(kind);
  };

  const buttons = [
    {
      kind: 'LIKE' as const,
      key: 'like',
      on: state.liked,
      count: state.likes,
      icon: 'thumbUp' as const,
      title: !user ? t('reactions.loginToLike') : state.liked ? t('reactions.unlike') : t('reactions.like'),
    },
    {
      kind: 'DISLIKE' as const,
      key: 'dislike',
      on: state.disliked,
      count: state.dislikes,
      icon: 'thumbDown' as const,
      title: !user ? t('reactions.loginToDislike') : state.disliked ? t('reactions.undislike') : t('reactions.dislike'),
    },
  ];
  return (
    <div className="row reaction-buttons" role="group" aria-label={t('reactions.group')}>
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`btn btn-secondary btn-${size} reaction-${b.key} ${b.on ? `reaction-on-${b.key}` : ''}`}
          aria-pressed={b.on}
          title={b.title}
          aria-label={`${b.title} (${b.count})`}
          disabled={state.pending}
          onClick={() => click(b.kind)}
          data-testid={`${b.key}-button`}
        >
          <Icon name={b.icon} />
          <span data-testid={`${b.key}-count`}>{b.count}</span>
        </button>
      ))}
    </div>
  );
}

type ResultShape = { viewerReaction: { liked: boolean; disliked: boolean }; reactions: { likes: number; dislikes: number } };
