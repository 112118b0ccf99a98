import type { AnalysisInput } from '../../providers/analysis/types.js';
import type { TrialRecord } from '../trials/trials.record.js';

/** The trial fields the engine reads (a TrialRecord, or a row selected with these aliases). */
export type TrialForAnalysis = Pick<
  TrialRecord,
  | 'nctId'
  | 'briefTitle'
  | 'officialTitle'
  | 'status'
  | 'whyStopped'
  | 'phases'
  | 'conditions'
  | 'keywords'
  | 'eligibility'
  | 'startDate'
  | 'primaryCompletionDate'
  | 'completionDate'
  | 'resultsFirstPostDate'
  | 'enrollment'
  | 'results'
  | 'leadSponsorName'
  | 'leadSponsorClass'
  | 'ticker'
  | 'investmentVerdict'
>;

/** SQL select list giving TrialForAnalysis (dates as YYYY-MM-DD text). */
export const TRIAL_FOR_ANALYSIS_COLUMNS = `t.nct_id as "nctId", t.brief_title as "briefTitle", t.official_title as "officialTitle", t.status,
  t.why_stopped as "whyStopped", t.phases, t.conditions, t.keywords, t.eligibility,
  to_char(t.start_date, 'YYYY-MM-DD') as "startDate", to_char(t.primary_completion_date, 'YYYY-MM-DD') as "primaryCompletionDate",
  to_char(t.completion_date, 'YYYY-MM-DD') as "completionDate", to_char(t.results_first_post_date, 'YYYY-MM-DD') as "resultsFirstPostDate",
  t.enrollment, t.results, t.lead_sponsor_name as "leadSponsorName", t.lead_sponsor_class as "leadSponsorClass", t.ticker,
  t.investment_verdict as "investmentVerdict"`;

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
