import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';

/**
 * A stale-while-revalidate cache for aggregates over the whole trials table (the analytics
 * summary, the table's statistics card), which cost a full scan (about a second at 100 000 trials).
 *
 * FRESHNESS: a cached value may be served up to `maxStaleMs` after it was computed (see the
 * options of each cache; 5 minutes by default). Within `freshMs` (30 s) it is served as is. After
 * that, each call first asks PostgreSQL whether the trials table changed since (the table's
 * cumulative insert/update/delete counters, a catalog lookup of well under a millisecond; they
 * lag commits by up to ~10 s and also move on likes); unchanged: the value is served and counts as
 * fresh again; changed: the old value is served at once and a recomputation starts in the
 * background (one at a time per key). Past `maxStaleMs` the caller waits for a recomputation.
 * Only values that took at least `slowMs` to compute are kept: on a small table every call is exact.
 */
export interface SwrOptions {
  freshMs: number;
  maxStaleMs: number;
  slowMs: number;
  maxEntries: number;
}

export const DEFAULT_SWR: SwrOptions = { freshMs: 30_000, maxStaleMs: 5 * 60_000, slowMs: 500, maxEntries: 50 };

interface Entry<V> {
  value: V;
  at: number;
  version: string | null;
}

/** The trials table's change counter (cumulative statistics; moves on every committed write). */
export async function trialsVersion(deps: Deps): Promise<string | null> {
  const rows = await deps.orm.em
    .fork()
    .getConnection()
    .execute<{ v: string }[]>(`select (n_tup_ins + n_tup_upd + n_tup_del)::text as v from pg_stat_user_tables where relid = 'trials'::regclass`);
  return rows[0]?.v ?? null;
}

export class SwrCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inflight = new Map<string, Promise<V>>();

  constructor(
    private readonly deps: Deps,
    readonly options: SwrOptions = DEFAULT_SWR,
  ) {}

  /** The value for `key`: cached (possibly up to `maxStaleMs` old, see above) or computed now. */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = Date.now() - hit.at;
      if (age < this.options.freshMs) return hit.value;
      if (age < this.options.maxStaleMs) {
        const version = await trialsVersion(this.deps).catch(() => null);
        if (version !== null && version === hit.version) {
          hit.at = Date.now();
          return hit.value;
        }
        this.refresh(key, compute).catch((err) => logger.warn({ err, key }, 'background refresh of a cached aggregate failed'));
        return hit.value;
      }
    }
    return this.refresh(key, compute);
  }

  /** Recomputes `key` now (shared with a recomputation already running) and caches it if slow. */
  refresh(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.inflight.get(key);
    if (running) return running;
    const job = (async () => {
      const version = await trialsVersion(this.deps).catch(() => null);
      const started = Date.now();
      const value = await compute();
      if (Date.now() - started >= this.options.slowMs) {
        this.entries.delete(key);
        this.entries.set(key, { value, at: Date.now(), version });
        while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      } else this.entries.delete(key);
      return value;
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, job);
    return job;
  }

  /** Replaces the cached value of `key` (if cached) by one just computed elsewhere (an explicit refresh). */
  update(key: string, value: V, version: string | null): void {
    if (this.entries.has(key)) this.entries.set(key, { value, at: Date.now(), version });
  }

  /** Whether `key` has a cached value (for tests and diagnostics). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One cache per process-wide dependencies (each test database has its own). */
export function cacheFor<V>(store: WeakMap<Deps, SwrCache<V>>, deps: Deps, options?: SwrOptions): SwrCache<V> {
  let cache = store.get(deps);
  if (!cache) store.set(deps, (cache = new SwrCache<V>(deps, options)));
  return cache;
}
