import os from 'node:os';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import { analyzeTrials } from '../api/src/modules/analysis/analysis.batch.js';
import { benchCatalysts, seedBenchEvents } from './catalysts.bench.js';
import { markSeeded, openBenchDb, seededBefore } from './db.js';
import { printTable, writeJson, type Figure } from './report.js';
import { benchSeed } from './seed.bench.js';
import { loadAvg } from './stats.js';

/**
 * `node --import tsx bench/catalysts.run.ts [--trials N] [--runs R] [--analysis] [--keep-db DIR]`:
 * the catalyst screen alone (section 8), on its own throwaway embedded PostgreSQL seeded like the
 * main benchmark (bench/README.md). Without --analysis the analysis engine is skipped (scores and
 * probabilities stay empty: the default page, by date, does not depend on them).
 */
const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '500000' },
    runs: { type: 'string', default: '30' },
    events: { type: 'string', default: '2000' },
    analysis: { type: 'boolean', default: false },
    'keep-db': { type: 'string' },
  },
});
const trials = Number(values.trials);
const runs = Number(values.runs);
const events = Number(values.events);
if (!Number.isInteger(trials) || trials < 100 || !Number.isInteger(runs) || runs < 3 || !Number.isInteger(events) || events < 0) {
  console.error('Usage: catalysts.run.ts [--trials N ≥ 100] [--runs R ≥ 3] [--events E] [--analysis] [--keep-db DIR]');
  process.exit(2);
}
const log = (l: string) => console.log(l);
let close: (() => Promise<void>) | undefined;
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void (close?.() ?? Promise.resolve()).finally(() => process.exit(130)));

try {
  const started = new Date();
  const loadStart = loadAvg();
  log(`Catalyst screen benchmark: ${trials.toLocaleString('en-US')} trials, ${runs} runs, load average ${loadStart.join(' ')}`);
  const db = await openBenchDb(
    (l) => log(`  ${l}`),
    (c) => (close = c),
    values['keep-db'],
  );
  const marker = { trials, analysis: values.analysis };
  if (!(values['keep-db'] && (await seededBefore(db, marker)))) {
    const t0 = performance.now();
    await benchSeed(db, trials, log);
    log(`  seeded in ${Math.round((performance.now() - t0) / 1000)} s`);
    if (values.analysis) await analyzeTrials(db.deps, { mode: 'stale' });
    await markSeeded(db, marker);
  }
  log(`  regulatory events: ${await seedBenchEvents(db, trials, events)}`);
  await db.deps.orm.em.getConnection().execute('vacuum analyze');
  const figures: Figure[] = await benchCatalysts(db, demoNctId(Math.floor(trials / 2)), { runs });
  const loadEnd = loadAvg();
  printTable(figures, log);
  const file = await writeJson(`${trials}-catalysts${values.analysis ? '' : '-no-analysis'}`, {
    startedAt: started.toISOString(),
    finishedAt: new Date().toISOString(),
    trials,
    runs,
    events,
    analysis: values.analysis,
    machine: { cpus: os.cpus().length, node: process.version, loadAverageStart: loadStart, loadAverageEnd: loadEnd },
    figures,
  });
  log(`Load average at the end: ${loadEnd.join(' ')}. Results: ${file}`);
} catch (e) {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exitCode = 1;
} finally {
  await close?.();
}
process.exit(process.exitCode ?? 0);
