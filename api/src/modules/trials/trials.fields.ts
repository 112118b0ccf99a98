import { Float, GraphQLISODateTime, ID, Int, type Field } from 'type-graphql';
import { z } from 'zod';
import type { TrialRecord } from '../../domain/trial-record.js';
import type { TrialEntity } from './trials.entity.js';
import {
  ActualOrEstimatedEnum,
  InvestmentVerdictEnum,
  PhaseEnum,
  RecommendationEnum,
  StudyTypeEnum,
  TrialSourceEnum,
  TrialStatusEnum,
} from './trials.enums.js';
import {
  ArmGroupType,
  EligibilityType,
  InterventionType,
  LocationType,
  OutcomesType,
  SponsorMatchType,
  TrialResultsType,
  TrialSponsorType,
} from './trials.nested.types.js';
import { restJson } from './trials.rest-json.js';

/**
 * One descriptor per column of `trials`: the single place a trial field is declared besides the
 * entity. Everything else is derived from it: the row type GraphQL and presenters read (TrialRow),
 * the record importers and the seed write (TrialRecord), the SQL select list with its fixed
 * column → property map, the row conversion, the GraphQL `Trial` fields, the fields the REST
 * presenter copies and the OpenAPI `Trial` schema. An entity property without an entry here is a
 * compile error (`satisfies` below), and so is an entry that forgets to decide GraphQL or REST.
 */

/** Entity property names (MikroORM adds symbol-keyed brands, not columns). */
export type TrialKey = Exclude<keyof TrialEntity, symbol>;

type GqlType = NonNullable<Parameters<typeof Field>[0]>;
/** A GraphQL field of `Trial`; `nullable` must be true exactly when the column is (checked below). */
type GqlSpec<K extends TrialKey> = { type: GqlType; description: string } & (null extends TrialEntity[K] ? { nullable: true } : { nullable?: false });

export interface FieldSpecBase {
  /** Column of `trials`. */
  column: string;
  /**
   * list: read by every trial query; detail: large, read for one trial or a full REST list, loaded on
   * demand for GraphQL lists (trials.fields.resolver.ts); stored: written, never read as a trial
   * field (search text, hash, derived continents).
   */
  load: 'list' | 'detail' | 'stored';
  /**
   * record: given by the importer and the seed (TrialRecord); derived: computed on write from the
   * record (trials.record.ts); app: owned by the app (reactions, latest analysis, timestamps).
   */
  write: 'record' | 'derived' | 'app';
  /** Read conversion: date → 'YYYY-MM-DD' text (in SQL), timestamp → Date, float → number; json: stringified on write. */
  sql?: 'date' | 'timestamp' | 'float' | 'json';
  /** Property name in rows and records when it is not the entity's (the company relation is read as its id). */
  prop?: string;
  /** REST: the value as the trial object of the spec carries it under the same name (copied); false when not copied. */
  rest: z.ZodType | false;
}
type FieldSpec<K extends TrialKey> = FieldSpecBase & { gql: GqlSpec<K> | false };

const str = z.string();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const strs = z.array(z.string());

export const TRIAL_FIELDS = {
  nctId: {
    column: 'nct_id',
    load: 'list',
    write: 'record',
    gql: { type: () => ID, description: 'ClinicalTrials.gov identifier, e.g. NCT01234567.' },
    rest: str.regex(/^NCT\d{8}$/),
  },
  source: {
    column: 'source',
    load: 'list',
    write: 'record',
    gql: { type: () => TrialSourceEnum, description: 'Where the trial comes from: demo (generated demonstration data) or imported.' },
    rest: false,
  },
  briefTitle: { column: 'brief_title', load: 'list', write: 'record', gql: { type: () => String, description: 'Short public title.' }, rest: str },
  officialTitle: {
    column: 'official_title',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Official scientific title.' },
    rest: str.nullable(),
  },
  acronym: {
    column: 'acronym',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Acronym of the study.' },
    rest: str.nullable(),
  },
  description: {
    column: 'description',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Brief summary.' },
    rest: str.nullable(),
  },
  detailedDescription: {
    column: 'detailed_description',
    load: 'detail',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Detailed description.' },
    rest: str.nullable(),
  },
  status: {
    column: 'status',
    load: 'list',
    write: 'record',
    gql: { type: () => TrialStatusEnum, description: 'Overall status.' },
    rest: z.string().describe('RECRUITING, COMPLETED, TERMINATED...'),
  },
  whyStopped: {
    column: 'why_stopped',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Why the study stopped (terminated, suspended, withdrawn).' },
    rest: str.nullable(),
  },
  phases: {
    column: 'phases',
    load: 'list',
    write: 'record',
    gql: { type: () => [PhaseEnum], description: 'Phase codes as ClinicalTrials.gov writes them. See phaseLabels for display values.' },
    rest: strs.describe('Phase codes: EARLY_PHASE1, PHASE1..PHASE4, NA'),
  },
  studyType: {
    column: 'study_type',
    load: 'list',
    write: 'record',
    gql: { type: () => StudyTypeEnum, nullable: true, description: 'Study type, e.g. INTERVENTIONAL.' },
    rest: str.nullable(),
  },
  startDate: {
    column: 'start_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'Start date (YYYY-MM-DD; a partial registry date is completed to its first day).' },
    rest: date.nullable(),
  },
  startDateRaw: {
    column: 'start_date_raw',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Start date as the registry wrote it (YYYY-MM or YYYY-MM-DD).' },
    rest: false,
  },
  primaryCompletionDate: {
    column: 'primary_completion_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'Primary completion date (YYYY-MM-DD).' },
    rest: date.nullable(),
  },
  primaryCompletionDateRaw: {
    column: 'primary_completion_date_raw',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Primary completion date as the registry wrote it.' },
    rest: false,
  },
  primaryCompletionDateType: {
    column: 'primary_completion_date_type',
    load: 'list',
    write: 'record',
    gql: { type: () => ActualOrEstimatedEnum, nullable: true, description: 'ACTUAL or ESTIMATED primary completion date.' },
    rest: z.enum(['ACTUAL', 'ESTIMATED']).nullable(),
  },
  completionDate: {
    column: 'completion_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'Estimated or actual completion (end) date (YYYY-MM-DD).' },
    rest: date.nullable(),
  },
  completionDateRaw: {
    column: 'completion_date_raw',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Completion date as the registry wrote it.' },
    rest: false,
  },
  completionDateType: {
    column: 'completion_date_type',
    load: 'list',
    write: 'record',
    gql: { type: () => ActualOrEstimatedEnum, nullable: true, description: 'ACTUAL or ESTIMATED completion date.' },
    rest: z.enum(['ACTUAL', 'ESTIMATED']).nullable(),
  },
  firstPostDate: {
    column: 'first_post_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'First posted on the registry (YYYY-MM-DD).' },
    rest: false,
  },
  resultsFirstPostDate: {
    column: 'results_first_post_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'Results first posted (YYYY-MM-DD).' },
    rest: false,
  },
  lastUpdatePostDate: {
    column: 'last_update_post_date',
    load: 'list',
    write: 'record',
    sql: 'date',
    gql: { type: () => String, nullable: true, description: 'Last update posted (YYYY-MM-DD).' },
    rest: date.nullable(),
  },
  // The next catalyst, derived on write (domain/catalyst.ts); GraphQL and REST expose it as `nextCatalyst`.
  catalystKind: { column: 'catalyst_kind', load: 'list', write: 'derived', gql: false, rest: false },
  catalystWindowStart: { column: 'catalyst_window_start', load: 'list', write: 'derived', sql: 'date', gql: false, rest: false },
  catalystWindowEnd: { column: 'catalyst_window_end', load: 'list', write: 'derived', sql: 'date', gql: false, rest: false },
  catalystPrecision: { column: 'catalyst_precision', load: 'list', write: 'derived', gql: false, rest: false },
  catalystBasis: { column: 'catalyst_basis', load: 'list', write: 'derived', gql: false, rest: false },
  enrollment: {
    column: 'enrollment',
    load: 'list',
    write: 'record',
    gql: { type: () => Int, nullable: true, description: 'Number of participants.' },
    rest: z.number().int().nullable(),
  },
  enrollmentType: {
    column: 'enrollment_type',
    load: 'list',
    write: 'record',
    gql: { type: () => ActualOrEstimatedEnum, nullable: true, description: 'ACTUAL or ESTIMATED enrollment.' },
    rest: z.enum(['ACTUAL', 'ESTIMATED']).nullable(),
  },
  conditions: { column: 'conditions', load: 'list', write: 'record', gql: { type: () => [String], description: 'Conditions studied.' }, rest: strs },
  keywords: { column: 'keywords', load: 'list', write: 'record', gql: { type: () => [String], description: 'Keywords.' }, rest: strs },
  interventions: {
    column: 'interventions',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => [InterventionType], description: 'Interventions (drugs, devices, procedures...).' },
    rest: z.array(restJson.intervention),
  },
  armGroups: {
    column: 'arm_groups',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => [ArmGroupType], description: 'Arms of the study.' },
    rest: z.array(restJson.armGroup),
  },
  eligibility: {
    column: 'eligibility',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => EligibilityType, nullable: true, description: 'Who may take part.' },
    rest: restJson.eligibility.nullable(),
  },
  outcomes: {
    column: 'outcomes',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => OutcomesType, nullable: true, description: 'Primary, secondary and other outcome measures.' },
    rest: restJson.outcomes.nullable(),
  },
  results: {
    column: 'results',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => TrialResultsType, nullable: true, description: 'Posted results (outcome measures with statistical analyses, serious adverse events).' },
    rest: restJson.results.nullable(),
  },
  hasResults: {
    column: 'has_results',
    load: 'list',
    write: 'derived',
    gql: { type: () => Boolean, description: 'Whether results are posted.' },
    rest: z.boolean(),
  },
  locations: {
    column: 'locations',
    load: 'detail',
    write: 'record',
    sql: 'json',
    gql: { type: () => [LocationType], description: 'Sites.' },
    rest: z.array(restJson.location),
  },
  countries: {
    column: 'countries',
    load: 'list',
    write: 'derived',
    gql: { type: () => [String], description: 'Distinct site countries, most sites first.' },
    rest: strs,
  },
  continents: { column: 'continents', load: 'stored', write: 'derived', gql: false, rest: false },
  siteCount: { column: 'site_count', load: 'list', write: 'derived', gql: { type: () => Int, description: 'Number of sites.' }, rest: z.number().int() },
  leadSponsorName: {
    column: 'lead_sponsor_name',
    load: 'list',
    write: 'record',
    gql: { type: () => String, description: 'Name of the lead sponsor.' },
    rest: false,
  },
  leadSponsorClass: {
    column: 'lead_sponsor_class',
    load: 'list',
    write: 'record',
    gql: { type: () => String, nullable: true, description: 'Class of the lead sponsor: INDUSTRY, NIH, OTHER...' },
    rest: false,
  },
  collaborators: {
    column: 'collaborators',
    load: 'list',
    write: 'record',
    sql: 'json',
    gql: { type: () => [TrialSponsorType], description: 'Collaborators (other sponsors).' },
    rest: false,
  },
  company: {
    column: 'company_id',
    prop: 'companyId',
    load: 'list',
    write: 'record',
    gql: { type: () => Int, nullable: true, description: 'Id of the listed company matched to the lead sponsor.' },
    rest: false,
  },
  ticker: {
    column: 'ticker',
    load: 'list',
    write: 'record',
    gql: {
      type: () => String,
      nullable: true,
      description: "Stock ticker of the lead sponsor's listed company; null when none (the only test of a real ticker).",
    },
    rest: false,
  },
  collaboratorTickers: { column: 'collaborator_tickers', load: 'stored', write: 'record', gql: false, rest: false },
  investmentVerdict: {
    column: 'investment_verdict',
    load: 'list',
    write: 'record',
    gql: { type: () => InvestmentVerdictEnum, description: 'Stock-investment verdict: OUI, POSSIBLE or NON.' },
    rest: false,
  },
  sponsorMatch: {
    column: 'sponsor_match',
    load: 'list',
    write: 'record',
    sql: 'json',
    gql: { type: () => SponsorMatchType, nullable: true, description: 'How the lead sponsor was matched to a listed company.' },
    rest: false,
  },
  likes: { column: 'likes', load: 'list', write: 'app', gql: { type: () => Int, description: 'Number of likes.' }, rest: z.number().int().min(0) },
  dislikes: { column: 'dislikes', load: 'list', write: 'app', gql: { type: () => Int, description: 'Number of dislikes.' }, rest: z.number().int().min(0) },
  score: {
    column: 'score',
    load: 'list',
    write: 'app',
    sql: 'float',
    gql: { type: () => Float, nullable: true, description: 'Score (0 to 10) of the latest investment analysis.' },
    rest: z.number().nullable(),
  },
  recommendation: {
    column: 'recommendation',
    load: 'list',
    write: 'app',
    gql: { type: () => RecommendationEnum, nullable: true, description: 'Recommendation of the latest analysis.' },
    rest: z.enum(['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA']).nullable(),
  },
  analyzedAt: {
    column: 'analyzed_at',
    load: 'list',
    write: 'app',
    sql: 'timestamp',
    gql: { type: () => GraphQLISODateTime, nullable: true, description: 'When the latest analysis ran.' },
    rest: false,
  },
  /** The latest analysis's readout probability, for the catalyst screen's sort (written by the analysis batch). */
  readoutProbability: { column: 'readout_probability', load: 'stored', write: 'app', gql: false, rest: false },
  searchText: { column: 'search_text', load: 'stored', write: 'derived', gql: false, rest: false },
  contentHash: { column: 'content_hash', load: 'stored', write: 'derived', gql: false, rest: false },
  createdAt: {
    column: 'created_at',
    load: 'list',
    write: 'app',
    sql: 'timestamp',
    gql: { type: () => GraphQLISODateTime, description: 'When the trial was first stored.' },
    rest: false,
  },
  updatedAt: {
    column: 'updated_at',
    load: 'list',
    write: 'app',
    sql: 'timestamp',
    gql: { type: () => GraphQLISODateTime, description: 'When the stored trial last changed.' },
    rest: false,
  },
} as const satisfies { [K in TrialKey]: FieldSpec<K> };

type Fields = typeof TRIAL_FIELDS;
type KeysWhere<C> = { [K in TrialKey]: Fields[K] extends C ? K : never }[TrialKey];
type PropOf<K extends TrialKey> = Fields[K] extends { prop: infer P extends string } ? P : K;
/** The value a row or record carries for column K (the company relation as its id, floats as numbers). */
type ValueOf<K extends TrialKey> = Fields[K] extends { prop: string }
  ? number | null
  : Fields[K] extends { sql: 'float' }
    ? number | (null extends TrialEntity[K] ? null : never)
    : Exclude<TrialEntity[K], undefined>;

export type ListKey = KeysWhere<{ load: 'list' }>;
/** Columns the REST trial copies as they are (a `rest` schema in the descriptor). */
export type RestKey = KeysWhere<{ rest: z.ZodType }>;
export type RestProp = PropOf<RestKey>;
/** zod shape of the copied REST fields (large columns optional: lists leave them out). */
export type RestShape = { [K in RestKey as PropOf<K>]: K extends DetailKey ? z.ZodOptional<Fields[K]['rest']> : Fields[K]['rest'] };
export type DetailKey = KeysWhere<{ load: 'detail' }>;
export type RecordKey = KeysWhere<{ write: 'record' }>;
export type DerivedKey = KeysWhere<{ write: 'derived' }>;
export type TimestampKey = KeysWhere<{ sql: 'timestamp' }>;
export type FloatKey = KeysWhere<{ sql: 'float' }>;

/**
 * A trial as read: what GraphQL (`Trial`), presenters and other modules get. Large columns are
 * absent (undefined) from list reads.
 */
export type TrialRow = { [K in ListKey as PropOf<K>]: ValueOf<K> } & { [K in DetailKey as PropOf<K>]?: ValueOf<K> };

/** A trial as the importer and the seed produce it (every `write: 'record'` column). */
type DescriptorRecord = { [K in RecordKey as PropOf<K>]: ValueOf<K> };

/**
 * The domain's TrialRecord (domain/trial-record.ts, what providers map to) is exactly the record
 * columns of this descriptor: a column added, removed or retyped on one side only is a compile error.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? (keyof A extends keyof B ? (keyof B extends keyof A ? true : false) : false) : false) : false;
const recordMatchesDomain: Same<DescriptorRecord, TrialRecord> = true;
void recordMatchesDomain;

/** A row as the driver returns the select list of trialColumns(): timestamps may come as text, floats as numeric text. */
export type TrialSqlRow = Omit<TrialRow, TimestampKey | FloatKey> & { [K in TimestampKey]: string | Date | Extract<ValueOf<K>, null> } & {
  [K in FloatKey]: string | ValueOf<K>;
};

/** Entries in declaration order, with their property names (computed once). */
export const TRIAL_FIELD_LIST: readonly (FieldSpecBase & {
  key: TrialKey;
  prop: string;
  gql: { type: GqlType; nullable?: boolean; description: string } | false;
})[] = (Object.keys(TRIAL_FIELDS) as TrialKey[]).map((key) => {
  const spec: FieldSpecBase & { gql: { type: GqlType; nullable?: boolean; description: string } | false } = TRIAL_FIELDS[key];
  return { ...spec, key, prop: spec.prop ?? key };
});
