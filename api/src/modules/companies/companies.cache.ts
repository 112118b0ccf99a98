import type { Config } from '../../config.js';
import type { CompanyTrial } from './companies.pipeline.js';

/** Current tickers (lead's and listed collaborators') of trials, read after their write committed. */
export type TickersOf = (nctIds: string[]) => Promise<string[]>;

interface Entry {
  trials: readonly CompanyTrial[];
  ids: readonly string[];
}

/**
 * Each company's trials, as its page reads them, kept in memory until one of them changes.
 *
 * A company's trials are one index-driven read of every trial of the company (5 000 rows for the
 * largest sponsor at 500 000 trials: over 100 ms on our machines, most of it reading scattered
 * heap pages and parsing rows); the page's figures are cheap once the rows are here.
 *
 * Invalidation rides on PostgreSQL's announcements of writes to `trials` (the response cache's
 * LISTEN connection, server/response-cache.listener.ts): the companies holding a written trial are
 * dropped at once, and the written trials' current tickers are looked up (a trial may have moved to
 * a company, or been added to one) and those companies dropped too. While a lookup is pending, or
 * while announcements cannot be heard, nothing is served from here; an entry computed while an
 * announcement arrived is not kept. Without a listener (tests, CLI commands) the cache stays off.
 */
export class CompanyTrialsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTrial = new Map<string, Set<string>>();
  private rows = 0;
  private listening = false;
  private pending = 0;
  private generationCount = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  /** @param maxRows trials kept over all companies (least recently used companies go first). */
  constructor(private readonly maxRows: number) {}

  get enabled(): boolean {
    return this.listening && this.pending === 0 && this.maxRows > 0;
  }

  get generation(): number {
    return this.generationCount;
  }

  setListening(on: boolean): void {
    if (!on) this.clear();
    this.listening = on;
    this.generationCount++;
  }

  get(ticker: string): readonly CompanyTrial[] | undefined {
    const hit = this.enabled ? this.entries.get(ticker) : undefined;
    if (!hit) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.entries.delete(ticker);
    this.entries.set(ticker, hit);
    return hit.trials;
  }

  /** Keeps a company's trials read since `generation`, unless an announcement came meanwhile. */
  set(ticker: string, trials: CompanyTrial[], generation: number): void {
    if (!this.enabled || generation !== this.generationCount || trials.length > this.maxRows / 4) return;
    this.remove(ticker);
    const ids = trials.map((t) => t.nctId);
    this.entries.set(ticker, { trials: Object.freeze(trials), ids });
    this.rows += ids.length;
    for (const id of ids) {
      let tickers = this.byTrial.get(id);
      if (!tickers) this.byTrial.set(id, (tickers = new Set()));
      tickers.add(ticker);
    }
    this.stats.stores++;
    while (this.rows > this.maxRows) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** An announcement (`*` or NCT ids separated by commas); `tickersOf` reads the written trials' tickers now. */
  invalidate(payload: string, tickersOf?: TickersOf): void {
    this.generationCount++;
    this.stats.invalidations++;
    if (payload === '*' || payload === '' || !tickersOf) return this.clear();
    const ids = payload.split(',');
    for (const id of ids) for (const ticker of [...(this.byTrial.get(id) ?? [])]) this.remove(ticker);
    this.pending++;
    void tickersOf(ids)
      .then(
        (tickers) => {
          for (const t of tickers) this.remove(t);
        },
        () => this.clear(),
      )
      .finally(() => {
        this.pending--;
        this.generationCount++;
      });
  }

  clear(): void {
    this.entries.clear();
    this.byTrial.clear();
    this.rows = 0;
  }

  private remove(ticker: string): void {
    const entry = this.entries.get(ticker);
    if (!entry) return;
    this.entries.delete(ticker);
    this.rows -= entry.ids.length;
    for (const id of entry.ids) {
      const tickers = this.byTrial.get(id);
      tickers?.delete(ticker);
      if (tickers?.size === 0) this.byTrial.delete(id);
    }
  }
}

/** The process's cache, or none with COMPANY_TRIALS_CACHE_ROWS=0. */
export const companyTrialsCacheFor = (config: Config): CompanyTrialsCache | undefined =>
  config.COMPANY_TRIALS_CACHE_ROWS > 0 ? new CompanyTrialsCache(config.COMPANY_TRIALS_CACHE_ROWS) : undefined;
