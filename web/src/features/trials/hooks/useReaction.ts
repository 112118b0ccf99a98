import { useCallback, useEffect, useReducer, useRef } from 'react';

export type ReactionKind = 'LIKE' | 'DISLIKE';

export interface ReactionState {
  liked: boolean;
  disliked: boolean;
  likes: number;
  dislikes: number;
  pending: boolean;
}

export interface ReactionResult {
  liked: boolean;
  disliked: boolean;
  likes: number;
  dislikes: number;
}

type Action =
  | { type: 'sync'; value: Omit<ReactionState, 'pending'> }
  | { type: 'optimistic'; kind: ReactionKind }
  | { type: 'settled'; value: ReactionResult }
  | { type: 'rollback'; previous: ReactionState };

/**
 * The spec's reaction rules: like and dislike are mutually exclusive toggles; counts never drop below 0.
 * Pure, so the component tests can drive it directly.
 */
export function applyReaction(state: Omit<ReactionState, 'pending'>, kind: ReactionKind): Omit<ReactionState, 'pending'> {
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

function reducer(state: ReactionState, action: Action): ReactionState {
  switch (action.type) {
    case 'sync':
      return state.pending ? state : { ...action.value, pending: false };
    case 'optimistic':
      return { ...applyReaction(state, action.kind), pending: true };
    case 'settled':
      return {
        liked: action.value.liked,
        disliked: action.value.disliked,
        likes: Math.max(0, action.value.likes),
        dislikes: Math.max(0, action.value.dislikes),
        pending: false,
      };
    case 'rollback':
      return { ...action.previous, pending: false };
  }
}

/**
 * Optimistic reaction state machine: the UI moves at once, buttons are disabled while the call runs,
 * the server's counts replace local ones, and a failure restores the previous state and reports it.
 * `initial` follows the server (live count updates from others) whenever no call is pending.
 */
export function useReaction(
  initial: Omit<ReactionState, 'pending'>,
  send: (kind: ReactionKind) => Promise<ReactionResult>,
  onError: (kind: ReactionKind, error: unknown) => void,
) {
  const [state, dispatch] = useReducer(reducer, { ...initial, pending: false });
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    dispatch({ type: 'sync', value: initial });
  }, [initial.liked, initial.disliked, initial.likes, initial.dislikes]); // eslint-disable-line react-hooks/exhaustive-deps

  const react = useCallback(
    async (kind: ReactionKind) => {
      const previous = stateRef.current;
      if (previous.pending) return;
      dispatch({ type: 'optimistic', kind });
      try {
        const result = await send(kind);
        dispatch({ type: 'settled', value: result });
      } catch (err) {
        dispatch({ type: 'rollback', previous });
        onError(kind, err);
      }
    },
    [send, onError],
  );

  return { state, react };
}
