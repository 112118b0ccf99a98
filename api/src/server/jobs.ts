import type { Deps } from '../deps.js';
import { logger } from '../lib/logger.js';

/** A background job once started: stopping it waits for the work under way (or cancels it). */
export interface RunningJob {
  stop(): Promise<void>;
}

/**
 * Background work a module runs while a server process runs (its manifest's `jobs`):
 * - `with-server`: started by createServer (test servers run it too) and stopped first by its close;
 * - `once-listening`: started by main.ts once the server listens (never by tests), stopped after the
 *   server has closed, before the database.
 * `start` returns nothing for a one-off task that needs no stopping.
 */
export interface BackgroundJob {
  name: string;
  phase: 'with-server' | 'once-listening';
  start(deps: Deps, env: { databaseUrl: string }): RunningJob | void;
}

/** Starts `jobs` in order; the result stops them in the reverse order, each failure logged, never thrown. */
export function startJobs(jobs: readonly BackgroundJob[], deps: Deps, env: { databaseUrl: string }): RunningJob {
  const running: { name: string; job: RunningJob }[] = [];
  for (const job of jobs) {
    const started = job.start(deps, env);
    if (started) running.push({ name: job.name, job: started });
  }
  return {
    async stop() {
      for (const { name, job } of running.reverse()) await job.stop().catch((err) => logger.error({ err, job: name }, 'background job: stop failed'));
      running.length = 0;
    },
  };
}
