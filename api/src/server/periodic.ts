import { logger } from '../lib/logger.js';
import type { RunningJob } from './jobs.js';

/**
 * Runs `work` after `firstDelayMs`, then every `intervalMs`, one run at a time; a failed run is logged
 * and retried at the next interval; stopping aborts the run's signal and waits for it.
 */
export function startPeriodic<T>(
  label: string,
  work: (signal: AbortSignal) => Promise<T>,
  report: (result: T) => string,
  opts: { firstDelayMs: number; intervalMs: number },
): RunningJob {
  const abort = new AbortController();
  let current: Promise<void> | null = null;
  const run = () => {
    current ??= work(abort.signal)
      .then((r) => logger.info(report(r)))
      .catch((err: unknown) => {
        if (!abort.signal.aborted) logger.warn({ err }, `${label} failed; next try at the next interval`);
      })
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(run, opts.firstDelayMs);
  const every = setInterval(run, opts.intervalMs);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      abort.abort(new Error('The server stopped'));
      await current;
    },
  };
}
