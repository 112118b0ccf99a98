/** The spec's stock dashboard constants: verdict OUI, POSSIBLE, NON or ALL (default OUI); page sizes 10, 20 (default), 50. */
import type { InvestmentVerdict } from '../../gql/graphql';

export const STOCK_VERDICTS = ['OUI', 'POSSIBLE', 'NON', 'ALL'] as const satisfies readonly (InvestmentVerdict | 'ALL')[];
export type StockVerdict = (typeof STOCK_VERDICTS)[number];
export const STOCK_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_STOCK_FILTER = { verdict: 'OUI' as StockVerdict, limit: 20 };

/** Query variables: 'ALL' means no filter and is left out. */
export function stockDashboardVariables(verdict: StockVerdict, page: number, limit: number) {
  return { ...(verdict !== 'ALL' ? { investmentVerdict: verdict } : {}), page, limit };
}
