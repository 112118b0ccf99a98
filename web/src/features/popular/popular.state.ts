/** The spec's popular screen constants: 20 trials, 50 comments, top 3 highlighted, refetch ~500 ms after a change. */
export const POPULAR_TRIALS_LIMIT = 20;
export const POPULAR_COMMENTS_LIMIT = 50;
export const POPULAR_REFETCH_MS = 500;
export type PopularTab = 'trials' | 'comments';

/** Initial tab from the navigation state ({ tab: 'comments' }) or the ?tab= query parameter; trials by default. */
export function initialTab(state: unknown, search = ''): PopularTab {
  const fromState = typeof state === 'object' && state !== null ? (state as { tab?: unknown }).tab : undefined;
  const fromQuery = new URLSearchParams(search).get('tab');
  return fromState === 'comments' || (fromState === undefined && fromQuery === 'comments') ? 'comments' : 'trials';
}

/** Count, total likes and average likes (rounded). */
export function likeStats(items: { likes: number }[]): { count: number; totalLikes: number; averageLikes: number } {
  const totalLikes = items.reduce((n, i) => n + i.likes, 0);
  return { count: items.length, totalLikes, averageLikes: items.length ? Math.round(totalLikes / items.length) : 0 };
}

/** Ranks 1 to 3: gold, silver, bronze, tagged Top 1 to Top 3. */
export function rankMedal(index: number): 'gold' | 'silver' | 'bronze' | null {
  return index === 0 ? 'gold' : index === 1 ? 'silver' : index === 2 ? 'bronze' : null;
}
