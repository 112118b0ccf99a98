import pg from 'pg';
import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import type { BackgroundJob, RunningJob } from '../../server/jobs.js';
import { computeMoves, movesLine, type MovesSummary } from './moves.compute.js';

/** How often a server computes the moves (prices arrive once a day; events with the regulatory refresh and imports). */
export const MOVES_INTERVAL_MS = 6 * 3_600_000;
/** The first run, shortly after the server listens (after the regulatory refresh's first). */
const FIRST_DELAY_MS = 15_000;
/** A run that left work for later is followed by the next one this soon. */
const CATCH_UP_MS = 60_000;

/** Key of the session-level advisory lock of a moves run (db/advisory-lock.ts numbering): one process at a time computes. */
export const MOVES_LOCK = 7_318_820_031;

/**
 * Runs `fn` holding the advisory lock `key` on a connection of its own, or answers null at once when
 * another process holds it (its run does the work; this one's would find little left).
 */
export async function withTryLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return null;
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Computes the moves shortly after the start, then every MOVES_INTERVAL_MS (sooner while a bounded
 * run leaves work behind); one run at a time in this process, one process at a time over the database.
 */
export function startMovesJob(deps: Deps, databaseUrl: string, opts: { intervalMs?: number; firstDelayMs?: number } = {}): RunningJob {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    let next = opts.intervalMs ?? MOVES_INTERVAL_MS;
    current = withTryLock(databaseUrl, MOVES_LOCK, () => computeMoves(deps))
      .then((s: MovesSummary | null) => {
        if (!s) return;
        if (s.events || s.deleted) logger.info(movesLine(s));
        // Work left, and this run got somewhere: the next batch soon.
        if (s.remaining > 0 && s.tickers > s.failedTickers) next = CATCH_UP_MS;
      })
      .catch((err: unknown) => {
        if (!stopped) logger.warn({ err }, 'moves: run failed; next try at the next interval');
      })
      .finally(() => {
        current = null;
        schedule(next);
      });
  };
  schedule(opts.firstDelayMs ?? FIRST_DELAY_MS);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/** The module's background job: a server process (never the tests') keeps the moves up to date. */
export const movesComputeJob: BackgroundJob = {
  name: 'moves.compute',
  phase: 'once-listening',
  start: (deps, env) => startMovesJob(deps, env.databaseUrl),
};
