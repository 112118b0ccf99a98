import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { syncCompanies } from '../modules/companies/companies.service.js';
import { seedDemoActivity } from '../modules/seed/seed.activity.js';
import { progressLogger } from '../modules/seed/seed.bootstrap.js';
import { parseIso, todayIso } from '../modules/seed/seed.dates.js';
import { DEFAULT_SEED } from '../modules/seed/seed.generator.js';
import { seedTrials } from '../modules/seed/seed.service.js';
import { analyzeWithProgress } from '../modules/analysis/analysis.progress.js';
import { runCli } from '../runtime.js';

const USAGE = `Usage: npm run seed -- [--trials N] [--reset] [--seed S] [--today YYYY-MM-DD] [--batch N] [--no-activity]

  --trials N      number of demo trials (default 3000; 500000 works, streamed in batches)
  --reset         delete every demo trial first (imported trials are never touched)
  --seed S        generator seed (default "${DEFAULT_SEED}"): same seed and day, same data
  --today D       date the dataset is built around (default: today, UTC)
  --batch N       trials per transaction (default 1000)
  --no-activity   do not create the demo users, reactions and comments
  --no-analyze    do not compute the investment analyses of the new or changed trials`;

const { values } = parseArgs({
  options: {
    trials: { type: 'string', default: '3000' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string', default: DEFAULT_SEED },
    today: { type: 'string' },
    batch: { type: 'string', default: '1000' },
    'no-activity': { type: 'boolean', default: false },
    'no-analyze': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
  allowPositionals: false,
});

function intArg(name: string, raw: string): number {
  const n = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${raw}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = intArg('trials', values.trials);
const batchSize = intArg('batch', values.batch) || 1000;
const today = values.today ?? todayIso();
try {
  parseIso(today);
} catch (e) {
  console.error(`--today: ${(e as Error).message}`);
  process.exit(2);
}

await runCli('seed', async (rt) => {
  const log = (line: string) => console.log(line);
  const directory = await syncCompanies(rt.deps.orm.em.fork());
  log(
    `Seeding ${count.toLocaleString('en-US')} demo trials (seed "${values.seed}", today ${today})${values.reset ? ' after deleting existing demo trials' : ''} into ${rt.database.description}`,
  );
  const changed: string[] = [];
  const summary = await seedTrials(rt.deps.orm, {
    count,
    seed: values.seed,
    today,
    reset: values.reset,
    batchSize,
    directory,
    onProgress: progressLogger(log, 'seed', 1000),
    onBatch: (ids) => {
      if (!values['no-analyze']) changed.push(...ids);
    },
  });
  if (values.reset) log(`Deleted ${summary.deleted.toLocaleString('en-US')} demo trials first`);
  log(
    `Done: ${summary.done.toLocaleString('en-US')} trials in ${(summary.elapsedMs / 1000).toFixed(1)} s (${summary.rate.toLocaleString('en-US')} trials/s): ` +
      `${summary.inserted} inserted, ${summary.updated} updated, ${summary.unchanged} unchanged`,
  );
  if (!values['no-activity']) {
    const a = await seedDemoActivity(rt.deps.orm, { seed: values.seed, today });
    log(`Demo activity: ${a.users} users (password "demo1234"), ${a.reactions} reactions, ${a.comments} comments, ${a.commentLikes} comment likes`);
  }
  if (changed.length) await analyzeWithProgress(rt.deps, { mode: 'ids', nctIds: changed }, log);
  log(`Peak memory (max RSS): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
});
