import type { CompanyRef } from './demo.profiles.js';
import { DemoStockProvider } from './demo.js';
import type { StockSource } from '../../domain/market.js';
import type { StockProvider } from './types.js';
import { YahooStockProvider, type YahooProviderOptions } from './yahoo.js';

export type { CompanyRef } from './demo.profiles.js';
export { DemoStockProvider } from './demo.js';
export type { EventShock, ShockOutcome } from './demo.shocks.js';
export * from './types.js';

export interface StockProviderOptions {
  companies?: CompanyRef[];
  now?: () => Date;
  /** Index tickers the demo market quotes besides its own (the configured benchmark). */
  indexes?: readonly string[];
  yahoo?: YahooProviderOptions;
}

/** The provider named by STOCK_PROVIDER: `demo` (offline, the default) or `yahoo`. */
export function createStockProvider(name: StockSource, opts: StockProviderOptions = {}): StockProvider {
  if (name === 'yahoo') return new YahooStockProvider({ now: opts.now, ...opts.yahoo });
  return new DemoStockProvider({ companies: opts.companies, now: opts.now, indexes: opts.indexes });
}
