import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Recommendation } from '../../domain/analysis.js';
import type { CatalystBasis, CatalystKind, CatalystPrecision } from '../../domain/catalyst.js';
import type { InvestmentVerdict, Sponsor, SponsorMatch } from '../../domain/sponsor.js';
import type { ActualOrEstimated, PhaseCode, StudyType, TrialSource, TrialStatus } from '../../domain/trial.js';
import type { ArmGroup, Eligibility, Intervention, Location, Outcomes, TrialResults } from '../../domain/trial-record.js';
import { Company } from '../companies/companies.entity.js';

/**
 * A stored trial. Its closed sets and value shapes are the domain's (domain/trial.ts, sponsor.ts,
 * catalyst.ts, trial-record.ts); its record columns are declared once more in trials.fields.ts,
 * which checks them against the domain's TrialRecord.
 */
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
    /** Next catalyst (domain/catalyst.ts), derived on write from the record's dates; the confidence is computed per day. */
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
    /** The latest analysis's readout probability (its breakdown's `probability`, 0–1), for the catalyst screen's sort. */
    readoutProbability: p.double().nullable(),
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
    // The table's default state: verdict OUI, newest analysis first (migration TableVerdictAnalyzedSort).
    {
      name: 'trials_verdict_analyzed_sort',
      expression: 'create index "trials_verdict_analyzed_sort" on "trials" ("investment_verdict", "analyzed_at" desc nulls last, "nct_id")',
    },
    // The catalyst screen's probability sort, both ways (migration TrialReadoutProbability).
    {
      name: 'trials_readout_probability_asc',
      expression: 'create index "trials_readout_probability_asc" on "trials" ("readout_probability", "nct_id")',
    },
    {
      name: 'trials_readout_probability_desc',
      expression: 'create index "trials_readout_probability_desc" on "trials" ("readout_probability" desc nulls last, "nct_id")',
    },
    // The table's next-catalyst sort, both ways (migration TableCatalystCapSort).
    { name: 'trials_catalyst_sort_asc', expression: 'create index "trials_catalyst_sort_asc" on "trials" ("catalyst_window_start", "nct_id")' },
    {
      name: 'trials_catalyst_sort_desc',
      expression: 'create index "trials_catalyst_sort_desc" on "trials" ("catalyst_window_start" desc nulls last, "nct_id")',
    },
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
