import type { TrialReactionFieldsFragment } from '../../gql/graphql';

export type ReactionKind = 'LIKE' | 'DISLIKE';

export interface ReactionCounts {
  liked: boolean;
  disliked: boolean;
  likes: number;
  dislikes: number;
}

/**
 * The spec's reaction rules: like and dislike are mutually exclusive toggles; counts never drop below 0.
 * Pure: it computes the optimistic answer the buttons show until the server's arrives.
 */
export function applyReaction(state: ReactionCounts, kind: ReactionKind): ReactionCounts {
  let { liked, disliked, likes, dislikes } = state;
  if (kind === 'LIKE') {
    if (liked) {
      liked = false;
      likes -= 1;
    } else {
      liked = true;
      likes += 1;
      if (disliked) {
        disliked = false;
        dislikes -= 1;
      }
    }
  } else if (disliked) {
    disliked = false;
    dislikes -= 1;
  } else {
    disliked = true;
    dislikes += 1;
    if (liked) {
      liked = false;
      likes -= 1;
    }
  }
  return { liked, disliked, likes: Math.max(0, likes), dislikes: Math.max(0, dislikes) };
}

/** The cache needs the type names to file an optimistic answer under the right trial. */
export type TypedReactionFields = TrialReactionFieldsFragment & {
  __typename: 'Trial';
  viewerReaction: { __typename: 'ViewerReaction' };
};

/** The trial as it will be after the toggle (the optimistic `trial` of the mutation's answer). */
export function reactedTrial(trial: TrialReactionFieldsFragment, kind: ReactionKind): TypedReactionFields {
  const next = applyReaction(
    { liked: trial.viewerReaction.liked, disliked: trial.viewerReaction.disliked, likes: trial.likes, dislikes: trial.dislikes },
    kind,
  );
  return {
    __typename: 'Trial',
    nctId: trial.nctId,
    likes: next.likes,
    dislikes: next.dislikes,
    viewerReaction: { __typename: 'ViewerReaction', liked: next.liked, disliked: next.disliked },
  };
}
