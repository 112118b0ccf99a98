/** Where a numbered page sits in its list: the spec's pagination fields, shared by every paged list (GraphQL and REST). */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

/**
 * The one page arithmetic: page `currentPage` (from 1) of `limit` items in a list of `totalCount`.
 * An empty list has 0 pages (and page 1 of it has neither a next nor a previous page).
 */
export function paginate(currentPage: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { currentPage, totalPages, totalCount, limit, hasNextPage: currentPage < totalPages, hasPrevPage: currentPage > 1 };
}
