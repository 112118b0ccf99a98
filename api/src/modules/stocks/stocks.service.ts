import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import type { StockData, StockHistory } from '../../providers/stocks/index.js';
import { parseNctId } from '../trials/trials.ids.js';
import { rowToTrial, trialColumns } from '../trials/trials.rows.js';
import type { TrialType } from '../trials/trials.types.js';
import { quoteLoader } from './stocks.loaders.js';
import { parseTickers, requireTicker, storedTicker } from './stocks.ticker.js';

export const MAX_TICKERS = 100;
export const MAX_LIVE_TICKERS = 50;
export const MAX_HISTORY_DAYS = 365;
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
  const rows = (await ctx.em.getConnection().execute(`select ${trialColumns('t').join(', ')} from trials t where t.nct_id = ?`, [id])) as Record<
    string,
    unknown
  >[];
  if (!rows[0]) throw notFound(`Trial ${id} not found`);
  const trial = rowToTrial(rows[0]);
  const ticker = storedTicker(trial.ticker);
  return { trial, ticker, stock: ticker ? await quoteLoader(ctx).load(ticker) : null };
}

const historySchema = z.object({
  ticker: z.unknown(),
  days: z.coerce.number().int().min(1).max(MAX_HISTORY_DAYS).default(30),
});

/** Daily closes of the last `days` days (1–365, default 30). */
export async function getStockHistory(ctx: AppContext, input: { ticker: unknown; days?: unknown }): Promise<StockHistory> {
  const { ticker, days } = historySchema.parse({ ...input, days: input.days ?? undefined });
  return ctx.deps.stocks.getHistory(requireTicker(ticker), days);
}

export const enrichedSchema = z.object({
  investmentVerdict: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['OUI', 'POSSIBLE', 'NON', 'ALL']))
    .default('ALL'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type EnrichedInput = z.input<typeof enrichedSchema>;

export interface EnrichedPage {
  trials: TrialType[];
  pagination: { currentPage: number; totalPages: number; totalCount: number; limit: number; hasNextPage: boolean; hasPrevPage: boolean };
}

/** Trials with a real ticker counted as listed (the spec's absent-ticker rule, in SQL). */
const LISTED = `t.ticker is not null and btrim(t.ticker) <> '' and btrim(t.ticker) not in ('N/A', 'Non déterminé')`;

/** Stock dashboard rows: listed trials (verdict filter; absent or ALL = any), best score first. */
export async function enrichedTrials(ctx: AppContext, input: EnrichedInput): Promise<EnrichedPage> {
  const f = enrichedSchema.parse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null && v !== '')));
  const where = f.investmentVerdict === 'ALL' ? LISTED : `${LISTED} and t.investment_verdict = ?`;
  const params = f.investmentVerdict === 'ALL' ? [] : [f.investmentVerdict];
  const conn = ctx.em.getConnection();
  const [countRow] = (await conn.execute(`select count(*)::int as n from trials t where ${where}`, params)) as { n: number }[];
  const totalCount = Number(countRow?.n ?? 0);
  const rows = (await conn.execute(
    `select ${trialColumns('t').join(', ')} from trials t where ${where}
     order by t.score desc nulls last, t.completion_date asc nulls last, t.nct_id asc limit ? offset ?`,
    [...params, f.limit, (f.page - 1) * f.limit],
  )) as Record<string, unknown>[];
  const totalPages = Math.max(1, Math.ceil(totalCount / f.limit));
  return {
    trials: rows.map(rowToTrial),
    pagination: { currentPage: f.page, totalPages, totalCount, limit: f.limit, hasNextPage: f.page < totalPages, hasPrevPage: f.page > 1 },
  };
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
  if (!ctx.user) {
    if (ctx.authError === 'TOKEN_EXPIRED') throw new AppError('TOKEN_EXPIRED', 'Access token expired');
    throw new AppError('UNAUTHENTICATED', 'Authentication required');
  }
  await ctx.deps.limiter.consume(`stocks.clearCache:${ctx.user.id}`, CLEAR_CACHE_LIMIT, 60_000, 'Too many cache clears, please retry in a minute');
  return { cleared: await ctx.deps.stocks.clear() };
}
