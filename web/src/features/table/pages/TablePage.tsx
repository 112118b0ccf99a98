import { useEffect, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { Button, EmptyState, ErrorState, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { StockChartModal } from '../../trials/components/StockChartModal';
import { Pagination } from '../components/Pagination';
import type { QuoteView } from '../components/QuoteCell';
import { ResultsTable } from '../components/ResultsTable';
import { TableFilterBar } from '../components/TableFilterBar';
import { TableStatsCard } from '../components/TableStatsCard';
import { useTableState } from '../hooks/useTableState';
import { downloadText } from '../table.csv';
import { TableQuotesQuery, TrialsTableFiltersQuery, TrialsTableQuery, TrialsTableStatsQuery } from '../table.documents';
import { fetchAllRows, rowsToCsv } from '../table.export';
import { PAGE_SIZES, SORT_FIELDS, quoteTickers, toFilterInput, type PageSize, type SortField, type SortOrder } from '../table.state';
import '../table.css';

/** /table: statistics, filters, the sortable results table with live quotes, pagination and CSV export. */
export function TablePage() {
  const { t } = useTranslation('table');
  useEffect(() => {
    document.title = `${t('title')} · Trialyst`;
  }, [t]);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [state, dispatch] = useTableState();
  const filter = useMemo(() => toFilterInput(state.filters), [state.filters]);
  const [chartRow, setChartRow] = useState<TableRowFieldsFragment | null>(null);
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const [exportNote, setExportNote] = useState<string | null>(null);

  const filtersQ = useQuery(TrialsTableFiltersQuery);
  const statsQ = useQuery(TrialsTableStatsQuery, { variables: { filter } });
  const tableQ = useQuery(TrialsTableQuery, {
    variables: { filter, page: state.pagination.page, limit: state.pagination.limit, sortBy: state.sort.sortBy, sortOrder: state.sort.sortOrder },
    notifyOnNetworkStatusChange: true,
  });
  const rows = tableQ.data?.trialsTable.rows ?? [];
  const pagination = tableQ.data?.trialsTable.pagination;

  // A saved page beyond the last one (fewer results since) falls back to the last page.
  useEffect(() => {
    if (pagination && pagination.totalPages > 0 && state.pagination.page > pagination.totalPages)
      dispatch({ type: 'clampPage', totalPages: pagination.totalPages });
  }, [pagination, state.pagination.page, dispatch]);

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
  const quotes = useMemo(
    () => new Map<string, QuoteView>((quotesQ.data?.stocks ?? []).filter(Boolean).map((q) => [q.ticker.toUpperCase(), q as QuoteView])),
    [quotesQ.data],
  );

  const refresh = () => {
    void filtersQ.refetch();
    void statsQ.refetch();
    void tableQ.refetch().then(() => (tickers.length ? quotesQ.refetch() : undefined));
  };

  const exportCsv = async () => {
    setExportNote(null);
    setExporting({ done: 0, total: pagination?.totalCount ?? 0 });
    try {
      const all = await fetchAllRows(client, state.filters, state.sort, (done, total) => setExporting({ done, total }));
      const stamp = new Date().toISOString().slice(0, 10);
      downloadText(rowsToCsv(all, t, window.location.origin), `${t('export.filename')}-${stamp}.csv`, 'text/csv;charset=utf-8');
      setExportNote(t('export.done', { count: all.length }));
    } catch (err) {
      setExportNote(t('export.error', { message: errorMessage(err, t) }));
    } finally {
      setExporting(null);
    }
  };

  const firstLoad = tableQ.loading && !tableQ.data;
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
          <div className="row sort-mobile">
            <label htmlFor="table-sort-mobile" className="small">
              {t('sort.label')}
            </label>
            <select
              id="table-sort-mobile"
              className="input"
              value={`${state.sort.sortBy}:${state.sort.sortOrder}`}
              onChange={(e) => {
                const [sortBy, sortOrder] = e.target.value.split(':') as [SortField, SortOrder];
                dispatch({ type: 'setSort', sort: { sortBy, sortOrder } });
              }}
              data-testid="sort-mobile"
            >
              {SORT_FIELDS.flatMap((f) =>
                (['desc', 'asc'] as const).map((o) => (
                  <option key={`${f}:${o}`} value={`${f}:${o}`}>
                    {t(`sort.fields.${f}`)} ({t(`sort.${o}`)})
                  </option>
                )),
              )}
            </select>
          </div>
          <span className="small muted" aria-live="polite">
            {exporting ? t('export.running', { done: exporting.done, total: exporting.total }) : exportNote}
          </span>
          <Button variant="secondary" onClick={() => void exportCsv()} loading={!!exporting} disabled={!pagination?.totalCount} data-testid="export-csv">
            {t('export.csv')}
          </Button>
        </div>
        {firstLoad ? <Spinner /> : null}
        {tableQ.error && !firstLoad ? <ErrorState message={errorMessage(tableQ.error, t)} onRetry={() => void tableQ.refetch()} /> : null}
        {!tableQ.error && tableQ.data && rows.length === 0 ? <EmptyState title={t('empty.title')} hint={t('empty.hint')} /> : null}
        {!tableQ.error && rows.length > 0 ? (
          <ResultsTable
            rows={rows}
            sort={state.sort}
            onSort={(sortBy) => dispatch({ type: 'sort', sortBy })}
            onOpenTrial={(nctId) => navigate(`/trial/${nctId}`)}
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
