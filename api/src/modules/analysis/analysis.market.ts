import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';

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
      for (const t of wanted) {
        const q = quotes.get(t);
        out.set(t, q && !q.isError && typeof q.marketCap === 'number' && q.marketCap > 0 ? q.marketCap : null);
      }
    } catch (err) {
      logger.warn({ err }, 'analysis: market caps unavailable');
    }
    return out;
  };
}
