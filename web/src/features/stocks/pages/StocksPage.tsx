import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { StockCardFieldsFragment } from '../../../gql/graphql';
import { Button, EmptyState, ErrorState, FilterSelect, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { Pagination } from '../../table/components/Pagination';
import { verdictLabel } from '../../table/labels';
import { StockChartModal } from '../../trials/components/StockChartModal';
import { StockTrialCard } from '../components/StockTrialCard';
import { ClearStockCacheMutation, StockCacheStatsQuery, StockDashboardQuery } from '../stocks.documents';
import {
  DEFAULT_STOCK_FILTER,
  STOCK_PAGE_SIZES,
  STOCK_SORTS,
  STOCK_VERDICTS,
  stockDashboardVariables,
  type StockSort,
  type StockVerdict,
} from '../stocks.state';
import '../stocks.css';
import { usePageTitle } from '../../../lib/usePageTitle';

/** /stocks: cache status with clear-cache, verdict filter (default OUI), order (score, or market cap in USD), cards with quotes and metrics. */
export function StocksPage() {
  const { t } = useTranslation('stocks');
  usePageTitle(t('title'));
  const [verdict, setVerdict] = useState<StockVerdict>(DEFAULT_STOCK_FILTER.verdict);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_STOCK_FILTER.limit);
  const [sort, setSort] = useState<StockSort>(DEFAULT_STOCK_FILTER.sort);
  const [chart, setChart] = useState<StockCardFieldsFragment | null>(null);
  const [cacheNote, setCacheNote] = useState<string | null>(null);

  const dashQ = useQuery(StockDashboardQuery, { variables: stockDashboardVariables(verdict, page, limit, sort), notifyOnNetworkStatusChange: true });
  const cacheQ = useQuery(StockCacheStatsQuery, { fetchPolicy: 'network-only' });
  const [clearCache, clearState] = useMutation(ClearStockCacheMutation);

  const onClear = async () => {
    setCacheNote(null);
    try {
      const res = await clearCache();
      setCacheNote(t('cache.cleared', { count: res.data?.clearStockCache.cleared ?? 0 }));
      await cacheQ.refetch();
    } catch (err) {
      setCacheNote(errorMessage(err, t));
    }
  };

  const trials = dashQ.data?.enrichedTrials.trials ?? [];
  const pagination = dashQ.data?.enrichedTrials.pagination;
  const stats = cacheQ.data?.stockCacheStats;
  return (
    <div className="stack stocks-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <section className="card cache-bar spread" aria-label={t('cache.label')} data-testid="cache-bar">
        <div className="small" aria-live="polite">
          {stats ? (
            <>
              <strong>{t('cache.status', { valid: stats.validEntries, total: stats.totalEntries })}</strong>{' '}
              <span className="muted">
                {t('cache.provider', { provider: stats.provider === 'demo' ? t('cache.demo') : stats.provider, backend: stats.backend })}
              </span>
            </>
          ) : cacheQ.loading ? (
            t('cache.loading')
          ) : (
            t('cache.unavailable')
          )}
          {cacheNote ? <span className="cache-note"> — {cacheNote}</span> : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void onClear()} loading={clearState.loading} data-testid="clear-cache">
          {t('cache.clear')}
        </Button>
      </section>
      <div className="row stocks-filters">
        <FilterSelect
          label={t('filter.verdict')}
          value={verdict}
          options={STOCK_VERDICTS.map((v) => ({ value: v, label: v === 'ALL' ? t('filter.all') : verdictLabel(t, v) }))}
          onChange={(v) => {
            setVerdict(v);
            setPage(1);
          }}
          testId="stocks-verdict"
        />
        <FilterSelect
          label={t('sort.label')}
          value={sort}
          options={STOCK_SORTS.map((o) => ({ value: o, label: t(`sort.${o}`) }))}
          onChange={(o) => {
            setSort(o);
            setPage(1);
          }}
          testId="stocks-sort"
        />
      </div>
      {dashQ.loading && !dashQ.data ? <Spinner /> : null}
      {dashQ.error ? <ErrorState message={t('error', { error: errorMessage(dashQ.error, t) })} onRetry={() => void dashQ.refetch()} /> : null}
      {!dashQ.error && dashQ.data && trials.length === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
      {!dashQ.error && trials.length > 0 ? (
        <div className="grid grid-2" data-testid="stock-grid">
          {trials.map((trial) => (
            <StockTrialCard key={trial.nctId} trial={trial} onChart={() => setChart(trial)} />
          ))}
        </div>
      ) : null}
      {pagination ? (
        <Pagination
          testId="stocks-pagination"
          page={page}
          totalPages={pagination.totalPages}
          totalCount={pagination.totalCount}
          limit={limit}
          sizes={STOCK_PAGE_SIZES}
          onPage={setPage}
          onLimit={(l) => {
            setLimit(l);
            setPage(1);
          }}
        />
      ) : null}
      {chart?.ticker ? <StockChartModal ticker={chart.ticker} open onClose={() => setChart(null)} trialTitle={chart.briefTitle} nctId={chart.nctId} /> : null}
    </div>
  );
}
