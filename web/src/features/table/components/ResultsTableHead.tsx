import { useTranslation } from 'react-i18next';
import type { SortField, TableSort } from '../table.state';

export type ColumnKey = 'nctId' | 'title' | 'sponsor' | 'phase' | 'score' | 'verdict' | 'listing' | 'catalyst' | 'stock' | 'marketCap' | 'details' | 'actions';

/** The table's columns in order, with the field a header sorts by (none: not sortable). */
const COLUMNS: { key: ColumnKey; sort?: SortField }[] = [
  { key: 'nctId', sort: 'nctId' },
  { key: 'title', sort: 'briefTitle' },
  { key: 'sponsor', sort: 'leadSponsor' },
  { key: 'phase', sort: 'phase' },
  { key: 'score', sort: 'score' },
  // The analysis' judgement (recommendation and signal), then the sponsor's listing in its own column: a listing is no advice.
  { key: 'verdict' },
  { key: 'listing', sort: 'investmentVerdict' },
  { key: 'catalyst', sort: 'nextCatalyst' },
  { key: 'stock' },
  { key: 'marketCap', sort: 'marketCapUsd' },
  { key: 'details', sort: 'completionDate' },
  { key: 'actions' },
];

/**
 * A header's text: its short form when the locale has one ("Cap. (USD)"), shown with the full label as
 * a tooltip while assistive technology reads the full label.
 */
function HeaderLabel({ column }: { column: ColumnKey }) {
  const { t } = useTranslation('table');
  const full = t(`columns.${column}`);
  const short = t(`columnsShort.${column}`, { defaultValue: full });
  if (short === full) return <>{full}</>;
  return (
    <>
      <abbr title={full} aria-hidden="true" className="header-abbr">
        {short}
      </abbr>
      <span className="sr-only">{full}</span>
    </>
  );
}

function SortHeader({ column, field, sort, onSort }: { column: ColumnKey; field: SortField; sort: TableSort; onSort: (f: SortField) => void }) {
  const { t } = useTranslation('table');
  const active = sort.sortBy === field;
  return (
    <button
      type="button"
      className={`sort-btn ${active ? 'sort-active' : ''}`}
      onClick={() => onSort(field)}
      title={t('sort.by', { column: t(`columns.${column}`) })}
      data-testid={`sort-${field}`}
    >
      <span>
        <HeaderLabel column={column} />
      </span>
      <span aria-hidden="true" className="sort-icon">
        {active ? (sort.sortOrder === 'asc' ? '▲' : '▼') : '↕'}
      </span>
      {active ? <span className="sr-only"> ({t(`sort.${sort.sortOrder}`)})</span> : null}
    </button>
  );
}

/** The header row: a sort button per sortable column, `aria-sort` on the sorted one. */
export function ResultsTableHead({ sort, onSort }: { sort: TableSort; onSort: (f: SortField) => void }) {
  return (
    <thead>
      <tr>
        {COLUMNS.map((c) => (
          <th
            key={c.key}
            scope="col"
            aria-sort={c.sort && sort.sortBy === c.sort ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
            className={`col-${c.key}`}
          >
            {c.sort ? <SortHeader column={c.key} field={c.sort} sort={sort} onSort={onSort} /> : <HeaderLabel column={c.key} />}
          </th>
        ))}
      </tr>
    </thead>
  );
}
