import crypto from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import { LikeTrialDocument, SearchTrialsDocument, TrialDetailDocument, TrialsTableDocument } from '../web/src/gql/graphql.js';

/**
 * The four operations of the comparison, with the exact documents the web app sends (generated
 * from web/src/**: web/src/gql/graphql.ts) and, for PostGraphile, the query selecting the same
 * columns of the same `trials` table. Variables rotate over a fixed set (detail: trials spread over
 * the whole table; search: typical header queries), so a response cache could not answer everything
 * from one entry; the table page is the first page every visitor sees (the web app's defaults).
 */
export type OperationKey = 'table' | 'detail' | 'search' | 'typename';

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

/** Trials spread evenly over the seeded table. */
export function detailIds(trials: number, count = 200): string[] {
  const n = Math.min(count, trials);
  return Array.from({ length: n }, (_, i) => demoNctId(Math.floor(((i + 0.5) * trials) / n)));
}

const PG_TABLE = `query PgTrialsTable($verdict: String!) {
  allTrials(first: 25, orderBy: [ANALYZED_AT_DESC, NCT_ID_ASC], condition: { investmentVerdict: $verdict }) {
    nodes { nctId briefTitle leadSponsorName ticker phases score recommendation investmentVerdict enrollment completionDate countries }
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

export function peerOperations(trials: number): Operation[] {
  const ids = detailIds(trials);
  return [
    {
      key: 'table',
      label: 'advanced-table page (25 rows + count)',
      trialyst: [{ query: doc(TrialsTableDocument), variables: TABLE_VARIABLES, operationName: 'TrialsTable' }],
      postgraphile: [{ query: PG_TABLE, variables: { verdict: 'OUI' }, operationName: 'PgTrialsTable' }],
      keys: ['default'],
    },
    {
      key: 'detail',
      label: 'trial detail',
      trialyst: ids.map((nctId) => ({ query: doc(TrialDetailDocument), variables: { nctId }, operationName: 'TrialDetail' })),
      postgraphile: ids.map((nctId) => ({ query: PG_DETAIL, variables: { nctId }, operationName: 'PgTrialDetail' })),
      keys: ids,
    },
    {
      key: 'search',
      label: 'header search (5 results)',
      trialyst: SEARCH_QUERIES.map((query) => ({ query: doc(SearchTrialsDocument), variables: { query, limit: 5 }, operationName: 'SearchTrials' })),
      postgraphile: null,
      keys: SEARCH_QUERIES,
    },
    {
      key: 'typename',
      label: '`{ __typename }`',
      trialyst: [{ query: TYPENAME_QUERY }],
      postgraphile: [{ query: TYPENAME_QUERY }],
      keys: ['typename'],
    },
  ];
}

/** The web's like mutation, with a fresh clientMutationId as ReactionButtons sends it. */
export const likeBody = (nctId: string): GraphQLBody => ({
  query: doc(LikeTrialDocument),
  variables: { nctId, clientMutationId: crypto.randomUUID() },
  operationName: 'LikeTrial',
});
