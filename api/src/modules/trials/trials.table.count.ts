import type { Deps } from '../../deps.js';

/**
 * Total counts of the advanced table per filter, exact, without a `count(*)` on every page.
 *
 * Each count is stored with the PostgreSQL snapshot it was computed in (`pg_current_snapshot()`
 * of the counting statement itself). A snapshot says which transactions a statement sees as
 * committed; two statements with the same snapshot see exactly the same data. The page's rows
 * query returns its own snapshot: when it is the one a count was taken in, that count is the
 * count the rows query would have made, to the row. Any transaction that writes and ends, in any
 * database of the cluster and from any process (an import, the seed, an analysis run by the CLI,
 * a like), changes every later snapshot, so the next page counts again: nothing has to be
 * invalidated by hand and a stale total cannot be served. On a database that is only read, a
 * filter is counted once; under a steady stream of writes every page counts, as before.
 */
export interface CountedAt {
  count: number;
  /** `pg_current_snapshot()::text` of the counting statement. */
  snapshot: string;
}

/** Filters remembered per process (an entry is a key, a number and a snapshot). */
export const TABLE_COUNT_ENTRIES = 256;

export class TableCounts {
  private readonly entries = new Map<string, CountedAt>();
  private readonly inflight = new Map<string, Promise<CountedAt>>();
  /** The latest snapshot any table statement reported: whether a cached count is likely still valid. */
  private latest: string | null = null;

  constructor(private readonly maxEntries = TABLE_COUNT_ENTRIES) {}

  /** The cached count of `key` if it was taken in the latest snapshot seen (the caller still compares with its own). */
  likelyValid(key: string): CountedAt | undefined {
    const hit = this.entries.get(key);
    return hit && hit.snapshot === this.latest ? hit : undefined;
  }

  /** The count of `key` in exactly this snapshot, if cached. */
  at(key: string, snapshot: string | null): CountedAt | undefined {
    const hit = this.entries.get(key);
    return hit && snapshot !== null && hit.snapshot === snapshot ? hit : undefined;
  }

  /** Records the snapshot a statement of this table ran in. */
  saw(snapshot: string | null): void {
    if (snapshot !== null) this.latest = snapshot;
  }

  /**
   * Counts `key` now, or joins a count of `key` already running. `joined` tells the caller the
   * count may have started before its request: it is only exact for that request if its
   * snapshot equals the request's own.
   */
  count(key: string, run: () => Promise<CountedAt>): { joined: boolean; result: Promise<CountedAt> } {
    const running = this.inflight.get(key);
    if (running) return { joined: true, result: running };
    const result = run()
      .then((c) => {
        this.store(key, c);
        return c;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, result);
    return { joined: false, result };
  }

  /** Counts `key` now, never joining a count started earlier. */
  fresh(key: string, run: () => Promise<CountedAt>): Promise<CountedAt> {
    return run().then((c) => {
      this.store(key, c);
      return c;
    });
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.latest = null;
  }

  private store(key: string, c: CountedAt): void {
    this.saw(c.snapshot);
    this.entries.delete(key);
    this.entries.set(key, c);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

const stores = new WeakMap<Deps, TableCounts>();

/** One store per process-wide dependencies (each test database has its own). */
export function tableCountsFor(deps: Deps): TableCounts {
  let s = stores.get(deps);
  if (!s) stores.set(deps, (s = new TableCounts()));
  return s;
}
