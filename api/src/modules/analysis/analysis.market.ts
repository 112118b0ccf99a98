import type { Deps } from '../../deps.js';
import { mainUnit } from '../../domain/money.js';
import { logger } from '../../lib/logger.js';
import type { FxRate } from '../../providers/stocks/index.js';

/** Port to the stock provider: market capitalisation (USD) per upper-case ticker, null when unknown. */
export type MarketCapPort = (tickers: string[]) => Promise<Map<string, number | null>>;

/**
 * Market caps through the stock provider (`deps.stocks`, cached) when wired, else all null (the engine
 * then uses a neutral size weight). Provider failures never fail an analysis: they give null.
 */
export function marketCapPort(deps: Deps): MarketCapPort {
  const provider = (deps as Partial<Deps>).stocks ?? null;
  return async (tickers) => {
    const out = new Map<string, number | null>();
    const wanted = [...new Set(tickers.map((t) => t.trim().toUpperCase()).filter(Boolean))];
    for (const t of wanted) out.set(t, null);
    if (!provider || wanted.length === 0) return out;
    try {
      const quotes = await provider.getQuotes(wanted);
      // Caps are in their own currency (yen, pounds...): the size weight compares them in USD.
      const currencies = [...new Set([...quotes.values()].filter((q) => q && !q.isError).map((q) => mainUnit(q.currency)))];
      const rates = currencies.length ? await provider.getFxRates(currencies) : new Map<string, FxRate>();
      for (const t of wanted) {
        const q = quotes.get(t);
        const rate = q ? rates.get(mainUnit(q.currency))?.usdPer : null;
        out.set(t, q && !q.isError && typeof q.marketCap === 'number' && q.marketCap > 0 && rate ? Math.round(q.marketCap * rate) : null);
      }
    } catch (err) {
      logger.warn({ err }, 'analysis: market caps unavailable');
    }
    return out;
  };
}
