import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../deps.js';
import { addDaysIso, daysBetweenIso } from '../../domain/dates.js';
import { eventMove, type DailyClose, type EventMove, type MoveCapBucket } from '../../domain/reactions.js';
import { logger } from '../../lib/logger.js';
import { CAP_BOUNDS } from '../../providers/analysis/market.js';
import type { StockHistory } from '../../providers/stocks/index.js';
import { marketCapPort } from '../analysis/analysis.market.js';
import { eventsOfRegulatory, eventsOfTrials, type PastEvent } from './moves.events.js';
import { applyShocks, demoMarketOf, syncDemoShocks } from './moves.shocks.js';
import { storedMoves, storedOfTickers, storedShockRows, writeMoves, type MoveRow, type MoveWrite } from './moves.store.js';
import { chooseWork, workList, type WorkItem } from './moves.work.js';

/** How far back the stock provider is asked for closes (ten years): older events are stored without a move. */
export const REACH_DAYS = 3653;
/** Tickers one run takes at most (each is one history request); the rest waits for the next run. */
export const MAX_TICKERS_PER_RUN = 100;
/** Calendar days of closes read before an event's date (the last close before it, across long holidays). */
const DAYS_BEFORE = 14;

export interface MovesSummary {
  /** Events looked at. */
  events: number;
  inserted: number;
  updated: number;
  /** Looked at, values unchanged (some rows are still marked as looked at: see `touched`). */
  unchanged: number;
  /** Unchanged rows written only to record that they were looked at (their trial changed, or a missing close was retried). */
  touched: number;
  deleted: number;
  /** Events of this run whose moves still miss days (filled in by a later run). */
  pending: number;
  /** Work left for the next runs (tickers beyond the run's bound). */
  remaining: number;
  /** Tickers whose prices were read. */
  tickers: number;
  /** Tickers left for a later run because the provider failed. */
  failedTickers: number;
}

const emptySummary = (): MovesSummary => ({
  events: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  touched: 0,
  deleted: 0,
  pending: 0,
  remaining: 0,
  tickers: 0,
  failedTickers: 0,
});

export interface ComputeMovesOptions {
  /** Only these (upper-case) tickers. */
  tickers?: readonly string[];
  /** The computation's today (YYYY-MM-DD): closes count from the day before. Default: the stock market's clock. */
  asOf?: string;
  maxTickers?: number;
}

/** A cap in USD → the score's bucket (providers/analysis/market.ts CAP_BOUNDS). */
export function bucketOfCap(capUsd: number | null | undefined): MoveCapBucket {
  if (capUsd === null || capUsd === undefined || !Number.isFinite(capUsd) || capUsd <= 0) return 'UNKNOWN';
  return capUsd < CAP_BOUNDS.small ? 'SMALL' : capUsd < CAP_BOUNDS.mid ? 'MID' : 'LARGE';
}

const MOVE_FIELDS = ['closeBefore', 'close1', 'close5', 'benchBefore', 'bench1', 'bench5', 'move1d', 'move5d', 'abnormal1d', 'abnormal5d'] as const;
const EVENT_FIELDS = ['ticker', 'kind', 'eventDate', 'outcome', 'nctId', 'regulatoryEventId', 'area', 'benchmark', 'currency', 'priceSource', 'demo'] as const;

const sameMove = (a: EventMove, b: EventMove) => MOVE_FIELDS.every((f) => a[f] === b[f]);
const sameEvent = (a: Omit<MoveWrite, 'computedAt'>, b: MoveRow) => EVENT_FIELDS.every((f) => a[f] === b[f]);

const NO_MOVE: EventMove = {
  closeBefore: null,
  close1: null,
  close5: null,
  benchBefore: null,
  bench1: null,
  bench5: null,
  move1d: null,
  move5d: null,
  abnormal1d: null,
  abnormal5d: null,
};

/** Final daily closes: those before `asOf` (today's is not final until the day is over, wherever the exchange is). */
const finalCloses = (h: StockHistory, asOf: string): DailyClose[] => h.prices.filter((p) => p.date < asOf && Number.isFinite(p.close) && p.close > 0);

/** A run's events: those to compute, what is stored of them, and the stored rows that are no longer events. */
interface RunEvents {
  todo: PastEvent[];
  stored: Map<string, MoveRow>;
  deletes: Set<string>;
  /** Every event of the trials and regulatory events concerned. */
  derived: Map<string, PastEvent>;
}

/** Every event of the trials and regulatory events of the work items, against what is stored of them. */
async function runEvents(em: EntityManager, work: ReadonlyMap<string, WorkItem>, asOf: string): Promise<RunEvents> {
  const items = [...work.values()];
  const nctIds = [...new Set(items.flatMap((w) => (w.nctId ? [w.nctId] : [])))];
  const regulatoryIds = [...new Set(items.flatMap((w) => (w.regulatoryEventId ? [w.regulatoryEventId] : [])))];
  const [byTrial, byRegulatory] = await Promise.all([eventsOfTrials(em, nctIds, asOf), eventsOfRegulatory(em, regulatoryIds, asOf)]);
  const derived = new Map<string, PastEvent>();
  for (const list of byTrial.values()) for (const e of list) derived.set(e.key, e);
  for (const e of byRegulatory.values()) derived.set(e.key, e);
  const stored = await storedMoves(em, { keys: [...work.keys()], nctIds, regulatoryIds });
  const deletes = new Set([...stored.keys()].filter((k) => !derived.has(k)));
  // The work items still events, and events of the same trials not stored yet.
  const todo = [...derived.values()].filter((e) => work.has(e.key) || !stored.has(e.key));
  return { todo, stored, deletes, derived };
}

/**
 * The demo market learns the run's events before its prices are read. A company whose reactions
 * changed has new prices all along: its other stored moves join the run, to be measured again.
 */
async function reactDemoMarket(deps: Deps, em: EntityManager, run: RunEvents): Promise<void> {
  const others = (await storedShockRows(em)).filter((r) => !run.derived.has(r.eventKey) && !run.deletes.has(r.eventKey));
  const mine = [...run.derived.values()].map((e) => ({
    eventKey: e.key,
    ticker: e.ticker,
    kind: e.kind,
    eventDate: e.date,
    outcome: e.outcome,
    nctId: e.nctId,
  }));
  const repriced = await applyShocks(deps, [...others, ...mine]);
  for (const r of (await storedOfTickers(em, repriced)).values()) {
    if (run.derived.has(r.eventKey) || run.deletes.has(r.eventKey)) continue;
    run.stored.set(r.eventKey, r);
    run.todo.push({
      key: r.eventKey,
      ticker: r.ticker,
      kind: r.kind,
      date: r.eventDate,
      outcome: r.outcome,
      nctId: r.nctId,
      regulatoryEventId: r.regulatoryEventId,
      area: r.area,
    });
  }
}

interface Prices {
  /** Final closes by ticker (absent: no history). */
  closes: Map<string, DailyClose[]>;
  histories: Map<string, StockHistory>;
  bench: DailyClose[];
  /** Tickers the provider failed on: their events wait for a later run. */
  failed: Set<string>;
}

/** One history per ticker, from its earliest event within reach; the benchmark's once, from the earliest of all. Null without the benchmark. */
async function readPrices(deps: Deps, todo: readonly PastEvent[], asOf: string, reachFrom: string): Promise<Prices | null> {
  const provider = deps.stocks.provider;
  const today = deps.stocks.now().toISOString().slice(0, 10);
  const from = new Map<string, string>();
  for (const e of todo) {
    if (e.date < reachFrom) continue;
    const start = addDaysIso(e.date, -DAYS_BEFORE);
    if (!from.has(e.ticker) || start < from.get(e.ticker)!) from.set(e.ticker, start);
  }
  const span = (start: string) => Math.max(1, daysBetweenIso(start, today) + 1);
  const prices: Prices = { closes: new Map(), histories: new Map(), bench: [], failed: new Set() };
  const earliest = [...from.values()].sort()[0];
  if (!earliest) return prices;
  const b = await provider.getHistory(deps.config.MARKET_BENCHMARK_TICKER, span(earliest));
  if (b.isError) return null;
  prices.bench = finalCloses(b, asOf);
  for (const [t, start] of from) {
    const h = await provider.getHistory(t, span(start));
    prices.histories.set(t, h);
    if (!h.isError) prices.closes.set(t, finalCloses(h, asOf));
    else if (h.errorReason === 'STOCK_PROVIDER_FAILED') prices.failed.add(t);
  }
  return prices;
}

/**
 * Computes the moves that are missing, incomplete or stale, and writes only the rows whose values
 * change (moves.work.ts says what a run has to do). Each ticker's history is read once, straight
 * from the provider (a ten-year history is not worth a cache entry), and the benchmark's once per
 * run. A second run with no new data writes nothing; a new price day writes only the moves it
 * completes. In demo mode the simulated market is given the events first, so that the prices read
 * already show the reactions; whatever happens, it ends the run reacting to what is stored.
 */
export async function computeMoves(deps: Deps, opts: ComputeMovesOptions = {}): Promise<MovesSummary> {
  const asOf = opts.asOf ?? deps.stocks.now().toISOString().slice(0, 10);
  const reachFrom = addDaysIso(asOf, -REACH_DAYS);
  const benchmark = deps.config.MARKET_BENCHMARK_TICKER;
  const provider = deps.stocks.provider;
  const em = deps.orm.em.fork();
  const items = await workList(em, { asOf, tickers: opts.tickers ?? null, benchmark, source: provider.name, reachFrom });
  const { chosen, remaining } = chooseWork(items, opts.maxTickers ?? MAX_TICKERS_PER_RUN);
  const summary: MovesSummary = { ...emptySummary(), remaining };
  if (!chosen.length) return summary;

  const work = new Map<string, WorkItem>(chosen.map((w) => [w.key, w]));
  const run = await runEvents(em, work, asOf);
  const market = demoMarketOf(deps);
  try {
    if (market) await reactDemoMarket(deps, em, run);
    summary.events = run.todo.length;
    const prices = await readPrices(deps, run.todo, asOf, reachFrom);
    if (!prices) {
      // Abnormal moves need the index: nothing is written without it (the next run tries again).
      logger.warn({ benchmark }, 'moves: benchmark history unavailable; run skipped');
      return { ...summary, events: 0, remaining: items.length };
    }
    summary.tickers = prices.histories.size;
    summary.failedTickers = prices.failed.size;
    const caps = await marketCapPort(deps)([...prices.closes.keys()]);

    const writes: MoveWrite[] = [];
    for (const e of run.todo) {
      if (prices.failed.has(e.ticker)) continue;
      const stock = e.date >= reachFrom ? prices.closes.get(e.ticker) : undefined;
      const move = stock ? eventMove(stock, prices.bench, e.date) : NO_MOVE;
      const before = run.stored.get(e.key);
      const recomputed = !before || !sameMove(move, before);
      const h = prices.histories.get(e.ticker);
      const row: Omit<MoveWrite, 'computedAt'> = {
        eventKey: e.key,
        ticker: e.ticker,
        kind: e.kind,
        eventDate: e.date,
        outcome: e.outcome,
        nctId: e.nctId,
        regulatoryEventId: e.regulatoryEventId,
        // The company's bucket when its move is computed.
        capBucket: recomputed || !before ? bucketOfCap(caps.get(e.ticker)?.usd) : before.capBucket,
        area: e.area,
        benchmark,
        currency: h && !h.isError ? h.currency : (before?.currency ?? null),
        priceSource: provider.name,
        demo: provider.name === 'demo',
        asOf,
        ...move,
      };
      if (e.date >= reachFrom && (move.move5d === null || move.abnormal5d === null)) summary.pending += 1;
      if (!before) {
        writes.push({ ...row, computedAt: null });
        summary.inserted += 1;
      } else if (recomputed || !sameEvent(row, before)) {
        writes.push({ ...row, computedAt: recomputed ? null : before.computedAt });
        summary.updated += 1;
      } else {
        summary.unchanged += 1;
        // Looked at for a reason (its trial was written, a missing close was retried): recorded, so that it is not looked at again for nothing.
        if (work.has(e.key)) {
          writes.push({ ...row, computedAt: before.computedAt });
          summary.touched += 1;
        }
      }
    }
    await writeMoves(em, writes, [...run.deletes]);
    summary.deleted = run.deletes.size;
    return summary;
  } finally {
    // What is stored is what every process's demo market reacts to (also after a run that wrote nothing or failed).
    if (market) await syncDemoShocks(deps, deps.orm.em.fork());
  }
}

/**
 * Runs computeMoves until nothing is left (or `maxRuns` runs): the seed's bootstrap calls it after
 * seeding, so a fresh demo shows its past reactions at once. Answers the runs' summaries added up.
 */
export async function computeMovesUntilDone(deps: Deps, opts: { maxRuns?: number; asOf?: string } = {}): Promise<MovesSummary> {
  const total = emptySummary();
  for (let run = 0; run < (opts.maxRuns ?? 20); run++) {
    const s = await computeMoves(deps, { asOf: opts.asOf });
    for (const k of ['events', 'inserted', 'updated', 'unchanged', 'touched', 'deleted', 'pending', 'tickers', 'failedTickers'] as const) total[k] += s[k];
    total.remaining = s.remaining;
    // Done, or stuck on a failing provider: the background job takes over.
    if (!s.remaining || s.tickers <= s.failedTickers) break;
  }
  return total;
}

/** One line for the log: what a run did. */
export function movesLine(s: MovesSummary): string {
  return (
    `moves: ${s.events} events on ${s.tickers} tickers (${s.inserted} new, ${s.updated} changed, ${s.unchanged} unchanged, ${s.deleted} deleted), ` +
    `${s.pending} waiting for prices` +
    (s.remaining ? `, ${s.remaining} left for the next run` : '') +
    (s.failedTickers ? `, ${s.failedTickers} tickers without prices (provider failed)` : '')
  );
}
