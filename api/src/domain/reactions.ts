/**
 * Past catalysts and the stock's reaction (issue 31): the events measured, their outcome, and the
 * move of the listed company's share price around them, against a benchmark index.
 *
 * Event day D. closeBefore = the last close strictly before D; close1 = the close of the first trading
 * day on or after D; close5 = the close of the fifth. move1d = close1 / closeBefore − 1 and move5d =
 * close5 / closeBefore − 1, in percent; the abnormal move is the stock's move minus the benchmark's
 * over the same days. A move whose days are not in the history yet is null (filled in later).
 */

/**
 * PRIMARY_COMPLETION: the actual primary completion date; RESULTS_POSTED: results first posted;
 * TERMINATED / SUSPENDED: the status change (change history, else the last update post);
 * REGULATORY_DECISION: an approval, a CRL or an opinion with its outcome.
 */
export const PAST_CATALYST_KINDS = ['PRIMARY_COMPLETION', 'RESULTS_POSTED', 'TERMINATED', 'SUSPENDED', 'REGULATORY_DECISION'] as const;
export type PastCatalystKind = (typeof PAST_CATALYST_KINDS)[number];

/** SUCCESS / FAILURE / MIXED as the event says it; UNKNOWN when it says nothing readable. */
export const CATALYST_OUTCOMES = ['SUCCESS', 'FAILURE', 'MIXED', 'UNKNOWN'] as const;
export type CatalystOutcome = (typeof CATALYST_OUTCOMES)[number];

export const REACTION_MEASURES = ['ABNORMAL_1D', 'ABNORMAL_5D', 'MOVE_1D', 'MOVE_5D'] as const;
export type ReactionMeasure = (typeof REACTION_MEASURES)[number];

/** The cap buckets a move is measured in (the score's buckets: domain/analysis.ts CAP_BUCKETS, listed ones). */
export const MOVE_CAP_BUCKETS = ['SMALL', 'MID', 'LARGE', 'UNKNOWN'] as const;
export type MoveCapBucket = (typeof MOVE_CAP_BUCKETS)[number];

/** The index the moves are measured against when the configuration names none (config.ts MARKET_BENCHMARK_TICKER's default). */
export const DEFAULT_BENCHMARK = 'XBI';

/**
 * The measured reactions the analysis reads (modules/moves/moves.analysis.ts): the median abnormal
 * 1-day move of past readouts (PRIMARY_COMPLETION and RESULTS_POSTED) by cap bucket, SUCCESS as the
 * upside and FAILURE as the downside, with their counts.
 */
export type MeasuredReactionRows = {
  benchmark: string;
  demo: boolean;
  /** Day of the latest computation (YYYY-MM-DD); null when nothing is measured. */
  asOf: string | null;
  rows: Record<'SMALL' | 'MID' | 'LARGE', { upside: { median: number | null; n: number }; downside: { median: number | null; n: number } }>;
};

/** Event keys: stable across runs, one per event. */
export const eventKeys = {
  primaryCompletion: (nctId: string) => `RP:${nctId}`,
  resultsPosted: (nctId: string) => `RS:${nctId}`,
  /** A stop: the trial and the day of the change (a trial may be suspended, resumed, then stopped). */
  stop: (nctId: string, date: string) => `TS:${nctId}:${date}`,
  regulatory: (eventId: string) => `RG:${eventId}`,
};

export interface DailyClose {
  date: string;
  close: number;
}

/** The three closes of an event (null: not in the history). */
export interface EventCloses {
  before: DailyClose | null;
  day1: DailyClose | null;
  day5: DailyClose | null;
}

/**
 * The closes around day `day` in `prices` (final daily closes, oldest first): the last strictly
 * before it, the first and the fifth on or after it.
 */
export function eventCloses(prices: readonly DailyClose[], day: string): EventCloses {
  // First index on or after the day (binary search: histories are ten years long).
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (prices[mid].date < day) lo = mid + 1;
    else hi = mid;
  }
  const at = (i: number): DailyClose | null => (i >= 0 && i < prices.length ? { date: prices[i].date, close: prices[i].close } : null);
  return { before: at(lo - 1), day1: at(lo), day5: at(lo + 4) };
}

/** The close on `date`, else the last one before it (a benchmark that did not trade that day). */
export function closeOnOrBefore(prices: readonly DailyClose[], date: string): DailyClose | null {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (prices[mid].date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? { date: prices[lo - 1].date, close: prices[lo - 1].close } : null;
}

/** after / before − 1, in percent, rounded to 4 decimals; null when either is missing or before is not positive. */
export function percentMove(after: number | null | undefined, before: number | null | undefined): number | null {
  if (after === null || after === undefined || before === null || before === undefined || !(before > 0)) return null;
  return Math.round((after / before - 1) * 100 * 10_000) / 10_000;
}

/** a − b rounded to 4 decimals; null when either is null. */
export function abnormalMove(stock: number | null, benchmark: number | null): number | null {
  if (stock === null || benchmark === null) return null;
  return Math.round((stock - benchmark) * 10_000) / 10_000;
}

/** The measured values of one event. */
export interface EventMove {
  closeBefore: number | null;
  close1: number | null;
  close5: number | null;
  benchBefore: number | null;
  bench1: number | null;
  bench5: number | null;
  move1d: number | null;
  move5d: number | null;
  abnormal1d: number | null;
  abnormal5d: number | null;
}

/**
 * An event's move from the stock's and the benchmark's final closes (oldest first): the stock's
 * three closes, the benchmark's on the same days (or the last before, when it did not trade), the
 * moves and the abnormal moves.
 */
export function eventMove(stock: readonly DailyClose[], bench: readonly DailyClose[], day: string): EventMove {
  const c = eventCloses(stock, day);
  // The benchmark's close on the stock's day (or its last before, a day it did not trade), once its history reaches that day.
  const lastBench = bench.length ? bench[bench.length - 1].date : '';
  const b = (d: DailyClose | null) => (d && lastBench >= d.date ? (closeOnOrBefore(bench, d.date)?.close ?? null) : null);
  const closeBefore = c.before?.close ?? null;
  const close1 = c.day1?.close ?? null;
  const close5 = c.day5?.close ?? null;
  const benchBefore = b(c.before);
  const bench1 = c.before ? b(c.day1) : null;
  const bench5 = c.before ? b(c.day5) : null;
  const move1d = percentMove(close1, closeBefore);
  const move5d = percentMove(close5, closeBefore);
  return {
    closeBefore,
    close1,
    close5,
    benchBefore,
    bench1,
    bench5,
    move1d,
    move5d,
    abnormal1d: abnormalMove(move1d, percentMove(bench1, benchBefore)),
    abnormal5d: abnormalMove(move5d, percentMove(bench5, benchBefore)),
  };
}
