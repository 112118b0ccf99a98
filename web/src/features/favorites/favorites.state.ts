/** Minimal shape the favorites lists need: a trial and the viewer's current reaction (kept fresh by the Apollo cache). */
export interface ReactedTrial {
  nctId: string;
  viewerReaction?: { liked: boolean; disliked: boolean } | null;
}

/**
 * The liked and disliked tabs. A trial whose reaction changed since the lists were fetched (the like was
 * removed, or it was disliked) leaves its tab at once; the lists are refetched shortly after.
 */
export function favoriteLists<T extends ReactedTrial>(liked: T[], disliked: T[]): { liked: T[]; disliked: T[]; changed: boolean } {
  const keptLiked = liked.filter((t) => t.viewerReaction?.liked !== false);
  const keptDisliked = disliked.filter((t) => t.viewerReaction?.disliked !== false);
  return { liked: keptLiked, disliked: keptDisliked, changed: keptLiked.length !== liked.length || keptDisliked.length !== disliked.length };
}

/** Delay before refetching the lists after a reaction change in the liked section (the spec's ~300 ms). */
export const FAVORITES_REFETCH_MS = 300;
