import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import { listedCompanyRefs } from './stocks.companies.js';
import { createStockMarket, type CreateStockMarketOptions, type StockMarket } from './stocks.market.js';

/** `deps.stocks`: the STOCK_PROVIDER provider (demo by default: it quotes the curated and SEC-list companies only) behind the stock cache. */
export function createStocks(config: Config, orm: Orm | null, opts: CreateStockMarketOptions = {}): StockMarket {
  return createStockMarket(config, orm, { companies: listedCompanyRefs(), ...opts });
}
