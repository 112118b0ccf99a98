import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { CtgovClient, type CtgovQuery } from '../../providers/ctgov/ctgov.client.js';
import { importLive, type ImportSummary, type LiveImportOptions } from '../imports/imports.service.js';
import { lastCompletedRunDay } from '../imports/imports.runs.js';

/** How far back the first incremental sync of a query looks when no earlier run exists. */
export const FIRST_SYNC_DAYS = 7;

export class NoEarlierRunError extends Error {}

const dayBefore = (today: string, days: number): string => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The lower bound of an incremental run: a day as given, or ('last') the day the latest completed
 * run of the same filters started. Without one, `firstDays` before `today` if given, else an error.
 */
export async function resolveSince(
  em: EntityManager,
  query: CtgovQuery,
  since: string | 'last',
  opts: { today?: string; firstDays?: number } = {},
): Promise<string> {
  if (since !== 'last') return since;
  const last = await lastCompletedRunDay(em, query);
  if (last) return last;
  if (opts.firstDays !== undefined) return dayBefore(opts.today ?? new Date().toISOString().slice(0, 10), opts.firstDays);
  throw new NoEarlierRunError('--since-last: no completed live import of these filters yet; give --since YYYY-MM-DD for the first run');
}

/**
 * An incremental import: the studies of `query` whose last update was posted on or after `since`
 * (a day, or 'last'), page by page like any live import (resumable: the same filters and bound
 * resume an interrupted run). Changes of watched fields are recorded by the import.
 */
export async function syncIncremental(
  em: EntityManager,
  client: CtgovClient,
  query: CtgovQuery,
  since: string | 'last',
  opts: LiveImportOptions & { today?: string; firstDays?: number } = {},
): Promise<ImportSummary & { since: string }> {
  const day = await resolveSince(em, query, since, opts);
  opts.log?.(`sync: studies updated since ${day}`);
  const summary = await importLive(em, client, { ...query, updatedSince: day }, opts);
  return { ...summary, since: day };
}

/** The last incremental run and the schedule, as `GET /api/sync/status` and `syncStatus` show them. */
export interface SyncStatusView {
  enabled: boolean;
  intervalMs: number | null;
  running: boolean;
  nextRunAt: Date | null;
  lastRun: {
    id: string;
    status: string;
    since: string | null;
    startedAt: Date;
    finishedAt: Date | null;
    newTrials: number;
    changed: number;
    unchanged: number;
    skipped: number;
    changes: number;
    error: string | null;
  } | null;
}

/** Next-run time of this process's scheduler (sync.scheduler.ts), when it runs one. */
export const scheduledNextRun = new WeakMap<Deps, () => { nextRunAt: Date | null; running: boolean }>();

interface LastRunRow {
  id: string;
  status: string;
  since: string | null;
  started_at: Date;
  finished_at: Date | null;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  error: string | null;
  changes: number;
}

export async function syncStatus(ctx: Pick<AppContext, 'em' | 'deps'>): Promise<SyncStatusView> {
  const { rows }: { rows: LastRunRow[] } = await ctx.em.getKnex().raw(
    `select r.id, r.status, r.query->>'updatedSince' as since, r.started_at, r.finished_at, r.inserted, r.updated, r.unchanged, r.skipped, r.error,
            (select count(*)::int from trial_changes c where c.import_run_id = r.id) as changes
       from import_runs r
      where r.kind = 'live' and r.query->>'updatedSince' is not null
      order by r.started_at desc limit 1`,
  );
  const r = rows[0];
  const intervalMs = ctx.deps.config.CTGOV_SYNC_INTERVAL ?? null;
  const local = scheduledNextRun.get(ctx.deps)?.();
  const lastRun = r
    ? {
        id: r.id,
        status: r.status,
        since: r.since,
        startedAt: new Date(r.started_at),
        finishedAt: r.finished_at ? new Date(r.finished_at) : null,
        newTrials: r.inserted,
        changed: r.updated,
        unchanged: r.unchanged,
        skipped: r.skipped,
        changes: r.changes,
        error: r.error,
      }
    : null;
  // Another process may hold the schedule: then the next run is due one interval after the last one started.
  const nextRunAt = local?.nextRunAt ?? (intervalMs && lastRun ? new Date(lastRun.startedAt.getTime() + intervalMs) : null);
  return { enabled: intervalMs !== null, intervalMs, running: local?.running ?? r?.status === 'running', nextRunAt, lastRun };
}

/** The client of the configured API (CTGOV_BASE_URL), with the usual politeness limits. */
export function ctgovClientFor(deps: Deps, log?: (line: string) => void): CtgovClient {
  return new CtgovClient({ baseUrl: deps.config.CTGOV_BASE_URL, log });
}
