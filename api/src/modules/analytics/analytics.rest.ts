import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { AnalyticsSummaryOut, SnapshotOut } from './analytics.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { intParam } from '../trials/trials.params.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { getAnalytics, getFilterOptions, getSummary, refreshAnalytics, type SnapshotView } from './analytics.service.js';
import { analyticsSchema, filtersSchema } from './analytics.validation.js';

const presentSnapshot = (s: SnapshotView): z.input<typeof SnapshotOut> => ({
  id: s.id,
  timestamp: s.createdAt.toISOString(),
  totalTrials: s.trialCount,
  filters: s.filters,
  summary: s.summary,
});

const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v);
const timestamp = z.string();
const dateQuery = {
  dateFrom: analyticsSchema.shape.dateFrom.describe('Start-date lower bound'),
  dateTo: analyticsSchema.shape.dateTo.describe('Start-date upper bound'),
};
const AggregatedOut = z.strictObject({
  type: z.literal('aggregated'),
  timestamp,
  totalTrials: z.number().int(),
  filters: z.strictObject({ dateFrom: z.string().nullable(), dateTo: z.string().nullable() }),
  summary: AnalyticsSummaryOut,
});
const LatestOut = SnapshotOut.extend({ type: z.literal('latest') });

/**
 * REST facades of the analytics module (the spec's section 7), mounted under /api. Envelopes:
 * `{ success, timestamp, summary }` and `{ success, timestamp, analytics }`; the type values are the
 * filter bar's (aggregated, latest, historical; refresh regenerates first).
 */
export const analyticsRoutes = [
  defineRoute({
    method: 'get',
    path: '/analytics/summary',
    tag: 'analytics',
    summary: 'Live analytics summary',
    query: dateQuery,
    response: success({ timestamp, summary: AnalyticsSummaryOut }),
    handler: async (ctx, { query: q }) => ({
      success: true as const,
      timestamp: new Date().toISOString(),
      summary: await getSummary(ctx, { dateFrom: q.dateFrom, dateTo: q.dateTo }),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/analytics/filters',
    tag: 'analytics',
    summary: 'Values the analytics filter bar offers',
    response: success({
      timestamp,
      filters: z.strictObject({
        types: z.array(z.string()),
        defaultType: z.string(),
        limits: z.array(z.number().int()),
        defaultLimit: z.number().int(),
        dateRange: z.strictObject({ min: z.string().nullable(), max: z.string().nullable() }),
        snapshotCount: z.number().int(),
        latestSnapshotAt: z.string().nullable(),
      }),
    }),
    handler: async (ctx) => {
      const o = await getFilterOptions(ctx);
      return {
        success: true as const,
        timestamp: new Date().toISOString(),
        filters: {
          types: [...o.types.map((t) => t.toLowerCase()), 'refresh'],
          defaultType: o.defaultType.toLowerCase(),
          limits: o.limits,
          defaultLimit: o.defaultLimit,
          dateRange: o.dateRange,
          snapshotCount: o.snapshotCount,
          latestSnapshotAt: o.latestSnapshotAt?.toISOString() ?? null,
        },
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/analytics/refresh',
    tag: 'analytics',
    summary: 'Compute and store a new analytics snapshot',
    auth: 'required',
    body: z.object({ filters: filtersSchema.nullish() }),
    response: success({ timestamp, analytics: SnapshotOut }),
    idempotent: true,
    handler: async (ctx, { body, req }) => {
      // The service validates the filters (an object with dateFrom/dateTo) and checks the user.
      const f = (body.filters ?? {}) as { dateFrom?: string | null; dateTo?: string | null };
      const input = typeof f === 'object' && !Array.isArray(f) ? { dateFrom: f.dateFrom, dateTo: f.dateTo } : f;
      const snapshot = await withIdempotency(ctx, 'refreshAnalytics', idempotencyKeyOf(req), input, (i) => refreshAnalytics(ctx, i));
      return { success: true as const, timestamp: new Date().toISOString(), analytics: presentSnapshot(snapshot) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/analytics',
    tag: 'analytics',
    summary: 'Analytics: live aggregate, latest snapshot or history (type=refresh or refresh=true computes a snapshot first, signed in)',
    auth: 'optional',
    query: {
      type: z.enum(['aggregated', 'latest', 'historical', 'refresh']).default('aggregated').describe('Kind of analytics'),
      ...dateQuery,
      limit: analyticsSchema.shape.limit.describe('Historical snapshots to return (5, 10, 20 or 50)'),
      refresh: z.boolean().optional().describe('Compute a fresh snapshot first (signed in)'),
    },
    response: success({ timestamp, analytics: z.union([AggregatedOut, LatestOut, z.array(SnapshotOut)]).nullable() }),
    handler: async (ctx, { query: q }) => {
      let type = q.type?.toLowerCase() ?? 'aggregated';
      const { dateFrom, dateTo } = q;
      if (type === 'refresh' || truthy(q.refresh)) {
        await refreshAnalytics(ctx, { dateFrom, dateTo });
        if (type === 'refresh') type = 'latest';
      }
      const r = await getAnalytics(ctx, { type, dateFrom, dateTo, limit: intParam(q.limit, 'limit') });
      const timestamp = new Date().toISOString();
      if (r.type === 'HISTORICAL') return { success: true as const, timestamp, analytics: r.snapshots.map(presentSnapshot) };
      if (r.type === 'LATEST')
        return { success: true as const, timestamp, analytics: r.snapshots[0] ? { type: 'latest' as const, ...presentSnapshot(r.snapshots[0]) } : null };
      return {
        success: true as const,
        timestamp,
        analytics: {
          type: 'aggregated' as const,
          timestamp: r.generatedAt.toISOString(),
          totalTrials: r.summary!.overview.totalTrials,
          filters: { dateFrom: dateFrom ?? null, dateTo: dateTo ?? null },
          summary: r.summary!,
        },
      };
    },
  }),
];
