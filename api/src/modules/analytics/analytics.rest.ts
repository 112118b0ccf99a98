import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { badInput } from '../../errors.js';
import { handle, queryString, requireUser } from '../../rest/handler.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { getAnalytics, getFilterOptions, getSummary, refreshAnalytics, type SnapshotView } from './analytics.service.js';

const presentSnapshot = (s: SnapshotView) => ({
  id: s.id,
  timestamp: s.createdAt.toISOString(),
  totalTrials: s.trialCount,
  filters: s.filters,
  summary: s.summary,
});

const limitOf = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const truthy = (v: string | undefined) => v !== undefined && /^(1|true|yes)$/i.test(v);

/**
 * REST facades of the analytics module (the spec's section 7), mounted under /api. Envelopes:
 * `{ success, timestamp, summary }` and `{ success, timestamp, analytics }`; the type values are the
 * filter bar's (aggregated, latest, historical; refresh regenerates first).
 */
export function analyticsRoutes(router: Router, deps: Deps): void {
  router.get(
    '/analytics/summary',
    handle(deps, async (ctx, req) => ({
      success: true,
      timestamp: new Date().toISOString(),
      summary: await getSummary(ctx, { dateFrom: queryString(req, 'dateFrom'), dateTo: queryString(req, 'dateTo') }),
    })),
  );

  router.get(
    '/analytics/filters',
    handle(deps, async (ctx) => {
      const o = await getFilterOptions(ctx);
      return {
        success: true,
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
    }),
  );

  router.post(
    '/analytics/refresh',
    handle(deps, async (ctx, req) => {
      requireUser(ctx);
      const body = (req.body ?? {}) as { filters?: unknown };
      if (body.filters !== undefined && body.filters !== null && (typeof body.filters !== 'object' || Array.isArray(body.filters)))
        throw badInput('filters must be an object');
      const filters = (body.filters ?? {}) as { dateFrom?: string; dateTo?: string };
      const input = { dateFrom: filters.dateFrom, dateTo: filters.dateTo };
      const snapshot = await withIdempotency(ctx, 'refreshAnalytics', idempotencyKeyOf(req), input, (i) => refreshAnalytics(ctx, i));
      return { success: true, timestamp: new Date().toISOString(), analytics: presentSnapshot(snapshot) };
    }),
  );

  router.get(
    '/analytics',
    handle(deps, async (ctx, req) => {
      let type = queryString(req, 'type')?.toLowerCase() ?? 'aggregated';
      const dateFrom = queryString(req, 'dateFrom');
      const dateTo = queryString(req, 'dateTo');
      if (type === 'refresh' || truthy(queryString(req, 'refresh'))) {
        requireUser(ctx);
        await refreshAnalytics(ctx, { dateFrom, dateTo });
        if (type === 'refresh') type = 'latest';
      }
      const r = await getAnalytics(ctx, { type, dateFrom, dateTo, limit: limitOf(queryString(req, 'limit')) });
      const timestamp = new Date().toISOString();
      if (r.type === 'HISTORICAL') return { success: true, timestamp, analytics: r.snapshots.map(presentSnapshot) };
      if (r.type === 'LATEST') return { success: true, timestamp, analytics: r.snapshots[0] ? { type: 'latest', ...presentSnapshot(r.snapshots[0]) } : null };
      return {
        success: true,
        timestamp,
        analytics: {
          type: 'aggregated',
          timestamp: r.generatedAt.toISOString(),
          totalTrials: r.summary!.overview.totalTrials,
          filters: { dateFrom: dateFrom ?? null, dateTo: dateTo ?? null },
          summary: r.summary,
        },
      };
    }),
  );
}
