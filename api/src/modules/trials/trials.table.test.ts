import { beforeAll, describe, expect, it } from 'vitest';
import { type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';

/** Sets the denormalised latest analysis (normally written by the analysis module). */
async function analyse(db: TestDb, nctId: string, score: number, recommendation: string, analyzedAt: string) {
  await db
    .ctx()
    .em.getKnex()
    .raw('update trials set score = ?, recommendation = ?, analyzed_at = ? where nct_id = ?', [score, recommendation, analyzedAt, nctId]);
}

describe('trials table, stats, filters (GraphQL and REST)', () => {
  const fx = useTestServer();
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      buildTrial({
        nctId: 'NCT50000001',
        briefTitle: 'Alpha',
        investmentVerdict: 'OUI',
        ticker: 'AAA',
        phases: ['PHASE3'],
        completionDate: '2027-01-10',
        enrollment: 100,
        leadSponsorName: 'Zeta Pharma Inc',
      }),
      buildTrial({
        nctId: 'NCT50000002',
        briefTitle: 'Bravo',
        investmentVerdict: 'OUI',
        ticker: 'BBB',
        phases: ['PHASE2', 'PHASE3'],
        completionDate: '2027-02-20',
        enrollment: 2000,
        leadSponsorName: 'Alpha Biotech Ltd',
      }),
      buildTrial({ nctId: 'NCT50000003', briefTitle: 'Charlie', investmentVerdict: 'POSSIBLE', phases: ['PHASE1'], completionDate: null, enrollment: null }),
      buildTrial({ nctId: 'NCT50000004', briefTitle: 'Delta', investmentVerdict: 'NON', phases: ['PHASE4'], completionDate: '2026-12-31', enrollment: 700 }),
    ]);
    await analyse(fx.db, 'NCT50000001', 8.5, 'INVESTIR', '2026-11-01T10:00:00Z');
    await analyse(fx.db, 'NCT50000002', 5.5, 'SURVEILLER', '2026-11-10T10:00:00Z');
    await analyse(fx.db, 'NCT50000004', 2, 'NE_PAS_INVESTIR', '2026-10-01T10:00:00Z');
  });

  const TABLE = `query($f: TrialsTableFilter, $p: Int, $l: Int, $s: TrialsTableSortField, $o: SortOrder) {
    trialsTable(filter: $f, page: $p, limit: $l, sortBy: $s, sortOrder: $o) {
      rows { nctId briefTitle score recommendation investmentVerdict leadSponsorName ticker phases enrollment completionDate countries }
      pagination { currentPage totalPages totalCount limit hasNextPage hasPrevPage } } }`;
  const ids = async (vars: Record<string, unknown>) => {
    const r = await fx.srv.gql(TABLE, vars);
    expect(r.errors).toBeUndefined();
    return (r.data!.trialsTable.rows as { nctId: string }[]).map((x) => x.nctId);
  };

  it('default sort is analyzedAt descending with unanalysed trials last', async () => {
    expect(await ids({})).toEqual(['NCT50000002', 'NCT50000001', 'NCT50000004', 'NCT50000003']);
  });

  it('sorts by any shown column both ways, nulls last', async () => {
    expect(await ids({ s: 'score', o: 'ASC' })).toEqual(['NCT50000004', 'NCT50000002', 'NCT50000001', 'NCT50000003']);
    expect(await ids({ s: 'enrollment', o: 'DESC' })).toEqual(['NCT50000002', 'NCT50000004', 'NCT50000001', 'NCT50000003']);
    expect(await ids({ s: 'completionDate', o: 'ASC' })).toEqual(['NCT50000004', 'NCT50000001', 'NCT50000002', 'NCT50000003']);
    expect(await ids({ s: 'briefTitle', o: 'DESC' })).toEqual(['NCT50000004', 'NCT50000003', 'NCT50000002', 'NCT50000001']);
    expect(await ids({ s: 'leadSponsor', o: 'ASC' })).toEqual(['NCT50000003', 'NCT50000004', 'NCT50000002', 'NCT50000001']);
    expect(await ids({ s: 'investmentVerdict', o: 'DESC' })).toEqual(['NCT50000001', 'NCT50000002', 'NCT50000003', 'NCT50000004']);
    expect((await ids({ s: 'ticker', o: 'ASC' })).slice(0, 2)).toEqual(['NCT50000001', 'NCT50000002']);
  });

  it('filters by verdict, recommendation, phases and inclusive completion range', async () => {
    expect(await ids({ f: { investmentVerdict: 'OUI' } })).toEqual(['NCT50000002', 'NCT50000001']);
    expect(await ids({ f: { recommendation: 'INVESTIR' } })).toEqual(['NCT50000001']);
    expect((await ids({ f: { phases: ['PHASE3'] } })).sort()).toEqual(['NCT50000001', 'NCT50000002']);
    expect((await ids({ f: { phases: ['PHASE1', 'PHASE4'] } })).sort()).toEqual(['NCT50000003', 'NCT50000004']);
    const display = await fx.srv.rest('GET', `/trials-table?investissement_bourse=ALL&phase=${encodeURIComponent('Phase 1,PHASE4')}`);
    expect(display.body.data.map((t: { nctId: string }) => t.nctId).sort()).toEqual(['NCT50000003', 'NCT50000004']);
    expect((await ids({ f: { completionDateFrom: '2026-12-31', completionDateTo: '2027-01-10' } })).sort()).toEqual(['NCT50000001', 'NCT50000004']);
  });

  it('pages with the spec pagination fields', async () => {
    const r = await fx.srv.gql(TABLE, { l: 3, p: 2 });
    expect(r.data!.trialsTable.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 4, limit: 3, hasNextPage: false, hasPrevPage: true });
    expect(r.data!.trialsTable.rows.map((x: any) => x.nctId)).toEqual(['NCT50000003']);
  });

  it('rejects unknown sort fields, bad dates and limits out of range (BAD_USER_INPUT / 400)', async () => {
    for (const vars of [
      { s: 'password' },
      { o: 'sideways' },
      { l: 1001 },
      { l: 0 },
      { p: 0 },
      { f: { completionDateFrom: '2026-02-30' } },
      { f: { investmentVerdict: 'MAYBE' } },
    ]) {
      const r = await fx.srv.gql(TABLE, vars);
      expect(r.errors?.[0].extensions?.code, JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    }
    for (const qs of ['sortBy=nope', 'limit=5000', 'limit=abc', 'completionDateFrom=2026-13-01', 'phase=PHASE9']) {
      const r = await fx.srv.rest('GET', `/trials-table?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    }
  });

  it('REST /trials-table uses the spec names (investissement_bourse, phase list, ALL = no filter)', async () => {
    const r = await fx.srv.rest(
      'GET',
      '/trials-table?investissement_bourse=OUI&phase=PHASE2,PHASE3&recommendation=ALL&sortBy=completionDate&sortOrder=asc&page=1&limit=50',
    );
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.map((x: any) => x.nctId)).toEqual(['NCT50000001', 'NCT50000002']);
    expect(r.body.data[0]).toMatchObject({
      nctId: 'NCT50000001',
      leadSponsor: 'Zeta Pharma Inc',
      ticker_bourse: 'AAA',
      investissement_bourse: 'OUI',
      phase: ['Phase 3'],
      score: 8.5,
      enrollment: 100,
      completionDate: '2027-01-10',
      countries: ['France'],
    });
    expect(r.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 2, limit: 50, hasNextPage: false, hasPrevPage: false });
    const all = await fx.srv.rest('GET', '/trials-table?investissement_bourse=ALL');
    expect(all.body.pagination.totalCount).toBe(4);
    expect(all.body.data.find((x: any) => x.nctId === 'NCT50000003').ticker_bourse).toBe('Non déterminé');
  });

  it('stats and filters on both transports', async () => {
    const g = await fx.srv.gql(
      `{ trialsTableStats(filter: { investmentVerdict: OUI }) { totalTrials averageScore totalEnrollment recommendationBreakdown { name count } investmentBreakdown { name count } } }`,
    );
    expect(g.data!.trialsTableStats).toEqual({
      totalTrials: 2,
      averageScore: 7,
      totalEnrollment: 2100,
      recommendationBreakdown: [
        { name: 'INVESTIR', count: 1 },
        { name: 'SURVEILLER', count: 1 },
      ],
      investmentBreakdown: [{ name: 'OUI', count: 2 }],
    });
    const r = await fx.srv.rest('GET', '/trials-table/stats');
    expect(r.body).toMatchObject({ success: true, stats: { totalTrials: 4, totalEnrollment: 2800 } });
    expect(r.body.stats.averageScore).toBeCloseTo(5.33, 2);
    const f = await fx.srv.rest('GET', '/trials-table/filters');
    expect(f.body).toEqual({
      success: true,
      filters: {
        investissement_bourse: ['OUI', 'POSSIBLE', 'NON'],
        phases: ['PHASE1', 'PHASE2', 'PHASE3', 'PHASE4'],
        dateRange: { min: '2026-12-31', max: '2027-02-20' },
      },
    });
    const gf = await fx.srv.gql(`{ trialsTableFilters { investmentVerdicts phases dateRange { min max } } }`);
    expect(gf.data!.trialsTableFilters.dateRange).toEqual({ min: '2026-12-31', max: '2027-02-20' });
  });
});
