import { useTranslation } from 'react-i18next';
import { SORT_FIELDS, type SortField, type SortOrder, type TableSort } from '../table.state';

const ORDERS: readonly SortOrder[] = ['desc', 'asc'];
const OPTIONS = SORT_FIELDS.flatMap((sortBy) => ORDERS.map((sortOrder) => ({ sortBy, sortOrder, value: `${sortBy}:${sortOrder}` })));

/** On narrow screens the column headers are hidden: one select of every column and direction. */
export function MobileSortSelect({ sort, onSort }: { sort: TableSort; onSort: (sort: { sortBy: SortField; sortOrder: SortOrder }) => void }) {
  const { t } = useTranslation('table');
  return (
    <div className="row sort-mobile">
      <label htmlFor="table-sort-mobile" className="small">
        {t('sort.label')}
      </label>
      <select
        id="table-sort-mobile"
        className="input"
        value={`${sort.sortBy}:${sort.sortOrder}`}
        onChange={(e) => {
          const picked = OPTIONS.find((o) => o.value === e.target.value);
          if (picked) onSort({ sortBy: picked.sortBy, sortOrder: picked.sortOrder });
        }}
        data-testid="sort-mobile"
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {t(`sort.fields.${o.sortBy}`)} ({t(`sort.${o.sortOrder}`)})
          </option>
        ))}
      </select>
    </div>
  );
}
