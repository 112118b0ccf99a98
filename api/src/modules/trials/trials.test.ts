import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import type { TrialRecord } from '../../domain/trial-record.js';

const TRIAL_FIELDS = `nctId briefTitle status statusLabel phases phaseLabels startDate completionDate enrollment enrollmentSize
  conditions interventions { name type otherNames } eligibility { minimumAge sex healthyVolunteers }
  outcomes { primaryOutcomes { measure timeFrame } } results { outcomeMeasuresModule { outcomeMeasures { title type analyses { pValue } } } }
  locations { facility country } countries leadSponsor { name class classLabel } collaborators { name } ticker investmentVerdict
  statusSignal { kind label color } likes dislikes`;

describe('trials: trial(nctId) and trials(filter, after) on both transports', () => {
  let db: TestDb;
  let srv: TestServer;
  let records: TrialRecord[];
  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    records = [
      buildTrial({
        nctId: 'NCT10000001',
        status: 'COMPLETED',
        startDate: '2023-05-01',
        locations: [{ facility: 'Mayo', city: 'Rochester', state: null, country: 'United States', status: null }],
        leadSponsorName: 'Pfizer Inc',
        leadSponsorClass: 'INDUSTRY',
        ticker: 'PFE',
        investmentVerdict: 'OUI',
        enrollment: 1500,
        collaborators: [{ name: 'BioNTech SE', class: 'INDUSTRY' }],
      }),
      buildTrial({ nctId: 'NCT10000002', status: 'TERMINATED', startDate: '2022-01-01', phases: ['PHASE2', 'PHASE3'] }),
      buildTrial({ nctId: 'NCT10000003', status: 'RECRUITING', startDate: null, enrollment: 300 }),
      ...Array.from({ length: 27 }, (_, i) => buildTrial({ nctId: `NCT200000${String(i).padStart(2, '0')}`, startDate: `2024-0${(i % 9) + 1}-01` })),
    ];
    await insertTrials(db.ctx().em, records);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  it('trial(nctId) answers every field with computed signal and size', async () => {
    const res = await srv.gql(`query($id: ID!) { trial(nctId: $id) { ${TRIAL_FIELDS} } }`, { id: 'nct10000001' });
    expect(res.errors).toBeUndefined();
    const t = res.data!.trial;
    expect(t).toMatchObject({
      nctId: 'NCT10000001',
      status: 'COMPLETED',
      statusLabel: 'Completed',
      phases: ['PHASE3'],
      phaseLabels: ['Phase 3'],
      startDate: '2023-05-01',
      completionDate: '2026-12-01',
      enrollmentSize: 'LARGE',
      leadSponsor: { name: 'Pfizer Inc', class: 'INDUSTRY', classLabel: 'Big Pharma' },
      collaborators: [{ name: 'BioNTech SE' }],
      ticker: 'PFE',
      investmentVerdict: 'OUI',
      // Completed, no posted results, never analysed: the rule computed now (domain/signal.ts) is neutral.
      statusSignal: { kind: 'NEUTRAL', label: 'Neutre', color: 'grey' },
      interventions: [{ name: 'Drug X', type: 'DRUG', otherNames: [] }],
      eligibility: { minimumAge: '18 Years', sex: 'ALL', healthyVolunteers: false },
      locations: [{ facility: 'Mayo', country: 'United States' }],
      countries: ['United States'],
      likes: 0,
    });
  });

  it('malformed id is BAD_USER_INPUT, unknown is NOT_FOUND (GraphQL and REST)', async () => {
    const bad = await srv.gql(`{ trial(nctId: "abc") { nctId } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await srv.gql(`{ trial(nctId: "NCT99999999") { nctId } }`);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await srv.rest('GET', '/trials/abc')).status).toBe(400);
    const r = await srv.rest('GET', '/trials/NCT99999999');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      success: false,
      error: expect.any(String),
      code: 'NOT_FOUND',
      reason: 'TRIAL_NOT_FOUND',
      params: { nctId: 'NCT99999999' },
      details: { reason: 'TRIAL_NOT_FOUND', nctId: 'NCT99999999' },
    });
  });

  it('trials pages through every trial once, in order, with a total', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res: any = await srv.gql(`query($after: String) { trials(first: 7, after: $after) { nodes { nctId startDate } nextPageToken totalCount } }`, {
        after,
      });
      expect(res.errors).toBeUndefined();
      expect(res.data.trials.totalCount).toBe(30);
      seen.push(...res.data.trials.nodes.map((n: any) => n.nctId));
      after = res.data.trials.nextPageToken;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(30);
    expect(seen).toEqual([...seen].sort().reverse()); // newest NCT id first
  });

  it('filters by country, sponsor, statuses, start date and phases', async () => {
    const q = `query($f: TrialsFilter) { trials(filter: $f) { nodes { nctId } totalCount } }`;
    const ids = async (f: Record<string, unknown>) => ((await srv.gql(q, { f })).data!.trials.nodes as { nctId: string }[]).map((n) => n.nctId).sort();
    expect(await ids({ country: 'united' })).toEqual(['NCT10000001']);
    expect(await ids({ sponsor: 'PFIZER' })).toEqual(['NCT10000001']);
    expect(await ids({ statuses: ['COMPLETED', 'TERMINATED'] })).toEqual(['NCT10000001', 'NCT10000002']);
    expect(await ids({ startDateFrom: '2024-09-01' })).toEqual(['NCT20000008', 'NCT20000017', 'NCT20000026']);
    expect(await ids({ phases: ['PHASE2'] })).toEqual(['NCT10000002']);
    expect(await ids({ industryOnly: true })).toEqual(['NCT10000001']);
    const bad = await srv.gql(q, { f: { startDateFrom: '2024-13-45' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('REST GET /api/trials: spec params and answer shape, pageToken pages without gaps', async () => {
    const r = await srv.rest('GET', '/trials?status=COMPLETED,Terminated&country=&sponsor=');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, nextPageToken: null, totalCount: 2 });
    const pfizer = r.body.trials.find((t: any) => t.nctId === 'NCT10000001');
    expect(pfizer).toMatchObject({
      nctId: 'NCT10000001',
      phase: ['Phase 3'],
      leadSponsor: { name: 'Pfizer Inc', class: 'INDUSTRY' },
      collaborators: [{ name: 'BioNTech SE', class: 'INDUSTRY' }],
      ticker_bourse: 'PFE',
      investissement_bourse: 'OUI',
      locations: [{ facility: 'Mayo', city: 'Rochester', country: 'United States' }],
      interventions: [{ name: 'Drug X' }],
    });
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: any = await srv.rest('GET', `/trials?pageSize=8${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      expect(page.body.totalCount).toBe(30);
      seen.push(...page.body.trials.map((t: any) => t.nctId));
      token = page.body.nextPageToken;
    } while (token);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    expect((await srv.rest('GET', '/trials?pageToken=garbage')).body).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    expect((await srv.rest('GET', '/trials?startDate=2024-02-31')).status).toBe(400);
    expect((await srv.rest('GET', '/trials?status=SLEEPING')).status).toBe(400);
    const display = await srv.rest('GET', `/trials?status=${encodeURIComponent('Active, not recruiting,Completed')}`);
    expect(display.body.trials.map((t: any) => t.nctId)).toEqual(['NCT10000001']);
  });

  it('REST GET /api/trials/{id}: trial, userReaction, globalReactions', async () => {
    const r = await srv.rest('GET', '/trials/NCT10000002');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      trial: {
        nctId: 'NCT10000002',
        phase: ['Phase 2', 'Phase 3'],
        ticker_bourse: 'Non déterminé',
        investissement_bourse: 'NON',
        statusSignal: { kind: 'BEARISH', label: 'Négatif' },
      },
      userReaction: { liked: false, disliked: false },
      globalReactions: { likes: 0, dislikes: 0 },
    });
  });

  it('lists batch nested fields: one query for the heavy columns of a whole page', async () => {
    const ctxQueries: string[] = [];
    const knex = db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => ctxQueries.push(q.sql);
    knex.on('query', onQuery);
    try {
      const res = await srv.gql(`{ trials(first: 20) { nodes { nctId interventions { name } locations { country } viewerReaction { liked } } } }`);
      expect(res.errors).toBeUndefined();
      expect(res.data!.trials.nodes).toHaveLength(20);
    } finally {
      knex.off('query', onQuery);
    }
    // page + count + one batched heavy-column load (viewerReaction needs no query when signed out)
    expect(ctxQueries.filter((q) => /from "?trials"? /.test(q)).length).toBe(3);
  });
});
