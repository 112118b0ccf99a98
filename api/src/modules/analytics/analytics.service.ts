import type { AppContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { analyticsPolicy } from './analytics.policy.js';
import { ANALYTICS_TYPES, analyticsSchema, DEFAULT_HISTORY_LIMIT, filtersSchema, HISTORY_LIMITS, type AnalyticsKind } from './analytics.validation.js';
import type { Deps } from '../../deps.js';
import { cacheFor, DEFAULT_SWR, trialsVersion, type SwrCache, type SwrOptions } from './analytics.cache.js';
import { computeSummary, type AnalyticsSummary, type SummaryFilters } from './analytics.summary.js';

export { ANALYTICS_TYPES, DEFAULT_HISTORY_LIMIT, HISTORY_LIMITS, type AnalyticsKind } from './analytics.validation.js';
export const ANALYTICS_REFRESHED = 'analyticsRefreshed';
/** refreshAnalytics: per user, at most this many per window. */
export const REFRESH_LIMIT = { count: 5, windowMs: 60_000 };

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

/** A row of analytics_snapshots (jsonb arrives parsed; a string is parsed here). */
interface SnapshotRow {
  id: string;
  created_at: Date;
  filters: SummaryFilters | string | null;
  trial_count: number;
  summary: AnalyticsSummary | string;
}

const parsed = <T extends object>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toSnapshot(r: SnapshotRow): SnapshotView {
  return {
    id: String(r.id),
    createdAt: new Date(r.created_at),
    filters: r.filters === null ? {} : parsed(r.filters),
    trialCount: Number(r.trial_count),
    summary: parsed(r.summary),
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
  const rows = await ctx.em
    .getConnection()
    .execute<SnapshotRow[]>(
      `select id, created_at, filters, trial_count, summary from analytics_snapshots ${parts.length ? `where ${parts.join(' and ')}` : ''} order by created_at desc, id limit ${limit}`,
      params,
    );
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
  const user = analyticsPolicy.authorize(ctx, 'analytics.refresh');
  if (input !== null && input !== undefined && (typeof input !== 'object' || Array.isArray(input)))
    throw badInput('filters must be an object', { field: 'filters', reason: 'INVALID_TYPE' });
  const f = clean(filtersSchema.parse(input ?? {}));
  await ctx.deps.limiter.consume(
    `analytics.refresh:${user.id}`,
    REFRESH_LIMIT.count,
    REFRESH_LIMIT.windowMs,
    'Too many analytics refreshes, please retry later',
    'TOO_MANY_ANALYTICS_REFRESHES',
  );
  const conn = ctx.em.getConnection();
  const version = await trialsVersion(ctx.deps).catch(() => null);
  const summary = await computeSummary(conn, f);
  summaryCache(ctx.deps).update(JSON.stringify(f), summary, version);
  const [row] = await conn.execute<SnapshotRow[]>(
    `insert into analytics_snapshots (filters, trial_count, summary) values (?::jsonb, ?, ?::jsonb) returning id, created_at, filters, trial_count, summary`,
    [JSON.stringify(f), summary.overview.totalTrials, JSON.stringify(summary)],
  );
  const snapshot = toSnapshot(row);
  ctx.deps.pubsub.publish(ANALYTICS_REFRESHED, { ...snapshot, createdAt: snapshot.createdAt.toISOString() });
  return snapshot;
}

export interface AnalyticsFilterOptions {
  types: AnalyticsKind[];
  defaultType: AnalyticsKind;
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
    conn.execute<{ min: string | null; max: string | null }[]>(
      `select to_char(min(start_date), 'YYYY-MM-DD') as min, to_char(max(start_date), 'YYYY-MM-DD') as max from trials`,
    ),
    conn.execute<{ n: number; latest: Date | null }[]>(`select count(*)::int as n, max(created_at) as latest from analytics_snapshots`),
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
