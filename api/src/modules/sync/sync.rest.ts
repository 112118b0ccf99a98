import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { syncStatus } from './sync.service.js';

const dateTime = z.string().meta({ format: 'date-time' });
const count = z.number().int().min(0);

export const SyncStatusOut = z
  .strictObject({
    enabled: z.boolean().describe('Background sync on (CTGOV_SYNC_INTERVAL set)'),
    intervalMs: z.number().nullable(),
    running: z.boolean(),
    nextRunAt: dateTime.nullable(),
    lastRun: z
      .strictObject({
        id: z.string(),
        status: z.string(),
        since: z.string().nullable(),
        startedAt: dateTime,
        finishedAt: dateTime.nullable(),
        new: count,
        changed: count,
        unchanged: count,
        skipped: count,
        changes: count.describe('Field changes recorded'),
        error: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'SyncStatus' });

/** REST facade of the sync module, mounted under /api. */
export const syncRoutes = [
  defineRoute({
    method: 'get',
    path: '/sync/status',
    tag: 'meta',
    summary: 'Incremental ClinicalTrials.gov sync: last run and next run',
    response: success({ sync: SyncStatusOut }),
    handler: async (ctx) => {
      const s = await syncStatus(ctx);
      const r = s.lastRun;
      return {
        success: true as const,
        sync: {
          enabled: s.enabled,
          intervalMs: s.intervalMs,
          running: s.running,
          nextRunAt: s.nextRunAt?.toISOString() ?? null,
          lastRun: r
            ? {
                id: r.id,
                status: r.status,
                since: r.since,
                startedAt: r.startedAt.toISOString(),
                finishedAt: r.finishedAt?.toISOString() ?? null,
                new: r.newTrials,
                changed: r.changed,
                unchanged: r.unchanged,
                skipped: r.skipped,
                changes: r.changes,
                error: r.error,
              }
            : null,
        },
      };
    },
  }),
];
