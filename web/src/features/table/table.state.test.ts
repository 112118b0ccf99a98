import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_FILTERS,
  DEFAULT_PAGINATION,
  DEFAULT_SORT,
  FILTERS_KEY,
  PAGINATION_KEY,
  SORT_KEY,
  loadTableState,
  quoteTickers,
  saveTableState,
  parseSort,
  tableReducer,
  toFilterInput,
  type TableState,
} from './table.state';

const base = (): TableState => ({ filters: { ...DEFAULT_FILTERS }, pagination: { page: 3, limit: 25 }, sort: { ...DEFAULT_SORT } });

describe('advanced table state', () => {
  beforeEach(() => window.localStorage.clear());

  it("uses the spec's defaults when nothing is saved: OUI, all phases, page 1 of 25, analyzedAt desc", () => {
    expect(loadTableState()).toEqual({ filters: DEFAULT_FILTERS, pagination: DEFAULT_PAGINATION, sort: DEFAULT_SORT });
    expect(DEFAULT_FILTERS.investissement_bourse).toBe('OUI');
    expect(DEFAULT_PAGINATION.limit).toBe(25);
    expect(DEFAULT_SORT).toEqual({ sortBy: 'analyzedAt', sortOrder: 'desc' });
  });

  it("persists filters, page, page size and sort under the spec's three keys and reads them back", () => {
    const state: TableState = {
      filters: { investissement_bourse: 'POSSIBLE', phase: 'PHASE2', completionDateFrom: '2026-01-01', completionDateTo: '2027-06-30' },
      pagination: { page: 4, limit: 50 },
      sort: { sortBy: 'score', sortOrder: 'asc' },
    };
    saveTableState(state);
    expect(JSON.parse(window.localStorage.getItem(FILTERS_KEY)!)).toEqual(state.filters);
    expect(JSON.parse(window.localStorage.getItem(PAGINATION_KEY)!)).toEqual({ page: 4, limit: 50 });
    expect(JSON.parse(window.localStorage.getItem(SORT_KEY)!)).toEqual({ sortBy: 'score', sortOrder: 'asc' });
    expect(loadTableState()).toEqual(state);
  });

  it('ignores malformed saved values key by key (only logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(FILTERS_KEY, '{not json');
    window.localStorage.setItem(PAGINATION_KEY, JSON.stringify({ page: 2, limit: 33 }));
    window.localStorage.setItem(SORT_KEY, JSON.stringify({ sortBy: 'score', sortOrder: 'desc' }));
    expect(loadTableState()).toEqual({ filters: DEFAULT_FILTERS, pagination: DEFAULT_PAGINATION, sort: { sortBy: 'score', sortOrder: 'desc' } });
    expect(warn).toHaveBeenCalledTimes(2);
    window.localStorage.setItem(FILTERS_KEY, JSON.stringify({ investissement_bourse: 'MAYBE' }));
    expect(loadTableState().filters).toEqual(DEFAULT_FILTERS);
  });

  it('goes back to page 1 when a filter or the page size changes, not when the same value is set again', () => {
    const s = base();
    const f = tableReducer(s, { type: 'filters', patch: { phase: 'PHASE3' } });
    expect(f.pagination).toEqual({ page: 1, limit: 25 });
    expect(f.filters.phase).toBe('PHASE3');
    expect(tableReducer(s, { type: 'filters', patch: { phase: 'ALL' } })).toBe(s);
    const l = tableReducer(s, { type: 'limit', limit: 100 });
    expect(l.pagination).toEqual({ page: 1, limit: 100 });
    expect(tableReducer(s, { type: 'limit', limit: 25 })).toBe(s);
    const r = tableReducer({ ...s, filters: { ...s.filters, investissement_bourse: 'NON' } }, { type: 'resetFilters' });
    expect(r.filters).toEqual(DEFAULT_FILTERS);
    expect(r.pagination.page).toBe(1);
  });

  it('moves between pages and clamps a saved page beyond the last one', () => {
    const s = base();
    expect(tableReducer(s, { type: 'page', page: 4 }).pagination.page).toBe(4);
    expect(tableReducer(s, { type: 'page', page: 0 })).toBe(s);
    expect(tableReducer(s, { type: 'clampPage', totalPages: 2 }).pagination.page).toBe(2);
    expect(tableReducer(s, { type: 'clampPage', totalPages: 5 })).toBe(s);
    expect(tableReducer(s, { type: 'clampPage', totalPages: 0 })).toBe(s);
  });

  it('sorts: a new column starts in its natural order, the same column flips', () => {
    const s = base();
    const byScore = tableReducer(s, { type: 'sort', sortBy: 'score' });
    expect(byScore.sort).toEqual({ sortBy: 'score', sortOrder: 'desc' });
    expect(byScore.pagination.page).toBe(1);
    expect(tableReducer(byScore, { type: 'sort', sortBy: 'score' }).sort.sortOrder).toBe('asc');
    expect(tableReducer(s, { type: 'sort', sortBy: 'briefTitle' }).sort).toEqual({ sortBy: 'briefTitle', sortOrder: 'asc' });
    // The soonest catalyst first; the largest market cap first.
    expect(tableReducer(s, { type: 'sort', sortBy: 'nextCatalyst' }).sort).toEqual({ sortBy: 'nextCatalyst', sortOrder: 'asc' });
    expect(tableReducer(s, { type: 'sort', sortBy: 'marketCapUsd' }).sort).toEqual({ sortBy: 'marketCapUsd', sortOrder: 'desc' });
    expect(parseSort({ sortBy: 'marketCapUsd', sortOrder: 'asc' })).toEqual({ sortBy: 'marketCapUsd', sortOrder: 'asc' });
    const set = tableReducer(s, { type: 'setSort', sort: { sortBy: 'enrollment', sortOrder: 'asc' } });
    expect(set.sort).toEqual({ sortBy: 'enrollment', sortOrder: 'asc' });
    expect(set.pagination.page).toBe(1);
    expect(tableReducer(s, { type: 'setSort', sort: DEFAULT_SORT })).toBe(s);
  });

  it("turns filters into the API input, leaving out 'ALL' and empty values", () => {
    expect(toFilterInput(DEFAULT_FILTERS)).toEqual({ investmentVerdict: 'OUI' });
    expect(toFilterInput({ investissement_bourse: 'ALL', phase: 'PHASE3', completionDateFrom: '2026-01-01', completionDateTo: '' })).toEqual({
      phases: ['PHASE3'],
      completionDateFrom: '2026-01-01',
    });
  });

  it('batches the distinct tickers of a page, leaving out rows without one and invalid symbols', () => {
    expect(quoteTickers(['pfe', 'PFE', null, undefined, '', 'MRK', 'SAN.PA', 'AUROPHARMA.NS', 'BAD TICKER'])).toEqual(['MRK', 'PFE', 'SAN.PA']);
  });
});
