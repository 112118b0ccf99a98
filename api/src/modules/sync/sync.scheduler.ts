import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import type { CtgovClient, CtgovQuery } from '../../providers/ctgov/ctgov.client.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { SYNC_LOCK, tryWithAdvisoryLock } from './sync.lock.js';
import { ctgovClientFor, FIRST_SYNC_DAYS, scheduledNextRun, syncIncremental } from './sync.service.js';

export interface SyncSchedulerOptions {
  /** Database URL: the advisory lock is held on a connection of its own. */
  databaseUrl: string;
  intervalMs: number;
  query: CtgovQuery;
  /** First run this long after start (default 30 s: after the start-up work). */
  firstDelayMs?: number;
  client?: CtgovClient;
  log?: (line: string) => void;
}

export type SyncOutcome = { ran: false } | { ran: true; newTrials: number; changed: number; unchanged: number; skipped: number; changes: number };

export interface SyncScheduler {
  /** Runs one sync now (if no other process is syncing). */
  runOnce(): Promise<SyncOutcome>;
  stop(): Promise<void>;
}

/**
 * The optional background sync (CTGOV_SYNC_INTERVAL): every interval, the incremental import of
 * the studies updated since the last completed sync, then the analysis of the trials it wrote. Only
 * one process syncs at a time (a PostgreSQL advisory lock); a process finding it busy skips its turn.
 */
export function startSyncScheduler(deps: Deps, opts: SyncSchedulerOptions): SyncScheduler {
  const log = opts.log ?? ((line: string) => logger.info(line));
  const client = opts.client ?? ctgovClientFor(deps, log);
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let nextRunAt: Date | null = null;
  let current: Promise<SyncOutcome> | null = null;
  let stopped = false;

  const runOnce = (): Promise<SyncOutcome> => {
    current ??= (async (): Promise<SyncOutcome> => {
      const res = await tryWithAdvisoryLock(opts.databaseUrl, SYNC_LOCK, async () => {
        const s = await syncIncremental(deps.orm.em.fork(), client, opts.query, 'last', { firstDays: FIRST_SYNC_DAYS, log, signal: abort.signal });
        if (s.changed.length && !abort.signal.aborted) await analyzeTrials(deps, { mode: 'ids', nctIds: s.changed });
        log(`sync: ${s.inserted} new, ${s.updated} changed (${s.changes} field changes), ${s.unchanged} unchanged, ${s.skipped} skipped`);
        return { ran: true as const, newTrials: s.inserted, changed: s.updated, unchanged: s.unchanged, skipped: s.skipped, changes: s.changes };
      });
      if (!res.ran) {
        log('sync: another process is syncing; skipped');
        return { ran: false };
      }
      return res.value;
    })().finally(() => {
      current = null;
    });
    return current;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    nextRunAt = new Date(Date.now() + delay);
    timer = setTimeout(() => {
      nextRunAt = null;
      runOnce()
        .catch((err: unknown) => logger.error({ err }, 'sync failed'))
        .finally(() => schedule(opts.intervalMs));
    }, delay);
    timer.unref();
  };

  schedule(opts.firstDelayMs ?? Math.min(30_000, opts.intervalMs));
  scheduledNextRun.set(deps, () => ({ nextRunAt, running: current !== null }));

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      nextRunAt = null;
      abort.abort();
      scheduledNextRun.delete(deps);
      // A run stops before its next page; one stuck in retries is left behind after a few seconds (it resumes next time).
      await Promise.race([current?.catch(() => undefined), new Promise((r) => setTimeout(r, STOP_WAIT_MS).unref())]);
    },
  };
}

/** Longest wait for a running sync when the scheduler stops. */
const STOP_WAIT_MS = 5000;

const schedulers = new WeakMap<Deps, SyncScheduler>();

/** The sync module's job (sync.module.ts), once the server listens: starts the background sync when CTGOV_SYNC_INTERVAL is set. */
export function startConfiguredSync(deps: Deps, databaseUrl: string): void {
  const intervalMs = deps.config.CTGOV_SYNC_INTERVAL;
  if (!intervalMs) return;
  schedulers.set(deps, startSyncScheduler(deps, { databaseUrl, intervalMs, query: { phase: deps.config.CTGOV_SYNC_PHASES } }));
}

/** On shutdown (the same job's stop): stops the background sync (an interrupted run resumes next time). */
export async function stopConfiguredSync(deps: Deps): Promise<void> {
  await schedulers.get(deps)?.stop();
  schedulers.delete(deps);
}
