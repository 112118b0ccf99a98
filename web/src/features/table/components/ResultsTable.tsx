import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRowFieldsFragment } from '../../../gql/graphql';
import type { SortField, TableSort } from '../table.state';
import type { TableQuote } from './QuoteCell';
import { ResultsTableHead } from './ResultsTableHead';
import { ResultsTableRow } from './ResultsTableRow';

/**
 * Which sides of a horizontally scrollable box have hidden content ('left', 'right', both, or ''),
 * and the width of its sticky first column; follows scrolling and resizing.
 */
function useHorizontalOverflow() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflow: '', sticky: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const sides = [el.scrollLeft > 1 ? 'left' : '', max - el.scrollLeft > 1 ? 'right' : ''].filter(Boolean).join(' ');
      const first = el.querySelector('thead th');
      const sticky = first ? Math.round(first.getBoundingClientRect().width) : 0;
      setState((s) => (s.overflow === sides && s.sticky === sticky ? s : { overflow: sides, sticky }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // (jsdom has no ResizeObserver: there the cues follow scrolling only.)
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    const table = el.querySelector('table');
    if (table) ro?.observe(table);
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, []);
  return { ref, ...state };
}

/**
 * The results table: sortable headers, a row click (or Enter) opens the trial, the stock cell opens the
 * chart. It fits desktop widths; narrower, it scrolls sideways with its first column (NCT ID) kept in
 * place and a shadow on each side that has more columns (data-overflow).
 */
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
  const { ref, overflow, sticky } = useHorizontalOverflow();
  return (
    <div className="results-frame" data-overflow={overflow} style={{ ['--sticky-width' as string]: `${sticky}px` }}>
      <div className="table-wrap results-scroll" ref={ref}>
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
    </div>
  );
}
