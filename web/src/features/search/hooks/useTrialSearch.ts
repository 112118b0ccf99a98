import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { useDebounced } from '../../../lib/useDebounced';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS, SEARCH_MIN_CHARS } from '../search.state';

export const SearchTrialsQuery = graphql(`
  query SearchTrials($query: String!, $limit: Int) {
    searchTrials(query: $query, limit: $limit) {
      nctId
      briefTitle
      leadSponsorName
      status
      statusLabel
    }
  }
`);

/**
 * Server-side `searchTrials` for what is typed: asked from 2 characters, 300 ms after typing stops, at most
 * 5 results. `waiting` is true while the text is still settling or the answer is on its way (no results then).
 */
export function useTrialSearch(text: string) {
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  const ready = debounced.length >= SEARCH_MIN_CHARS;
  const { data, loading, error } = useQuery(SearchTrialsQuery, {
    variables: { query: debounced, limit: SEARCH_MAX_RESULTS },
    skip: !ready,
    fetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (error) console.warn('search failed', error);
  }, [error]);

  const waiting = trimmed.length >= SEARCH_MIN_CHARS && (trimmed !== debounced || loading);
  const results = ready && !waiting ? (data?.searchTrials ?? []).slice(0, SEARCH_MAX_RESULTS) : [];
  return { trimmed, debounced, waiting, results };
}
