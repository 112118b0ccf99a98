import type { AppContext } from '../../context.js';
import { Trial } from '../trials/trials.entity.js';

export const VERSION = '1.0.0';

export async function systemInfo(ctx: AppContext) {
  const [demoTrials, totalTrials] = await Promise.all([
    ctx.em.count(Trial, { source: 'demo' }),
    ctx.em.count(Trial, {}),
  ]);
  return {
    version: VERSION,
    demoTrials,
    totalTrials,
    stockProvider: ctx.deps.config.STOCK_PROVIDER,
    analysisProvider: ctx.deps.config.ANALYSIS_PROVIDER,
  };
}

/** Database reachable and every migration applied. */
export async function readiness(deps: AppContext['deps']): Promise<{ ready: boolean; reason?: string }> {
  try {
    await deps.orm.em.getConnection().execute('select 1');
  } catch {
    return { ready: false, reason: 'database unreachable' };
  }
  try {
    const pending = await deps.orm.getMigrator().getPendingMigrations();
    if (pending.length) return { ready: false, reason: `${pending.length} migration(s) pending` };
  } catch {
    return { ready: false, reason: 'migrations table unreadable' };
  }
  return { ready: true };
}
