import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { errorStock, type StockData } from '../../providers/stocks/index.js';

/**
 * Per-request quotes: every stock field of one operation (Trial.stock on a 100-row page, stock(),
 * stocks()) lands in ONE batch → one StockMarket.getQuotes → at most one provider call with the
 * distinct upper-case tickers. Keys must already be valid upper-case tickers.
 */
export const quoteLoader = (ctx: AppContext) =>
  ctx.loaders.get<string, StockData>(
    'stocks.quote',
    (c) =>
      new DataLoader<string, StockData>(
        async (tickers) => {
          const quotes = await c.deps.stocks.getQuotes([...tickers]);
          return tickers.map((t) => quotes.get(t) ?? errorStock(t, c.deps.stocks.source, `No data for ${t}`));
        },
        { maxBatchSize: 500 },
      ),
  );
