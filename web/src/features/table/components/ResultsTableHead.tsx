import { useTranslation } from 'react-i18next';
import type { SortField, TableSort } from '../table.state';

export type ColumnKey = 'nctId' | 'title' | 'sponsor' | 'phase' | 'score' | 'verdict' | 'listing' | 'stock' | 'details' | 'actions';

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

/** The header row: a sort button per sortable column, `aria-sort` on the sorted one. */
export function ResultsTableHead({ sort, onSort }: { sort: TableSort; onSort: (f: SortField) => void }) {
  const { t } = useTranslation('table');
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
            {c.sort ? <SortHeader label={t(`columns.${c.key}`)} field={c.sort} sort={sort} onSort={onSort} /> : t(`columns.${c.key}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
