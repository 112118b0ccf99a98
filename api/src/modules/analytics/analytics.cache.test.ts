import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { Migration20261121120000TrialContinents } from '../../db/migrations/Migration20261121120000TrialContinents.js';
import { SwrCache, trialsVersion } from './analytics.cache.js';
import { continentsOf } from './analytics.continents.js';
import { computeSummary, histogramStats } from './analytics.summary.js';
import { warmAnalyticsCaches } from './analytics.warm.js';
import { trialsTableStats } from '../trials/trials.table.js';

const site = (country: string) => ({ facility: `Site ${country}`, city: null, state: null, country, status: null });

/** Writes committed in another session reach the cumulative statistics after a flush: force it and wait. */
async function versionAfterWrite(db: TestDb, before: string | null): Promise<string | null> {
  await db.deps.orm.em.fork().getConnection().execute('select pg_stat_force_next_flush()');
  for (let i = 0; i < 100; i++) {
    const v = await trialsVersion(db.deps);
    if (v !== before) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return before;
}

describe('analytics aggregates: continents column, exact median, stale-while-revalidate cache', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  it('derives the distinct continents of a trial (unknown countries: Other) and stores them on upsert', async () => {
    expect(continentsOf(['United States', 'Canada', 'France', 'Atlantis', 'Germany'])).toEqual(['Europe', 'North America', 'Other']);
    expect(continentsOf([])).toEqual([]);
    const [t] = await insertTrials(db.ctx().em, [buildTrial({ locations: [site('Japan'), site('Narnia'), site('China')] })]);
    const rows = await db.deps.orm.em.fork().getConnection().execute(`select continents from trials where nct_id = ?`, [t.nctId]);
    expect(rows[0].continents).toEqual(['Asia', 'Other']);
    const conn = db.deps.orm.em.fork().getConnection();
    const s = await computeSummary(conn, {});
    expect(s.geographic.continents).toEqual([
      { name: 'Asia', count: 1 },
      { name: 'Other', count: 1 },
    ]);
    // The migration's backfill of existing rows gives the same column as trialRow.
    await conn.execute(`update trials set continents = '{}'`);
    const m = new Migration20261121120000TrialContinents({} as never, {} as never);
    await m.up();
    const backfill = m
      .getQueries()
      .map((q) => (typeof q === 'string' ? q : String(q)))
      .find((q) => q.startsWith('update'))!;
    await conn.execute(backfill);
    expect((await conn.execute(`select continents from trials where nct_id = ?`, [t.nctId]))[0].continents).toEqual(['Asia', 'Other']);
  });

  it('computes the exact median, sum, min and max from a histogram (as percentile_cont(0.5))', () => {
    expect(histogramStats([])).toEqual({ n: 0, sum: 0, min: 0, max: 0, median: 0 });
    expect(
      histogramStats([
        { value: 700, count: 1 },
        { value: 100, count: 1 },
        { value: 300, count: 1 },
      ]),
    ).toEqual({ n: 3, sum: 1100, min: 100, max: 700, median: 300 });
    expect(
      histogramStats([
        { value: 10, count: 3 },
        { value: 40, count: 1 },
      ]),
    ).toMatchObject({ n: 4, median: 10 });
    expect(
      histogramStats([
        { value: 10, count: 2 },
        { value: 40, count: 2 },
      ]),
    ).toMatchObject({ n: 4, median: 25, sum: 100 });
  });

  it('keeps only slow values, serves them while unchanged, serves stale and refreshes in the background after a write', async () => {
    let calls = 0;
    let answer = 'A';
    const compute = async () => {
      calls += 1;
      return answer;
    };
    const fast = new SwrCache<string>(db.deps, { freshMs: 60_000, maxStaleMs: 60_000, slowMs: 10_000, maxEntries: 5 });
    expect(await fast.get('k', compute)).toBe('A');
    expect(await fast.get('k', compute)).toBe('A');
    expect(calls).toBe(2); // faster than slowMs: never cached
    expect(fast.has('k')).toBe(false);

    calls = 0;
    const cache = new SwrCache<string>(db.deps, { freshMs: 0, maxStaleMs: 60_000, slowMs: 0, maxEntries: 5 });
    expect(await cache.get('k', compute)).toBe('A');
    answer = 'B';
    expect(await cache.get('k', compute)).toBe('A'); // table unchanged: cached value, no recomputation
    expect(calls).toBe(1);

    const before = await trialsVersion(db.deps);
    await insertTrials(db.ctx().em, [buildTrial()]);
    expect(await versionAfterWrite(db, before)).not.toBe(before);
    expect(await cache.get('k', compute)).toBe('A'); // stale value served at once...
    expect(await cache.refresh('k', compute)).toBe('B'); // ...while the background recomputation (shared) runs
    expect(await cache.get('k', compute)).toBe('B');
    expect(calls).toBe(2);

    const strict = new SwrCache<string>(db.deps, { freshMs: 0, maxStaleMs: 0, slowMs: 0, maxEntries: 5 });
    await strict.get('k', compute);
    answer = 'C';
    expect(await strict.get('k', compute)).toBe('C'); // past maxStaleMs the caller waits for a fresh value
  });

  it('warming fills the unfiltered caches without failing', async () => {
    const conn = db.deps.orm.em.fork().getConnection();
    await conn.execute(
      `update trials set score = 6, recommendation = 'SURVEILLER', investment_verdict = 'POSSIBLE', enrollment = 40 where nct_id = (select min(nct_id) from trials)`,
    );
    await conn.execute(
      `update trials set score = 3, recommendation = 'NE_PAS_INVESTIR', investment_verdict = 'NON', enrollment = 10 where nct_id = (select max(nct_id) from trials)`,
    );
    await warmAnalyticsCaches(db.deps);
    // Unfiltered (index-only scans) and filtered (one GROUPING SETS scan) paths agree with hand-computed figures.
    expect(await trialsTableStats(db.ctx(), {})).toEqual({
      totalTrials: 2,
      averageScore: 4.5,
      totalEnrollment: 50,
      recommendationBreakdown: [
        { name: 'NE_PAS_INVESTIR', count: 1 },
        { name: 'SURVEILLER', count: 1 },
      ],
      investmentBreakdown: [
        { name: 'NON', count: 1 },
        { name: 'POSSIBLE', count: 1 },
      ],
    });
    expect(await trialsTableStats(db.ctx(), { filter: { investmentVerdict: 'NON' } })).toEqual({
      totalTrials: 1,
      averageScore: 3,
      totalEnrollment: 10,
      recommendationBreakdown: [{ name: 'NE_PAS_INVESTIR', count: 1 }],
      investmentBreakdown: [{ name: 'NON', count: 1 }],
    });
  });
});
