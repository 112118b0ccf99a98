import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { addDaysIso } from '../../domain/dates.js';
import { Migration20261128120000TrialReadoutProbability } from '../../db/migrations/Migration20261128120000TrialReadoutProbability.js';
import { analyzeTrials } from '../analysis/analysis.batch.js';
import { todayUtc } from '../trials/trials.validation.js';
import { screenStatement, type ScreenQuery } from './catalysts.sql.js';
import { branchesOf, catalystFilterSchema, dayRange, TOTAL_COUNT_BOUND, type CatalystSortField } from './catalysts.validation.js';

/** The probability and market-cap sorts walk an index instead of reading every catalyst of the window. */
describe('catalysts: the stored readout probability and the sorts’ plans', () => {
  let db: TestDb;
  const today = todayUtc();
  const ids = ['NCT72000001', 'NCT72000002', 'NCT72000003', 'NCT72000004'];

  /** Each trial's stored probability beside its latest analysis's (the row trials.analyzed_at points at). */
  const storedAndLatest = async () =>
    db.deps.orm.em.getConnection().execute<{ nct_id: string; stored: number | null; latest: number | null; analyses: number }[]>(
      `select t.nct_id, t.readout_probability as stored,
              (select (a.breakdown->>'probability')::float8 from analyses a
                where a.trial_nct_id = t.nct_id and a.analyzed_at = t.analyzed_at order by a.id limit 1) as latest,
              (select count(*)::int from analyses a where a.trial_nct_id = t.nct_id) as analyses
         from trials t where t.nct_id in (?) order by t.nct_id`,
      [ids],
    );

  beforeAll(async () => {
    db = await createTestDb();
    await insertTrials(
      db.ctx().em,
      ids.map((nctId, i) =>
        buildTrial({
          nctId,
          phases: ['PHASE3'],
          primaryCompletionDate: addDaysIso(today, 10 + i),
          primaryCompletionDateRaw: addDaysIso(today, 10 + i),
          primaryCompletionDateType: 'ESTIMATED',
          ...(i % 2 ? { ticker: 'VRTX', investmentVerdict: 'OUI' as const, leadSponsorClass: 'INDUSTRY' } : {}),
        }),
      ),
    );
  });
  afterAll(async () => db?.close());

  it('stores the latest analysis’s readout probability on the trial, on every analysis and in the migration’s backfill', async () => {
    await analyzeTrials(db.deps, { mode: 'ids', nctIds: ids, force: true });
    const first = await storedAndLatest();
    expect(first.map((r) => r.analyses)).toEqual([1, 1, 1, 1]);
    for (const r of first) {
      expect(r.latest, r.nct_id).toEqual(expect.any(Number));
      expect(r.stored, r.nct_id).toBe(r.latest);
    }

    // A stale value is replaced by the next analysis's.
    const conn = db.deps.orm.em.getConnection();
    await conn.execute(`update trials set readout_probability = -1 where nct_id in (?)`, [ids]);
    await analyzeTrials(db.deps, { mode: 'ids', nctIds: ids, force: true });
    const second = await storedAndLatest();
    expect(second.map((r) => r.analyses)).toEqual([2, 2, 2, 2]);
    for (const r of second) expect(r.stored, r.nct_id).toBe(r.latest);

    // Rows written before the column existed: the migration fills it from the latest analysis.
    await conn.execute(`update trials set readout_probability = null where nct_id in (?)`, [ids]);
    const m = new Migration20261128120000TrialReadoutProbability({} as never, {} as never);
    await m.up();
    const backfill = m
      .getQueries()
      .map((q) => (typeof q === 'string' ? q : String(q)))
      .find((q) => q.startsWith('update'));
    expect(backfill).toBeDefined();
    await conn.execute(backfill!);
    expect(await storedAndLatest()).toEqual(second);
  });

  const statementOf = (sort: CatalystSortField, order: 'ASC' | 'DESC'): ScreenQuery => {
    const filter = catalystFilterSchema.parse({});
    return {
      filter,
      branches: branchesOf(filter),
      range: dayRange(filter, today),
      today,
      sort,
      order,
      limit: 51,
      cursor: null,
      userId: null,
      caps: sort === 'MARKET_CAP' ? { tickers: ['VRTX'], caps: [1e11] } : null,
      ranking: sort === 'MARKET_CAP' ? { tickers: ['VRTX'], ranks: [1], caps: [1e11] } : null,
      countBound: TOTAL_COUNT_BOUND,
    };
  };

  /** EXPLAIN of the screen's statement; on a few rows the planner would rather scan and sort, so both are forbidden. */
  const planOf = async (q: ScreenQuery): Promise<string> => {
    const st = screenStatement(q);
    let plan = '';
    await db.deps.orm.em.getKnex().transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      await trx.raw('set local enable_sort = off');
      const { rows }: { rows: { 'QUERY PLAN': string }[] } = await trx.raw(`explain ${st.sql}`, [...st.bindings]);
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    return plan;
  };

  it('the probability sort walks trials_readout_probability_asc / _desc (no sort of the readouts)', async () => {
    const desc = await planOf(statementOf('PROBABILITY', 'DESC'));
    const asc = await planOf(statementOf('PROBABILITY', 'ASC'));
    expect(desc).toMatch(/Index Scan using trials_readout_probability_desc on trials t\b/);
    expect(asc).toMatch(/Index Scan using trials_readout_probability_asc on trials t\b/);
    // No subquery into the analyses per catalyst any more: the page reads the stored column.
    for (const p of [asc, desc]) expect(p).not.toContain('analyses');
  });

  it('the market-cap sort walks the ranked tickers through trials_ticker_index', async () => {
    const plan = await planOf(statementOf('MARKET_CAP', 'DESC'));
    expect(plan).toMatch(/Index Scan using trials_ticker_index on trials t\b/);
    expect(plan).toContain('Incremental Sort');
  });
});
