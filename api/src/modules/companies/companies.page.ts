import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { nextCatalystOf } from '../../domain/catalyst.js';
import { addDaysIso } from '../../domain/dates.js';
import { notFound } from '../../errors.js';
import type { HistoricalPrice, StockData, StockHistory } from '../../providers/stocks/index.js';
import { marketCapUsd } from '../stocks/stocks.fx.js';
import { quoteLoader } from '../stocks/stocks.loaders.js';
import { requireTicker } from '../stocks/stocks.ticker.js';
import { companyTrialCountLoader, companyTrialsLoader, trialResultsLoader } from './companies.loaders.js';
import { memoOn } from './companies.memo.js';
import { searchCompaniesWithTrials } from './companies.search.js';
import { findCompany, type CompanyInfo } from './companies.lookup.js';
import {
  countBy,
  pastReadouts,
  phaseGroupOrder,
  primaryOutcome,
  scoreDistribution,
  trialEvents,
  upcomingCatalysts,
  type CompanyTrial,
  type PrimaryOutcome,
} from './companies.pipeline.js';

export type { CompanyInfo } from './companies.lookup.js';

export const MAX_COMPANIES = 50;
export const companiesSchema = z.object({
  search: z.string().trim().max(100).optional(),
  first: z.coerce.number().int().min(1).max(MAX_COMPANIES).default(10),
});
export type CompaniesInput = z.input<typeof companiesSchema>;

/** Page arguments (GraphQL field arguments and REST query values alike). */
export const pipelineSchema = z.object({ first: z.coerce.number().int().min(1).max(1000).default(200) });
export const catalystsSchema = z.object({
  months: z.coerce.number().int().min(1).max(60).default(24),
  first: z.coerce.number().int().min(1).max(500).default(100),
});
export const readoutsSchema = z.object({ first: z.coerce.number().int().min(1).max(200).default(20) });
/** Chart markers: the last `days` days (the chart's range, up to 5 years), at most `max` events. */
export const eventsSchema = z.object({
  days: z.coerce.number().int().min(1).max(1830).default(365),
  max: z.coerce.number().int().min(1).max(500).default(200),
});

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A company by ticker (case-insensitive): the curated table or the SEC list; a ticker only some
 * trials carry (an override) still has a page named after the sponsor match. Else NOT_FOUND.
 */
export async function getCompany(ctx: AppContext, ticker: unknown): Promise<CompanyInfo> {
  const t = requireTicker(ticker);
  const known = findCompany(t);
  if (known) return known;
  const { rows }: { rows: { name: string | null }[] } = await ctx.em
    .getKnex()
    .raw(`select sponsor_match->>'companyName' as name from trials where ticker = ? limit 1`, [t]);
  if (!rows[0]) throw notFound(`Company ${t} not found`);
  return {
    ticker: t,
    name: rows[0].name ?? t,
    exchange: null,
    currency: null,
    country: null,
    kind: null,
    source: 'sec',
    subsidiaries: [],
    formerCompanies: [],
  };
}

/**
 * Companies by name or ticker (header search), best match first, those with at least one trial
 * only; without `search`, the companies with the most trials.
 */
export async function searchCompanies(ctx: AppContext, input: CompaniesInput): Promise<CompanyInfo[]> {
  const { search, first } = companiesSchema.parse(input);
  if (search) return searchCompaniesWithTrials(ctx, search, first);
  const { rows }: { rows: { ticker: string }[] } = await ctx.em
    .getKnex()
    .raw(`select ticker from trials where ticker is not null group by ticker order by count(*) desc, ticker limit ?`, [first]);
  const out: CompanyInfo[] = [];
  for (const r of rows) out.push(findCompany(r.ticker) ?? (await getCompany(ctx, r.ticker)));
  return out;
}

export const companyStock = (ctx: AppContext, c: CompanyInfo): Promise<StockData> => quoteLoader(ctx).load(c.ticker);

/** Its own currency: the curated one, else the quote's. */
export async function companyCurrency(ctx: AppContext, c: CompanyInfo): Promise<string | null> {
  if (c.currency) return c.currency;
  const q = await companyStock(ctx, c);
  return q.isError ? null : q.currency;
}

export async function companyExchange(ctx: AppContext, c: CompanyInfo): Promise<string | null> {
  if (c.exchange) return c.exchange;
  const q = await companyStock(ctx, c);
  return q.isError ? null : q.exchange;
}

export async function companyMarketCapUsd(ctx: AppContext, c: CompanyInfo): Promise<number | null> {
  return marketCapUsd(ctx, await companyStock(ctx, c));
}

export const companyTrials = (ctx: AppContext, c: CompanyInfo): Promise<readonly CompanyTrial[]> => companyTrialsLoader(ctx).load(c.ticker);
export const companyTrialCount = (ctx: AppContext, c: CompanyInfo): Promise<number> => companyTrialCountLoader(ctx).load(c.ticker);

/** The pipeline: most advanced phase first, then best score (at most `first`; the groups count every trial). */
export async function companyPipeline(ctx: AppContext, c: CompanyInfo, args: z.input<typeof pipelineSchema>): Promise<readonly CompanyTrial[]> {
  const { first } = pipelineSchema.parse(args);
  return (await companyTrials(ctx, c)).slice(0, first);
}

export async function companyGroups(ctx: AppContext, c: CompanyInfo) {
  const trials = await companyTrials(ctx, c);
  return memoOn(trials, 'groups', () => ({
    byPhase: countBy(trials, (t) => t.phaseKey, phaseGroupOrder),
    byArea: countBy(trials, (t) => t.area),
    byStatus: countBy(trials, (t) => t.status),
    byRole: countBy(trials, (t) => t.role),
  }));
}

export async function companyScoreDistribution(ctx: AppContext, c: CompanyInfo) {
  const trials = await companyTrials(ctx, c);
  return memoOn(trials, 'scores', () => scoreDistribution(trials));
}

/** Upcoming catalysts: readout windows ahead and overdue dates (labels in the request language). */
export async function companyCatalysts(ctx: AppContext, c: CompanyInfo, args: z.input<typeof catalystsSchema>) {
  const { months, first } = catalystsSchema.parse(args);
  const [trials, day] = [await companyTrials(ctx, c), today()];
  return memoOn(trials, `catalysts|${day}|${ctx.locale}|${months}|${first}`, () => upcomingCatalysts(trials, day, months, first, ctx.locale));
}

/** A pipeline trial's next catalyst for today, in the request language. */
export const companyTrialCatalyst = (ctx: AppContext, t: CompanyTrial) => nextCatalystOf(t, today(), ctx.locale);

export interface CompanyReadout extends PrimaryOutcome {
  date: string;
  trial: CompanyTrial;
}

/** Past readouts with their outcomes; results that cannot be read leave their outcome unknown (`strict`: fail instead). */
async function readoutsOf(ctx: AppContext, trials: readonly CompanyTrial[], day: string, first: number, strict: boolean): Promise<CompanyReadout[]> {
  const past = pastReadouts(trials, day, first);
  const withResults = past.filter((r) => r.trial.hasResults).map((r) => r.trial.nctId);
  const results = withResults.length ? await trialResultsLoader(ctx).loadMany(withResults) : [];
  const failed = results.find((r) => r instanceof Error);
  if (strict && failed) throw failed;
  const byId = new Map(withResults.map((id, i) => [id, results[i] instanceof Error ? null : (results[i] ?? null)]));
  return past.map((r) => ({ ...r, ...primaryOutcome(byId.get(r.trial.nctId) ?? null) }));
}

/** Past readouts with their outcome, from the posted results (one batched read of the results). */
export async function companyReadouts(ctx: AppContext, c: CompanyInfo, args: z.input<typeof readoutsSchema>): Promise<CompanyReadout[]> {
  const { first } = readoutsSchema.parse(args);
  const [trials, day] = [await companyTrials(ctx, c), today()];
  // Kept only when every result was read: a degraded answer is not worth keeping.
  return memoOn(trials, `readouts|${day}|${first}`, () => readoutsOf(ctx, trials, day, first, true)).catch(() => readoutsOf(ctx, trials, day, first, false));
}

export async function companyEvents(ctx: AppContext, c: CompanyInfo, args: z.input<typeof eventsSchema>) {
  const { days, max } = eventsSchema.parse(args);
  const [trials, to] = [await companyTrials(ctx, c), today()];
  return memoOn(trials, `events|${to}|${days}|${max}`, () => trialEvents(trials, addDaysIso(to, -days), to, max));
}

/** Price chart ranges (the modal and the company page): calendar days back. */
export const CHART_RANGES = ['M1', 'M6', 'Y1', 'Y5'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const CHART_RANGE_DAYS: Record<ChartRange, number> = { M1: 31, M6: 183, Y1: 366, Y5: 1827 };

/** Five years of daily closes are thinned to weekly points (last close of the week, the week's volume). */
function weekly(prices: HistoricalPrice[]): HistoricalPrice[] {
  const out: HistoricalPrice[] = [];
  let volume = 0;
  let seen = false;
  prices.forEach((p, i) => {
    volume += p.volume ?? 0;
    seen ||= p.volume !== null;
    const next = prices[i + 1];
    const weekEnds = !next || new Date(`${next.date}T00:00:00Z`).getUTCDay() < new Date(`${p.date}T00:00:00Z`).getUTCDay();
    if (weekEnds) {
      out.push({ date: p.date, close: p.close, volume: seen ? volume : null });
      volume = 0;
      seen = false;
    }
  });
  return out;
}

/** The company's closes and volumes over a chart range (the provider's history, cached; 5Y weekly). */
export async function companyPriceHistory(ctx: AppContext, c: CompanyInfo, range: ChartRange): Promise<StockHistory> {
  const h = await ctx.deps.stocks.getHistory(c.ticker, CHART_RANGE_DAYS[range]);
  return range === 'Y5' && !h.isError ? { ...h, prices: weekly(h.prices) } : h;
}
