import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { paginate, type Pagination } from '../../lib/pagination.js';
import { stocksPolicy } from './stocks.policy.js';
import type { StockData, StockHistory } from '../../providers/stocks/index.js';
import { parseNctId } from '../trials/trials.ids.js';
import type { TrialSqlRow } from '../trials/trials.fields.js';
import { knexOf, rowToTrial, trialColumns } from '../trials/trials.rows.js';
import type { TrialType } from '../trials/trials.types.js';
import { marketCapUsd } from './stocks.fx.js';
import { quoteLoader } from './stocks.loaders.js';
import { parseTickers, requireTicker, storedTicker } from './stocks.ticker.js';
import { enrichedSchema, historySchema, MAX_TICKERS, type EnrichedInput } from './stocks.validation.js';

export { MAX_HISTORY_DAYS, MAX_LIVE_TICKERS, MAX_TICKERS, enrichedSchema, type EnrichedInput } from './stocks.validation.js';

/** clearStockCache: this many calls per user per minute. */
export const CLEAR_CACHE_LIMIT = 5;

/** One ticker's data (a malformed or absent ticker is BAD_USER_INPUT). */
export async function getStock(ctx: AppContext, ticker: unknown): Promise<StockData> {
  return quoteLoader(ctx).load(requireTicker(ticker));
}

/** Several tickers at once (≤ 100; absent values skipped, duplicates merged), in one provider call. */
export async function getStocks(ctx: AppContext, tickers: unknown): Promise<StockData[]> {
  const list = parseTickers(tickers, MAX_TICKERS);
  return Promise.all(list.map((t) => quoteLoader(ctx).load(t)));
}

/** The quote of a trial's company, or null when the trial has no real ticker. */
export async function trialStock(ctx: AppContext, trial: Pick<TrialType, 'ticker'>): Promise<StockData | null> {
  const t = storedTicker(trial.ticker);
  return t ? quoteLoader(ctx).load(t) : null;
}

export interface TrialStockResult {
  trial: TrialType;
  ticker: string | null;
  stock: StockData | null;
}

/** GET /stock/trial/{id}: the trial (summary) and its company's quote. */
export async function getTrialStock(ctx: AppContext, nctId: unknown): Promise<TrialStockResult> {
  const id = parseNctId(nctId);
  const rows = await ctx.em.getConnection().execute<TrialSqlRow[]>(`select ${trialColumns('t').join(', ')} from trials t where t.nct_id = ?`, [id]);
  if (!rows[0]) throw notFound(`Trial ${id} not found`, 'TRIAL_NOT_FOUND', { nctId: id });
  const trial = rowToTrial(rows[0]);
  const ticker = storedTicker(trial.ticker);
  return { trial, ticker, stock: ticker ? await quoteLoader(ctx).load(ticker) : null };
}

/** Daily closes of the last `days` days (1–365, default 30). */
export async function getStockHistory(ctx: AppContext, input: { ticker: unknown; days?: unknown }): Promise<StockHistory> {
  const { ticker, days } = historySchema.parse({ ...input, days: input.days ?? undefined });
  return ctx.deps.stocks.getHistory(requireTicker(ticker), days);
}

export interface EnrichedPage {
  trials: TrialType[];
  pagination: Pagination;
}

/** Listed trials: a stored ticker is a real one (absent tickers are stored as NULL, see trials.record.ts). */
const LISTED = `t.ticker is not null`;

/**
 * Every distinct stored ticker, one index probe each (a skip scan of trials_ticker_index: ≈ 550
 * probes at 500 000 trials, 16 ms, where `select distinct` reads every trial, 670 ms).
 */
const STORED_TICKERS = `with recursive r(ticker) as (
    (select ticker from trials where ticker is not null order by ticker limit 1)
    union all
    select (select t.ticker from trials t where t.ticker > r.ticker order by t.ticker limit 1) from r where r.ticker is not null
  ) select ticker from r where ticker is not null`;

/**
 * The stored tickers ranked by market cap in US dollars (largest first for `desc`): the quotes of
 * all of them in one batch, converted with one FX batch, so a cap in yen and one in dollars compare.
 * Tickers without a known cap are left out (their trials sort last).
 */
async function tickersByUsdCap(ctx: AppContext, order: 'asc' | 'desc'): Promise<string[]> {
  const rows = await ctx.em.getConnection().execute<{ ticker: string }[]>(STORED_TICKERS);
  const capped = await Promise.all(
    rows.map(async ({ ticker }) => {
      const symbol = storedTicker(ticker);
      return { ticker, cap: symbol ? await marketCapUsd(ctx, await quoteLoader(ctx).load(symbol)) : null };
    }),
  );
  const sign = order === 'desc' ? -1 : 1;
  return capped
    .filter((c): c is { ticker: string; cap: number } => c.cap !== null)
    .sort((a, b) => sign * (a.cap - b.cap) || a.ticker.localeCompare(b.ticker))
    .map((c) => c.ticker);
}

/**
 * A page of trials by their sponsor's rank in `ranked`, then best score; trials of unranked tickers
 * (no known cap) after all ranked ones. The ranked part walks the tickers in rank order, each
 * through trials_ticker_index, and stops once the page is full (an incremental sort on the rank):
 * no read of every matching trial. The unranked part is read only when the ranked one runs out.
 */
async function pageByRank(ctx: AppContext, where: string, params: string[], ranked: string[], limit: number, offset: number): Promise<TrialSqlRow[]> {
  const knex = knexOf(ctx);
  const columns = trialColumns('t').join(', ');
  const byScore = `t.score desc nulls last, t.completion_date asc nulls last, t.nct_id asc`;
  // knex binds a list as one PostgreSQL array (the ORM's execute would spread it).
  const { rows }: { rows: TrialSqlRow[] } = await knex.raw(
    `select ${columns}
       from (select ticker, rank from unnest(?::text[]) with ordinality as c(ticker, rank) order by rank) cap
       cross join lateral (select t.* from trials t where t.ticker = cap.ticker and ${where}) t
      order by cap.rank, ${byScore} limit ? offset ?`,
    [ranked, ...params, limit, offset],
  );
  if (rows.length === limit) return rows;
  const { rows: counted }: { rows: { n: number }[] } = await knex.raw(`select count(*)::int as n from trials t where ${where} and t.ticker = any(?::text[])`, [
    ...params,
    ranked,
  ]);
  const { rows: rest }: { rows: TrialSqlRow[] } = await knex.raw(
    `select ${columns} from trials t where ${where} and not (t.ticker = any(?::text[])) order by ${byScore} limit ? offset ?`,
    [...params, ranked, limit - rows.length, Math.max(0, offset - Number(counted[0]?.n ?? 0))],
  );
  return [...rows, ...rest];
}

/**
 * Stock dashboard rows: listed trials (verdict filter; absent or ALL = any), best score first, or
 * by the sponsor's market cap in USD (then best score).
 */
export async function enrichedTrials(ctx: AppContext, input: EnrichedInput): Promise<EnrichedPage> {
  const f = enrichedSchema.parse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  const where = f.investmentVerdict === 'ALL' ? LISTED : `${LISTED} and t.investment_verdict = ?`;
  const params = f.investmentVerdict === 'ALL' ? [] : [f.investmentVerdict];
  const conn = ctx.em.getConnection();
  const [countRow] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from trials t where ${where}`, params);
  const totalCount = Number(countRow?.n ?? 0);
  const offset = (f.page - 1) * f.limit;
  const rows =
    f.sortBy === 'marketCapUsd'
      ? await pageByRank(ctx, where, params, await tickersByUsdCap(ctx, f.sortOrder), f.limit, offset)
      : await conn.execute<TrialSqlRow[]>(
          `select ${trialColumns('t').join(', ')} from trials t where ${where}
           order by t.score ${f.sortOrder} nulls last, t.completion_date asc nulls last, t.nct_id asc limit ? offset ?`,
          [...params, f.limit, offset],
        );
  return { trials: rows.map(rowToTrial), pagination: paginate(f.page, f.limit, totalCount) };
}

/** Enriched rows with their quotes loaded (REST: one batch for the page). */
export async function enrichedTrialsWithStocks(ctx: AppContext, input: EnrichedInput): Promise<EnrichedPage & { stocks: (StockData | null)[] }> {
  const page = await enrichedTrials(ctx, input);
  return { ...page, stocks: await Promise.all(page.trials.map((t) => trialStock(ctx, t))) };
}

export async function stockCacheStats(ctx: AppContext) {
  return ctx.deps.stocks.stats();
}

/** Empties the stock cache (signed-in users, rate-limited). Stored snapshots stay for outages. */
export async function clearStockCache(ctx: AppContext): Promise<{ cleared: number }> {
  const user = stocksPolicy.authorize(ctx, 'stocks.clearCache');
  await ctx.deps.limiter.consume(
    `stocks.clearCache:${user.id}`,
    CLEAR_CACHE_LIMIT,
    60_000,
    'Too many cache clears, please retry in a minute',
    'TOO_MANY_CACHE_CLEARS',
  );
  return { cleared: await ctx.deps.stocks.clear() };
}
