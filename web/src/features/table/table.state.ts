import type { SortOrder as GqlSortOrder, InvestmentVerdict, Phase, TrialsTableFilter, TrialsTableSortField } from '../../gql/graphql';
import { ISO_DATE, isRecord, oneOf, readPersisted, writePersisted } from './persisted';

/** The spec's localStorage keys for the advanced table. */
export const FILTERS_KEY = 'trialsTableFilters';
export const PAGINATION_KEY = 'trialsTablePagination';
export const SORT_KEY = 'trialsTableSort';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const VERDICTS = ['ALL', 'OUI', 'POSSIBLE', 'NON'] as const satisfies readonly ('ALL' | InvestmentVerdict)[];
export type VerdictFilter = (typeof VERDICTS)[number];
export const PHASE_FILTERS = ['ALL', 'EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const satisfies readonly ('ALL' | Phase)[];
export type PhaseFilter = (typeof PHASE_FILTERS)[number];
/** Columns the table can sort on (the server accepts these names). */
export const SORT_FIELDS = [
  'analyzedAt',
  'nctId',
  'briefTitle',
  'leadSponsor',
  'phase',
  'score',
  'investmentVerdict',
  'enrollment',
  'completionDate',
  'nextCatalyst',
  'marketCapUsd',
] as const satisfies readonly TrialsTableSortField[];
export type SortField = (typeof SORT_FIELDS)[number];
/** Stored in the spec's form (localStorage `trialsTableSort`); the API's enum is ASC / DESC. */
export type SortOrder = 'asc' | 'desc';
export const toSortOrder = (o: SortOrder): GqlSortOrder => (o === 'asc' ? 'ASC' : 'DESC');

/** Stored with the spec's field names. */
export interface TableFilters {
  investissement_bourse: VerdictFilter;
  phase: PhaseFilter;
  completionDateFrom: string;
  completionDateTo: string;
}
export interface TablePagination {
  page: number;
  limit: PageSize;
}
export interface TableSort {
  sortBy: SortField;
  sortOrder: SortOrder;
}
export interface TableState {
  filters: TableFilters;
  pagination: TablePagination;
  sort: TableSort;
}

/** Defaults: verdict OUI, every phase, no dates; page 1 of 25; newest analysis first. */
export const DEFAULT_FILTERS: TableFilters = { investissement_bourse: 'OUI', phase: 'ALL', completionDateFrom: '', completionDateTo: '' };
export const DEFAULT_PAGINATION: TablePagination = { page: 1, limit: 25 };
export const DEFAULT_SORT: TableSort = { sortBy: 'analyzedAt', sortOrder: 'desc' };

const date = (v: unknown): string | null => (v === '' || v === undefined || v === null ? '' : typeof v === 'string' && ISO_DATE.test(v) ? v : null);

export function parseFilters(value: unknown): TableFilters | null {
  if (!isRecord(value)) return null;
  const verdict = oneOf(value.investissement_bourse ?? 'ALL', VERDICTS);
  const phase = oneOf(value.phase ?? 'ALL', PHASE_FILTERS);
  const from = date(value.completionDateFrom);
  const to = date(value.completionDateTo);
  if (!verdict || !phase || from === null || to === null) return null;
  return { investissement_bourse: verdict, phase, completionDateFrom: from, completionDateTo: to };
}

export function parsePagination(value: unknown): TablePagination | null {
  if (!isRecord(value)) return null;
  const limit = oneOf(value.limit, PAGE_SIZES);
  const page = typeof value.page === 'number' && Number.isInteger(value.page) && value.page >= 1 ? value.page : null;
  return limit && page ? { page, limit } : null;
}

export function parseSort(value: unknown): TableSort | null {
  if (!isRecord(value)) return null;
  const sortBy = oneOf(value.sortBy, SORT_FIELDS);
  const sortOrder = oneOf(value.sortOrder, ['asc', 'desc'] as const);
  return sortBy && sortOrder ? { sortBy, sortOrder } : null;
}

export function loadTableState(): TableState {
  return {
    filters: readPersisted(FILTERS_KEY, DEFAULT_FILTERS, parseFilters),
    pagination: readPersisted(PAGINATION_KEY, DEFAULT_PAGINATION, parsePagination),
    sort: readPersisted(SORT_KEY, DEFAULT_SORT, parseSort),
  };
}

export function saveTableState(state: TableState): void {
  writePersisted(FILTERS_KEY, state.filters);
  writePersisted(PAGINATION_KEY, state.pagination);
  writePersisted(SORT_KEY, state.sort);
}

export type TableAction =
  | { type: 'filters'; patch: Partial<TableFilters> }
  | { type: 'resetFilters' }
  | { type: 'page'; page: number }
  | { type: 'limit'; limit: PageSize }
  | { type: 'sort'; sortBy: SortField }
  | { type: 'setSort'; sort: TableSort }
  | { type: 'clampPage'; totalPages: number };

/**
 * Changing a filter or the page size goes back to page 1 (the spec's rule); so does a new sort, so the
 * first rows of the new order are shown. Clicking the sorted column flips its direction. A new sort
 * starts ascending on text and dates (the soonest catalyst first), descending on figures (the largest cap first).
 */
export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'filters': {
      const filters = { ...state.filters, ...action.patch };
      const same = (Object.keys(filters) as (keyof TableFilters)[]).every((k) => filters[k] === state.filters[k]);
      return same ? state : { ...state, filters, pagination: { ...state.pagination, page: 1 } };
    }
    case 'resetFilters':
      return { ...state, filters: DEFAULT_FILTERS, pagination: { ...state.pagination, page: 1 } };
    case 'page':
      return action.page >= 1 && action.page !== state.pagination.page ? { ...state, pagination: { ...state.pagination, page: action.page } } : state;
    case 'limit':
      return action.limit === state.pagination.limit ? state : { ...state, pagination: { page: 1, limit: action.limit } };
    case 'sort': {
      const sortOrder: SortOrder =
        state.sort.sortBy === action.sortBy
          ? state.sort.sortOrder === 'asc'
            ? 'desc'
            : 'asc'
          : ['briefTitle', 'leadSponsor', 'nctId', 'completionDate', 'phase', 'nextCatalyst'].includes(action.sortBy)
            ? 'asc'
            : 'desc';
      return { ...state, sort: { sortBy: action.sortBy, sortOrder }, pagination: { ...state.pagination, page: 1 } };
    }
    case 'setSort':
      return state.sort.sortBy === action.sort.sortBy && state.sort.sortOrder === action.sort.sortOrder
        ? state
        : { ...state, sort: action.sort, pagination: { ...state.pagination, page: 1 } };
    case 'clampPage':
      return action.totalPages >= 1 && state.pagination.page > action.totalPages
        ? { ...state, pagination: { ...state.pagination, page: action.totalPages } }
        : state;
  }
}

/** GraphQL filter input: 'ALL' and empty values mean no filter and are left out. */
export function toFilterInput(filters: TableFilters): TrialsTableFilter {
  return {
    ...(filters.investissement_bourse !== 'ALL' ? { investmentVerdict: filters.investissement_bourse } : {}),
    ...(filters.phase !== 'ALL' ? { phases: [filters.phase] } : {}),
    ...(filters.completionDateFrom ? { completionDateFrom: filters.completionDateFrom } : {}),
    ...(filters.completionDateTo ? { completionDateTo: filters.completionDateTo } : {}),
  };
}

/** What the stock API accepts as a ticker: 1–10 letters, digits, dots or dashes. */
const TICKER = /^[A-Z0-9.-]{1,10}$/;

/**
 * The distinct tickers of a page, upper-case and sorted, for the one batched quotes request. Rows
 * without a ticker (null: the API decided the sponsor is not listed) and symbols the API would reject
 * are left out, so one odd ticker cannot fail the whole batch (its row then shows the loading error).
 */
export function quoteTickers(tickers: (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const t of tickers) {
    const v = t?.trim().toUpperCase();
    if (v !== undefined && TICKER.test(v)) out.add(v);
  }
  return [...out].sort();
}
