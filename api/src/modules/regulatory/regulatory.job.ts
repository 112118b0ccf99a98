import type { Deps } from '../../deps.js';
import type { RegulatoryProvider } from '../../domain/regulatory.js';
import { createRegulatoryProviders } from '../../providers/regulatory/index.js';
import type { BackgroundJob, RunningJob } from '../../server/jobs.js';
import { startPeriodic } from '../../server/periodic.js';
import { refreshRegulatoryEvents, type RefreshSummary } from './regulatory.service.js';

/** How often a server refreshes the regulatory events (live providers publish daily at most). */
export const REFRESH_INTERVAL_MS = 6 * 3_600_000;
/** The first refresh, shortly after the server listens (the start-up data work is done by then). */
const FIRST_DELAY_MS = 5_000;

/** One line for the log: what a refresh did. */
export function refreshLine(s: RefreshSummary): string {
  const failed = s.providers.filter((p) => p.error).map((p) => p.name);
  return (
    `regulatory: ${s.received} events (${s.inserted} new, ${s.updated} changed, ${s.unchanged} unchanged), ` +
    `links +${s.links.added} -${s.links.removed}, ${s.changes} history rows, ${s.alerts} alerts` +
    (failed.length ? `; failed providers: ${failed.join(', ')}` : '')
  );
}

/** Refreshes now and every `intervalMs`; one run at a time; stopping aborts the providers' requests and waits for the run. */
export function startRegulatoryRefresh(
  deps: Deps,
  opts: { providers?: readonly RegulatoryProvider[]; intervalMs?: number; firstDelayMs?: number } = {},
): RunningJob {
  const providers = opts.providers ?? createRegulatoryProviders(deps.config);
  return startPeriodic('regulatory refresh', (signal) => refreshRegulatoryEvents(deps, providers, { signal }), refreshLine, {
    firstDelayMs: opts.firstDelayMs ?? FIRST_DELAY_MS,
    intervalMs: opts.intervalMs ?? REFRESH_INTERVAL_MS,
  });
}

/** The module's background job: a server process (never the tests') keeps the events fresh. */
export const regulatoryRefreshJob: BackgroundJob = {
  name: 'regulatory.refresh',
  phase: 'once-listening',
  start: (deps) => startRegulatoryRefresh(deps),
};
