import { normalizeSearch } from '../api/src/modules/trials/trials.record.js';
import { searchTrials } from '../api/src/modules/trials/trials.search.js';
import { likeEscape } from '../api/src/modules/trials/trials.validation.js';
import type { BenchDb } from './db.js';
import { planSummary } from './plans.js';
import { ms, type Figure } from './report.js';
import { ratio, time } from './stats.js';

export interface SearchCase {
  label: string;
  query: string;
}

/** The queries of the benchmark; `nctId` is a trial of the seeded range. */
export function searchCases(nctId: string): SearchCase[] {
  return [
    { label: 'NCT id', query: nctId },
    { label: 'NCT id prefix', query: nctId.slice(0, 8) },
    { label: 'sponsor name', query: 'Pfizer' },
    { label: 'condition', query: 'melanoma' },
    { label: 'accented word', query: 'leucémie' },
    { label: 'accented, capitalised', query: 'Sjögren' },
    { label: 'two words', query: 'lung cancer' },
    { label: 'rare word', query: 'narcolepsy' },
    { label: 'very common word', query: 'study' },
    { label: 'two characters', query: 'ab' },
  ];
}

/**
 * searchTrials (the service function the resolver and REST call) against the same function run in
 * sessions where PostgreSQL may not use indexes (sequential scan): the speed-up the trigram index gives.
 */
export async function benchSearch(db: BenchDb, cases: SearchCase[], opts: { runs: number; baselineRuns: number }): Promise<Figure[]> {
  const figures: Figure[] = [];
  const conn = db.deps.orm.em.getConnection();
  for (const c of cases) {
    const words = [...new Set(normalizeSearch(c.query).split(' ').filter(Boolean))];
    const [{ n }] = await conn.execute<{ n: number }[]>(`select count(*)::int as n from trials where search_text like all(array[?]::text[])`, [
      words.map((w) => `%${likeEscape(w)}%`),
    ]);
    const call = (ctx: () => ReturnType<BenchDb['ctx']>) => () => searchTrials(ctx(), { query: c.query, limit: 10 });
    const results = await call(db.ctx)();
    const baselineResults = await call(db.noIndexCtx)();
    const same = JSON.stringify(results.map((r) => r.nctId)) === JSON.stringify(baselineResults.map((r) => r.nctId));
    const measured = await time(call(db.ctx), { runs: opts.runs, warmup: 2 });
    const baseline = await time(call(db.noIndexCtx), {
      runs: opts.baselineRuns,
      warmup: 1,
    });
    const notes = [`${n.toLocaleString('en-US')} trials contain every word; ${results.length} returned (limit 10)`];
    if (!same) notes.push('the sequential-scan baseline ranked a different top 10 (the candidate cut keeps the first 400 matches the plan finds)');
    figures.push({
      section: '2. searchTrials',
      name: `${c.label}: "${c.query}" (${n.toLocaleString('en-US')} hits)`,
      value: ms(measured),
      baseline: `same call, sequential scan: ${ms(baseline)}`,
      ratio: ratio(baseline.medianMs, measured.medianMs),
      ratioMeaning: 'speed-up of the median over the sequential scan',
      measured,
      baselineMeasured: baseline,
      notes,
      plans: {
        measured: await planSummary(db.deps.orm, call(db.ctx)),
        baseline: await planSummary(db.noIndexDeps.orm, call(db.noIndexCtx)),
      },
    });
  }
  return figures;
}
