import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { addDaysIso } from '../../domain/dates.js';
import { catalystLabel } from '../../domain/catalyst.js';
import { todayUtc } from '../trials/trials.validation.js';

type Catalyst = { kind: string; windowStart: string; windowEnd: string; precision: string; label: string; confidence: string };
type Upcoming = { catalyst: Catalyst; trial: { nctId: string; nextCatalyst: Catalyst } };
type PipelineRow = { nctId: string; nextCatalyst: Catalyst | null; trial: { nextCatalyst: Catalyst | null } };

const CATALYST = 'kind windowStart windowEnd precision label confidence';
const PAGE = `query($months: Int) {
  company(ticker: "VRTX") {
    pipeline { nctId nextCatalyst { ${CATALYST} } trial { nextCatalyst { ${CATALYST} } } }
    upcomingCatalysts(months: $months) { catalyst { ${CATALYST} } trial { nctId nextCatalyst { ${CATALYST} } } }
  }
}`;

describe('company catalysts: the readout-window model in the pipeline and the upcoming timeline', () => {
  const fx = useTestServer();
  const today = todayUtc();
  const day = (n: number) => addDaysIso(today, n);
  const vertex = (overrides: Partial<TrialRecord>) =>
    buildTrial({
      leadSponsorName: 'Vertex Pharmaceuticals Incorporated',
      leadSponsorClass: 'INDUSTRY',
      ticker: 'VRTX',
      investmentVerdict: 'OUI',
      ...overrides,
    });
  const estimated = (date: string, raw = date) => ({
    primaryCompletionDate: date,
    primaryCompletionDateRaw: raw,
    primaryCompletionDateType: 'ESTIMATED' as const,
  });
  const actual = (date: string) => ({ primaryCompletionDate: date, primaryCompletionDateRaw: date, primaryCompletionDateType: 'ACTUAL' as const });

  const t = {
    // An estimated month ahead: ANTICIPATED primary completion, "mois année" window.
    anticipated: vertex({ ...estimated(`${day(150).slice(0, 7)}-01`, day(150).slice(0, 7)) }),
    // Industry phase 3 that completed 10 days ago: topline expected in a quarter, ANTICIPATED.
    topline: vertex({ status: 'ACTIVE_NOT_RECRUITING', phases: ['PHASE3'], ...actual(day(-10)) }),
    // Estimated date 90 days ago, never updated: OVERDUE (stale date), still on the timeline.
    overdue: vertex({ ...estimated(day(-90)) }),
    // Phase 1 completed 14 months ago without results: results were due two months ago, OVERDUE.
    resultsLate: vertex({ status: 'COMPLETED', phases: ['PHASE1'], ...actual(day(-430)), completionDateType: 'ACTUAL' }),
    // Stale for over two years: OVERDUE but no longer an upcoming catalyst.
    staleOverdue: vertex({ status: 'UNKNOWN', ...estimated(day(-800)) }),
    // Results posted in 2016: PASSED, behind us, never upcoming.
    passed: vertex({ status: 'COMPLETED', ...actual('2015-06-30'), completionDateType: 'ACTUAL', resultsFirstPostDate: '2016-05-10' }),
    // Results posted 10 days ago: ACTUAL, it happened.
    happened: vertex({ status: 'COMPLETED', ...actual(day(-200)), completionDateType: 'ACTUAL', resultsFirstPostDate: day(-10) }),
    // ANTICIPATED, but beyond the 24-month horizon.
    far: vertex({ ...estimated(day(800)) }),
    // A suspended study's estimate is no catalyst of the timeline.
    suspended: vertex({ status: 'SUSPENDED', ...estimated(day(60)) }),
  };

  beforeAll(async () => {
    await insertTrials(fx.db.deps.orm.em.fork(), Object.values(t));
  });

  it('gives every pipeline trial its next catalyst, the same as Trial.nextCatalyst, each confidence case included', async () => {
    const res = await fx.srv.gql(PAGE);
    expect(res.errors).toBeUndefined();
    const rows: PipelineRow[] = res.data!.company.pipeline;
    expect(rows).toHaveLength(Object.keys(t).length);
    for (const r of rows) expect(r.nextCatalyst, r.nctId).toEqual(r.trial.nextCatalyst);
    const of = (x: TrialRecord) => rows.find((r) => r.nctId === x.nctId)!.nextCatalyst!;
    expect(of(t.anticipated)).toMatchObject({ kind: 'PRIMARY_COMPLETION', precision: 'MONTH', confidence: 'ANTICIPATED' });
    expect(of(t.anticipated).label).toBe(catalystLabel(of(t.anticipated).windowStart, 'MONTH', 'fr'));
    expect(of(t.topline)).toMatchObject({ kind: 'TOPLINE_READOUT', precision: 'QUARTER', confidence: 'ANTICIPATED' });
    expect(of(t.topline).label).toMatch(/^T[1-4] \d{4}$/);
    expect(of(t.overdue)).toMatchObject({ kind: 'PRIMARY_COMPLETION', windowStart: day(-90), precision: 'DAY', confidence: 'OVERDUE' });
    expect(of(t.resultsLate)).toMatchObject({ kind: 'RESULTS_POSTING', precision: 'MONTH', confidence: 'OVERDUE' });
    expect(of(t.staleOverdue).confidence).toBe('OVERDUE');
    expect(of(t.passed)).toEqual({
      kind: 'RESULTS_POSTING',
      windowStart: '2016-05-10',
      windowEnd: '2016-05-10',
      precision: 'DAY',
      label: '10 mai 2016',
      confidence: 'PASSED',
    });
    expect(of(t.happened)).toMatchObject({ kind: 'RESULTS_POSTING', windowStart: day(-10), confidence: 'ACTUAL' });
    expect(of(t.far).confidence).toBe('ANTICIPATED');
  });

  it('lists as upcoming the ANTICIPATED windows of the horizon and the recent OVERDUE dates, by window start; never a PASSED or ACTUAL readout', async () => {
    const res = await fx.srv.gql(PAGE);
    const upcoming: Upcoming[] = res.data!.company.upcomingCatalysts;
    const ids = upcoming.map((u) => u.trial.nctId);
    expect(new Set(ids)).toEqual(new Set([t.anticipated.nctId, t.topline.nctId, t.overdue.nctId, t.resultsLate.nctId]));
    const starts = upcoming.map((u) => u.catalyst.windowStart);
    expect(starts).toEqual([...starts].sort());
    for (const u of upcoming) {
      expect(u.catalyst).toEqual(u.trial.nextCatalyst);
      expect(['ANTICIPATED', 'OVERDUE']).toContain(u.catalyst.confidence);
    }
    expect(ids.slice(0, 2).sort()).toEqual([t.overdue.nctId, t.resultsLate.nctId].sort()); // overdue windows started before today

    // Past readouts: what happened (results posted, a reached primary completion), not an estimate left stale.
    const past = await fx.srv.gql(`{ company(ticker: "VRTX") { pastReadouts(first: 50) { trial { nctId } } } }`);
    const pastIds = past.data!.company.pastReadouts.map((r: { trial: { nctId: string } }) => r.trial.nctId);
    expect(pastIds).toEqual(expect.arrayContaining([t.passed.nctId, t.happened.nctId, t.resultsLate.nctId, t.topline.nctId]));
    expect(pastIds).not.toContain(t.overdue.nctId);
    expect(pastIds).not.toContain(t.staleOverdue.nctId);

    const wide = await fx.srv.gql(PAGE, { months: 60 });
    expect(wide.data!.company.upcomingCatalysts.map((u: Upcoming) => u.trial.nctId)).toContain(t.far.nctId);
    expect(wide.data!.company.upcomingCatalysts.map((u: Upcoming) => u.trial.nctId)).not.toContain(t.suspended.nctId);
  });

  it('reads the catalysts in the company’s one trials query (no query per trial)', async () => {
    const queries: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', onQuery);
    try {
      const res = await fx.srv.gql(`{ company(ticker: "VRTX") { pipeline { nctId nextCatalyst { label } } upcomingCatalysts { catalyst { label } } } }`);
      expect(res.errors).toBeUndefined();
    } finally {
      knex.off('query', onQuery);
    }
    expect(queries.filter((q) => /from "?trials"?\b/.test(q))).toHaveLength(1);
  });

  it('REST GET /api/companies/:ticker carries the same catalysts, labels in the request language', async () => {
    const gql = (await fx.srv.gql(PAGE)).data!.company;
    const rest = await fx.srv.rest('GET', '/companies/VRTX');
    expect(rest.status).toBe(200);
    expect(rest.body.data.upcomingCatalysts.map((u: Upcoming) => ({ catalyst: u.catalyst, nctId: u.trial.nctId }))).toEqual(
      gql.upcomingCatalysts.map((u: Upcoming) => ({ catalyst: u.catalyst, nctId: u.trial.nctId })),
    );
    const restRows = new Map(rest.body.data.pipeline.map((p: PipelineRow) => [p.nctId, p.nextCatalyst]));
    for (const r of gql.pipeline as PipelineRow[]) expect(restRows.get(r.nctId), r.nctId).toEqual(r.nextCatalyst);

    const en = await fetch(`${fx.srv.url}/api/companies/VRTX`, { headers: { 'accept-language': 'en' } });
    const body = (await en.json()) as { data: { upcomingCatalysts: Upcoming[]; pipeline: PipelineRow[] } };
    const topline = body.data.pipeline.find((p) => p.nctId === t.topline.nctId)!.nextCatalyst!;
    expect(topline.label).toMatch(/^Q[1-4] \d{4}$/);
    expect(body.data.pipeline.find((p) => p.nctId === t.passed.nctId)!.nextCatalyst!.label).toBe('May 10, 2016');
  });
});
