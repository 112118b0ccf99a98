import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';

/**
 * Listeners of the financials refresh: told which tickers' runway changed (its end, or whether the
 * company burns cash), so what depends on it (the analysis's dilution factor) can be recomputed.
 */
type RunwayChangeListener = (deps: Deps, tickers: string[]) => Promise<void>;

const listeners = new Set<RunwayChangeListener>();

/** Calls `fn` after each refresh that changed some runways; returns a function that unregisters it. */
export function registerRunwayChangeListener(fn: RunwayChangeListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** A listener's failure is logged: the refresh it follows is done and stored. */
export async function notifyRunwayChanges(deps: Deps, tickers: string[]): Promise<void> {
  if (!tickers.length) return;
  for (const fn of listeners) await fn(deps, tickers).catch((err: unknown) => logger.warn({ err }, 'financials: a runway-change listener failed'));
}
