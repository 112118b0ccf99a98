import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { Phase } from '../../../gql/graphql';
import { useDebounced } from '../../../lib/useDebounced';
import { Button, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { TrialCard } from '../components/TrialCard';
import { TrialsFilters } from '../components/TrialsFilters';
import {
  applyClientFilters,
  EMPTY_CLIENT_FILTERS,
  EMPTY_SERVER_FILTERS,
  hasClientFilters,
  phasesOf,
  serverFilterInput,
  uniqueSponsors,
  type ClientFilters,
  type ServerFilters,
} from '../trials.filters';
import { usePageTitle } from '../../../lib/usePageTitle';

export const TrialsPageQuery = graphql(`
  query TrialsPage($filter: TrialsFilter, $after: String, $first: Int) {
    trials(filter: $filter, after: $after, first: $first) {
      nodes {
        ...TrialCardFields
      }
      nextPageToken
      totalCount
    }
  }
`);

/** Server filters wait 500 ms after the last change before a fetch. */
export const SERVER_FILTER_DEBOUNCE_MS = 500;
const PAGE_SIZE = 50;
/** Trials of these phases (a combined phase 2/3 trial included). */
const PAGE_PHASES: Phase[] = ['PHASE3'];

/** /trials: 'Essais Cliniques de Phase 3', the phase 3 trials (server filter), with the spec's filters on top. */
export function TrialsPage() {
  const { t } = useTranslation('trials');
  const [server, setServer] = useState<ServerFilters>(EMPTY_SERVER_FILTERS);
  const [client, setClient] = useState<ClientFilters>(EMPTY_CLIENT_FILTERS);
  const debounced = useDebounced(server, SERVER_FILTER_DEBOUNCE_MS);
  // The page lists phase 3 trials (its title): the phase is part of every server request.
  const filter = useMemo(() => ({ ...serverFilterInput(debounced), phases: PAGE_PHASES }), [debounced]);

  usePageTitle(t('list.title'));

  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(TrialsPageQuery, {
    variables: { filter, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.trials;
  const loaded = useMemo(() => page?.nodes ?? [], [page]);
  const shown = useMemo(() => applyClientFilters(loaded, client), [loaded, client]);
  const phases = useMemo(() => phasesOf(loaded), [loaded]);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  // The next page is appended by the cache's field policy for `trials` (lib/apollo.cache.ts).
  const loadMore = () => fetchMore({ variables: { after: page?.nextPageToken } });

  const reset = () => {
    setServer(EMPTY_SERVER_FILTERS);
    setClient(EMPTY_CLIENT_FILTERS);
  };

  return (
    <div className="stack">
      <header>
        <h1>{t('list.title')}</h1>
        <p className="muted">{t('list.subtitle')}</p>
      </header>
      <TrialsFilters server={server} onServer={setServer} client={client} onClient={setClient} phases={phases} onReset={reset} />

      {error && !page ? (
        <ErrorState message={<ErrorText error={error} />} onRetry={() => void refetch()} />
      ) : !page && loading ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <>
          <div className="spread list-counts" aria-live="polite">
            <p data-testid="trials-count">
              <strong>{t('list.found', { count: shown.length })}</strong> {t('list.ofTotal', { total: page?.totalCount ?? 0 })}
            </p>
            <p className="small muted">
              {t('list.uniqueSponsors', { count: uniqueSponsors(shown) })} · {t('list.uniquePhases', { count: phasesOf(shown).length })}
              {loading && !loadingMore ? <span className="spinner spinner-inline" aria-hidden="true" /> : null}
            </p>
          </div>
          {error ? <ErrorState message={<ErrorText error={error} />} onRetry={() => void refetch()} /> : null}
          {shown.length === 0 ? (
            <EmptyState
              title={t('list.emptyTitle')}
              hint={loaded.length && hasClientFilters(client) ? t('list.emptyClient') : t('list.emptyHint')}
              action={
                <Button variant="secondary" onClick={reset}>
                  {t('filters.reset')}
                </Button>
              }
            />
          ) : (
            <div className="grid grid-2" data-testid="trials-list">
              {shown.map((trial) => (
                <TrialCard key={trial.nctId} trial={trial} />
              ))}
            </div>
          )}
          {page?.nextPageToken ? (
            <div className="stack load-more">
              <p className="small muted">{t('list.showing', { shown: loaded.length, total: page.totalCount })}</p>
              <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} data-testid="load-more">
                {t('list.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
