import { useEffect } from 'react';
import { FAVORITES_REFETCH_MS } from '../favorites.state';

/**
 * A card has left its list because the cached trial's reaction changed (see favoriteLists): the list
 * is refetched shortly after (the spec's ~300 ms), so it is complete again.
 */
export function useRefetchAfterReaction(changed: boolean, refetch: () => unknown): void {
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => void refetch(), FAVORITES_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [changed, refetch]);
}
