import crypto from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import { LikeTrialDocument, SearchTrialsDocument, TrialDetailDocument, TrialsTableDocument } from '../web/src/gql/graphql.js';

/**
 * The operations of the comparison, with the exact documents the web app sends (generated from
 * web/src/**: web/src/gql/graphql.ts) and, for PostGraphile, the query selecting the same columns of
 * the same `trials` table. Variables rotate over a fixed set (detail: trials spread over the whole
 * table; search: typical header queries; the paged tables: one page after another), so a response
 * cache could not answer everything from one entry; `table` is the first page every visitor sees
 * (the web app's defaults). The signed-in operations carry a demo user's bearer token, so no
 * response cache answers them; `table-miss` is anonymous, against a Trialyst without its response
 * cache: the full execution path of a page nobody opened since its trials last changed.
 */
export const OPERATION_KEYS = ['table', 'detail', 'search', 'typename', 'detail-signed-in', 'table-signed-in', 'table-miss'] as const;
export type OperationKey = (typeof OPERATION_KEYS)[number];

/** The servers a run may load: Trialyst (development, production, development without its response cache), PostGraphile, the bare handler. */
export type Side = 'trialyst' | 'trialystProduction' | 'trialystNoCache' | 'postgraphile' | 'bare';
export type TrialystSide = Extract<Side, 'trialyst' | 'trialystProduction' | 'trialystNoCache'>;
export const TRIALYST_SIDES: readonly TrialystSide[] = ['trialyst', 'trialystProduction', 'trialystNoCache'];
/** The order in which servers take turns on an operation. */
export const SIDES: readonly Side[] = [...TRIALYST_SIDES, 'postgraphile', 'bare'];

export interface GraphQLBody {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface Operation {
  key: OperationKey;
  label: string;
  /** One Trialyst request body per variable set (rotated by the load generator). */
  trialyst: GraphQLBody[];
  /** PostGraphile bodies (same variable sets), or null when PostGraphile has no equivalent. */
  postgraphile: GraphQLBody[] | null;
  /** Key of each variable set, the same order as `trialyst` (the bare handler looks its SQL up by it). */
  keys: string[];
  /** The Trialyst servers that answer it; the first is the one compared with the peers. */
  trialystSides: TrialystSide[];
  /** Whether the bare handler replays it (its SQL is captured per variable set). */
  bare: boolean;
  /** Trialyst requests carry the bearer token of a signed-in demo user (PostGraphile has no users: anonymous). */
  signedIn: boolean;
  /** What the first answers are cross-checked on. */
  check: 'table' | 'detail' | 'search' | null;
  /** Indexes of the variable sets whose answers are cross-checked with PostGraphile. */
  checkAt: number[];
}

const doc = (d: unknown) => print(d as DocumentNode);

/**
 * The variables the web app sends for its default table state: verdict OUI, every phase, page 1 of
 * 25, newest analysis first (DEFAULT_* and toFilterInput/toSortOrder in web/src/features/table/table.state.ts,
 * TablePage.tsx). Checked against the server schema before seeding (peers.preflight.ts).
 */
export const TABLE_VARIABLES = { filter: { investmentVerdict: 'OUI' }, page: 1, limit: 25, sortBy: 'analyzedAt', sortOrder: 'DESC' };

export const SEARCH_QUERIES = [
  'melanoma',
  'lung cancer',
  'Pfizer',
  'diabetes',
  'breast cancer',
  'asthma',
  'leukemia',
  'Alzheimer',
  'heart failure',
  'hepatitis',
];

/** Trials of the anonymous `detail` (all of them in the response cache after the warm-up) and of `detail-signed-in`. */
export const DETAIL_TRIALS = 200;
export const SIGNED_IN_DETAIL_TRIALS = 5000;
/** Pages rotated by the paged table operations (fewer when the default filter has fewer). */
export const TABLE_PAGES = 200;
export const TABLE_PAGE_SIZE = TABLE_VARIABLES.limit;

/** Trials spread evenly over the seeded table. */
export function detailIds(trials: number, count = DETAIL_TRIALS): string[] {
  const n = Math.min(count, trials);
  return Array.from({ length: n }, (_, i) => demoNctId(Math.floor(((i + 0.5) * trials) / n)));
}

const PG_TABLE = `query PgTrialsTable($verdict: String!) {
  allTrials(first: 25, orderBy: [ANALYZED_AT_DESC, NCT_ID_ASC], condition: { investmentVerdict: $verdict }) {
    nodes { nctId briefTitle leadSponsorName ticker phases score recommendation investmentVerdict enrollment completionDate countries }
    totalCount
  }
}`;

/**
 * A page at an offset with the columns behind every field of the web's TableRowFields (what
 * Trialyst's table reads for them, trials.selection.ts: statusSignal reads status and hasResults,
 * nextCatalyst the five catalyst columns) and the total count the pagination shows.
 */
const PG_TABLE_PAGE = `query PgTrialsTablePage($verdict: String!, $offset: Int!) {
  allTrials(first: ${TABLE_PAGE_SIZE}, offset: $offset, orderBy: [ANALYZED_AT_DESC, NCT_ID_ASC], condition: { investmentVerdict: $verdict }) {
    nodes {
      nctId briefTitle leadSponsorName ticker phases score recommendation status hasResults investmentVerdict enrollment completionDate
      completionDateRaw completionDateType countries catalystKind catalystWindowStart catalystWindowEnd catalystPrecision catalystBasis
    }
    totalCount
  }
}`;

/** The columns behind the fields of the web's TrialDetail operation (statusLabel/phaseLabels derive from status/phases). */
const PG_DETAIL = `query PgTrialDetail($nctId: String!) {
  trialByNctId(nctId: $nctId) {
    nctId briefTitle officialTitle acronym status phases ticker score recommendation investmentVerdict leadSponsorName
    likes dislikes hasResults description conditions studyType startDate completionDate completionDateType enrollment
    leadSponsorClass siteCount countries interventions detailedDescription eligibility outcomes results locations
  }
}`;

export const TYPENAME_QUERY = '{ __typename }';

export interface OperationOptions {
  /** Pages of the default table state rotated by the paged table operations (1 before the data is known). */
  tablePages?: number;
  /** Only these operations (default: all). */
  only?: readonly OperationKey[];
}

/** Pages 1..pages of the web's default table state, and PostGraphile's same rows (same filter and order, at the same offset). */
function pagedTable(pages: number): Pick<Operation, 'trialyst' | 'postgraphile' | 'keys' | 'checkAt'> {
  const numbers = Array.from({ length: Math.max(1, pages) }, (_, i) => i + 1);
  return {
    trialyst: numbers.map((page) => ({ query: doc(TrialsTableDocument), variables: { ...TABLE_VARIABLES, page }, operationName: 'TrialsTable' })),
    postgraphile: numbers.map((page) => ({
      query: PG_TABLE_PAGE,
      variables: { verdict: TABLE_VARIABLES.filter.investmentVerdict, offset: (page - 1) * TABLE_PAGE_SIZE },
      operationName: 'PgTrialsTablePage',
    })),
    keys: numbers.map((page) => `page-${page}`),
    // Page 1 and one far down the rotation.
    checkAt: numbers.length > 1 ? [0, Math.floor((numbers.length * 3) / 4)] : [0],
  };
}

function detailOf(ids: string[]): Pick<Operation, 'trialyst' | 'postgraphile' | 'keys' | 'checkAt'> {
  return {
    trialyst: ids.map((nctId) => ({ query: doc(TrialDetailDocument), variables: { nctId }, operationName: 'TrialDetail' })),
    postgraphile: ids.map((nctId) => ({ query: PG_DETAIL, variables: { nctId }, operationName: 'PgTrialDetail' })),
    keys: ids,
    checkAt: ids.length > 1 ? [0, ids.length - 1] : [0],
  };
}

export function peerOperations(trials: number, opts: OperationOptions = {}): Operation[] {
  const pages = opts.tablePages ?? 1;
  const cached: Pick<Operation, 'trialystSides' | 'bare' | 'signedIn'> = { trialystSides: ['trialyst', 'trialystProduction'], bare: true, signedIn: false };
  const signedIn: Pick<Operation, 'trialystSides' | 'bare' | 'signedIn'> = { trialystSides: ['trialyst', 'trialystProduction'], bare: false, signedIn: true };
  const all: Operation[] = [
    {
      key: 'table',
      label: 'advanced-table page (25 rows + count)',
      trialyst: [{ query: doc(TrialsTableDocument), variables: TABLE_VARIABLES, operationName: 'TrialsTable' }],
      postgraphile: [{ query: PG_TABLE, variables: { verdict: 'OUI' }, operationName: 'PgTrialsTable' }],
      keys: ['default'],
      ...cached,
      check: 'table',
      checkAt: [0],
    },
    { key: 'detail', label: 'trial detail', ...detailOf(detailIds(trials)), ...cached, check: 'detail', checkAt: [0] },
    {
      key: 'search',
      label: 'header search (5 results)',
      trialyst: SEARCH_QUERIES.map((query) => ({ query: doc(SearchTrialsDocument), variables: { query, limit: 5 }, operationName: 'SearchTrials' })),
      postgraphile: null,
      keys: SEARCH_QUERIES,
      ...cached,
      check: 'search',
      checkAt: [0],
    },
    {
      key: 'typename',
      label: '`{ __typename }`',
      trialyst: [{ query: TYPENAME_QUERY }],
      postgraphile: [{ query: TYPENAME_QUERY }],
      keys: ['typename'],
      ...cached,
      check: null,
      checkAt: [0],
    },
    {
      key: 'detail-signed-in',
      label: `trial detail, signed in (${Math.min(SIGNED_IN_DETAIL_TRIALS, trials).toLocaleString('en-US')} trials)`,
      ...detailOf(detailIds(trials, SIGNED_IN_DETAIL_TRIALS)),
      ...signedIn,
      check: 'detail',
    },
    { key: 'table-signed-in', label: `table page, signed in (${pages} pages)`, ...pagedTable(pages), ...signedIn, check: 'table' },
    {
      key: 'table-miss',
      label: `table page, anonymous, no response cache (${pages} pages)`,
      ...pagedTable(pages),
      trialystSides: ['trialystNoCache'],
      bare: false,
      signedIn: false,
      check: 'table',
    },
  ];
  return opts.only ? all.filter((o) => opts.only!.includes(o.key)) : all;
}

/** The web's like mutation, with a fresh clientMutationId as ReactionButtons sends it. */
export const likeBody = (nctId: string): GraphQLBody => ({
  query: doc(LikeTrialDocument),
  variables: { nctId, clientMutationId: crypto.randomUUID() },
  operationName: 'LikeTrial',
});
