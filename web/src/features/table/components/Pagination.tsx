import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { Button } from '../../../ui';

/** What a paged list's query asks for its pagination (the table and the stock dashboard). */
export const PaginationFields = graphql(`
  fragment PaginationFields on Pagination {
    currentPage
    totalPages
    totalCount
    limit
    hasNextPage
    hasPrevPage
  }
`);

/** Page-size selector, "showing X to Y of N" and previous/next buttons (also used by the stock dashboard). */
export function Pagination({
  page,
  totalPages,
  totalCount,
  limit,
  sizes,
  onPage,
  onLimit,
  testId = 'pagination',
}: {
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  sizes: readonly number[];
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation('table');
  const id = useId();
  const from = totalCount === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(totalCount, page * limit);
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid={testId}>
      <div className="row">
        <label htmlFor={`${id}-size`} className="small">
          {t('pagination.pageSize')}
        </label>
        <select id={`${id}-size`} className="input page-size" value={limit} onChange={(e) => onLimit(Number(e.target.value))} data-testid={`${testId}-size`}>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <span className="small muted" aria-live="polite" data-testid={`${testId}-showing`}>
          {t('pagination.showing', { from, to, total: totalCount })}
        </span>
      </div>
      <div className="row">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(1)} aria-label={t('pagination.first')}>
          «
        </Button>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`}>
          {t('pagination.previous')}
        </Button>
        <span className="small" data-testid={`${testId}-page`}>
          {t('pagination.page', { page, total: Math.max(totalPages, 1) })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
          {t('pagination.next')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(totalPages)} aria-label={t('pagination.last')}>
          »
        </Button>
      </div>
    </nav>
  );
}
