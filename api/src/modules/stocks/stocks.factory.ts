import type { Config } from '../../config.js';
import type { Orm } from '../../db/orm.js';
import type { CompanyRef } from '../../providers/stocks/index.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { createStockMarket, type CreateStockMarketOptions, type StockMarket } from './stocks.market.js';

/** The curated companies as the demo market sees them (name, exchange, currency, kind). */
export function curatedCompanyRefs(): CompanyRef[] {
  return CURATED_COMPANIES.map((c) => ({ ticker: c.ticker.toUpperCase(), name: c.name, exchange: c.exchange, currency: c.currency, kind: c.kind }));
}

/** `deps.stocks`: the STOCK_PROVIDER provider (demo by default) behind the stock cache. */
export function createStocks(config: Config, orm: Orm | null, opts: CreateStockMarketOptions = {}): StockMarket {
  return createStockMarket(config, orm, { companies: curatedCompanyRefs(), ...opts });
}
