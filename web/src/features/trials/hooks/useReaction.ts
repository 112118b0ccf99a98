import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialReactionFieldsFragment } from '../../../gql/graphql';
import { newClientMutationId } from '../../../lib/idempotency';
import { reactedTrial, type ReactionKind } from '../trials.reactions';

// The answer carries the trial itself: Apollo writes it to the cached Trial, so every view of it agrees.
export const TrialReactionResultFields = graphql(`
  fragment TrialReactionResultFields on TrialReactionResult {
    nctId
    trial {
      ...TrialReactionFields
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
 * Like and dislike toggles: the cached trial moves at once (`optimisticResponse`), the server's answer
 * replaces it, and Apollo drops the optimistic layer on a failure, which is then reported with the
 * spec's alert. `pending` is true while a call runs.
 */
export function useReaction(trial: TrialReactionFieldsFragment) {
  const { t } = useTranslation('trials');
  const [like, likeState] = useMutation(LikeTrialMutation);
  const [dislike, dislikeState] = useMutation(DislikeTrialMutation);

  const react = async (kind: ReactionKind): Promise<void> => {
    const answer = { __typename: 'TrialReactionResult' as const, nctId: trial.nctId, trial: reactedTrial(trial, kind) };
    // One key per click: a replay of this call is not a second toggle.
    const variables = { nctId: trial.nctId, clientMutationId: newClientMutationId() };
    try {
      if (kind === 'LIKE') await like({ variables, optimisticResponse: { likeTrial: answer } });
      else await dislike({ variables, optimisticResponse: { dislikeTrial: answer } });
    } catch {
      window.alert(t(kind === 'LIKE' ? 'reactions.likeError' : 'reactions.dislikeError'));
    }
  };

  return { react, pending: likeState.loading || dislikeState.loading };
}
