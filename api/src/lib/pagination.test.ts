import { describe, expect, it } from 'vitest';
import { paginate } from './pagination.js';

describe('paginate', () => {
  it('counts whole pages, the last one partial', () => {
    expect(paginate(1, 10, 25)).toEqual({ currentPage: 1, totalPages: 3, totalCount: 25, limit: 10, hasNextPage: true, hasPrevPage: false });
    expect(paginate(3, 10, 30)).toMatchObject({ totalPages: 3, hasNextPage: false, hasPrevPage: true });
  });

  it('gives an empty list 0 pages, and page 1 of it no neighbours', () => {
    expect(paginate(1, 20, 0)).toEqual({ currentPage: 1, totalPages: 0, totalCount: 0, limit: 20, hasNextPage: false, hasPrevPage: false });
  });

  it('keeps a page past the end as asked (no next page)', () => {
    expect(paginate(5, 10, 12)).toMatchObject({ currentPage: 5, totalPages: 2, hasNextPage: false, hasPrevPage: true });
  });
});
