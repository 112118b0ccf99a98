import { useMemo } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CatalystsQuery } from '../catalysts.documents';
import { PAGE_SIZE, filterFromView, type CatalystView } from '../catalysts.state';

/**
 * The catalysts of a view, sorted and filtered by the server, a page at a time: `loadMore` appends
 * the next page (the cursor) to the rows shown. With the watchlist filter, waits until the session
 * is known (the filter needs a signed-in user).
 */
export function useCatalysts(view: CatalystView, session: { signedIn: boolean; ready: boolean }) {
  const filter = useMemo(() => filterFromView(view, session.signedIn), [view, session.signedIn]);
  const q = useQuery(CatalystsQuery, {
    variables: { filter, sort: view.sort, order: view.order, first: PAGE_SIZE },
    skip: view.watchlistOnly && !session.ready,
    notifyOnNetworkStatusChange: true,
  });
  const page = q.data?.catalysts;
  const loadMore = () => {
    if (!page?.endCursor) return;
    void q.fetchMore({
      variables: { after: page.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        catalysts: { ...fetchMoreResult.catalysts, rows: [...prev.catalysts.rows, ...fetchMoreResult.catalysts.rows] },
      }),
    });
  };
  return {
    rows: page?.rows ?? [],
    totalCount: page?.totalCount ?? null,
    hasNextPage: page?.hasNextPage ?? false,
    loadMore,
    loadingMore: q.networkStatus === NetworkStatus.fetchMore,
    loading: q.loading,
    error: q.error,
    hasData: !!page,
    refetch: () => void q.refetch(),
  };
}
