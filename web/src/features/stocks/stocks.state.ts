/** The spec's stock dashboard constants: verdict OUI, POSSIBLE, NON or ALL (default OUI); page sizes 10, 20 (default), 50. */
import type { EnrichedTrialsSort, InvestmentVerdict, SortOrder } from '../../gql/graphql';

export const STOCK_VERDICTS = ['OUI', 'POSSIBLE', 'NON', 'ALL'] as const satisfies readonly (InvestmentVerdict | 'ALL')[];
export type StockVerdict = (typeof STOCK_VERDICTS)[number];
export const STOCK_PAGE_SIZES = [10, 20, 50] as const;
/** Card orders: AI score (the API's default), or the sponsor's market cap in USD, largest or smallest first. */
export const STOCK_SORTS = ['score', 'capUsdDesc', 'capUsdAsc'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export const DEFAULT_STOCK_FILTER = { verdict: 'OUI' as StockVerdict, limit: 20, sort: 'score' as StockSort };

const SORT_VARIABLES: Record<StockSort, { sortBy?: EnrichedTrialsSort; sortOrder?: SortOrder }> = {
  score: {},
  capUsdDesc: { sortBy: 'marketCapUsd', sortOrder: 'DESC' },
  capUsdAsc: { sortBy: 'marketCapUsd', sortOrder: 'ASC' },
};

/** Query variables: 'ALL' means no filter and is left out, as is the default order. */
export function stockDashboardVariables(verdict: StockVerdict, page: number, limit: number, sort: StockSort = 'score') {
  return { ...(verdict !== 'ALL' ? { investmentVerdict: verdict } : {}), page, limit, ...SORT_VARIABLES[sort] };
}
