import { useTranslation } from 'react-i18next';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import type { SortField, TableSort } from '../table.state';
import type { TableQuote } from './QuoteCell';
import { ResultsTableHead } from './ResultsTableHead';
import { ResultsTableRow } from './ResultsTableRow';

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
  return (
    <div className="table-wrap">
      <table className="table results-table" data-testid="results-table">
        <caption className="sr-only">{t('caption')}</caption>
        <ResultsTableHead sort={sort} onSort={onSort} />
        <tbody>
          {rows.map((row) => (
            <ResultsTableRow
              key={row.nctId}
              row={row}
              quotes={quotes}
              quotesLoading={quotesLoading}
              quotesFailed={quotesFailed}
              onOpenTrial={onOpenTrial}
              onOpenChart={onOpenChart}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
