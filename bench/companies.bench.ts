import { execute, parse } from 'graphql';
import { buildAppSchema } from '../api/src/composition.js';
import { getTrial } from '../api/src/modules/trials/trials.service.js';
import type { BenchDb } from './db.js';
import { fmt, ms, type Figure } from './report.js';
import { ratio, time } from './stats.js';

/** What the company page asks (web/src/features/companies/companies.documents.ts), in one operation. */
const OPERATION = parse(`query CompanyPage($ticker: String!) {
  company(ticker: $ticker) {
    ticker name exchange country currency marketCapUsd trialCount
    stock { ticker currentPrice changePercent currency marketCap historicalPrices { date close } }
    pipeline(first: 200) { nctId briefTitle phases phaseKey status area role score recommendation matchVia nextCatalyst { kind windowStart windowEnd precision label confidence } }
    groups { byPhase { key count } byArea { key count } byStatus { key count } }
    scoreDistribution { buckets { from to count } unscored }
    upcomingCatalysts(months: 24, first: 60) { catalyst { kind windowStart windowEnd precision label confidence } trial { nctId briefTitle phaseKey } }
    pastReadouts(first: 20) { date outcome bestPValue trial { nctId briefTitle } }
    priceHistory(range: Y1) { currency prices { date close volume } }
    events(days: 366, max: 150) { date kind trial { nctId briefTitle } }
  }
}`);

/**
 * The company page's GraphQL operation for the sponsor with the most trials (issue 15: within 50 ms
 * p95 at 500 000 trials), executed on the real schema with a fresh request context per run (cold
 * DataLoaders; the stock cache warm, as for any visitor after the first), as multiples of one
 * primary-key lookup: with the company's trials in the process's cache, and read from the database.
 */
export async function benchCompanies(db: BenchDb, nctId: string, opts: { runs: number }): Promise<Figure[]> {
  const schema = await buildAppSchema(db.deps.pubsub);
  const { rows }: { rows: { ticker: string; n: number }[] } = await db.deps.orm.em
    .getKnex()
    .raw(`select ticker, count(*)::int as n from trials where ticker is not null group by ticker order by count(*) desc limit 1`);
  const top = rows[0];
  if (!top) return [];
  const run = async () => {
    const res = await execute({ schema, document: OPERATION, variableValues: { ticker: top.ticker }, contextValue: db.ctx() });
    if (res.errors?.length) throw new Error(`GraphQL errors: ${res.errors.map((e) => e.message).join('; ')}`);
    return res.data as { company: { trialCount: number } };
  };
  const cache = db.deps.companyTrials;
  for (let i = 0; i < 100 && !cache?.enabled; i++) await new Promise((r) => setTimeout(r, 50));
  if (!cache?.enabled) throw new Error('the company cache does not hear the database announcements');
  const sample = await run();
  const unit = await time(() => getTrial(db.ctx(), nctId), { runs: opts.runs * 2, warmup: 3 });
  // Cold: the company's trials read from the database, as on the first visit after one of them changed.
  const cold = await time(
    () => {
      cache.clear();
      return run();
    },
    { runs: opts.runs, warmup: 2 },
  );
  const warm = await time(run, { runs: opts.runs, warmup: 2 });
  const name = (how: string) => `company("${top.ticker}") page operation → ${sample.company.trialCount} trials (largest sponsor, ${top.n} as lead), ${how}`;
  return [
    {
      section: '7. Company page',
      name: name('trials cached (no write since the last visit)'),
      value: ms(warm),
      baseline: `${fmt(unit.medianMs)} ms PK lookup (getTrial)`,
      ratio: ratio(warm.medianMs, unit.medianMs),
      ratioMeaning: 'multiples of one primary-key lookup; target: p95 within 50 ms at 500 000 trials',
      measured: warm,
      baselineMeasured: { unit },
    },
    {
      section: '7. Company page',
      name: name('trials read from the database (first visit after a write)'),
      value: ms(cold),
      baseline: `${fmt(unit.medianMs)} ms PK lookup (getTrial)`,
      ratio: ratio(cold.medianMs, unit.medianMs),
      ratioMeaning: 'multiples of one primary-key lookup',
      measured: cold,
      baselineMeasured: { unit },
    },
  ];
}
