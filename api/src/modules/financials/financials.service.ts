import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../deps.js';
import type { CompanyFinancials, FinancialsProvider } from '../../domain/financials.js';
import { computeRunway } from '../../domain/runway.js';
import { logger } from '../../lib/logger.js';
import { createFinancialsProvider } from '../../providers/financials/index.js';
import { storedTicker } from '../stocks/stocks.ticker.js';
import { notifyRunwayChanges } from './financials.hooks.js';
import { extendExpiry, readStoredFinancials, tickersToRefresh, writeFinancials, type StoredFinancials } from './financials.store.js';

/** Figures are read again after a day (the refresh job, every 12 h, usually comes first): filings are quarterly. */
export const FIGURES_TTL_MS = 24 * 3_600_000;
/** A provider failure is stored so pages answer at once, and tried again after an hour. */
export const FAILED_TTL_MS = 3_600_000;
/** Tickers asked of the provider at once (the SEC provider spaces its own requests: 10 a second at most). */
const CONCURRENCY = 8;

const providers = new WeakMap<Deps, FinancialsProvider>();

/**
 * The process's financials provider (its cache and rate limit shared by every request and the job).
 * It gets the stock provider itself, not the quote cache: the demo figures follow the demo market's
 * own profiles, and the stock provider's figures are read at most once a day per ticker.
 */
export function financialsProviderOf(deps: Deps): FinancialsProvider {
  let p = providers.get(deps);
  if (!p) {
    p = createFinancialsProvider(deps.config, deps.stocks.provider);
    providers.set(deps, p);
  }
  return p;
}

/** Puts another provider behind these deps (tests: a provider that fails, or a fake SEC). */
export function useFinancialsProvider(deps: Deps, provider: FinancialsProvider): void {
  providers.set(deps, provider);
}

const isFailure = (f: CompanyFinancials) => f.unavailable === 'PROVIDER_FAILED';

/** JSON with sorted keys and without the read time: two reads of the same figures give the same text (jsonb reorders keys). */
function figuresKey(f: CompanyFinancials): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== undefined)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  const { fetchedAt: _fetchedAt, ...figures } = f;
  return JSON.stringify(canonical(figures));
}

/** What the analysis reads of a runway: its end and whether the company burns cash. */
function runwayKey(f: CompanyFinancials | undefined): string {
  if (!f) return 'null|false';
  const r = computeRunway(f);
  return `${r.runwayEnd}|${r.notBurning}`;
}

function providerFailure(ticker: string, deps: Deps, now: Date): CompanyFinancials {
  const source = deps.config.FINANCIALS_PROVIDER;
  return {
    ticker,
    source,
    demo: source === 'demo',
    cik: null,
    entityName: null,
    cash: null,
    shortTermInvestments: null,
    quarters: [],
    sharesOutstanding: null,
    fetchedAt: now.toISOString(),
    unavailable: 'PROVIDER_FAILED',
  };
}

/** The provider's answer for one ticker; a throw (other than an abort) becomes PROVIDER_FAILED, never a guess. */
async function fetchFinancials(deps: Deps, ticker: string, signal?: AbortSignal): Promise<CompanyFinancials> {
  try {
    return await financialsProviderOf(deps).get(ticker, { signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    logger.warn({ err, ticker }, 'financials: provider failed');
    return providerFailure(ticker, deps, new Date());
  }
}

type Outcome = 'changed' | 'unchanged' | 'failed';

interface Applied {
  /** The figures now current for each ticker (a failure keeps the last good figures). */
  current: Map<string, CompanyFinancials>;
  outcomes: Map<string, Outcome>;
  runwayChanged: string[];
}

/**
 * Stores what the provider answered: new or changed figures replace the row; the same figures only
 * move the next re-read; a failure keeps good figures already stored (and is stored, to answer at
 * once, when there are none).
 */
async function applyFetched(em: EntityManager, fetched: readonly CompanyFinancials[], stored: Map<string, StoredFinancials>, now: Date): Promise<Applied> {
  const current = new Map<string, CompanyFinancials>();
  const outcomes = new Map<string, Outcome>();
  const writes: { financials: CompanyFinancials; expiresAt: Date }[] = [];
  const same: string[] = [];
  const runwayChanged: string[] = [];
  for (const f of fetched) {
    const before = stored.get(f.ticker)?.financials;
    const failed = isFailure(f);
    if (failed && before && !isFailure(before)) {
      current.set(f.ticker, before);
      outcomes.set(f.ticker, 'failed');
      continue;
    }
    if (before && figuresKey(before) === figuresKey(f)) {
      current.set(f.ticker, before);
      outcomes.set(f.ticker, failed ? 'failed' : 'unchanged');
      if (!failed) same.push(f.ticker);
      continue;
    }
    current.set(f.ticker, f);
    outcomes.set(f.ticker, failed ? 'failed' : 'changed');
    writes.push({ financials: f, expiresAt: new Date(now.getTime() + (failed ? FAILED_TTL_MS : FIGURES_TTL_MS)) });
    if (runwayKey(before) !== runwayKey(f)) runwayChanged.push(f.ticker);
  }
  await writeFinancials(em, writes);
  await extendExpiry(em, same, new Date(now.getTime() + FIGURES_TTL_MS));
  return { current, outcomes, runwayChanged };
}

/** `fn` over `items`, at most `limit` at a time, in order. */
async function inChunks<T>(items: readonly T[], limit: number, fn: (chunk: T[]) => Promise<void>, signal?: AbortSignal): Promise<void> {
  for (let i = 0; i < items.length; i += limit) {
    signal?.throwIfAborted();
    await fn(items.slice(i, i + limit));
  }
}

/**
 * The current figures of these (valid, upper-case) tickers for a read: the stored ones, and for a
 * ticker never read or due again, the provider's answer, stored first.
 */
export async function currentFinancials(deps: Deps, em: EntityManager, tickers: readonly string[]): Promise<Map<string, CompanyFinancials>> {
  const stored = await readStoredFinancials(em, tickers);
  const now = new Date();
  const out = new Map<string, CompanyFinancials>();
  const due: string[] = [];
  for (const t of tickers) {
    const s = stored.get(t);
    if (s && s.expiresAt > now) out.set(t, s.financials);
    else due.push(t);
  }
  await inChunks(due, CONCURRENCY, async (chunk) => {
    const fetched = await Promise.all(chunk.map((t) => fetchFinancials(deps, t)));
    const { current } = await applyFetched(em, fetched, stored, now);
    for (const [t, f] of current) out.set(t, f);
  });
  return out;
}

export interface FinancialsRefreshSummary {
  /** Tickers read. */
  tickers: number;
  /** Stored anew (new or changed figures). */
  changed: number;
  unchanged: number;
  /** The provider failed (stored figures, if any, kept). */
  failed: number;
  /** Tickers whose runway end or not-burning flag changed: what depends on the runway is recomputed for them. */
  runwayChanged: string[];
}

/**
 * Reads the figures of every ticker the app shows (the trials', the regulatory events', those
 * already stored; or `tickers`) through the provider and stores those that changed. The listeners
 * of financials.hooks.ts hear which runways changed (unless `notify: false`).
 */
export async function refreshFinancials(
  deps: Deps,
  opts: { tickers?: readonly string[]; signal?: AbortSignal; notify?: boolean } = {},
): Promise<FinancialsRefreshSummary> {
  const em = deps.orm.em.fork();
  const given = opts.tickers ?? (await tickersToRefresh(em));
  const tickers = [...new Set(given.map((t) => storedTicker(t)).filter((t): t is string => t !== null))].sort();
  const summary: FinancialsRefreshSummary = { tickers: tickers.length, changed: 0, unchanged: 0, failed: 0, runwayChanged: [] };
  await inChunks(
    tickers,
    CONCURRENCY,
    async (chunk) => {
      const [stored, fetched] = await Promise.all([readStoredFinancials(em, chunk), Promise.all(chunk.map((t) => fetchFinancials(deps, t, opts.signal)))]);
      const { outcomes, runwayChanged } = await applyFetched(em, fetched, stored, new Date());
      for (const o of outcomes.values()) summary[o] += 1;
      summary.runwayChanged.push(...runwayChanged);
    },
    opts.signal,
  );
  if (opts.notify !== false) await notifyRunwayChanges(deps, summary.runwayChanged);
  return summary;
}

/** One line for the log: what a refresh did. */
export function refreshLine(s: FinancialsRefreshSummary): string {
  return `financials: ${s.tickers} tickers (${s.changed} changed, ${s.unchanged} unchanged, ${s.failed} failed), ${s.runwayChanged.length} runways moved`;
}
