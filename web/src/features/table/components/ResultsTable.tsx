import { graphql } from '../../../gql';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { hasRealTicker, phaseTone, recommendationTone, scoreTone, verdictTone } from '../../../lib/display';
import { phaseLabel } from '../../../lib/display';
import { Badge } from '../../../ui';
import type { SortField, TableSort } from '../table.state';
import { recommendationLabel, verdictLabel } from '../labels';
import { QuoteCell, type TableQuote } from './QuoteCell';

export const TableRowFields = graphql(`
  fragment TableRowFields on Trial {
    nctId
    briefTitle
    leadSponsorName
    ticker
    phases
    score
    recommendation
    investmentVerdict
    enrollment
    completionDate
    countries
  }
`);

type ColumnKey = 'nctId' | 'title' | 'sponsor' | 'phase' | 'score' | 'verdict' | 'stock' | 'details' | 'actions';
const COLUMNS: { key: ColumnKey; sort?: SortField }[] = [
  { key: 'nctId', sort: 'nctId' },
  { key: 'title', sort: 'briefTitle' },
  { key: 'sponsor', sort: 'leadSponsor' },
  { key: 'phase', sort: 'phase' },
  { key: 'score', sort: 'score' },
  { key: 'verdict', sort: 'investmentVerdict' },
  { key: 'stock' },
  { key: 'details', sort: 'completionDate' },
  { key: 'actions' },
];

function SortHeader({ label, field, sort, onSort }: { label: string; field: SortField; sort: TableSort; onSort: (f: SortField) => void }) {
  const { t } = useTranslation('table');
  const active = sort.sortBy === field;
  return (
    <button
      type="button"
      className={`sort-btn ${active ? 'sort-active' : ''}`}
      onClick={() => onSort(field)}
      title={t('sort.by', { column: label })}
      data-testid={`sort-${field}`}
    >
      {label}
      <span aria-hidden="true" className="sort-icon">
        {active ? (sort.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
      </span>
      {active ? <span className="sr-only"> ({t(`sort.${sort.sortOrder}`)})</span> : null}
    </button>
  );
}

/** The results table: sortable headers, a row click (or Enter) opens the trial, the stock cell opens the chart. */
export function ResultsTable({
  rows,
  sort,
  onSort,
  onOpenTrial,
  onOpenChart,
  quotes,
  quotesLoading,
  quotesFailed,
}: {
  rows: TableRowFieldsFragment[];
  sort: TableSort;
  onSort: (f: SortField) => void;
  onOpenTrial: (nctId: string) => void;
  onOpenChart: (row: TableRowFieldsFragment) => void;
  quotes: Map<string, TableQuote>;
  quotesLoading: boolean;
  quotesFailed: boolean;
}) {
  const { t } = useTranslation('table');
  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, nctId: string) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpenTrial(nctId);
    }
  };
  return (
    <div className="table-wrap">
      <table className="table results-table" data-testid="results-table">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.sort && sort.sortBy === c.sort ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`col-${c.key}`}
              >
                {c.sort ? <SortHeader label={t(`columns.${c.key}`)} field={c.sort} sort={sort} onSort={onSort} /> : t(`columns.${c.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const ticker = hasRealTicker(row.ticker) ? row.ticker.toUpperCase() : null;
            return (
              <tr
                key={row.nctId}
                className="row-clickable"
                tabIndex={0}
                aria-label={t('rowLabel', { nctId: row.nctId, title: row.briefTitle })}
                onClick={() => onOpenTrial(row.nctId)}
                onKeyDown={(e) => onRowKey(e, row.nctId)}
                data-testid="table-row"
                data-nct-id={row.nctId}
              >
                <td data-label={t('columns.nctId')} className="col-nctId">
                  <code>{row.nctId}</code>
                </td>
                <td data-label={t('columns.title')} className="col-title">
                  <span className="clamp-2">{row.briefTitle}</span>
                </td>
                <td data-label={t('columns.sponsor')} className="col-sponsor">
                  <div>
                    <div>{row.leadSponsorName}</div>
                    {ticker ? <Badge tone="purple">{ticker}</Badge> : null}
                  </div>
                </td>
                <td data-label={t('columns.phase')} className="col-phase">
                  <div className="row">
                    {row.phases.map((p) => (
                      <Badge key={p} tone={phaseTone(p)}>
                        {phaseLabel(p)}
                      </Badge>
                    ))}
                  </div>
                </td>
                <td data-label={t('columns.score')} className="col-score">
                  {row.score != null ? (
                    <Badge tone={scoreTone(row.score)} data-testid="score">
                      {row.score.toFixed(1)}/10
                    </Badge>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </td>
                <td data-label={t('columns.verdict')} className="col-verdict">
                  <div className="stack-tight">
                    <Badge tone={verdictTone(row.investmentVerdict)}>{verdictLabel(t, row.investmentVerdict)}</Badge>
                    {row.recommendation ? <Badge tone={recommendationTone(row.recommendation)}>{recommendationLabel(t, row.recommendation)}</Badge> : null}
                  </div>
                </td>
                <td data-label={t('columns.stock')} className="col-stock">
                  <QuoteCell
                    ticker={row.ticker}
                    quote={ticker ? quotes.get(ticker) : undefined}
                    loading={quotesLoading}
                    failed={quotesFailed}
                    onOpen={() => onOpenChart(row)}
                  />
                </td>
                <td data-label={t('columns.details')} className="col-details small">
                  <div>
                    <div>{row.enrollment != null ? t('details.enrollment', { value: formatNumber(row.enrollment) }) : '—'}</div>
                    <div>{t('details.completion', { date: formatDate(row.completionDate) })}</div>
                    <div className="muted">
                      {row.countries.length ? t('details.countries', { list: row.countries.slice(0, 2).join(', ') }) : t('details.noCountry')}
                    </div>
                  </div>
                </td>
                <td data-label={t('columns.actions')} className="col-actions">
                  <Link
                    to={`/trial/${row.nctId}`}
                    className="btn btn-secondary btn-sm"
                    onClick={(e) => e.stopPropagation()}
                    aria-label={t('actions.viewTrial', { nctId: row.nctId })}
                  >
                    {t('actions.view')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
