import { Repeater } from '@graphql-yoga/subscription';
import { exchangeOf, marketStateAt } from '../../providers/stocks/markets.js';
import type { StockData } from '../../providers/stocks/index.js';
import type { StockMarket } from './stocks.market.js';

const changed = (prev: StockData | undefined, q: StockData) =>
  !prev || prev.currentPrice !== q.currentPrice || prev.marketState !== q.marketState || prev.isError !== q.isError || prev.volume !== q.volume;

/**
 * Live quotes for a subscription: the current quotes at once, then every `market.tickMs` the quotes
 * of tickers whose exchange is in session (or just changed state), pushed when they moved. While
 * every market is closed nothing is fetched. Stops as soon as the client unsubscribes.
 */
export function liveQuotes(market: StockMarket, tickers: string[]): Repeater<StockData[]> {
  return new Repeater<StockData[]>(async (push, stop) => {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    void stop.then(() => {
      stopped = true;
      clearTimeout(timer);
    });
    const last = new Map<string, StockData>();
    try {
      const first = [...(await market.getQuotes(tickers)).values()];
      for (const q of first) last.set(q.ticker, q);
      await push(first);
      while (!stopped) {
        await Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, market.tickMs))), stop]);
        if (stopped) break;
        const now = market.now();
        const due = tickers.filter((t) => {
          const state = marketStateAt(exchangeOf(t, last.get(t)?.exchange), now);
          return state === 'REGULAR' || state !== last.get(t)?.marketState;
        });
        if (!due.length) continue;
        const fresh = await market.getQuotes(due, { maxAgeMs: market.tickMs });
        const moved = [...fresh.values()].filter((q) => changed(last.get(q.ticker), q));
        if (!moved.length || stopped) continue;
        for (const q of moved) last.set(q.ticker, q);
        await push(moved);
      }
    } catch (e) {
      stop(e);
    }
  });
}
