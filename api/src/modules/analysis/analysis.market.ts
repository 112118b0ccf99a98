import type { Deps } from '../../deps.js';
import type { AnalysisRunway } from '../../domain/analysis-input.js';
import { mainUnit } from '../../domain/money.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import { logger } from '../../lib/logger.js';
import type { FxRate } from '../../providers/stocks/index.js';
import { runwaysForTickers } from '../financials/financials.analysis.js';
import { measuredReactionRows } from '../moves/moves.analysis.js';

/** A market capitalisation in USD, and whether it comes from the demo market (simulated, flagged in the texts). */
export interface MarketCapFigure {
  usd: number;
  demo: boolean;
}

/** Port to the stock provider: market capitalisation per upper-case ticker, null when unknown. */
export type MarketCapPort = (tickers: string[]) => Promise<Map<string, MarketCapFigure | null>>;

/**
 * Market caps through the stock provider (`deps.stocks`, cached) when wired, else all null (the engine
 * then uses a neutral size weight). Provider failures never fail an analysis: they give null.
 */
export function marketCapPort(deps: Deps): MarketCapPort {
  const provider = (deps as Partial<Deps>).stocks ?? null;
  return async (tickers) => {
    const out = new Map<string, MarketCapFigure | null>();
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
        out.set(
          t,
          q && !q.isError && typeof q.marketCap === 'number' && q.marketCap > 0 && rate
            ? { usd: Math.round(q.marketCap * rate), demo: q.source === 'demo' }
            : null,
        );
      }
    } catch (err) {
      logger.warn({ err }, 'analysis: market caps unavailable');
    }
    return out;
  };
}

/** Port to the stored company financials: each listed ticker's cash runway (absent: no figures stored). */
export type RunwayPort = (tickers: string[]) => Promise<Map<string, AnalysisRunway>>;

/** Port to Trialyst's measured reactions by cap bucket (read once per batch run); null when they cannot be read. */
export type ReactionsPort = () => Promise<MeasuredReactionRows | null>;

/**
 * Runways from the financials module's stored table (one read per batch of trials, no provider
 * call). A failed read never fails an analysis: the runway is then unknown (R = 0).
 */
export function runwayPort(deps: Deps): RunwayPort {
  return async (tickers) => {
    const out = new Map<string, AnalysisRunway>();
    const wanted = [...new Set(tickers.map((t) => t.trim().toUpperCase()).filter(Boolean))];
    if (!wanted.length) return out;
    try {
      for (const [t, r] of await runwaysForTickers(deps.orm.em.fork(), wanted)) {
        const { source, demo, cash, ...runway } = r;
        out.set(t.toUpperCase(), { ...runway, source, demo, filing: cash ? { form: cash.form, periodEnd: cash.periodEnd, filed: cash.filed } : null });
      }
    } catch (err) {
      logger.warn({ err }, 'analysis: cash runways unavailable');
    }
    return out;
  };
}

/** Measured reaction rows from the moves module. A failed read gives null: the published row applies. */
export function reactionsPort(deps: Deps): ReactionsPort {
  return async () => {
    try {
      return await measuredReactionRows(deps.orm.em.fork());
    } catch (err) {
      logger.warn({ err }, 'analysis: measured reactions unavailable');
      return null;
    }
  };
}
