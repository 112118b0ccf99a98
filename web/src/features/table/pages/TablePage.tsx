import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { usePageTitle } from '../../../lib/usePageTitle';
import { Button, EmptyState, ErrorState, ErrorText, Spinner } from '../../../ui';
import { DemoMarketBadge } from '../../stocks/components/DemoMarketBadge';
import { StockChartModal } from '../../trials/components/StockChartModal';
import { MobileSortSelect } from '../components/MobileSortSelect';
import { Pagination } from '../components/Pagination';
import { ResultsTable } from '../components/ResultsTable';
import { TableFilterBar } from '../components/TableFilterBar';
import { TableStatsCard } from '../components/TableStatsCard';
import { useCsvExport } from '../hooks/useCsvExport';
import { useTableState } from '../hooks/useTableState';
import { TableQuotesQuery, TrialsTableFiltersQuery, TrialsTableQuery, TrialsTableStatsQuery } from '../table.documents';
import { PAGE_SIZES, quoteTickers, toFilterInput, toSortOrder, type PageSize } from '../table.state';
import '../table.css';

/** /table: statistics, filters, the sortable results table with live quotes, pagination and CSV export. */
export function TablePage() {
  const { t } = useTranslation('table');
  // The catalyst badges' words: their namespace loads (suspends) with the page's own, not row by row.
  useTranslation('catalysts');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const [state, dispatch] = useTableState();
  const filter = useMemo(() => toFilterInput(state.filters), [state.filters]);
  const [chartRow, setChartRow] = useState<TableRowFieldsFragment | null>(null);
  const { exporting, note: exportNote, exportCsv } = useCsvExport(state.filters, state.sort);

  const filtersQ = useQuery(TrialsTableFiltersQuery);
  const statsQ = useQuery(TrialsTableStatsQuery, { variables: { filter } });
  const tableQ = useQuery(TrialsTableQuery, {
    variables: { filter, page: state.pagination.page, limit: state.pagination.limit, sortBy: state.sort.sortBy, sortOrder: toSortOrder(state.sort.sortOrder) },
    notifyOnNetworkStatusChange: true,
  });
  // While another page, sort or filter loads, the rows shown stay (the section is aria-busy): no blank table in between.
  const shown = tableQ.data ?? tableQ.previousData;
  const rows = useMemo(() => shown?.trialsTable.rows ?? [], [shown]);
  const pagination = shown?.trialsTable.pagination;

  // A saved page beyond the last one (fewer results since) falls back to the last page.
  const current = tableQ.data?.trialsTable.pagination;
  useEffect(() => {
    if (current && current.totalPages > 0 && state.pagination.page > current.totalPages) dispatch({ type: 'clampPage', totalPages: current.totalPages });
  }, [current, state.pagination.page, dispatch]);

  // One batched quotes operation for the distinct real tickers of the page.
  const tickers = useMemo(() => quoteTickers(rows.map((r) => r.ticker)), [rows]);
  const quotesQ = useQuery(TableQuotesQuery, { variables: { tickers }, skip: tickers.length === 0 });
  // Failures of the filters, the stats or the stock batch are only logged (the spec's error catalogue).
  useEffect(() => {
    for (const [what, err] of [
      ['filters', filtersQ.error],
      ['stats', statsQ.error],
      ['stock batch', quotesQ.error],
    ] as const)
      if (err) console.warn(`Table ${what} failed to load`, err);
  }, [filtersQ.error, statsQ.error, quotesQ.error]);
  const quotes = useMemo(() => new Map((quotesQ.data?.stocks ?? []).map((q) => [q.ticker.toUpperCase(), q])), [quotesQ.data]);
  // The demo provider prices real tickers: its figures are flagged once for the whole table.
  const demoMarket = ((quotesQ.data ?? quotesQ.previousData)?.stocks ?? []).some((q) => q.source === 'demo');

  const refresh = () => {
    void filtersQ.refetch();
    void statsQ.refetch();
    void tableQ.refetch().then(() => (tickers.length ? quotesQ.refetch() : undefined));
  };

  const firstLoad = tableQ.loading && !shown;
  return (
    <div className="stack table-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="muted">{t('subtitle')}</p>
      </header>
      <TableStatsCard stats={statsQ.data?.trialsTableStats ?? null} loading={statsQ.loading} />
      <TableFilterBar
        filters={state.filters}
        range={filtersQ.data?.trialsTableFilters.dateRange ?? null}
        phases={filtersQ.data?.trialsTableFilters.phases ?? null}
        onChange={(patch) => dispatch({ type: 'filters', patch })}
        onReset={() => dispatch({ type: 'resetFilters' })}
        onRefresh={refresh}
        refreshing={tableQ.loading && !!tableQ.data}
      />
      <section className="stack" aria-busy={tableQ.loading}>
        <div className="spread">
          <MobileSortSelect sort={state.sort} onSort={(sort) => dispatch({ type: 'setSort', sort })} />
          {demoMarket ? (
            <span className="small" data-testid="table-demo-market">
              <DemoMarketBadge source="demo" /> <span className="muted">{t('quote.demoMarketScope')}</span>
            </span>
          ) : null}
          <span className="small muted" aria-live="polite">
            {exporting ? t('export.running', { done: exporting.done, total: exporting.total }) : exportNote}
          </span>
          <Button
            variant="secondary"
            onClick={() => void exportCsv(pagination?.totalCount ?? 0)}
            loading={!!exporting}
            disabled={!pagination?.totalCount}
            data-testid="export-csv"
          >
            {t('export.csv')}
          </Button>
        </div>
        {firstLoad ? <Spinner /> : null}
        {tableQ.error && !firstLoad ? <ErrorState message={<ErrorText error={tableQ.error} />} onRetry={() => void tableQ.refetch()} /> : null}
        {!tableQ.error && tableQ.data && rows.length === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
        {!tableQ.error && rows.length > 0 ? (
          <ResultsTable
            rows={rows}
            sort={state.sort}
            onSort={(sortBy) => dispatch({ type: 'sort', sortBy })}
            onOpenTrial={(nctId) => void navigate(`/trial/${nctId}`)}
            onOpenChart={setChartRow}
            quotes={quotes}
            quotesLoading={quotesQ.loading}
            quotesFailed={!!quotesQ.error}
          />
        ) : null}
        {pagination ? (
          <Pagination
            page={state.pagination.page}
            totalPages={pagination.totalPages}
            totalCount={pagination.totalCount}
            limit={state.pagination.limit}
            sizes={PAGE_SIZES}
            onPage={(page) => dispatch({ type: 'page', page })}
            onLimit={(limit) => dispatch({ type: 'limit', limit: limit as PageSize })}
          />
        ) : null}
      </section>
      {chartRow && hasRealTicker(chartRow.ticker) ? (
        <StockChartModal ticker={chartRow.ticker} open onClose={() => setChartRow(null)} trialTitle={chartRow.briefTitle} nctId={chartRow.nctId} />
      ) : null}
    </div>
  );
}
