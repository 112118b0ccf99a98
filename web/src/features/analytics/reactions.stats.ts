import type { CapBucket, CatalystOutcome, ReactionMeasure, TherapeuticArea } from '../../gql/graphql';
import { formatPercent } from '../../lib/format';

/**
 * The analytics page's "market reactions to catalysts" (issue 31): the API sends one group per
 * outcome (success, failure) for all catalysts, per market-cap bucket and per therapeutic area; this
 * file lays them out as lines of a chart and a table (success beside failure) and words the moves.
 */

/** Every measure, the default first, listed once as a record: the build fails when the schema gains or loses one. */
const MEASURE_SET: Record<ReactionMeasure, true> = { ABNORMAL_1D: true, ABNORMAL_5D: true, MOVE_1D: true, MOVE_5D: true };
export const MEASURES = Object.keys(MEASURE_SET).filter((m): m is ReactionMeasure => Object.hasOwn(MEASURE_SET, m));
export const DEFAULT_MEASURE: ReactionMeasure = 'ABNORMAL_1D';

/** Abnormal moves are the stock's move minus the benchmark's over the same days. */
export function isAbnormal(measure: ReactionMeasure): boolean {
  return measure === 'ABNORMAL_1D' || measure === 'ABNORMAL_5D';
}

/** The two outcomes the statistics compare, success first. */
export const OUTCOMES = ['SUCCESS', 'FAILURE'] as const satisfies readonly CatalystOutcome[];
export type ComparedOutcome = (typeof OUTCOMES)[number];

/** The buckets in size order (the API's order may differ). */
const CAP_ORDER: readonly CapBucket[] = ['SMALL', 'MID', 'LARGE', 'UNKNOWN', 'UNLISTED'];

export interface ReactionCell {
  n: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

export interface ReactionGroupLike extends ReactionCell {
  outcome: CatalystOutcome;
  capBucket?: CapBucket | null;
  area?: TherapeuticArea | null;
}

export type Dimension = 'all' | 'cap' | 'area';

/** One line of the chart and the table: a set of catalysts, its move on success and on failure. */
export interface ReactionLine {
  /** Unique across dimensions: "all", "cap:SMALL", "area:oncology". */
  key: string;
  dimension: Dimension;
  /** The bucket or area code (null for all catalysts). */
  value: string | null;
  SUCCESS: ReactionCell;
  FAILURE: ReactionCell;
}

export const EMPTY_CELL: ReactionCell = { n: 0, median: null, q1: null, q3: null };

const cellOf = (g: ReactionGroupLike): ReactionCell => ({ n: g.n, median: g.median, q1: g.q1, q3: g.q3 });

function dimensionOf(g: ReactionGroupLike): { dimension: Dimension; value: string | null } | null {
  const cap = g.capBucket ?? null;
  const area = g.area ?? null;
  if (cap === null && area === null) return { dimension: 'all', value: null };
  if (cap !== null && area === null) return { dimension: 'cap', value: cap };
  if (cap === null && area !== null) return { dimension: 'area', value: area };
  return null; // a cross of both is not part of the contract: left out rather than misfiled
}

const total = (l: ReactionLine) => l.SUCCESS.n + l.FAILURE.n;

/**
 * The groups as lines: all catalysts (always, n = 0 when absent), the buckets in size order, the areas
 * with the most measured catalysts first (then by code, so the order is stable). Outcomes other than
 * success and failure are not compared here.
 */
export function reactionLines(groups: readonly ReactionGroupLike[]): { overall: ReactionLine; byCap: ReactionLine[]; byArea: ReactionLine[] } {
  const lines = new Map<string, ReactionLine>();
  const lineFor = (dimension: Dimension, value: string | null): ReactionLine => {
    const key = dimension === 'all' ? 'all' : `${dimension}:${value}`;
    let line = lines.get(key);
    if (!line) {
      line = { key, dimension, value, SUCCESS: EMPTY_CELL, FAILURE: EMPTY_CELL };
      lines.set(key, line);
    }
    return line;
  };
  for (const g of groups) {
    if (g.outcome !== 'SUCCESS' && g.outcome !== 'FAILURE') continue;
    const d = dimensionOf(g);
    if (!d) continue;
    lineFor(d.dimension, d.value)[g.outcome] = cellOf(g);
  }
  const overall = lineFor('all', null);
  const all = [...lines.values()];
  const capRank = (v: string | null) => {
    const i = CAP_ORDER.findIndex((c) => c === v);
    return i === -1 ? CAP_ORDER.length : i;
  };
  const byCap = all.filter((l) => l.dimension === 'cap').sort((a, b) => capRank(a.value) - capRank(b.value) || String(a.value).localeCompare(String(b.value)));
  const byArea = all.filter((l) => l.dimension === 'area').sort((a, b) => total(b) - total(a) || String(a.value).localeCompare(String(b.value)));
  return { overall, byCap, byArea };
}

/** Whether a line has a move to draw (a median on either side). */
export function hasMove(line: ReactionLine): boolean {
  return OUTCOMES.some((o) => line[o].n > 0 && line[o].median !== null);
}

/**
 * The chart's value range: every median and quartile drawn, and zero (the bars start there), with a
 * little room so a whisker's end is never on the frame. [-1, 1] when nothing is measured.
 */
export function chartDomain(lines: readonly ReactionLine[]): { min: number; max: number } {
  const values = lines.flatMap((l) => OUTCOMES.flatMap((o) => (l[o].n > 0 ? [l[o].median, l[o].q1, l[o].q3] : []))).filter((v): v is number => v !== null);
  if (!values.length) return { min: -1, max: 1 };
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return { min: -1, max: 1 };
  const pad = Math.max((hi - lo) * 0.08, 0.5);
  return { min: lo < 0 ? lo - pad : 0, max: hi > 0 ? hi + pad : 0 };
}

/** A move in percent (already in percent units), signed, with a true minus sign: "+4,2 %" / "−23,4 %" / "+4.2%". */
export function formatMove(value: number | null | undefined, lang: string, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatPercent(value, { digits, signed: true, lang });
}
