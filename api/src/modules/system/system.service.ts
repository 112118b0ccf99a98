import type { AppContext } from '../../context.js';
import { databaseHealthOf, probeDatabase } from '../../db/health.js';
import { Trial } from '../trials/trials.entity.js';

export const VERSION = '1.0.0';

export async function systemInfo(ctx: AppContext) {
  const [demoTrials, totalTrials] = await Promise.all([ctx.em.count(Trial, { source: 'demo' }), ctx.em.count(Trial, {})]);
  return {
    version: VERSION,
    demoTrials,
    totalTrials,
    stockProvider: ctx.deps.config.STOCK_PROVIDER,
    analysisProvider: ctx.deps.config.ANALYSIS_PROVIDER,
  };
}

interface Readiness {
  ready: boolean;
  reason?: string;
}

/** /readyz answers within this bound, whatever state the database is in. */
export const READINESS_TIMEOUT_MS = 900;

async function checkDatabase(deps: AppContext['deps']): Promise<Readiness> {
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

/** The probe in flight or of the last 250 ms, per ORM: a flood of /readyz opens at most four connections a second. */
const PROBE_REUSE_MS = 250;
const recent = new WeakMap<object, { settledAt?: number; result: Promise<Readiness> }>();

/** Within READINESS_TIMEOUT_MS: a stalled database or a pool whose connections are all stuck answers "not ready". */
async function probe(deps: AppContext['deps']): Promise<Readiness> {
  const url = deps.orm.config.get('clientUrl') ?? '';
  // A new connection needs the postmaster: a frozen server shows even while pooled connections answer.
  const fresh = probeDatabase(url, READINESS_TIMEOUT_MS - 100).then((r): Readiness =>
    r.ok ? { ready: true } : { ready: false, reason: r.stalled ? 'database not answering' : 'database unreachable' },
  );
  const both = Promise.all([fresh, checkDatabase(deps)]).then(([connect, pool]) => (connect.ready ? pool : connect));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database not answering' }), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([both, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Database reachable and every migration applied; answered within READINESS_TIMEOUT_MS whatever the database does. */
export async function readiness(deps: AppContext['deps']): Promise<Readiness> {
  const health = databaseHealthOf(deps.orm);
  if (health?.state === 'down') return { ready: false, reason: health.reason ?? 'database unavailable' };
  let last = recent.get(deps.orm);
  if (!last || (last.settledAt !== undefined && Date.now() - last.settledAt > PROBE_REUSE_MS)) {
    const entry: { settledAt?: number; result: Promise<Readiness> } = { result: probe(deps) };
    void entry.result.finally(() => (entry.settledAt = Date.now()));
    recent.set(deps.orm, entry);
    last = entry;
  }
  return last.result;
}
