import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { continentOf } from './analytics.continents.js';
import { getSummary } from './analytics.service.js';

const site = (country: string) => ({ facility: `Site ${country}`, city: null, state: null, country, status: null });
const T = [
  buildTrial({
    startDate: '2020-01-10',
    completionDate: '2022-06-01',
    enrollment: 100,
    locations: [site('France'), site('Germany')],
    status: 'COMPLETED',
    phases: ['PHASE3'],
    conditions: ['Asthma'],
    leadSponsorName: 'S1',
    investmentVerdict: 'OUI',
    ticker: 'AAA',
  }),
  buildTrial({
    startDate: '2021-05-01',
    completionDate: '2024-01-01',
    enrollment: 300,
    locations: [site('United States'), site('Canada'), site('United States')],
    status: 'RECRUITING',
    phases: ['PHASE3'],
    conditions: ['Asthma', 'COPD'],
    leadSponsorName: 'S1',
  }),
  buildTrial({
    startDate: '2022-03-15',
    completionDate: '2027-01-01',
    enrollment: 700,
    locations: [site('Japan')],
    status: 'TERMINATED',
    phases: ['PHASE2', 'PHASE3'],
    conditions: ['Breast Cancer'],
    leadSponsorName: 'S2',
    investmentVerdict: 'OUI',
    ticker: 'BBB',
  }),
  buildTrial({
    startDate: '2023-07-01',
    completionDate: null,
    enrollment: null,
    locations: [site('United States')],
    status: 'RECRUITING',
    phases: ['PHASE3'],
    conditions: ['Asthma'],
    leadSponsorName: 'S2',
  }),
  buildTrial({
    startDate: null,
    completionDate: '2026-02-01',
    enrollment: 1500,
    locations: [site('Brazil'), site('France')],
    status: 'ACTIVE_NOT_RECRUITING',
    phases: ['PHASE3'],
    conditions: ['Obesity'],
    leadSponsorName: 'S3',
  }),
];
const SCORES: [number, string][] = [
  [7.5, 'INVESTIR'],
  [5, 'SURVEILLER'],
  [2, 'NE_PAS_INVESTIR'],
  [3, 'NE_PAS_INVESTIR'],
];
const nc = (...pairs: [string, number][]) => pairs.map(([name, count]) => ({ name, count }));

describe('analytics', () => {
  let db: TestDb;
  let srv: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, T);
    const conn = db.deps.orm.em.fork().getConnection();
    for (const [i, [score, rec]] of SCORES.entries()) {
      await conn.execute(`update trials set score = ?, recommendation = ?, analyzed_at = now() where nct_id = ?`, [score, rec, T[i].nctId]);
    }
    user = await createUser(db);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  it('maps countries to continents', () => {
    expect(continentOf('France')).toBe('Europe');
    expect(continentOf('Korea, Republic of')).toBe('Asia');
    expect(continentOf('United States')).toBe('North America');
    expect(continentOf('Brazil')).toBe('South America');
    expect(continentOf('Australia')).toBe('Oceania');
    expect(continentOf('Egypt')).toBe('Africa');
    expect(continentOf('Atlantis')).toBeNull();
  });

  it('summary numbers equal hand-computed values', async () => {
    const s = await getSummary(db.ctx());
    expect(s.overview).toMatchObject({ totalTrials: 5, totalEnrollment: 2600, averageEnrollment: 650 });
    expect(Date.parse(s.overview.lastUpdate!)).not.toBeNaN();
    expect(s.enrollment).toEqual({ total: 2600, average: 650, median: 500, min: 100, max: 1500 });
    expect(s.topMetrics.topCountries).toEqual(nc(['France', 2], ['United States', 2], ['Brazil', 1], ['Canada', 1], ['Germany', 1], ['Japan', 1]));
    expect(s.geographic.topCountries).toEqual(s.topMetrics.topCountries);
    expect(s.geographic.continents).toEqual(nc(['Europe', 2], ['North America', 2], ['Asia', 1], ['South America', 1]));
    expect(s.topMetrics.statusDistribution).toEqual(nc(['RECRUITING', 2], ['ACTIVE_NOT_RECRUITING', 1], ['COMPLETED', 1], ['TERMINATED', 1]));
    expect(s.topMetrics.topConditions).toEqual(nc(['Asthma', 3], ['Breast Cancer', 1], ['COPD', 1], ['Obesity', 1]));
    expect(s.topMetrics.topSponsors).toEqual(nc(['S1', 2], ['S2', 2], ['S3', 1]));
    expect(s.phases).toEqual(nc(['PHASE3', 5], ['PHASE2', 1]));
    expect(s.dates).toEqual({
      startDateRange: { earliest: '2020-01-10', latest: '2023-07-01', count: 4 },
      completionDateRange: { earliest: '2022-06-01', latest: '2027-01-01', count: 4 },
    });
    const ii = s.investmentInsights;
    expect(ii.recommendations).toEqual(nc(['NE_PAS_INVESTIR', 2], ['INVESTIR', 1], ['SURVEILLER', 1]));
    expect(ii.stockOpportunities).toEqual(nc(['NON', 3], ['OUI', 2]));
    expect(ii.averageScore).toBe(4.4);
    expect(ii.analyzedTrials).toBe(4);
    expect(ii.topOpportunities.map((t) => [t.nctId, t.score])).toEqual([[T[0].nctId, 7.5]]);
    expect(ii.topRisks.map((t) => [t.nctId, t.ticker])).toEqual([[T[2].nctId, 'BBB']]);
  });

  it('filters by start date range (inclusive)', async () => {
    const s = await getSummary(db.ctx(), { dateFrom: '2021-05-01', dateTo: '2022-03-15' });
    expect(s.overview.totalTrials).toBe(2);
    expect(s.enrollment).toEqual({ total: 1000, average: 500, median: 500, min: 300, max: 700 });
    expect(s.geographic.continents).toEqual(nc(['North America', 1], ['Asia', 1]).sort((a, b) => a.name.localeCompare(b.name)));
    await expect(getSummary(db.ctx(), { dateFrom: '2022-01-01', dateTo: '2021-01-01' })).rejects.toMatchObject({ name: 'ZodError' });
  });

  it('GraphQL analyticsSummary and analytics(AGGREGATED) agree with the service', async () => {
    const r = await srv.gql(
      `{ analyticsSummary { overview { totalTrials } enrollment { median } geographic { continents { name count } } investmentInsights { averageScore topOpportunities { nctId } } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.analyticsSummary).toMatchObject({
      overview: { totalTrials: 5 },
      enrollment: { median: 500 },
      investmentInsights: { averageScore: 4.4, topOpportunities: [{ nctId: T[0].nctId }] },
    });
    const a = await srv.gql(`{ analytics(type: AGGREGATED, dateFrom: "2021-01-01") { type summary { overview { totalTrials } } snapshots { id } } }`);
    expect(a.data!.analytics).toEqual({ type: 'AGGREGATED', summary: { overview: { totalTrials: 3 } }, snapshots: [] });
    const none = await srv.gql(`{ analytics(type: LATEST) { summary { overview { totalTrials } } snapshots { id } } }`);
    expect(none.data!.analytics).toEqual({ summary: null, snapshots: [] });
    expect((await srv.rest('GET', '/analytics?type=latest')).body).toMatchObject({ success: true, analytics: null });
  });

  it('refreshAnalytics: signed-in only, stores a snapshot, publishes analyticsRefreshed, is rate-limited', async () => {
    const m = `mutation($f: AnalyticsFiltersInput) { refreshAnalytics(filters: $f) { id createdAt trialCount dateFrom summary { overview { totalTrials } } } }`;
    const anon = await srv.gql(m, {});
    expect(anon.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const client = srv.ws();
    const event = new Promise<any>((resolve, reject) => {
      client.subscribe(
        { query: `subscription { analyticsRefreshed { id trialCount createdAt } }` },
        { next: (v) => resolve(v.data), error: reject, complete: () => undefined },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    const ok = await srv.gql(m, { f: { dateFrom: '2021-01-01' } }, user.accessToken);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.refreshAnalytics).toMatchObject({ trialCount: 3, dateFrom: '2021-01-01', summary: { overview: { totalTrials: 3 } } });
    expect(await event).toEqual({ analyticsRefreshed: { id: ok.data!.refreshAnalytics.id, trialCount: 3, createdAt: ok.data!.refreshAnalytics.createdAt } });
    const latest = await srv.gql(`{ analytics(type: LATEST) { summary { overview { totalTrials } } snapshots { id } } }`);
    expect(latest.data!.analytics).toEqual({ summary: { overview: { totalTrials: 3 } }, snapshots: [{ id: ok.data!.refreshAnalytics.id }] });
    for (let k = 0; k < 4; k++) expect((await srv.gql(m, {}, user.accessToken)).errors).toBeUndefined();
    const limited = await srv.gql(m, {}, user.accessToken);
    expect(limited.errors![0].extensions!.code).toBe('RATE_LIMITED');
  });

  it('HISTORICAL lists snapshots newest first within the limit; only 5, 10, 20, 50 are accepted', async () => {
    const conn = db.deps.orm.em.fork().getConnection();
    for (let k = 1; k <= 6; k++) {
      await conn.execute(
        `insert into analytics_snapshots (created_at, filters, trial_count, summary) values (?::timestamptz, '{}', ?, (select summary from analytics_snapshots limit 1))`,
        [`2025-0${k}-01T00:00:00Z`, k],
      );
    }
    const h = await srv.gql(`{ analytics(type: HISTORICAL, limit: 5) { summary { overview { totalTrials } } snapshots { trialCount createdAt } } }`);
    expect(h.data!.analytics.summary).toBeNull();
    const snaps = h.data!.analytics.snapshots;
    expect(snaps).toHaveLength(5);
    expect(snaps.map((s: any) => Date.parse(s.createdAt))).toEqual([...snaps.map((s: any) => Date.parse(s.createdAt))].sort((a, b) => b - a));
    const ranged = await srv.gql(`{ analytics(type: HISTORICAL, dateFrom: "2025-02-01", dateTo: "2025-04-01") { snapshots { trialCount } } }`);
    expect(ranged.data!.analytics.snapshots).toEqual([{ trialCount: 4 }, { trialCount: 3 }, { trialCount: 2 }]);
    const bad = await srv.gql(`{ analytics(type: HISTORICAL, limit: 7) { type } }`);
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const f = await srv.gql(`{ analyticsFilters { types defaultType limits defaultLimit dateRange { min max } snapshotCount } }`);
    expect(f.data!.analyticsFilters).toEqual({
      types: ['AGGREGATED', 'LATEST', 'HISTORICAL'],
      defaultType: 'AGGREGATED',
      limits: [5, 10, 20, 50],
      defaultLimit: 10,
      dateRange: { min: '2020-01-10', max: '2023-07-01' },
      snapshotCount: 11,
    });
  });

  it('REST facades answer the spec envelopes', async () => {
    const agg = await srv.rest('GET', '/analytics?type=aggregated&dateFrom=ALL');
    expect(agg.status).toBe(200);
    expect(agg.body).toMatchObject({
      success: true,
      timestamp: expect.any(String),
      analytics: { type: 'aggregated', totalTrials: 5, summary: { overview: { totalTrials: 5 } } },
    });
    const sum = await srv.rest('GET', '/analytics/summary?dateFrom=2021-01-01&dateTo=2021-12-31');
    expect(sum.body).toMatchObject({ success: true, timestamp: expect.any(String), summary: { overview: { totalTrials: 1, totalEnrollment: 300 } } });
    expect(Object.keys(sum.body.summary).sort()).toEqual(['dates', 'enrollment', 'geographic', 'investmentInsights', 'overview', 'phases', 'topMetrics']);
    const hist = await srv.rest('GET', '/analytics?type=historical&limit=5');
    expect(hist.body.analytics).toHaveLength(5);
    expect(Object.keys(hist.body.analytics[0]).sort()).toEqual(['filters', 'id', 'summary', 'timestamp', 'totalTrials']);
    const latest = await srv.rest('GET', '/analytics?type=latest');
    expect(latest.body.analytics).toMatchObject({ type: 'latest', totalTrials: expect.any(Number) });
    expect((await srv.rest('GET', '/analytics?type=historical&limit=7')).body).toMatchObject({
      success: false,
      error: 'limit: limit must be 5, 10, 20 or 50',
      code: 'BAD_USER_INPUT',
    });
    expect((await srv.rest('GET', '/analytics/summary?dateFrom=yesterday')).status).toBe(400);
    const filters = await srv.rest('GET', '/analytics/filters');
    expect(filters.body).toMatchObject({
      success: true,
      filters: { types: ['aggregated', 'latest', 'historical', 'refresh'], limits: [5, 10, 20, 50], defaultLimit: 10, defaultType: 'aggregated' },
    });
    expect((await srv.rest('POST', '/analytics/refresh', { filters: {} })).body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await srv.rest('GET', '/analytics?refresh=true')).status).toBe(401);
    const other = await createUser(db);
    const refreshed = await srv.rest('POST', '/analytics/refresh', { filters: { dateTo: '2021-12-31' } }, other.accessToken);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      success: true,
      timestamp: expect.any(String),
      analytics: { totalTrials: 2, filters: { dateTo: '2021-12-31' }, summary: { overview: { totalTrials: 2 } } },
    });
    const viaGet = await srv.rest('GET', '/analytics?type=refresh', undefined, other.accessToken);
    expect(viaGet.body).toMatchObject({ success: true, analytics: { type: 'latest', totalTrials: 5 } });
    expect((await srv.rest('POST', '/analytics/refresh', { filters: 'x' }, other.accessToken)).status).toBe(400);
  });
});
