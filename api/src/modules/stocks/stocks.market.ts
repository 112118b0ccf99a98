import type { Config } from '../../config.js';
import type { MarketState, StockSource } from '../../domain/market.js';
import type { Orm } from '../../db/orm.js';
import { logger } from '../../lib/logger.js';
import { stockCacheLookups, stockProviderCalls } from '../../lib/metrics.js';
import {
  createStockProvider,
  errorHistory,
  errorStock,
  type CompanyRef,
  type FxRate,
  type StockData,
  type StockHistory,
  type StockProvider,
} from '../../providers/stocks/index.js';
import { MemoryStockCache, RedisStockCache, type CacheBackend, type CacheEntry, type CacheStats, type StockCacheBackend } from './stocks.cache.js';

/** Quote freshness by market state: prices move during the session, barely outside it. */
export const QUOTE_TTL_MS: Record<MarketState | 'UNKNOWN', number> = {
  REGULAR: 60_000,
  PRE: 5 * 60_000,
  POST: 5 * 60_000,
  CLOSED: 30 * 60_000,
  UNKNOWN: 5 * 60_000,
};
export const HISTORY_TTL_MS = 3600_000;
/** FX rates move slowly next to a stock: a quarter of an hour. */
export const FX_TTL_MS = 15 * 60_000;
/** Live quotes (subscription) refresh interval for the demo market. */
export const DEFAULT_TICK_MS = 5_000;

export interface StockMarketOptions {
  cache?: StockCacheBackend;
  now?: () => Date;
  /** Subscription push interval. */
  tickMs?: number;
}

/**
 * Process-wide stock access: the provider behind a TTL cache (memory or Redis), with stale entries
 * served — flagged `stale` — when the provider fails, and the last good quotes persisted in
 * `stock_snapshots` so an outage right after a restart can still be answered.
 */
export class StockMarket {
  readonly cache: StockCacheBackend;
  readonly tickMs: number;
  readonly now: () => Date;
  hits = 0;
  misses = 0;

  constructor(
    readonly provider: StockProvider,
    private readonly orm: Orm | null,
    opts: StockMarketOptions = {},
  ) {
    this.cache = opts.cache ?? new MemoryStockCache();
    this.now = opts.now ?? (() => new Date());
    this.tickMs = opts.tickMs ?? DEFAULT_TICK_MS;
  }

  get source() {
    return this.provider.name;
  }

  /**
   * Quotes for valid, upper-case tickers: fresh cache entries first, then ONE provider call for the
   * rest. `maxAgeMs` also refreshes entries older than that (live quotes).
   */
  async getQuotes(tickers: string[], opts: { maxAgeMs?: number } = {}): Promise<Map<string, StockData>> {
    const out = new Map<string, StockData>();
    if (!tickers.length) return out;
    const t = this.now().getTime();
    const entries = await this.cache.getMany<StockData>(tickers.map((k) => `q:${k}`)).catch((e) => {
      logger.warn({ err: (e as Error).message }, 'stock cache read failed');
      return tickers.map(() => null);
    });
    const missing: string[] = [];
    const previous = new Map<string, CacheEntry<StockData>>();
    tickers.forEach((k, i) => {
      const e = entries[i];
      if (e && e.expiresAt > t && (opts.maxAgeMs === undefined || t - e.storedAt < opts.maxAgeMs)) {
        this.hits += 1;
        stockCacheLookups.inc({ kind: 'quote', result: 'hit' });
        out.set(k, e.value);
      } else {
        this.misses += 1;
        stockCacheLookups.inc({ kind: 'quote', result: 'miss' });
        missing.push(k);
        if (e) previous.set(k, e);
      }
    });
    if (!missing.length) return out;

    let fetched: Map<string, StockData>;
    try {
      fetched = await this.provider.getQuotes(missing);
      stockProviderCalls.inc({ provider: this.source, call: 'quotes', outcome: 'ok' });
    } catch (e) {
      stockProviderCalls.inc({ provider: this.source, call: 'quotes', outcome: 'error' });
      logger.warn({ err: (e as Error).message }, 'stock provider failed');
      fetched = new Map(missing.map((k) => [k, errorStock(k, this.source, (e as Error).message || 'Stock provider failed')]));
    }
    const good: { key: string; entry: CacheEntry<StockData> }[] = [];
    const failed: string[] = [];
    for (const k of missing) {
      const r = fetched.get(k) ?? errorStock(k, this.source, `No data for ${k}`, 'TICKER_NOT_FOUND');
      if (r.isError) {
        failed.push(k);
        out.set(k, r);
        continue;
      }
      const ttl = QUOTE_TTL_MS[r.marketState ?? 'UNKNOWN'];
      good.push({ key: `q:${k}`, entry: { value: r, storedAt: t, expiresAt: t + ttl } });
      out.set(k, r);
    }
    if (good.length) {
      await this.cache.setMany(good).catch((e) => logger.warn({ err: (e as Error).message }, 'stock cache write failed'));
      await this.saveSnapshots(
        'quote',
        good.map((g) => g.entry),
      );
    }
    if (failed.length) {
      const snapshots = await this.loadSnapshots(
        'quote',
        failed.filter((k) => !previous.has(k)),
      );
      for (const k of failed) {
        const stale = previous.get(k)?.value ?? snapshots.get(k);
        if (stale) out.set(k, { ...stale, stale: true, error: out.get(k)?.error ?? null, errorReason: out.get(k)?.errorReason ?? null });
      }
    }
    // The caller's order.
    return new Map(tickers.map((k) => [k, out.get(k) as StockData]));
  }

  async getQuote(ticker: string): Promise<StockData> {
    return (await this.getQuotes([ticker])).get(ticker) as StockData;
  }

  /**
   * Rates against USD (fx.ts), cached like quotes under `fx:<currency>`: fresh entries first, then ONE
   * provider call for the rest; an expired entry is served (stale) when the provider fails.
   */
  async getFxRates(currencies: string[]): Promise<Map<string, FxRate>> {
    const out = new Map<string, FxRate>();
    if (!currencies.length) return out;
    const t = this.now().getTime();
    const entries = await this.cache.getMany<FxRate>(currencies.map((c) => `fx:${c}`)).catch(() => currencies.map(() => null));
    const missing: string[] = [];
    currencies.forEach((c, i) => {
      const e = entries[i];
      if (e && e.expiresAt > t) {
        stockCacheLookups.inc({ kind: 'fx', result: 'hit' });
        out.set(c, e.value);
      } else {
        stockCacheLookups.inc({ kind: 'fx', result: 'miss' });
        missing.push(c);
      }
    });
    if (!missing.length) return out;
    let fetched: Map<string, FxRate>;
    try {
      fetched = await this.provider.getFxRates(missing);
      stockProviderCalls.inc({ provider: this.source, call: 'fx', outcome: 'ok' });
    } catch (e) {
      stockProviderCalls.inc({ provider: this.source, call: 'fx', outcome: 'error' });
      logger.warn({ err: (e as Error).message }, 'stock provider fx failed');
      fetched = new Map();
    }
    const good: { key: string; entry: CacheEntry<FxRate> }[] = [];
    missing.forEach((c) => {
      const r = fetched.get(c);
      if (r && !r.isError && r.usdPer !== null) {
        good.push({ key: `fx:${c}`, entry: { value: r, storedAt: t, expiresAt: t + FX_TTL_MS } });
        out.set(c, r);
        return;
      }
      const stale = entries[currencies.indexOf(c)];
      out.set(c, stale ? stale.value : (r ?? { currency: c, usdPer: null, asOf: new Date(t).toISOString(), source: this.source, isError: true }));
    });
    if (good.length) await this.cache.setMany(good).catch((e) => logger.warn({ err: (e as Error).message }, 'stock cache write failed'));
    return new Map(currencies.map((c) => [c, out.get(c) as FxRate]));
  }

  /** Daily closes of the last `days` days (cached one hour; stale served on failure). */
  async getHistory(ticker: string, days: number): Promise<StockHistory> {
    const key = `h:${ticker}:${days}`;
    const t = this.now().getTime();
    const [cached] = await this.cache.getMany<StockHistory>([key]).catch(() => [null]);
    if (cached && cached.expiresAt > t) {
      this.hits += 1;
      stockCacheLookups.inc({ kind: 'history', result: 'hit' });
      return cached.value;
    }
    this.misses += 1;
    stockCacheLookups.inc({ kind: 'history', result: 'miss' });
    let h: StockHistory;
    try {
      h = await this.provider.getHistory(ticker, days);
    } catch (e) {
      h = errorHistory(ticker, this.source, (e as Error).message);
    }
    stockProviderCalls.inc({ provider: this.source, call: 'history', outcome: h.isError ? 'error' : 'ok' });
    if (!h.isError) {
      await this.cache.setMany([{ key, entry: { value: h, storedAt: t, expiresAt: t + HISTORY_TTL_MS } }]).catch(() => undefined);
      return h;
    }
    if (cached) return { ...cached.value, stale: true, error: h.error, errorReason: h.errorReason };
    return h;
  }

  async stats(): Promise<CacheStats & { hits: number; misses: number; backend: CacheBackend; provider: StockSource }> {
    const s = await this.cache.stats(this.now().getTime());
    return { ...s, hits: this.hits, misses: this.misses, backend: this.cache.kind, provider: this.source };
  }

  async clear(): Promise<number> {
    const n = await this.cache.clear();
    this.hits = 0;
    this.misses = 0;
    return n;
  }

  async close(): Promise<void> {
    await this.cache.close();
  }

  private async saveSnapshots(kind: string, entries: CacheEntry<StockData>[]): Promise<void> {
    if (!this.orm || !entries.length) return;
    const params: unknown[] = [];
    const rows = entries.map((e) => {
      params.push(e.value.ticker, kind, e.value.source, JSON.stringify(e.value), new Date(e.storedAt), new Date(e.expiresAt));
      return '(?, ?, ?, ?::jsonb, ?, ?)';
    });
    const sql = `insert into stock_snapshots (ticker, kind, source, data, fetched_at, expires_at) values ${rows.join(', ')}
      on conflict (ticker, kind) do update set source = excluded.source, data = excluded.data, fetched_at = excluded.fetched_at, expires_at = excluded.expires_at`;
    await this.orm.em
      .getConnection()
      .execute(sql, params)
      .catch((e) => logger.warn({ err: (e as Error).message }, 'stock snapshot write failed'));
  }

  private async loadSnapshots(kind: string, tickers: string[]): Promise<Map<string, StockData>> {
    const out = new Map<string, StockData>();
    if (!this.orm || !tickers.length) return out;
    try {
      const rows = await this.orm.em
        .getConnection()
        .execute<{ ticker: string; data: StockData | string }[]>(
          `select ticker, data from stock_snapshots where kind = ? and source = ? and ticker in (${tickers.map(() => '?').join(', ')})`,
          [kind, this.source, ...tickers],
        );
      for (const r of rows) out.set(r.ticker, typeof r.data === 'string' ? (JSON.parse(r.data) as StockData) : r.data);
    } catch (e) {
      logger.warn({ err: (e as Error).message }, 'stock snapshot read failed');
    }
    return out;
  }
}

export interface CreateStockMarketOptions extends StockMarketOptions {
  provider?: StockProvider;
  companies?: CompanyRef[];
}

/** The process-wide stock market for `deps.stocks`: provider from STOCK_PROVIDER, Redis cache when REDIS_URL is set. */
export function createStockMarket(config: Config, orm: Orm | null, opts: CreateStockMarketOptions = {}): StockMarket {
  const provider = opts.provider ?? createStockProvider(config.STOCK_PROVIDER, { companies: opts.companies ?? [], now: opts.now });
  const cache = opts.cache ?? (config.REDIS_URL ? new RedisStockCache(config.REDIS_URL) : new MemoryStockCache());
  // A live provider is asked at most once a minute per ticker; the demo market ticks every few seconds.
  const tickMs = opts.tickMs ?? (provider.name === 'demo' ? DEFAULT_TICK_MS : QUOTE_TTL_MS.REGULAR);
  return new StockMarket(provider, orm, { ...opts, cache, tickMs });
}
