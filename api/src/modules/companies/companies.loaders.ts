import DataLoader from 'dataloader';
import type { AppContext } from '../../context.js';
import { defineLoader } from '../../graphql/loaders.js';
import type { TrialResults } from '../../domain/trial-record.js';
import type { TrialSqlRow } from '../trials/trials.fields.js';
import { knexOf, rowToTrial, trialColumns } from '../trials/trials.rows.js';
import type { TrialType } from '../trials/trials.types.js';
import { pipelineOrder, toCompanyTrial, type CompanyTrial, type CompanyTrialRow } from './companies.pipeline.js';

/**
 * The few columns a company page reads for every trial of the company (the stored next catalyst
 * included): one index-driven query for the tickers of the batch (lead sponsor's ticker or a listed
 * collaborator's).
 */
const COMPANY_TRIALS = `select t.nct_id as "nctId", t.brief_title as "briefTitle", t.phases, t.status, t.conditions,
    t.score, t.recommendation,
    to_char(t.start_date, 'YYYY-MM-DD') as "startDate",
    to_char(t.primary_completion_date, 'YYYY-MM-DD') as "primaryCompletionDate",
    to_char(t.completion_date, 'YYYY-MM-DD') as "completionDate",
    to_char(t.results_first_post_date, 'YYYY-MM-DD') as "resultsFirstPostDate",
    to_char(t.last_update_post_date, 'YYYY-MM-DD') as "lastUpdatePostDate",
    t.has_results as "hasResults", t.lead_sponsor_name as "leadSponsorName", t.ticker,
    t.collaborator_tickers as "collaboratorTickers",
    t.sponsor_match->>'method' as "matchMethod", t.sponsor_match->>'via' as "matchVia",
    t.catalyst_kind as "catalystKind", t.catalyst_precision as "catalystPrecision", t.catalyst_basis as "catalystBasis",
    to_char(t.catalyst_window_start, 'YYYY-MM-DD') as "catalystWindowStart",
    to_char(t.catalyst_window_end, 'YYYY-MM-DD') as "catalystWindowEnd"
  from trials t
 where t.ticker = any(?::text[]) or t.collaborator_tickers && ?::text[]`;

async function readCompanyTrials(c: AppContext, list: string[]): Promise<Map<string, CompanyTrial[]>> {
  const { rows }: { rows: CompanyTrialRow[] } = await knexOf(c).raw(COMPANY_TRIALS, [list, list]);
  const wanted = new Set(list);
  const out = new Map<string, CompanyTrial[]>(list.map((t) => [t, []]));
  for (const r of rows) {
    if (typeof r.score === 'string') r.score = Number(r.score);
    const owners = new Set([...(r.ticker && wanted.has(r.ticker) ? [r.ticker] : []), ...r.collaboratorTickers.filter((t) => wanted.has(t))]);
    for (const o of owners) out.get(o)!.push(toCompanyTrial(r, o));
  }
  for (const trials of out.values()) trials.sort(pipelineOrder);
  return out;
}

/**
 * Every trial of each company (by upper-case ticker), in pipeline order: from the process's cache
 * when it holds the company (companies.cache.ts), else one query for the batch's other companies.
 */
export const companyTrialsLoader = defineLoader(
  'companies.trials',
  (c: AppContext) =>
    new DataLoader<string, readonly CompanyTrial[]>(async (tickers) => {
      const cache = c.deps.companyTrials;
      const generation = cache?.generation ?? 0;
      const found = new Map<string, readonly CompanyTrial[]>();
      for (const t of tickers) {
        const hit = cache?.get(t);
        if (hit) found.set(t, hit);
      }
      const missing = tickers.filter((t) => !found.has(t));
      if (missing.length) {
        for (const [t, trials] of await readCompanyTrials(c, missing)) {
          cache?.set(t, trials, generation);
          found.set(t, trials);
        }
      }
      return tickers.map((t) => found.get(t)!);
    }),
);

/** Number of trials of each company (search results, the page's header): the cached trials', else counted. */
export const companyTrialCountLoader = defineLoader(
  'companies.trialCount',
  (c: AppContext) =>
    new DataLoader<string, number>(async (tickers) => {
      const byTicker = new Map<string, number>();
      for (const t of tickers) {
        const cached = c.deps.companyTrials?.get(t);
        if (cached) byTicker.set(t, cached.length);
      }
      const missing = tickers.filter((t) => !byTicker.has(t));
      if (missing.length) {
        const { rows }: { rows: { ticker: string; n: number }[] } = await knexOf(c).raw(
          `select k.ticker, (select count(*)::int from trials t where t.ticker = k.ticker or t.collaborator_tickers @> array[k.ticker]) as n
               from unnest(?::text[]) as k(ticker)`,
          [missing],
        );
        for (const r of rows) byTicker.set(r.ticker, Number(r.n));
      }
      return tickers.map((t) => byTicker.get(t) ?? 0);
    }),
);

/** Posted results of trials (past readouts' outcomes), batched. */
export const trialResultsLoader = defineLoader(
  'companies.results',
  (c: AppContext) =>
    new DataLoader<string, TrialResults | null>(async (ids) => {
      const { rows }: { rows: { nctId: string; results: TrialResults | null }[] } = await knexOf(c).raw(
        `select nct_id as "nctId", results from trials where nct_id = any(?::text[])`,
        [[...ids]],
      );
      const byId = new Map(rows.map((r) => [r.nctId, r.results]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

const LIST_BY_IDS = `select ${trialColumns('t').join(', ')} from trials t where t.nct_id = any(?::text[])`;

/** Pipeline trials as full `Trial` objects (list columns; large ones load on demand), batched. */
export const pipelineTrialLoader = defineLoader(
  'companies.trial',
  (c: AppContext) =>
    new DataLoader<string, TrialType | null>(async (ids) => {
      const { rows }: { rows: TrialSqlRow[] } = await knexOf(c).raw(LIST_BY_IDS, [[...ids]]);
      const byId = new Map(rows.map((r) => [r.nctId, rowToTrial(r)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

export type { CompanyTrial };
