import type { EntityKey } from '@mikro-orm/core';
import type { Row } from '../../db/rows.js';
import type { AnalysisInput } from '../../providers/analysis/types.js';
import type { TrialEntity } from '../trials/trials.entity.js';

/** The trial fields the engine reads (the select list of the analysis batch). */
export const ANALYSIS_FIELDS = [
  'nctId',
  'briefTitle',
  'officialTitle',
  'status',
  'whyStopped',
  'phases',
  'conditions',
  'keywords',
  'eligibility',
  'studyType',
  'startDate',
  'primaryCompletionDate',
  'primaryCompletionDateRaw',
  'primaryCompletionDateType',
  'completionDate',
  'completionDateRaw',
  'completionDateType',
  'resultsFirstPostDate',
  'lastUpdatePostDate',
  'enrollment',
  'results',
  'leadSponsorName',
  'leadSponsorClass',
  'ticker',
  'investmentVerdict',
] as const satisfies readonly EntityKey<TrialEntity>[];

/** A trial as the engine reads it: a row of ANALYSIS_FIELDS (a trial record has them too). */
export type TrialForAnalysis = Row<TrialEntity, (typeof ANALYSIS_FIELDS)[number]>;

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
    studyType: t.studyType ?? null,
    startDate: isoDate(t.startDate),
    primaryCompletionDate: isoDate(t.primaryCompletionDate),
    primaryCompletionDateRaw: t.primaryCompletionDateRaw ?? null,
    primaryCompletionDateType: t.primaryCompletionDateType ?? null,
    completionDate: isoDate(t.completionDate),
    completionDateRaw: t.completionDateRaw ?? null,
    completionDateType: t.completionDateType ?? null,
    resultsFirstPostDate: isoDate(t.resultsFirstPostDate),
    lastUpdatePostDate: isoDate(t.lastUpdatePostDate),
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
