import type { ActualOrEstimated, StudyType } from './trial.js';
import type { TrialRecord, TrialResults } from './trial-record.js';
import type { SlipHistory } from './slips.js';
import type { RegulatoryEvent } from './regulatory.js';
import type { InvestmentVerdict } from './sponsor.js';
import type { FinancialsSource, Runway } from './financials.js';
import type { MeasuredReactionRows } from './reactions.js';

/** The trial fields the analysis engine reads (the select list of the analysis batch). */
export const ANALYSIS_FIELDS = [
  'nctId',
  'briefTitle',
  'officialTitle',
  'status',
  'whyStopped',
  'phases',
  'conditions',
  'keywords',
  'interventions',
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
  'enrollmentType',
  'armGroups',
  'outcomes',
  'description',
  'collaborators',
  'results',
  'leadSponsorName',
  'leadSponsorClass',
  'ticker',
  'investmentVerdict',
] as const satisfies readonly (keyof TrialRecord)[];

/** A trial as the engine reads it: the ANALYSIS_FIELDS of a record (a stored trial's row has them too). */
export type TrialForAnalysis = Pick<TrialRecord, (typeof ANALYSIS_FIELDS)[number]>;

/** Everything the engine reads: plain data, no database access (the analysis module assembles it). */
export interface AnalysisInput {
  nctId: string;
  briefTitle: string;
  officialTitle: string | null;
  status: string;
  whyStopped: string | null;
  phases: string[];
  conditions: string[];
  keywords: string[];
  eligibilityCriteria: string | null;
  studyType: StudyType | null;
  startDate: string | null;
  primaryCompletionDate: string | null;
  /** Registry dates as written ("2027-06": month precision) and their types: the next catalyst's inputs (domain/catalyst.ts). */
  primaryCompletionDateRaw: string | null;
  primaryCompletionDateType: ActualOrEstimated | null;
  completionDate: string | null;
  completionDateRaw: string | null;
  completionDateType: ActualOrEstimated | null;
  resultsFirstPostDate: string | null;
  lastUpdatePostDate: string | null;
  enrollment: number | null;
  /** ACTUAL once enrollment closed (the count is then the actual one), ESTIMATED before (the count is the target). */
  enrollmentType?: ActualOrEstimated | null;
  /**
   * The enrollment target: the last ESTIMATED count of the trial's change history before the count
   * became ACTUAL (the analysis batch reads it from the changes module); null when not recorded.
   */
  enrollmentTarget?: number | null;
  /** The registered interventions' names (the vaccine factor reads them). */
  interventionNames?: string[];
  /** Types of the arm groups (PLACEBO_COMPARATOR, ACTIVE_COMPARATOR, EXPERIMENTAL, SHAM_COMPARATOR, NO_INTERVENTION, OTHER...). */
  armGroupTypes?: string[];
  /** The registered primary outcome measures (before results). */
  primaryOutcomes?: { measure: string; description: string | null }[];
  /** The registry's brief summary. */
  briefSummary?: string | null;
  /** Classes of the collaborators (INDUSTRY, OTHER...): an industry collaborator makes the trial partly industry-funded. */
  collaboratorClasses?: string[];
  /**
   * The company's other active trials in the database (same ticker, recruiting or active): the trial's
   * share of its pipeline is 1 / (this + 1). Null when unknown (unlisted sponsor, or not assembled).
   */
  companyActiveTrials?: number | null;
  results: TrialResults | null;
  leadSponsorName: string;
  leadSponsorClass: string | null;
  /** The stored ticker: null when the sponsor is not listed (a stored ticker is a real one). */
  ticker: string | null;
  /** The sponsor resolver's verdict: is the sponsor (or its parent) a listed company. */
  investmentVerdict: InvestmentVerdict;
  /** The sponsor's finished phase 3 trials in our database, this trial excluded. */
  sponsorRecord: { completed: number; terminated: number } | null;
  /** Market capitalisation in USD, from the stock provider; null when unknown or not listed. */
  marketCap: number | null;
  /** The cap comes from a demo-market quote (the quote's source, a simulated market): the texts say so. */
  marketCapDemo?: boolean;
  /** Reference date (YYYY-MM-DD) for time-dependent factors. */
  asOf: string;
  /**
   * The latest run of consecutive primary completion slips from the trial's change history: how
   * many, their total in days, the date now. Absent when none was recorded.
   */
  slips?: SlipHistory;
  /** Regulatory events linked to the trial with HIGH or MEDIUM confidence (the regulatory module): catalysts of their own kind. */
  regulatoryEvents?: AnalysisRegulatoryEvent[];
  /**
   * The company's cash runway (financials module, stored figures): the dilution term of the score.
   * Absent or null when the sponsor is not listed or no figures are stored (the risk is then unknown).
   */
  runway?: AnalysisRunway | null;
  /**
   * Trialyst's measured reactions to past readouts by cap bucket (moves module), read once per
   * batch: a bucket's row replaces the published one from n ≥ 30 successes and 30 failures.
   * Absent or null: the published row everywhere.
   */
  reactions?: MeasuredReactionRows | null;
}

/** What the engine reads of a company's runway: the figures, where they come from, and the cash figure's filing. */
export type AnalysisRunway = Runway & {
  source: FinancialsSource | null;
  /** Demo figures (the offline demo provider): flagged in the breakdown and the texts. */
  demo: boolean;
  /** The cash figure's filing: its form (10-Q, 10-K…), balance-sheet date and filing date; null without a cash figure. */
  filing: { form: string; periodEnd: string; filed: string | null } | null;
};

/** What the engine reads of a linked regulatory event (domain/regulatory.ts). */
export type AnalysisRegulatoryEvent = Pick<RegulatoryEvent, 'kind' | 'agency' | 'date' | 'dateConfidence' | 'drug' | 'outcome' | 'crlCategory' | 'demo'>;

const isoDate = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
};

export function toAnalysisInput(
  t: TrialForAnalysis,
  extra: {
    sponsorRecord: AnalysisInput['sponsorRecord'];
    marketCap: number | null;
    asOf: string;
    enrollmentTarget?: number | null;
    companyActiveTrials?: number | null;
  },
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
    enrollmentType: t.enrollmentType ?? null,
    enrollmentTarget: extra.enrollmentTarget ?? null,
    interventionNames: (t.interventions ?? []).map((x) => x.name),
    armGroupTypes: (t.armGroups ?? []).flatMap((a) => (a.type ? [a.type] : [])),
    primaryOutcomes: (t.outcomes?.primaryOutcomes ?? []).map((o) => ({ measure: o.measure, description: o.description ?? null })),
    briefSummary: t.description ?? null,
    collaboratorClasses: (t.collaborators ?? []).flatMap((c) => (c.class ? [c.class] : [])),
    companyActiveTrials: extra.companyActiveTrials ?? null,
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
