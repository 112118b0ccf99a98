import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalystRowFieldsFragment, CatalystSortField, SortOrder } from '../../../gql/graphql';
import { SORT_FIELDS } from '../catalysts.state';
import { CatalystRow, type CatalystColumn } from './CatalystRow';

/** The columns in order, with the server-side sort a header applies (none: not sortable). */
const COLUMNS: { key: CatalystColumn; sort?: CatalystSortField }[] = [
  { key: 'date', sort: 'DATE' },
  { key: 'kind' },
  { key: 'company' },
  { key: 'drug' },
  { key: 'phase' },
  { key: 'probability', sort: 'PROBABILITY' },
  { key: 'score', sort: 'SCORE' },
  { key: 'marketCap', sort: 'MARKET_CAP' },
  { key: 'runway' },
  { key: 'source' },
];

export interface CatalystSort {
  sort: CatalystSortField;
  order: SortOrder;
}

function SortButton({
  label,
  field,
  current,
  onSort,
}: {
  label: string;
  field: CatalystSortField;
  current: CatalystSort;
  onSort: (f: CatalystSortField) => void;
}) {
  const { t } = useTranslation('catalysts');
  const active = current.sort === field;
  return (
    <button
      type="button"
      className={`catalyst-sort ${active ? 'catalyst-sort-active' : ''}`}
      onClick={() => onSort(field)}
      title={t('screen.sort.by', { column: label })}
      data-testid={`catalysts-sort-${field}`}
    >
      {label}
      <span aria-hidden="true" className="catalyst-sort-icon">
        {active ? (current.order === 'ASC' ? '▲' : '▼') : '↕'}
      </span>
      {active ? <span className="sr-only"> ({t(`screen.sort.${current.order}`)})</span> : null}
    </button>
  );
}

/** On phones the headers are hidden (rows become cards): one select of every sortable column and direction. */
export function CatalystSortSelect({ current, onChange }: { current: CatalystSort; onChange: (sort: CatalystSort) => void }) {
  const { t } = useTranslation('catalysts');
  const id = useId();
  const options = SORT_FIELDS.flatMap((sort) => (['ASC', 'DESC'] as const).map((order) => ({ sort, order, value: `${sort}:${order}` })));
  return (
    <div className="row catalysts-sort-mobile">
      <label htmlFor={id} className="small">
        {t('screen.sort.label')}
      </label>
      <select
        id={id}
        className="input"
        value={`${current.sort}:${current.order}`}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value);
          if (picked) onChange({ sort: picked.sort, order: picked.order });
        }}
        data-testid="catalysts-sort-mobile"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(`screen.sort.fields.${o.sort}`)} ({t(`screen.sort.${o.order}`)})
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The catalysts as a table with a caption and sortable headers (`aria-sort` on the sorted one). Below
 * 640 px each row becomes a card of "column: value" lines (catalysts.css).
 */
export function CatalystsTable({
  rows,
  current,
  onSort,
  now,
}: {
  rows: CatalystRowFieldsFragment[];
  current: CatalystSort;
  onSort: (f: CatalystSortField) => void;
  now?: Date;
}) {
  const { t } = useTranslation('catalysts');
  return (
    <div className="table-wrap catalysts-wrap">
      <table className="table catalysts-table" data-testid="catalysts-table">
        <caption className="sr-only">{t('screen.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`col-${c.key}`}
                aria-sort={c.sort && current.sort === c.sort ? (current.order === 'ASC' ? 'ascending' : 'descending') : undefined}
              >
                {c.sort ? <SortButton label={t(`screen.columns.${c.key}`)} field={c.sort} current={current} onSort={onSort} /> : t(`screen.columns.${c.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CatalystRow key={row.id} row={row} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
