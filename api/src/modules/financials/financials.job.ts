import type { Deps } from '../../deps.js';
import type { BackgroundJob, RunningJob } from '../../server/jobs.js';
import { startPeriodic } from '../../server/periodic.js';
import { refreshFinancials, refreshLine } from './financials.service.js';

/** How often a server reads the figures again: filings come quarterly, the stock provider's figures move little within a day. */
export const REFRESH_INTERVAL_MS = 12 * 3_600_000;
/** The first refresh, shortly after the server listens (the start-up data work is done by then). */
const FIRST_DELAY_MS = 15_000;

/** Refreshes now and every `intervalMs`; one run at a time; stopping aborts the provider's requests and waits for the run. */
export function startFinancialsRefresh(deps: Deps, opts: { intervalMs?: number; firstDelayMs?: number } = {}): RunningJob {
  return startPeriodic('financials refresh', (signal) => refreshFinancials(deps, { signal }), refreshLine, {
    firstDelayMs: opts.firstDelayMs ?? FIRST_DELAY_MS,
    intervalMs: opts.intervalMs ?? REFRESH_INTERVAL_MS,
  });
}

/** The module's background job: a server process (never the tests') keeps the stored figures fresh. */
export const financialsRefreshJob: BackgroundJob = {
  name: 'financials.refresh',
  phase: 'once-listening',
  start: (deps) => startFinancialsRefresh(deps),
};
