import type { ReadoutOutcome } from './readout.js';
import type { TrialStatus } from './trial.js';

/**
 * A trial's stock-market signal: the one rule every screen and transport shows (summary card,
 * cards, table, calendar dot, company pipeline, .ics, CSV, REST). The analysis engine stores it in
 * its breakdown (`breakdown.signal`); a trial not analysed yet gets the same function's answer.
 */

export const SIGNAL_KINDS = ['BEARISH', 'BULLISH', 'NEUTRAL'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
export const SIGNAL_COLORS = ['red', 'green', 'yellow', 'grey'] as const;
export type SignalColor = (typeof SIGNAL_COLORS)[number];
/** The spec's French labels. */
export type SignalLabel = 'Positif' | 'Négatif' | 'Neutre';

/** Why a signal is what it is (machine code; the web words it in the reader's language). */
export const SIGNAL_REASONS = [
  'PRIMARY_MET',
  'PRIMARY_NOT_MET',
  'PRIMARY_MIXED',
  'RESULTS_NOT_ANALYSABLE',
  'STUDY_STOPPED',
  'COMPLETED_NO_RESULTS',
  'STUDY_ONGOING',
  'OTHER',
] as const;
export type SignalReason = (typeof SIGNAL_REASONS)[number];

export interface StatusSignal {
  kind: SignalKind;
  /** The spec's French label: 'Négatif', 'Positif', 'Neutre'. */
  label: SignalLabel;
  color: SignalColor;
  reason: SignalReason;
}

const sig = (kind: SignalKind, color: SignalColor, reason: SignalReason): StatusSignal => ({
  kind,
  label: kind === 'BULLISH' ? 'Positif' : kind === 'BEARISH' ? 'Négatif' : 'Neutre',
  color,
  reason,
});

/**
 * Posted results govern: primary end point met → bullish green; not met → bearish red; mixed →
 * neutral yellow; posted but not analysable → neutral grey. Without posted primary results (readout
 * null): terminated or suspended → bearish red; completed → neutral grey (the spec's detail-tab rule,
 * applied everywhere so that no two screens disagree); recruiting or not yet recruiting → neutral
 * yellow; anything else neutral grey. A failed primary end point is therefore never 'Positif'.
 */
export function trialSignal(status: TrialStatus | string | null | undefined, readout: ReadoutOutcome | null | undefined): StatusSignal {
  if (readout === 'MET') return sig('BULLISH', 'green', 'PRIMARY_MET');
  if (readout === 'NOT_MET') return sig('BEARISH', 'red', 'PRIMARY_NOT_MET');
  if (readout === 'MIXED') return sig('NEUTRAL', 'yellow', 'PRIMARY_MIXED');
  if (readout === 'NOT_ANALYSABLE') return sig('NEUTRAL', 'grey', 'RESULTS_NOT_ANALYSABLE');
  const s = (status ?? '').toUpperCase().replace(/[\s,]+/g, '_');
  if (s === 'TERMINATED' || s === 'SUSPENDED') return sig('BEARISH', 'red', 'STUDY_STOPPED');
  if (s === 'COMPLETED') return sig('NEUTRAL', 'grey', 'COMPLETED_NO_RESULTS');
  if (s === 'RECRUITING' || s === 'NOT_YET_RECRUITING') return sig('NEUTRAL', 'yellow', 'STUDY_ONGOING');
  return sig('NEUTRAL', 'grey', 'OTHER');
}

const has = <T extends string>(set: readonly T[], v: unknown): v is T => typeof v === 'string' && (set as readonly string[]).includes(v);

/** Whether a stored value (an analysis' jsonb breakdown) is a well-formed signal. */
export function isStatusSignal(v: unknown): v is StatusSignal {
  if (typeof v !== 'object' || v === null) return false;
  const s: Partial<Record<keyof StatusSignal, unknown>> = v;
  return has(SIGNAL_KINDS, s.kind) && has(['Positif', 'Négatif', 'Neutre'], s.label) && has(SIGNAL_COLORS, s.color) && has(SIGNAL_REASONS, s.reason);
}
