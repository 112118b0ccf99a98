import type { Config } from './config.js';
import type { Orm } from './db/orm.js';
import type { PubSub } from './graphql/pubsub.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { SessionCache } from './modules/auth/auth.session-cache.js';
import type { CompanyTrialsCache } from './modules/companies/companies.cache.js';
import type { ViewerReactionsCache } from './modules/reactions/reactions.viewer-cache.js';
import type { StockMarket } from './modules/stocks/stocks.market.js';

/** Process-wide dependencies, built once in main.ts (or by a test) and shared by every request. */
export interface Deps {
  config: Config;
  orm: Orm;
  pubsub: PubSub;
  /** Stock provider behind its cache (modules/stocks/stocks.market.ts). */
  stocks: StockMarket;
  /** Rate-limit counters: Redis when REDIS_URL is set (shared by every process), memory otherwise. */
  limiter: RateLimiter;
  /** Company pages' trials in memory; serves only while a server hears PostgreSQL's announcements of trial writes. */
  companyTrials?: CompanyTrialsCache;
  /** Signed-in viewers' reactions in memory; serves only while a server hears PostgreSQL's announcements of trial writes. */
  viewerReactions?: ViewerReactionsCache;
  /** Live sessions in memory; answers only while a server hears PostgreSQL's announcements of session changes. */
  sessionCache?: SessionCache;
}
