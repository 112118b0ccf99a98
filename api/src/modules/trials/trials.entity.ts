import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Company } from '../companies/companies.entity.js';

export const TRIAL_STATUSES = [
  'RECRUITING',
  'NOT_YET_RECRUITING',
  'ACTIVE_NOT_RECRUITING',
  'COMPLETED',
  'SUSPENDED',
  'TERMINATED',
  'WITHDRAWN',
  'ENROLLING_BY_INVITATION',
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
  'WITHHELD',
  'UNKNOWN',
] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** Phase codes as ClinicalTrials.gov API v2 writes them. */
export const PHASE_CODES = ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const;
export type PhaseCode = (typeof PHASE_CODES)[number];
export const isPhaseCode = (v: string): v is PhaseCode => (PHASE_CODES as readonly string[]).includes(v);

export const INVESTMENT_VERDICTS = ['OUI', 'POSSIBLE', 'NON'] as const;
export type InvestmentVerdict = (typeof INVESTMENT_VERDICTS)[number];

export const TRIAL_SOURCES = ['demo', 'imported'] as const;
export type TrialSource = (typeof TRIAL_SOURCES)[number];

/** Study types as ClinicalTrials.gov API v2 writes them. */
export const STUDY_TYPES = ['INTERVENTIONAL', 'OBSERVATIONAL', 'EXPANDED_ACCESS'] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

/** Whether an enrollment count or a date is the actual one or an estimate. */
export const ACTUAL_OR_ESTIMATED = ['ACTUAL', 'ESTIMATED'] as const;
export type ActualOrEstimated = (typeof ACTUAL_OR_ESTIMATED)[number];

/**
 * The next catalyst of a trial (trials.catalyst.ts): what kind of event, how precise its window is,
 * and on what its date rests. The confidence (ACTUAL, ANTICIPATED, OVERDUE, PASSED) is not stored:
 * it depends on the day, and is computed from the basis and the window (in TypeScript and in SQL).
 */
export const CATALYST_KINDS = ['TOPLINE_READOUT', 'RESULTS_POSTING', 'PRIMARY_COMPLETION', 'STUDY_COMPLETION'] as const;
export type CatalystKind = (typeof CATALYST_KINDS)[number];
export const CATALYST_PRECISIONS = ['DAY', 'MONTH', 'QUARTER', 'YEAR'] as const;
export type CatalystPrecision = (typeof CATALYST_PRECISIONS)[number];
/**
 * HAPPENED: the event took place on that date (results posted, study stopped); ESTIMATED: the
 * sponsor's estimated date; EXPECTED: our expectation from an actual date (topline after an actual
 * primary completion); DUE: a legal deadline (results due 12 months after primary completion).
 */
export const CATALYST_BASES = ['HAPPENED', 'ESTIMATED', 'EXPECTED', 'DUE'] as const;
export type CatalystBasis = (typeof CATALYST_BASES)[number];
export const CATALYST_CONFIDENCES = ['ACTUAL', 'ANTICIPATED', 'OVERDUE', 'PASSED'] as const;
export type CatalystConfidence = (typeof CATALYST_CONFIDENCES)[number];

/** Recommendation of an investment analysis (ERREUR_QUOTA: the analysis provider refused, retried later). */
export const RECOMMENDATIONS = ['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** The value of a closed set, or null for anything else (importers store NULL, never a guess). */
export function oneOf<T extends string>(set: readonly T[], value: string | null | undefined): T | null {
  const v = value?.trim().toUpperCase();
  return set.find((x) => x === v) ?? null;
}

export interface Intervention {
  type: string | null;
  name: string;
  description: string | null;
  otherNames: string[];
  armGroupLabels?: string[];
}
export interface ArmGroup {
  label: string;
  type: string | null;
  description: string | null;
  interventionNames: string[];
}
export interface Eligibility {
  criteria: string | null;
  minimumAge: string | null;
  maximumAge: string | null;
  sex: string | null;
  healthyVolunteers: boolean | null;
  stdAges: string[];
}
export interface Outcome {
  measure: string;
  description: string | null;
  timeFrame: string | null;
}
export interface Outcomes {
  primaryOutcomes: Outcome[];
  secondaryOutcomes: Outcome[];
  otherOutcomes: Outcome[];
}
export interface OutcomeAnalysis {
  pValue: string | null;
  statisticalMethod: string | null;
  paramType: string | null;
  paramValue: string | null;
  ciPctValue: string | null;
  ciLowerLimit: string | null;
  ciUpperLimit: string | null;
  groupDescription: string | null;
}
export interface OutcomeMeasure {
  title: string;
  type: string | null;
  description: string | null;
  reportingStatus: string | null;
  timeFrame: string | null;
  unitOfMeasure: string | null;
  analyses: OutcomeAnalysis[];
}
export interface SeriousEvent {
  term: string;
  organSystem: string | null;
  stats: { groupId: string; numAffected: number | null; numAtRisk: number | null; numEvents: number | null }[];
}
/** Posted results, in the spec's shape. */
export interface TrialResults {
  outcomeMeasuresModule: { outcomeMeasures: OutcomeMeasure[] };
  adverseEventsModule: {
    seriousEvents: SeriousEvent[];
    seriousNumAffected: number | null;
    seriousNumAtRisk: number | null;
  } | null;
}
export interface Location {
  facility: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  status: string | null;
}
export interface Sponsor {
  name: string;
  class: string | null;
}
/**
 * How a sponsor was linked: exact curated name, alias (other spelling or a subsidiary's name), fuzzy
 * (close misspelling), sec (name in the SEC list), acquired / merged / renamed (corporate history:
 * today's owner), override (sponsor-overrides.json), collaborator (only a collaborator is listed), none.
 */
export const SPONSOR_MATCH_METHODS = ['exact', 'alias', 'fuzzy', 'sec', 'acquired', 'merged', 'renamed', 'override', 'collaborator', 'none'] as const;
export type SponsorMatchMethod = (typeof SPONSOR_MATCH_METHODS)[number];
export const SPONSOR_RELATIONS = ['self', 'subsidiary', 'affiliate', 'collaborator'] as const;
export type SponsorRelation = (typeof SPONSOR_RELATIONS)[number];

/**
 * How the lead sponsor was matched to a listed company. The fields after `relation` were added
 * with the SEC list and corporate history: rows resolved before (`npm run resolve-sponsors`
 * rewrites them) may lack them, so readers treat a missing one as null.
 */
export interface SponsorMatch {
  method: SponsorMatchMethod;
  companyName: string | null;
  matchedName: string | null;
  score: number | null;
  relation: SponsorRelation | null;
  /** 0–1: how sure the resolver is of the link (1: exact or override; lower for looser rules). */
  confidence?: number | null;
  /** The former, subsidiary or collaborator-side name the link goes through ("Alexion"). */
  via?: string | null;
  /** Corporate history: who acquired the former company, or its new name ("AstraZeneca"). */
  acquiredBy?: string | null;
  acquiredYear?: number | null;
  /** method 'collaborator': the collaborator's name and how that name was matched. */
  collaboratorName?: string | null;
  collaboratorMethod?: SponsorMatchMethod | null;
}

export const Trial = defineEntity({
  name: 'Trial',
  tableName: 'trials',
  properties: {
    nctId: p.string().length(16).primary(),
    source: p.string().length(16).$type<TrialSource>().index(),
    briefTitle: p.text(),
    officialTitle: p.text().nullable(),
    acronym: p.string().length(64).nullable(),
    description: p.text().nullable(),
    detailedDescription: p.text().nullable(),
    status: p.string().length(40).$type<TrialStatus>().index(),
    whyStopped: p.text().nullable(),
    phases: p.array().$type<PhaseCode[]>().columnType('text[]').default('{}'),
    studyType: p.string().length(40).$type<StudyType>().nullable().index(),
    startDate: p.date().nullable().index(),
    startDateRaw: p.string().length(10).nullable(),
    primaryCompletionDate: p.date().nullable(),
    primaryCompletionDateRaw: p.string().length(10).nullable(),
    primaryCompletionDateType: p.string().length(16).$type<ActualOrEstimated>().nullable(),
    completionDate: p.date().nullable().index(),
    completionDateRaw: p.string().length(10).nullable(),
    completionDateType: p.string().length(16).$type<ActualOrEstimated>().nullable(),
    firstPostDate: p.date().nullable(),
    resultsFirstPostDate: p.date().nullable(),
    lastUpdatePostDate: p.date().nullable(),
    /** Next catalyst (trials.catalyst.ts), derived on write from the record's dates; the confidence is computed per day. */
    catalystKind: p.string().length(24).$type<CatalystKind>().nullable(),
    catalystWindowStart: p.date().nullable().index(),
    catalystWindowEnd: p.date().nullable(),
    catalystPrecision: p.string().length(8).$type<CatalystPrecision>().nullable(),
    catalystBasis: p.string().length(12).$type<CatalystBasis>().nullable(),
    enrollment: p.integer().nullable().index(),
    enrollmentType: p.string().length(16).$type<ActualOrEstimated>().nullable(),
    conditions: p.array().columnType('text[]').default('{}'),
    keywords: p.array().columnType('text[]').default('{}'),
    interventions: p.json<Intervention[]>().columnType('jsonb').default('[]'),
    armGroups: p.json<ArmGroup[]>().columnType('jsonb').default('[]'),
    eligibility: p.json<Eligibility>().columnType('jsonb').nullable(),
    outcomes: p.json<Outcomes>().columnType('jsonb').nullable(),
    results: p.json<TrialResults>().columnType('jsonb').nullable(),
    hasResults: p.boolean().default(false),
    locations: p.json<Location[]>().columnType('jsonb').default('[]'),
    countries: p.array().columnType('text[]').default('{}'),
    /** Continents of `countries` (derived on write, see trials.record.ts; unknown countries: 'Other'), for the analytics summary. */
    continents: p.array().columnType('text[]').default('{}'),
    siteCount: p.integer().default(0),
    leadSponsorName: p.text().index(),
    leadSponsorClass: p.string().length(32).nullable().index(),
    collaborators: p.json<Sponsor[]>().columnType('jsonb').default('[]'),
    company: () => p.manyToOne(Company).nullable().index(),
    ticker: p.string().length(16).nullable().index(),
    /** Tickers of the other listed companies among the collaborators (company pages, GIN-indexed). */
    collaboratorTickers: p.array().columnType('text[]').default('{}'),
    investmentVerdict: p.string().length(16).$type<InvestmentVerdict>().default('NON').index(),
    sponsorMatch: p.json<SponsorMatch>().columnType('jsonb').nullable(),
    likes: p.integer().default(0).index(),
    dislikes: p.integer().default(0),
    /** Latest analysis, denormalised for the table's filters and sorts. */
    score: p.double().nullable().index(),
    recommendation: p.string().length(24).$type<Recommendation>().nullable().index(),
    analyzedAt: p.datetime().columnType('timestamptz').nullable().index(),
    /** Lower-cased, accent-free text of nctId, titles, sponsor and conditions, trigram-indexed for search. */
    searchText: p.text().lazy(),
    /** Hash of the mapped record: re-importing an unchanged study is a no-op. */
    contentHash: p.string().length(64),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    { name: 'trials_phases_gin', expression: 'create index "trials_phases_gin" on "trials" using gin ("phases")' },
    { name: 'trials_countries_gin', expression: 'create index "trials_countries_gin" on "trials" using gin ("countries")' },
    {
      name: 'trials_collaborator_tickers_gin',
      expression: 'create index "trials_collaborator_tickers_gin" on "trials" using gin ("collaborator_tickers")',
    },
    { name: 'trials_search_trgm', expression: 'create index "trials_search_trgm" on "trials" using gin ("search_text" gin_trgm_ops)' },
    { name: 'trials_sponsor_trgm', expression: 'create index "trials_sponsor_trgm" on "trials" using gin (lower("lead_sponsor_name") gin_trgm_ops)' },
    { name: 'trials_analyzed_sort', expression: 'create index "trials_analyzed_sort" on "trials" ("analyzed_at" desc nulls last, "nct_id")' },
    { name: 'trials_score_sort', expression: 'create index "trials_score_sort" on "trials" ("score" desc nulls last, "nct_id")' },
    // Search (trials.search.ts): its window in (likes desc, nct_id) order, the phrase-in-title tier,
    // and the rows of the NCT-id-prefix tier that mention "nc…" after the id (NCT_MENTIONS_PREDICATE).
    { name: 'trials_likes_sort', expression: 'create index "trials_likes_sort" on "trials" ((-"likes"), "nct_id")' },
    {
      name: 'trials_title_trgm',
      expression: `create index "trials_title_trgm" on "trials" using gin (split_part("search_text", ' | ', 2) gin_trgm_ops)`,
    },
    // Two-character queries: the texts of word similarity 1 and 3/4 with a two-character word, and the texts outside ASCII (migrations SearchTitlePairs, SearchPairs).
    {
      name: 'trials_search_pairs',
      expression: 'create index "trials_search_pairs" on "trials" using gin ("trial_search_pairs"("search_text")) with (fastupdate = off)',
    },
    {
      name: 'trials_search_non_ascii',
      expression: String.raw`create index "trials_search_non_ascii" on "trials" ("nct_id") where search_text ~ '[^\x01-\x7f]'`,
    },
    {
      name: 'trials_search_nct_mentions',
      expression: `create index "trials_search_nct_mentions" on "trials" ("nct_id") where substr("search_text", 12) ~ '(^|[^0-9a-z])nc' and (strpos(substr("search_text", 12), 'nct') > 0 or substr("search_text", 12) ~ 'nc([^0-9a-z]|$)')`,
    },
    { properties: ['investmentVerdict', 'completionDate'] },
    { properties: ['investmentVerdict', 'catalystWindowStart'] },
    // Catalysts whose date has passed (OVERDUE, recent ACTUAL): the calendar's current month reads them by window end.
    { properties: ['catalystWindowEnd', 'catalystBasis'] },
    { properties: ['investmentVerdict', 'analyzedAt'] },
    { properties: ['likes', 'updatedAt'] },
  ],
});
export type TrialEntity = InferEntity<typeof Trial>;
