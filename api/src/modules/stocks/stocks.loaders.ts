import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { errorStock, type StockData } from '../../providers/stocks/index.js';

/**
 * Per-request quotes: every stock field of one operation (Trial.stock on a 100-row page, stock(),
 * stocks()) lands in ONE batch → one StockMarket.getQuotes → at most one provider call with the
 * distinct upper-case tickers. Keys must already be valid upper-case tickers.
 */
export const quoteLoader = defineLoader('stocks.quote', (c: AppContext) => new DataLoader<string, StockData>(fetchQuotes(c), { maxBatchSize: 500 }));

/** One provider call for a batch of tickers; a ticker without data gets an error quote. */
export function fetchQuotes(ctx: AppContext) {
  return async (tickers: readonly string[]): Promise<StockData[]> => {
    const quotes = await ctx.deps.stocks.getQuotes([...tickers]);
    return tickers.map((t) => quotes.get(t) ?? errorStock(t, ctx.deps.stocks.source, `No data for ${t}`, 'TICKER_NOT_FOUND'));
  };
}
