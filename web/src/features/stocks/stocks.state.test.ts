import { describe, expect, it } from 'vitest';
import { STOCK_SORTS, stockDashboardVariables } from './stocks.state';

describe('stock dashboard variables', () => {
  it('leaves ALL and the score order out; the cap orders ask for the market cap in USD', () => {
    expect(stockDashboardVariables('ALL', 1, 20)).toEqual({ page: 1, limit: 20 });
    expect(stockDashboardVariables('OUI', 2, 50, 'score')).toEqual({ investmentVerdict: 'OUI', page: 2, limit: 50 });
    expect(stockDashboardVariables('OUI', 1, 20, 'capUsdDesc')).toEqual({
      investmentVerdict: 'OUI',
      page: 1,
      limit: 20,
      sortBy: 'marketCapUsd',
      sortOrder: 'DESC',
    });
    expect(stockDashboardVariables('NON', 1, 10, 'capUsdAsc')).toMatchObject({ sortBy: 'marketCapUsd', sortOrder: 'ASC' });
    expect(STOCK_SORTS).toEqual(['score', 'capUsdDesc', 'capUsdAsc']);
  });
});
