import type { AnalysisInput } from '../../domain/analysis-input.js';

/**
 * The day of the readout a trial is scored for: its primary completion (the last participant's
 * primary end-point data), else its completion date when the registry gives no primary completion.
 * Null when the record has neither (then nothing dated can be kept as "before").
 */
export function readoutDay(i: Pick<AnalysisInput, 'primaryCompletionDate' | 'completionDate'>): string | null {
  return i.primaryCompletionDate ?? i.completionDate ?? null;
}

/** What the trial's own change history said up to the readout day (the caller reads it; none for a record outside the database). */
export interface HistoryBeforeReadout {
  /** The run of primary completion slips recorded up to the readout day. */
  slips?: AnalysisInput['slips'];
  /** The enrollment target as registered before the readout (the last ESTIMATED count). */
  enrollmentTarget?: number | null;
}

/**
 * The analysis input as it stood before the readout: what a scorer could have known on the day of
 * the primary completion, so that an evaluation never scores a trial from its own outcome.
 * - results (the outcome itself) and the date they were posted: removed;
 * - status → UNKNOWN and whyStopped → null: a COMPLETED or TERMINATED status, and why, are known
 *   only afterwards;
 * - every date after the readout day (last update, a completion date after the primary
 *   completion) → null, with its text and type; with no readout day, the post dates go too;
 * - the trial's change history (slips, enrollment target): only what the caller read up to the
 *   readout day (`history`), nothing else;
 * - today's figures from the rest of the database — the sponsor's record, the company's other
 *   active trials — and the market capitalisation: null (not those of the readout day);
 * - the reference date (`asOf`): the readout day.
 * What stays: the design as registered (phase, conditions, eligibility, arms, primary outcomes,
 * titles, sponsor, start and primary completion dates, enrollment at the readout).
 */
export function asKnownBeforeReadout(i: AnalysisInput, history: HistoryBeforeReadout = {}): AnalysisInput {
  const day = readoutDay(i);
  const after = (d: string | null) => d !== null && (day === null || d > day);
  const completionAfter = after(i.completionDate);
  const { slips: _slips, ...rest } = i;
  const stripped: AnalysisInput = {
    ...rest,
    status: 'UNKNOWN',
    whyStopped: null,
    results: null,
    resultsFirstPostDate: null,
    lastUpdatePostDate: after(i.lastUpdatePostDate) ? null : i.lastUpdatePostDate,
    completionDate: completionAfter ? null : i.completionDate,
    completionDateRaw: completionAfter ? null : i.completionDateRaw,
    completionDateType: completionAfter ? null : i.completionDateType,
    enrollmentTarget: history.enrollmentTarget ?? null,
    sponsorRecord: null,
    companyActiveTrials: null,
    marketCap: null,
    asOf: day ?? i.asOf,
  };
  if (history.slips) stripped.slips = history.slips;
  return stripped;
}
