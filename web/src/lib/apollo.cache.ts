import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

interface TrialsPageRef {
  nodes: Reference[];
  nextPageToken: string | null;
  totalCount: number;
}

/**
 * `trials(filter, after, first)` ("load more"): one cached list per filter. The first page (no `after`)
 * replaces it; a later page is appended, without the trials already shown.
 */
export const trialsPagination: FieldPolicy<TrialsPageRef> = {
  keyArgs: ['filter'],
  merge(existing, incoming, { args, readField }) {
    if (!existing || !args?.after) return incoming;
    const seen = new Set(existing.nodes.map((n) => readField<string>('nctId', n)));
    return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((n) => !seen.has(readField<string>('nctId', n)))] };
  },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { trials: trialsPagination } },
      // Trials are identified by their NCT id (selections without it are simply not normalised).
      Trial: { keyFields: (obj) => (typeof obj.nctId === 'string' ? `Trial:${obj.nctId}` : false) },
      User: { keyFields: ['id'] },
      // One quote per ticker: live quotes (stockQuotes subscription) update every view of that ticker.
      StockData: { keyFields: ['ticker'] },
      Comment: { keyFields: ['id'] },
      // One watchlist per signed-in user: the watch buttons' ids query and the /watchlist page share it.
      Watchlist: { keyFields: [] },
    },
  });
}
