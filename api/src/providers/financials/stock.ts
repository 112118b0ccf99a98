import type { CompanyFinancials, FinancialsProvider } from '../../domain/financials.js';
import { mainUnit } from '../../domain/money.js';
import { logger } from '../../lib/logger.js';
import type { StockData, StockProvider } from '../stocks/types.js';
import { unavailableFinancials } from './unavailable.js';

/**
 * Figures from the stock provider's financial data, for companies the SEC does not cover (non-US
 * filers): total cash, and the trailing year's operating cash flow spread over one synthetic quarter
 * (a quarter of it), both dated the day of the quote. Form "provider": no filing stands behind them.
 */
export class StockFinancialsProvider implements FinancialsProvider {
  readonly name = 'stock' as const;
  private readonly now: () => Date;

  constructor(
    private readonly stocks: StockProvider,
    opts: { now?: () => Date } = {},
  ) {
    this.now = opts.now ?? (() => new Date());
  }

  async get(ticker: string, opts: { signal?: AbortSignal } = {}): Promise<CompanyFinancials> {
    opts.signal?.throwIfAborted();
    let quote: StockData | undefined;
    try {
      quote = (await this.stocks.getQuotes([ticker])).get(ticker);
    } catch (e) {
      logger.warn({ ticker, err: e instanceof Error ? e.message : String(e) }, 'stock financials: quote failed');
      return unavailableFinancials(ticker, 'stock', 'PROVIDER_FAILED', this.now());
    }
    opts.signal?.throwIfAborted();
    return stockFinancials(ticker, quote, this.now());
  }
}

/** The figures of one quote (exported for tests). */
export function stockFinancials(ticker: string, quote: StockData | undefined, at: Date): CompanyFinancials {
  if (!quote || quote.isError) {
    const reason =
      quote?.errorReason === 'TICKER_NOT_FOUND' ? 'NOT_FOUND' : quote?.errorReason === 'STOCK_PROVIDER_FAILED' || !quote ? 'PROVIDER_FAILED' : 'NO_SOURCE';
    return unavailableFinancials(ticker, 'stock', reason, at);
  }
  const known = { entityName: quote.companyName };
  const totalCash = quote.financialData?.totalCash ?? null;
  const periodEnd = quote.lastUpdate.slice(0, 10);
  if (totalCash === null || !Number.isFinite(totalCash) || !/^\d{4}-\d{2}-\d{2}$/.test(periodEnd))
    return unavailableFinancials(ticker, 'stock', 'NO_CASH_FIGURES', at, known);
  // Financial data are in the main unit of the quote's currency (GBP for a pence quote).
  const currency = mainUnit(quote.currency);
  const yearFlow = quote.financialData?.operatingCashflow ?? null;
  // One quarter: the 91 days ending on the quote's day.
  const start = new Date(Date.parse(`${periodEnd}T00:00:00Z`) - 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    ticker,
    source: 'stock',
    demo: quote.source === 'demo',
    cik: null,
    entityName: quote.companyName,
    cash: { value: totalCash, currency, form: 'provider', periodEnd, filed: null, concept: 'financialData.totalCash' },
    shortTermInvestments: null,
    quarters:
      yearFlow === null || !Number.isFinite(yearFlow)
        ? []
        : [{ start, end: periodEnd, value: yearFlow / 4, currency, form: 'provider', filed: null, derived: true }],
    sharesOutstanding: null,
    fetchedAt: at.toISOString(),
    unavailable: null,
  };
}
