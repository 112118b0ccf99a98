import type { CatalystOutcome } from '../../../gql/graphql';
import type { Tone } from '../../../lib/display';
import { formatPercent } from '../../../lib/format';

/** A move in percent, signed, one decimal ("−23,4 %" / "-23.4%"); null when not computed yet. */
export function formatMove(value: number | null | undefined): string | null {
  return value == null || !Number.isFinite(value) ? null : formatPercent(value, { signed: true, digits: 1 });
}

/** The colour class of a move (its sign also says it: "+" or "−"). */
export function moveToneClass(value: number | null | undefined): string {
  return value == null || value === 0 ? '' : value > 0 ? 'tone-green' : 'tone-red';
}

export const OUTCOME_TONES: Record<CatalystOutcome, Tone> = { SUCCESS: 'green', FAILURE: 'red', MIXED: 'yellow', UNKNOWN: 'gray' };

/** The benchmark the moves are measured against (the first move that names one), or null. */
export function benchmarkOf(rows: readonly { move?: { benchmark: string } | null }[]): string | null {
  return rows.find((r) => r.move?.benchmark)?.move?.benchmark ?? null;
}

/** The price sources of the moves (usually one: 'demo' or 'yahoo'). */
export function priceSourcesOf(rows: readonly { move?: { priceSource: string } | null }[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.move ? [r.move.priceSource] : [])))];
}
