import { registerEnumType } from 'type-graphql';
import { MARKET_STATES, STOCK_SOURCES } from '../../domain/market.js';
import { enumOf } from '../trials/trials.enums.js';
import { CACHE_BACKENDS } from './stocks.cache.js';
import { ENRICHED_SORTS } from './stocks.validation.js';

export const MarketStateEnum = enumOf(MARKET_STATES);
registerEnumType(MarketStateEnum, { name: 'MarketState', description: 'State of the quote exchange: REGULAR (open), PRE, POST or CLOSED.' });

export const StockSourceEnum = enumOf(STOCK_SOURCES);
registerEnumType(StockSourceEnum, { name: 'StockSource', description: 'Stock provider: demo (simulated market) or yahoo.' });

export const StockCacheBackendEnum = enumOf(CACHE_BACKENDS);
registerEnumType(StockCacheBackendEnum, { name: 'StockCacheBackend', description: 'Where the stock cache lives: memory (this process) or redis (shared).' });

export const EnrichedSortEnum = enumOf(ENRICHED_SORTS);
registerEnumType(EnrichedSortEnum, {
  name: 'EnrichedTrialsSort',
  description: 'Stock dashboard order: score (AI score, default) or marketCapUsd (the sponsor’s market cap converted to US dollars; unknown caps last).',
});
