import { Redis } from 'ioredis';

export interface CacheEntry<T = unknown> {
  value: T;
  /** Epoch ms when stored. */
  storedAt: number;
  /** Epoch ms after which the entry is stale (still kept, to be served when the provider fails). */
  expiresAt: number;
}

export interface CacheStats {
  validEntries: number;
  totalEntries: number;
}

/** Cache backends: this process's memory, or Redis shared by every server process. */
export const CACHE_BACKENDS = ['memory', 'redis'] as const;
export type CacheBackend = (typeof CACHE_BACKENDS)[number];

/** Where stock entries live: this process's memory, or Redis shared by every server process. */
export interface StockCacheBackend {
  readonly kind: CacheBackend;
  getMany<T>(keys: string[]): Promise<(CacheEntry<T> | null)[]>;
  setMany<T>(entries: { key: string; entry: CacheEntry<T> }[]): Promise<void>;
  stats(now: number): Promise<CacheStats>;
  /** Removes every entry; returns how many there were. */
  clear(): Promise<number>;
  /** Removes the quotes and histories of these tickers (their prices changed); returns how many entries went. */
  invalidate(tickers: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** Expired entries are kept this long for stale-on-error, then dropped. */
export const STALE_RETENTION_MS = 7 * 24 * 3600_000;

/** A ticker's quote entry (stocks.market.ts writes `q:<ticker>`, and its histories as `h:<ticker>:<days>`). */
const quoteKey = (ticker: string) => `q:${ticker}`;

/**
 * Price points one entry counts as: the memory cache's bound is in entries of this size. A quote
 * (a month of closes) counts as one, a ten-year history (some 2 500 closes) as eleven, so long
 * reads cannot hold the process's memory beyond what the bound means.
 */
const POINTS_PER_ENTRY = 256;
function weightOf(entry: CacheEntry): number {
  const prices = (entry.value as { prices?: unknown } | null)?.prices;
  return Array.isArray(prices) ? 1 + Math.floor(prices.length / POINTS_PER_ENTRY) : 1;
}

export class MemoryStockCache implements StockCacheBackend {
  readonly kind = 'memory' as const;
  private readonly map = new Map<string, CacheEntry>();
  /** Sum of the entries' weights (weightOf): the bound `maxEntries` applies to it. */
  private weight = 0;
  constructor(
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  async getMany<T>(keys: string[]): Promise<(CacheEntry<T> | null)[]> {
    return keys.map((k) => (this.map.get(k) as CacheEntry<T> | undefined) ?? null);
  }

  async setMany<T>(entries: { key: string; entry: CacheEntry<T> }[]): Promise<void> {
    for (const { key, entry } of entries) {
      this.remove(key); // re-insert: Map order is then least recently written first
      this.map.set(key, entry);
      this.weight += weightOf(entry);
    }
    if (this.weight > this.maxEntries) this.evict();
  }

  private remove(key: string): boolean {
    const e = this.map.get(key);
    if (!e) return false;
    this.map.delete(key);
    this.weight -= weightOf(e);
    return true;
  }

  private evict() {
    const t = this.now();
    for (const [k, e] of this.map) if (e.expiresAt + STALE_RETENTION_MS <= t) this.remove(k);
    for (const k of this.map.keys()) {
      if (this.weight <= this.maxEntries) break;
      this.remove(k);
    }
  }

  async invalidate(tickers: readonly string[]): Promise<number> {
    if (!tickers.length) return 0;
    const wanted = new Set(tickers);
    let n = 0;
    for (const k of [...this.map.keys()]) {
      const ticker = k.startsWith('q:') ? k.slice(2) : k.startsWith('h:') ? k.slice(2, k.lastIndexOf(':')) : null;
      if (ticker !== null && wanted.has(ticker) && this.remove(k)) n += 1;
    }
    return n;
  }

  async stats(now: number): Promise<CacheStats> {
    let valid = 0;
    for (const e of this.map.values()) if (e.expiresAt > now) valid += 1;
    return { validEntries: valid, totalEntries: this.map.size };
  }

  async clear(): Promise<number> {
    const n = this.map.size;
    this.map.clear();
    this.weight = 0;
    return n;
  }

  async close(): Promise<void> {}
}

/** Entries as JSON strings under `prefix`, with a Redis TTL of the stale retention. */
export class RedisStockCache implements StockCacheBackend {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'trialyst:stocks:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.redis.on('error', () => undefined); // failures surface on the calls, which fall back to the provider
  }

  async getMany<T>(keys: string[]): Promise<(CacheEntry<T> | null)[]> {
    if (!keys.length) return [];
    const raw = await this.redis.mget(keys.map((k) => this.prefix + k));
    return raw.map((r) => (r ? (JSON.parse(r) as CacheEntry<T>) : null));
  }

  async setMany<T>(entries: { key: string; entry: CacheEntry<T> }[]): Promise<void> {
    if (!entries.length) return;
    const multi = this.redis.multi();
    for (const { key, entry } of entries) {
      const ttl = Math.max(1000, entry.expiresAt + STALE_RETENTION_MS - Date.now());
      multi.set(this.prefix + key, JSON.stringify(entry), 'PX', ttl);
    }
    await multi.exec();
  }

  private async keys(pattern = '*'): Promise<string[]> {
    const out: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', `${this.prefix}${pattern}`, 'COUNT', 500);
      cursor = next;
      out.push(...batch);
    } while (cursor !== '0');
    return out;
  }

  async stats(now: number): Promise<CacheStats> {
    const keys = await this.keys();
    let valid = 0;
    for (let i = 0; i < keys.length; i += 500) {
      const raw = await this.redis.mget(keys.slice(i, i + 500));
      for (const r of raw) {
        if (!r) continue;
        const e = JSON.parse(r) as CacheEntry;
        if (e.expiresAt > now) valid += 1;
      }
    }
    return { validEntries: valid, totalEntries: keys.length };
  }

  async clear(): Promise<number> {
    const keys = await this.keys();
    for (let i = 0; i < keys.length; i += 500) await this.redis.unlink(...keys.slice(i, i + 500));
    return keys.length;
  }

  async invalidate(tickers: readonly string[]): Promise<number> {
    if (!tickers.length) return 0;
    const wanted = new Set(tickers);
    // One scan of the histories (`h:<ticker>:<days>`), whatever the number of tickers.
    const histories = (await this.keys('h:*')).filter((k) => {
      const rest = k.slice(this.prefix.length + 2);
      return wanted.has(rest.slice(0, rest.lastIndexOf(':')));
    });
    const keys = [...tickers.map((t) => this.prefix + quoteKey(t)), ...histories];
    let n = 0;
    for (let i = 0; i < keys.length; i += 500) n += await this.redis.unlink(...keys.slice(i, i + 500));
    return n;
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
