import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { warmTableStats } from '../trials/trials.table.js';
import { warmSummary } from './analytics.service.js';

/**
 * Fills the stale-while-revalidate caches of the whole-table aggregates (the unfiltered analytics
 * summary and table statistics) in the background: call it without awaiting once the server
 * listens, and again after an import or a seed run in this process. Never throws.
 */
export function warmAnalyticsCaches(deps: Deps): Promise<void> {
  const started = Date.now();
  return (async () => {
    await warmSummary(deps);
    await warmTableStats(deps);
    logger.info(`analytics caches warmed in ${Date.now() - started} ms`);
  })().catch((err) => logger.warn({ err }, 'warming the analytics caches failed'));
}
