import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import { createStockProvider } from '../../providers/stocks/index.js';
import { listedCompanyRefs } from './stocks.companies.js';
import { createStockMarket, type CreateStockMarketOptions, type StockMarket } from './stocks.market.js';

/**
 * `deps.stocks`: the STOCK_PROVIDER provider (demo by default: it quotes the curated and SEC-list
 * companies only, and the benchmark index MARKET_BENCHMARK_TICKER) behind the stock cache.
 */
export function createStocks(config: Config, orm: Orm | null, opts: CreateStockMarketOptions = {}): StockMarket {
  const companies = opts.companies ?? listedCompanyRefs();
  const provider = opts.provider ?? createStockProvider(config.STOCK_PROVIDER, { companies, now: opts.now, indexes: [config.MARKET_BENCHMARK_TICKER] });
  return createStockMarket(config, orm, { ...opts, companies, provider });
}
