import type { Deps } from '../../deps.js';
import { analyzeWithProgress } from '../analysis/analysis.progress.js';
import { syncCompanies } from '../companies/companies.service.js';
import { createRegulatoryProviders } from '../../providers/regulatory/index.js';
import { refreshLine } from '../regulatory/regulatory.job.js';
import { refreshRegulatoryEvents } from '../regulatory/regulatory.service.js';
import { refreshFinancials, refreshLine as financialsLine } from '../financials/financials.service.js';
import { computeMovesUntilDone, movesLine } from '../moves/moves.compute.js';
import { seedDemoActivity } from './seed.activity.js';
import { DEFAULT_SEED } from './seed.generator.js';
import { hasAnyTrial, seedTrials, type SeedProgress } from './seed.service.js';

/** A progress logger that writes at most one line per `everyMs` (and always the last one). */
export function progressLogger(log: (line: string) => void, label: string, everyMs = 2000): (p: SeedProgress) => void {
  let last = 0;
  return (p) => {
    const now = Date.now();
    if (p.done < p.total && now - last < everyMs) return;
    last = now;
    const pct = p.total ? Math.floor((p.done * 100) / p.total) : 100;
    log(`${label}: ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} trials (${pct} %), ${p.rate.toLocaleString('en-US')} trials/s`);
  };
}

/** Trials never analysed (a fresh seed, or a start interrupted before its analyses) get theirs now, up to a bound. */
const START_ANALYSIS_LIMIT = 20_000;

async function analyzeUnanalyzed(deps: Deps, log: (line: string) => void): Promise<void> {
  const rows: { nct_id: string }[] = await deps.orm.em
    .fork()
    .getConnection()
    .execute('select nct_id from trials where analyzed_at is null limit ?', [START_ANALYSIS_LIMIT + 1]);
  if (!rows.length) return;
  if (rows.length > START_ANALYSIS_LIMIT) {
    log(`More than ${START_ANALYSIS_LIMIT.toLocaleString('en-US')} trials have no analysis yet: run "npm run analyze" to compute them`);
    return;
  }
  await analyzeWithProgress(deps, { mode: 'ids', nctIds: rows.map((r) => r.nct_id) }, log, 'Analysing trials');
}

/**
 * Runs at every server start, after migrations: keeps reference data (the curated company
 * table) in sync and, on an empty database, seeds the demo dataset so a newcomer sees a full app.
 * On a database that has trials it costs one company sync and one `exists` query.
 */
export async function prepareData(deps: Deps, log: (line: string) => void): Promise<void> {
  const em = deps.orm.em.fork();
  const directory = await syncCompanies(em);
  const { SEED_ON_EMPTY, SEED_TRIALS } = deps.config;
  if (!SEED_ON_EMPTY || SEED_TRIALS <= 0 || (await hasAnyTrial(em))) {
    await analyzeUnanalyzed(deps, log);
    return;
  }
  log(`Empty database: seeding ${SEED_TRIALS.toLocaleString('en-US')} demo trials (set SEED_ON_EMPTY=false to skip)`);
  const summary = await seedTrials(deps.orm, { count: SEED_TRIALS, seed: DEFAULT_SEED, directory, onProgress: progressLogger(log, 'Seeding demo data') });
  const activity = await seedDemoActivity(deps.orm, { seed: DEFAULT_SEED });
  // The demo trials' regulatory events, so a fresh start shows them (the module's job keeps them fresh).
  try {
    log(refreshLine(await refreshRegulatoryEvents(deps, createRegulatoryProviders(deps.config))));
  } catch (err) {
    log(`Regulatory events not refreshed: ${err instanceof Error ? err.message : String(err)}`);
  }
  // The companies' cash runways, so that the first analyses weigh the dilution risk.
  try {
    log(financialsLine(await refreshFinancials(deps, { notify: false })));
  } catch (err) {
    log(`Company financials not refreshed: ${err instanceof Error ? err.message : String(err)}`);
  }
  await analyzeUnanalyzed(deps, log);
  // The past catalysts and the demo market's reactions to them (their areas come from the analyses); the
  // analyses then take the measured reactions where a cap bucket has enough of them (unchanged inputs are skipped).
  try {
    log(movesLine(await computeMovesUntilDone(deps)));
    await analyzeWithProgress(deps, { mode: 'all' }, log, 'Weighing the measured reactions');
  } catch (err) {
    log(`Past reactions not computed: ${err instanceof Error ? err.message : String(err)}`);
  }
  log(
    `Demo data ready: ${summary.inserted.toLocaleString('en-US')} trials in ${(summary.elapsedMs / 1000).toFixed(1)} s, ` +
      `${activity.users} demo users, ${activity.reactions} reactions, ${activity.comments} comments`,
  );
}
