import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { DemoStockProvider, type EventShock } from '../../providers/stocks/index.js';
import type { BackgroundJob, RunningJob } from '../../server/jobs.js';
import { movesFingerprint, storedShockRows, type ShockRow } from './moves.store.js';

/**
 * The demo market reacts to the demo trials' outcomes (issue 31): the stored past catalysts with a
 * decided outcome are handed to the demo provider as event shocks (providers/stocks/demo.shocks.ts).
 * Every server process has a demo provider of its own: each loads the same rows from the database at
 * start and whenever the table changes (a cheap fingerprint, polled), and after each moves run, so
 * every process quotes the same prices. Cached quotes and histories of the tickers whose shocks
 * changed are dropped (the Redis cache is shared: a process that served old prices meanwhile drops
 * them again when it catches up). Only in demo mode.
 *
 * Which events move the price: a trial's readout once (its earliest decided readout event, the
 * primary completion before the results posting), a stop for efficacy or safety, a regulatory decision.
 */
export function shocksOf(rows: readonly ShockRow[]): EventShock[] {
  const out: EventShock[] = [];
  const readouts = new Map<string, ShockRow>();
  for (const r of rows) {
    if (r.outcome === 'UNKNOWN') continue;
    if (r.kind === 'PRIMARY_COMPLETION' || r.kind === 'RESULTS_POSTED') {
      if (!r.nctId) continue;
      const first = readouts.get(r.nctId);
      if (!first || r.eventDate < first.eventDate || (r.eventDate === first.eventDate && r.kind === 'PRIMARY_COMPLETION')) readouts.set(r.nctId, r);
      continue;
    }
    if (r.kind === 'REGULATORY_DECISION' && r.outcome === 'MIXED') continue;
    if ((r.kind === 'TERMINATED' || r.kind === 'SUSPENDED') && r.outcome !== 'FAILURE') continue;
    out.push({ key: r.eventKey, ticker: r.ticker, date: r.eventDate, outcome: r.outcome });
  }
  for (const r of readouts.values()) if (r.outcome !== 'UNKNOWN') out.push({ key: r.eventKey, ticker: r.ticker, date: r.eventDate, outcome: r.outcome });
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** The demo provider behind `deps.stocks`, or null when the market is not the demo. */
export function demoMarketOf(deps: Pick<Deps, 'stocks'>): DemoStockProvider | null {
  const p = deps.stocks.provider;
  return p.name === 'demo' && p instanceof DemoStockProvider ? p : null;
}

/** Hands `rows` to the demo provider and drops the cached prices of the tickers that changed; answers them. */
export async function applyShocks(deps: Pick<Deps, 'stocks'>, rows: readonly ShockRow[]): Promise<string[]> {
  const market = demoMarketOf(deps);
  if (!market) return [];
  const changed = market.setEventShocks(shocksOf(rows));
  if (changed.length) await deps.stocks.cache.invalidate(changed).catch((err) => logger.warn({ err }, 'moves: stock cache invalidation failed'));
  return changed;
}

/** Loads the stored events into the demo provider (nothing outside demo mode); answers the tickers whose prices changed. */
export async function syncDemoShocks(deps: Pick<Deps, 'stocks' | 'orm'>, em: EntityManager = deps.orm.em.fork()): Promise<string[]> {
  if (!demoMarketOf(deps)) return [];
  return applyShocks(deps, await storedShockRows(em));
}

/** How often a server process looks for other processes' moves runs. */
export const SHOCK_POLL_MS = 30_000;

/** Loads the shocks now, then whenever the table's fingerprint changes; one load at a time. */
export function startShockSync(deps: Deps, opts: { pollMs?: number } = {}): RunningJob {
  let last: string | null = null;
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    current ??= (async () => {
      const em = deps.orm.em.fork();
      const fingerprint = await movesFingerprint(em);
      if (fingerprint === last || stopped) return;
      const changed = await syncDemoShocks(deps, em);
      last = fingerprint;
      if (changed.length) logger.debug({ tickers: changed.length }, 'moves: demo market shocks reloaded');
    })()
      .catch((err: unknown) => {
        if (!stopped) logger.warn({ err }, 'moves: demo market shocks not reloaded; next try at the next poll');
      })
      .finally(() => {
        current = null;
      });
  };
  run();
  const every = setInterval(run, opts.pollMs ?? SHOCK_POLL_MS);
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(every);
      await current;
    },
  };
}

/** Every server process (tests' too) keeps its demo market in step with the stored events. */
export const demoShocksJob: BackgroundJob = {
  name: 'moves.demoShocks',
  phase: 'with-server',
  start: (deps) => (demoMarketOf(deps) ? startShockSync(deps) : undefined),
};
