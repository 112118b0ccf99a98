import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { searchFromView, viewFromSearch, type CatalystView } from '../catalysts.state';

/**
 * The screen's filters and sort, read from and written to the URL's query string: a reload or a
 * shared link shows the same view. Changes replace the history entry (typing a date adds no steps).
 */
export function useCatalystView(): [CatalystView, (patch: Partial<CatalystView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(params), [params]);
  const update = useCallback((patch: Partial<CatalystView>) => setParams(searchFromView({ ...view, ...patch }), { replace: true }), [view, setParams]);
  return [view, update];
}
