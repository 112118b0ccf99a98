import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import type { Deps } from '../../deps.js';
import { cacheFor, DEFAULT_SWR, trialsVersion, type SwrCache, type SwrOptions } from './analytics.cache.js';
import { computeSummary, type AnalyticsSummary, type SummaryFilters } from './analytics.summary.js';

export const ANALYTICS_TYPES = ['AGGREGATED', 'LATEST', 'HISTORICAL'] as const;
export type AnalyticsKind = (typeof ANALYTICS_TYPES)[number];
/** The spec's historical limits (default 10) and default type (aggregated). */
export const HISTORY_LIMITS = [5, 10, 20, 50] as const;
export const DEFAULT_HISTORY_LIMIT = 10;
export const ANALYTICS_REFRESHED = 'analyticsRefreshed';
/** refreshAnalytics: per user, at most this many per window. */
export const REFRESH_LIMIT = { count: 5, windowMs: 60_000 };

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Invalid date');

const filtersSchema = z
  .object({ dateFrom: isoDate.nullish(), dateTo: isoDate.nullish() })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, { message: 'dateFrom must not be after dateTo', path: ['dateFrom'] });

const analyticsSchema = z.object({
  type: z.enum(ANALYTICS_TYPES).default('AGGREGATED'),
  dateFrom: isoDate.nullish(),
  dateTo: isoDate.nullish(),
  limit: z
    .number()
    .int()
    .refine((n) => (HISTORY_LIMITS as readonly number[]).includes(n), { message: 'limit must be 5, 10, 20 or 50' })
    .nullish(),
});

export interface SnapshotView {
  id: string;
  createdAt: Date;
  filters: SummaryFilters;
  trialCount: number;
  summary: AnalyticsSummary;
}

export interface AnalyticsResult {
  type: AnalyticsKind;
  generatedAt: Date;
  /** AGGREGATED: the live summary; LATEST: the newest snapshot's; HISTORICAL: null. */
  summary: AnalyticsSummary | null;
  /** LATEST: [newest] (or empty); HISTORICAL: newest first, at most `limit`; AGGREGATED: empty. */
  snapshots: SnapshotView[];
}

const clean = (f: { dateFrom?: string | null; dateTo?: string | null }): SummaryFilters => ({
  ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
  ...(f.dateTo ? { dateTo: f.dateTo } : {}),
});

function toSnapshot(r: Record<string, unknown>): SnapshotView {
  const j = <T>(v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    id: String(r.id),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    filters: j<SummaryFilters>(r.filters) ?? {},
    trialCount: Number(r.trial_count),
    summary: j<AnalyticsSummary>(r.summary),
  };
}

/**
 * Live summaries are served through a stale-while-revalidate cache (analytics.cache.ts): a summary
 * that took at least SUMMARY_CACHE.slowMs to compute (a large table) MAY BE UP TO
 * SUMMARY_CACHE.maxStaleMs (5 minutes) OLD, normally at most ~30 s plus one recomputation after
 * the trials table changed; small tables are always computed fresh. The unfiltered summary is
 * warmed at server start (warmAnalyticsCaches) so the first dashboard load does not wait.
 */
export const SUMMARY_CACHE: SwrOptions = DEFAULT_SWR;
const summaryCaches = new WeakMap<Deps, SwrCache<AnalyticsSummary>>();
const summaryCache = (deps: Deps) => cacheFor(summaryCaches, deps, SUMMARY_CACHE);
const computeFresh = (deps: Deps, f: SummaryFilters) => () => computeSummary(deps.orm.em.fork().getConnection(), f);

async function liveSummary(ctx: AppContext, f: SummaryFilters): Promise<AnalyticsSummary> {
  return summaryCache(ctx.deps).get(JSON.stringify(f), computeFresh(ctx.deps, f));
}

/** Recomputes the unfiltered summary in the background (server start; after imports or seeds in this process). */
export function warmSummary(deps: Deps): Promise<AnalyticsSummary> {
  return summaryCache(deps).refresh(JSON.stringify({}), computeFresh(deps, {}));
}

/** analyticsSummary: the live summary over the date range. */
export async function getSummary(ctx: AppContext, input: { dateFrom?: string | null; dateTo?: string | null } = {}): Promise<AnalyticsSummary> {
  const f = filtersSchema.parse(input);
  return liveSummary(ctx, clean(f));
}

async function listSnapshots(ctx: AppContext, limit: number, f: SummaryFilters): Promise<SnapshotView[]> {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.dateFrom) {
    parts.push('created_at >= ?::date');
    params.push(f.dateFrom);
  }
  if (f.dateTo) {
    parts.push(`created_at < (?::date + interval '1 day')`);
    params.push(f.dateTo);
  }
  const rows = (await ctx.em
    .getConnection()
    .execute(
      `select id, created_at, filters, trial_count, summary from analytics_snapshots ${parts.length ? `where ${parts.join(' and ')}` : ''} order by created_at desc, id limit ${limit}`,
      params,
    )) as Record<string, unknown>[];
  return rows.map(toSnapshot);
}

/**
 * analytics(type, dateFrom, dateTo, limit): AGGREGATED = live summary over the start-date range;
 * LATEST = the newest stored snapshot; HISTORICAL = stored snapshots created in the date range,
 * newest first, `limit` of 5, 10 (default), 20 or 50.
 */
export async function getAnalytics(
  ctx: AppContext,
  input: { type?: string | null; dateFrom?: string | null; dateTo?: string | null; limit?: number | null },
): Promise<AnalyticsResult> {
  const a = analyticsSchema.parse({ ...input, type: input.type ? input.type.toUpperCase() : undefined });
  const f = filtersSchema.parse({ dateFrom: a.dateFrom, dateTo: a.dateTo });
  const generatedAt = new Date();
  if (a.type === 'AGGREGATED') return { type: a.type, generatedAt, summary: await liveSummary(ctx, clean(f)), snapshots: [] };
  if (a.type === 'LATEST') {
    const [latest] = await listSnapshots(ctx, 1, {});
    return { type: a.type, generatedAt, summary: latest?.summary ?? null, snapshots: latest ? [latest] : [] };
  }
  return { type: a.type, generatedAt, summary: null, snapshots: await listSnapshots(ctx, a.limit ?? DEFAULT_HISTORY_LIMIT, clean(f)) };
}

/** Computes and stores a snapshot (signed-in, rate-limited), then publishes `analyticsRefreshed`. */
export async function refreshAnalytics(ctx: AppContext, input: { dateFrom?: string | null; dateTo?: string | null } | null | undefined): Promise<SnapshotView> {
  if (!ctx.user) throw new AppError(ctx.authError === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED', 'Authentication required');
  if (input !== null && input !== undefined && (typeof input !== 'object' || Array.isArray(input))) throw badInput('filters must be an object');
  const f = clean(filtersSchema.parse(input ?? {}));
  await ctx.deps.limiter.consume(
    `analytics.refresh:${ctx.user.id}`,
    REFRESH_LIMIT.count,
    REFRESH_LIMIT.windowMs,
    'Too many analytics refreshes, please retry later',
  );
  const conn = ctx.em.getConnection();
  const version = await trialsVersion(ctx.deps).catch(() => null);
  const summary = await computeSummary(conn, f);
  summaryCache(ctx.deps).update(JSON.stringify(f), summary, version);
  const [row] = (await conn.execute(
    `insert into analytics_snapshots (filters, trial_count, summary) values (?::jsonb, ?, ?::jsonb) returning id, created_at, filters, trial_count, summary`,
    [JSON.stringify(f), summary.overview.totalTrials, JSON.stringify(summary)],
  )) as Record<string, unknown>[];
  const snapshot = toSnapshot(row);
  ctx.deps.pubsub.publish(ANALYTICS_REFRESHED, { ...snapshot, createdAt: snapshot.createdAt.toISOString() });
  return snapshot;
}

export interface AnalyticsFilterOptions {
  types: string[];
  defaultType: string;
  limits: number[];
  defaultLimit: number;
  dateRange: { min: string | null; max: string | null };
  snapshotCount: number;
  latestSnapshotAt: Date | null;
}

/** What the analytics filter bar offers: types, limits, the start-date range, stored snapshots. */
export async function getFilterOptions(ctx: AppContext): Promise<AnalyticsFilterOptions> {
  const conn = ctx.em.getConnection();
  const [[d], [s]] = await Promise.all([
    conn.execute(`select to_char(min(start_date), 'YYYY-MM-DD') as min, to_char(max(start_date), 'YYYY-MM-DD') as max from trials`) as Promise<
      { min: string | null; max: string | null }[]
    >,
    conn.execute(`select count(*)::int as n, max(created_at) as latest from analytics_snapshots`) as Promise<{ n: number; latest: Date | null }[]>,
  ]);
  return {
    types: [...ANALYTICS_TYPES],
    defaultType: 'AGGREGATED',
    limits: [...HISTORY_LIMITS],
    defaultLimit: DEFAULT_HISTORY_LIMIT,
    dateRange: { min: d.min, max: d.max },
    snapshotCount: s.n,
    latestSnapshotAt: s.latest ? new Date(s.latest) : null,
  };
}
