import { useCallback, useEffect, useRef } from 'react';

/**
 * A function that runs `fn` once, `ms` after its last call: a burst of live events (reactions,
 * comments) becomes one refetch. A pending run is cancelled when the component goes away.
 */
export function useCoalesced(fn: () => void, ms: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, [fn, ms]);
}
