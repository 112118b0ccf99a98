import type { Config } from '../../config.js';
import type { FinancialsProvider } from '../../domain/financials.js';
import { DemoStockProvider } from '../stocks/demo.js';
import type { StockProvider } from '../stocks/types.js';
import { ChainFinancialsProvider } from './chain.js';
import { DemoFinancialsProvider, type DemoMarket } from './demo.js';
import type { RateGate } from './rate-gate.js';
import { SecFinancialsProvider } from './sec.js';
import { StockFinancialsProvider } from './stock.js';

export { ChainFinancialsProvider } from './chain.js';
export { DemoFinancialsProvider, demoFinancials, latestReportedQuarterEnd, type DemoMarket } from './demo.js';
export { RateGate } from './rate-gate.js';
export { SecFinancialsProvider, companyFactsUrl, secRateGate, type SecFinancialsOptions } from './sec.js';
export { shippedCikOf } from './sec.tickers.js';
export { parseCompanyFacts } from './sec.parse.js';
export { StockFinancialsProvider, stockFinancials } from './stock.js';
export { unavailableFinancials } from './unavailable.js';

export interface FinancialsProviderOptions {
  now?: () => Date;
  /** The demo market the demo figures follow (default: `stocks` when it is the demo market, else one listing the well-known sponsors only). */
  demoMarket?: DemoMarket;
  /** Ticker → CIK (default: the shipped SEC ticker list, sec.tickers.ts). */
  cikOf?: (ticker: string) => number | null;
  /** SEC side (tests). */
  fetch?: typeof fetch;
  gate?: RateGate;
}

function isDemoMarket(stocks: StockProvider): stocks is StockProvider & DemoMarket {
  return stocks instanceof DemoStockProvider;
}

/**
 * The provider FINANCIALS_PROVIDER names: `demo` (the default: figures of the demo market's
 * companies, agreeing with its stock tab) or `sec` (SEC company facts, then the stock provider's
 * figures, then nothing). `sec` requires SEC_USER_AGENT (a ConfigError otherwise).
 */
export function createFinancialsProvider(config: Config, stocks: StockProvider, opts: FinancialsProviderOptions = {}): FinancialsProvider {
  const now = opts.now;
  if (config.FINANCIALS_PROVIDER === 'sec') {
    const sec = new SecFinancialsProvider({
      userAgent: config.SEC_USER_AGENT,
      baseUrl: config.SEC_BASE_URL,
      fetch: opts.fetch,
      cikOf: opts.cikOf,
      gate: opts.gate,
      now,
    });
    return new ChainFinancialsProvider(sec, new StockFinancialsProvider(stocks, { now }), { now });
  }
  // With a live stock provider, the module hands the demo market of its companies (`demoMarket`);
  // without one, the demo market of the well-known sponsors.
  const market = opts.demoMarket ?? (isDemoMarket(stocks) ? stocks : new DemoStockProvider({ now }));
  return new DemoFinancialsProvider({ market, now });
}
