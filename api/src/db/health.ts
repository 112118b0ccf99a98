import pg from 'pg';
import { isDatabaseConnectionError } from '../errors.js';
import { poolControlOf, type Orm } from './orm.js';
import { DatabaseUnavailableError } from './pool.control.js';

export interface DatabaseHealth {
  readonly state: 'up' | 'down';
  /** Why the database is down (for /readyz and the logs). */
  readonly reason?: string;
  stop(): Promise<void>;
}

export interface HealthOptions {
  log?: (line: string) => void;
  intervalMs?: number;
  /** A ping (connect or `select 1`) with no answer after this long counts as a stall. */
  pingTimeoutMs?: number;
  /** Consecutive stalls before the database is declared down (a refused connection counts at once). */
  stallsToOpen?: number;
  /**
   * While down, fail new queries at once and drop the connections of stuck ones (default true).
   * Off for batch jobs (CLI): they wait for the database rather than lose work to a slow probe.
   */
  failFast?: boolean;
}

const monitors = new WeakMap<Orm, DatabaseHealth>();

/** The health monitor of an ORM, when one runs (the server and CLI runtimes start one). */
export function databaseHealthOf(orm: Orm): DatabaseHealth | undefined {
  return monitors.get(orm);
}

export type PingResult = { ok: true } | { ok: false; stalled: boolean; outage: boolean; reason: string };

/**
 * Errors that mean "the server is not serving" (as opposed to an answer like "too many connections"):
 * the same classification by class, SQLSTATE and errno as the 503s of the API (errors.ts).
 */
const isOutage = (err: unknown): boolean => isDatabaseConnectionError(err);

/**
 * Opens a new connection and runs `select 1`, within timeoutMs. A new connection (not a pooled
 * one) on purpose: it needs the postmaster, so a frozen or dead server shows even while pooled
 * connections to live backends would still answer.
 */
export async function probeDatabase(url: string, timeoutMs: number): Promise<PingResult> {
  // The race below decides on stalls; the driver's own timeout only bounds the socket's life.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs + 1000, query_timeout: timeoutMs + 1000 });
  client.on('error', () => undefined); // an unhandled 'error' event would crash the process
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<PingResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, stalled: true, outage: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const attempt = (async (): Promise<PingResult> => {
    try {
      await client.connect();
      await client.query('select 1');
      return { ok: true };
    } catch (err) {
      return { ok: false, stalled: false, outage: isOutage(err), reason: (err as Error).message };
    }
  })();
  try {
    return await Promise.race([attempt, stalled]);
  } finally {
    clearTimeout(timer);
    // Graceful when it answered; a stuck query's socket is destroyed by end(), a stuck connect by its own timeout.
    void client.end().catch(() => undefined);
  }
}

/**
 * Probes the database once a second. When the server refuses connections or stops answering, the
 * pool is closed to new work (calls fail at once with 503 UNAVAILABLE instead of hanging) and the
 * connections held by stuck queries are dropped; the first successful probe reopens it. This is what
 * makes a frozen or restarting PostgreSQL cost a few seconds of 503 instead of requests piling up.
 */
export function watchDatabaseHealth(orm: Orm, url: string, opts: HealthOptions = {}): DatabaseHealth {
  const log = opts.log ?? (() => undefined);
  const intervalMs = opts.intervalMs ?? 1000;
  const pingTimeoutMs = opts.pingTimeoutMs ?? 1500;
  const stallsToOpen = opts.stallsToOpen ?? 2;
  const control = opts.failFast === false ? undefined : poolControlOf(orm);
  let state: 'up' | 'down' = 'up';
  let reason: string | undefined;
  let downSince = 0;
  let stalls = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function open(why: string) {
    if (state === 'down') return;
    state = 'down';
    reason = why;
    downSince = Date.now();
    if (control) {
      control.unavailable = new DatabaseUnavailableError(why);
      const dropped = control.dropConnections(why);
      log(`Database unavailable (${why}): requests fail with 503 until it answers again${dropped ? `; ${dropped} pooled connection(s) dropped` : ''}`);
    } else {
      log(`Database unavailable (${why})`);
    }
  }

  function close() {
    if (state === 'up') return;
    state = 'up';
    reason = undefined;
    if (control) control.unavailable = undefined;
    log(`Database available again after ${((Date.now() - downSince) / 1000).toFixed(1)} s`);
  }

  async function tick(): Promise<void> {
    const probeStart = performance.now();
    const result = await probeDatabase(url, pingTimeoutMs);
    if (stopped) return;
    // A server that keeps answering the pool's statements is alive, only slow to start a new backend
    // (e.g. CPU saturated by a load peak): dropping its working connections would turn slowness into
    // an outage of 503s. A stall counts only when the pool got no answer during the probe either.
    const poolAnswered = control !== undefined && state === 'up' && control.lastAnswerAt >= probeStart;
    if (!result.ok && result.stalled && !poolAnswered) {
      stalls++;
      if (stalls >= stallsToOpen) open('database not answering');
    } else if (!result.ok && result.outage) {
      open('database not reachable');
    } else {
      // It answered, maybe with a refusal of its own ("too many clients"): the pool's connections may well work.
      stalls = 0;
      close();
    }
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch(() => undefined)
        .finally(() => {
          running = undefined;
          // A stall is re-checked at once: the second one decides.
          schedule(stalls > 0 && state === 'up' ? 0 : intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(intervalMs);

  const health: DatabaseHealth = {
    get state() {
      return state;
    },
    get reason() {
      return reason;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (control) control.unavailable = undefined;
      monitors.delete(orm);
    },
  };
  monitors.set(orm, health);
  return health;
}
