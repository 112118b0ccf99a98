import type { AnalysisInput } from '../../providers/analysis/types.js';
import type { TrialRecord } from '../trials/trials.fields.js';
import { trialColumnsOf } from '../trials/trials.rows.js';

/** The trial fields the engine reads. */
const ANALYSIS_FIELDS = [
  'nctId',
  'briefTitle',
  'officialTitle',
  'status',
  'whyStopped',
  'phases',
  'conditions',
  'keywords',
  'eligibility',
  'startDate',
  'primaryCompletionDate',
  'completionDate',
  'resultsFirstPostDate',
  'enrollment',
  'results',
  'leadSponsorName',
  'leadSponsorClass',
  'ticker',
  'investmentVerdict',
] as const satisfies readonly (keyof TrialRecord)[];

/** A TrialRecord, or a row selected with TRIAL_FOR_ANALYSIS_COLUMNS. */
export type TrialForAnalysis = Pick<TrialRecord, (typeof ANALYSIS_FIELDS)[number]>;

/** SQL select list giving TrialForAnalysis (from the trial field descriptor: dates as YYYY-MM-DD text). */
export const TRIAL_FOR_ANALYSIS_COLUMNS = trialColumnsOf(ANALYSIS_FIELDS).join(', ');

const isoDate = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};

export function toAnalysisInput(
  t: TrialForAnalysis,
  extra: { sponsorRecord: AnalysisInput['sponsorRecord']; marketCap: number | null; asOf: string },
): AnalysisInput {
  return {
    nctId: t.nctId,
    briefTitle: t.briefTitle ?? '',
    officialTitle: t.officialTitle ?? null,
    status: t.status ?? 'UNKNOWN',
    whyStopped: t.whyStopped ?? null,
    phases: t.phases ?? [],
    conditions: t.conditions ?? [],
    keywords: t.keywords ?? [],
    eligibilityCriteria: t.eligibility?.criteria ?? null,
    startDate: isoDate(t.startDate),
    primaryCompletionDate: isoDate(t.primaryCompletionDate),
    completionDate: isoDate(t.completionDate),
    resultsFirstPostDate: isoDate(t.resultsFirstPostDate),
    enrollment: t.enrollment ?? null,
    results: t.results ?? null,
    leadSponsorName: t.leadSponsorName ?? '',
    leadSponsorClass: t.leadSponsorClass ?? null,
    ticker: t.ticker ?? null,
    investmentVerdict: t.investmentVerdict ?? 'NON',
    sponsorRecord: extra.sponsorRecord,
    marketCap: extra.marketCap,
    asOf: extra.asOf,
  };
}
