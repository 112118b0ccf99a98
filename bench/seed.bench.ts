import { performance } from 'node:perf_hooks';
import { resolveSponsor, syncCompanies } from '../api/src/modules/companies/companies.service.js';
import { seedDemoActivity } from '../api/src/modules/seed/seed.activity.js';
import { todayIso } from '../api/src/modules/seed/seed.dates.js';
import { DEFAULT_SEED, generateTrial, type GeneratorOptions } from '../api/src/modules/seed/seed.generator.js';
import { seedTrials } from '../api/src/modules/seed/seed.service.js';
import type { BenchDb } from './db.js';
import { fmt, type Figure } from './report.js';
import { loadAvg, ratio, rssMb } from './stats.js';

export interface SeedResult {
  figures: Figure[];
  seconds: number;
  rate: number;
}

/**
 * Seeds `count` demo trials with the real streaming seeder (seed.service.ts) and watches memory:
 * RSS when 10 %, 50 % and 100 % of the trials are written, and the highest RSS sampled every 100 ms.
 * Baselines: RSS just before seeding (memory must stay flat), and the generator alone without the
 * database (how much of the seeding time the writes take).
 */
export async function benchSeed(db: BenchDb, count: number, log: (l: string) => void): Promise<SeedResult> {
  const orm = db.deps.orm;
  const directory = await syncCompanies(orm.em.fork());
  const today = todayIso();
  const rssBefore = rssMb();
  const checkpoints: {
    pct: number;
    done: number;
    rssMb: number;
    rate: number;
  }[] = [];
  const marks = [10, 50, 100];
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  let lastLine = 0;
  const load0 = loadAvg();
  const summary = await seedTrials(orm, {
    count,
    seed: DEFAULT_SEED,
    today,
    directory,
    onProgress: (p) => {
      const pct = (p.done * 100) / p.total;
      while (marks.length && pct >= marks[0])
        checkpoints.push({
          pct: marks.shift()!,
          done: p.done,
          rssMb: rssMb(),
          rate: p.rate,
        });
      const now = Date.now();
      if (now - lastLine > 5000 || p.done === p.total) {
        lastLine = now;
        log(
          `  seed: ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} (${Math.floor(pct)} %), ${p.rate.toLocaleString('en-US')} trials/s, RSS ${rssMb()} MB`,
        );
      }
    },
  });
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const load1 = loadAvg();
  const seconds = summary.elapsedMs / 1000;
  const rate = count / seconds;

  // Baseline: the same generator (and sponsor resolution) without any database write.
  const sample = Math.min(count, 20_000);
  const gen: GeneratorOptions = {
    seed: DEFAULT_SEED,
    today,
    resolve: (lead, collaborators) => resolveSponsor(directory, lead, collaborators),
  };
  const t0 = performance.now();
  let sink = 0;
  for (let i = 0; i < sample; i++) sink += generateTrial(i, gen).nctId.length;
  const genRate = (sample * 1000) / (performance.now() - t0);
  if (!sink) throw new Error('generator produced nothing');

  const t1 = performance.now();
  const activity = await seedDemoActivity(orm, { seed: DEFAULT_SEED, today });
  const activitySeconds = (performance.now() - t1) / 1000;

  const figures: Figure[] = [
    {
      section: '1. Seeding',
      name: `seed ${count.toLocaleString('en-US')} demo trials`,
      value: `${fmt(rate)} trials/s (${fmt(seconds)} s)`,
      baseline: `generator alone, ${sample.toLocaleString('en-US')} trials: ${fmt(genRate)} trials/s`,
      ratio: ratio(rate, genRate),
      ratioMeaning: 'seeding rate / generation rate (1 = writes cost nothing)',
      measured: {
        trials: count,
        seconds,
        rate,
        inserted: summary.inserted,
        loadAvgBefore: load0,
        loadAvgAfter: load1,
      },
      baselineMeasured: { trials: sample, rate: genRate },
    },
    ...checkpoints.map((c) => ({
      section: '1. Seeding',
      name: `RSS at ${c.pct} % (${c.done.toLocaleString('en-US')} trials)`,
      value: `${c.rssMb} MB`,
      baseline: `RSS before seeding: ${rssBefore} MB`,
      ratio: ratio(c.rssMb, rssBefore),
      ratioMeaning: 'RSS / RSS before seeding (flat memory: stays the same from 10 % to 100 %)',
      measured: { ...c },
      baselineMeasured: { rssMb: rssBefore },
    })),
    {
      section: '1. Seeding',
      name: 'peak RSS while seeding (sampled 100 ms)',
      value: `${peak} MB`,
      baseline: `RSS before seeding: ${rssBefore} MB`,
      ratio: ratio(peak, rssBefore),
      ratioMeaning: 'peak RSS / RSS before seeding',
      measured: { rssMb: peak },
      baselineMeasured: { rssMb: rssBefore },
    },
    {
      section: '1. Seeding',
      name: 'demo activity (users, reactions, comments)',
      value: `${fmt(activitySeconds)} s`,
      baseline: `seeding the trials: ${fmt(seconds)} s`,
      ratio: ratio(activitySeconds, seconds),
      ratioMeaning: 'activity time / trial seeding time',
      measured: { seconds: activitySeconds, ...activity },
    },
  ];
  return { figures, seconds, rate };
}
