import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { todayUtc } from './trials.validation.js';

describe('searchTrials, popularTrials, upcomingTrials', () => {
  let db: TestDb;
  let srv: TestServer;
  beforeAll(async () => {
    db = await createTestDb();
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [
      buildTrial({
        nctId: 'NCT60000001',
        briefTitle: 'Étude de la Sclérose en plaques',
        conditions: ['Multiple Sclerosis'],
        leadSponsorName: 'Hôpital Européen',
      }),
      buildTrial({ nctId: 'NCT60000002', briefTitle: 'Vaccine trial', conditions: ['Sclerose laterale'], leadSponsorName: 'Sanofi Pasteur' }),
      buildTrial({
        nctId: 'NCT60000003',
        briefTitle: 'Diabetes study',
        conditions: ['Type 2 Diabetes'],
        leadSponsorName: 'Novo Nordisk A/S',
        ticker: 'NVO',
        completionDate: todayUtc(3),
        phases: ['PHASE3'],
      }),
      buildTrial({
        nctId: 'NCT60000030',
        briefTitle: 'Another diabetes trial',
        conditions: ['Diabetes'],
        leadSponsorName: 'Lilly',
        ticker: 'LLY',
        completionDate: todayUtc(10),
        phases: ['PHASE2'],
      }),
      buildTrial({ nctId: 'NCT60000031', briefTitle: 'Unlisted', leadSponsorName: 'University', ticker: 'N/A', completionDate: todayUtc(1) }),
      buildTrial({ nctId: 'NCT60000032', briefTitle: 'Later', leadSponsorName: 'Pfizer', ticker: 'PFE', completionDate: todayUtc(30) }),
      buildTrial({ nctId: 'NCT60000033', briefTitle: 'Past', leadSponsorName: 'Pfizer', ticker: 'PFE', completionDate: todayUtc(-1) }),
    ]);
    const knex = db.ctx().em.getKnex();
    await knex.raw(`update trials set likes = 5 where nct_id = 'NCT60000002'`);
    await knex.raw(`update trials set likes = 9 where nct_id = 'NCT60000003'`);
    await knex.raw(`update trials set likes = 5, updated_at = now() + interval '1 minute' where nct_id = 'NCT60000030'`);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  const search = async (query: string, limit?: number) => {
    const r = await srv.gql(`query($q: String!, $l: Int) { searchTrials(query: $q, limit: $l) { nctId } }`, { q: query, l: limit });
    expect(r.errors).toBeUndefined();
    return (r.data!.searchTrials as { nctId: string }[]).map((t) => t.nctId);
  };

  it('is case- and accent-insensitive over title, sponsor and conditions', async () => {
    expect((await search('SCLEROSE')).sort()).toEqual(['NCT60000001', 'NCT60000002']);
    expect(await search('hopital europeen')).toEqual(['NCT60000001']);
    expect(await search('Sclérose en PLAQUES')).toEqual(['NCT60000001']);
    expect(await search('nordisk diabetes')).toEqual(['NCT60000003']);
  });

  it('ranks an exact NCT id first, then prefix matches, then title matches', async () => {
    expect((await search('nct60000003'))[0]).toBe('NCT60000003');
    expect(await search('NCT6000003')).toEqual(['NCT60000030', 'NCT60000031', 'NCT60000032', 'NCT60000033']);
    // title match (NCT60000001) ranks above a condition-only match (NCT60000002)
    expect(await search('sclerose')).toEqual(['NCT60000001', 'NCT60000002']);
    expect(await search('diabetes', 1)).toHaveLength(1);
  });

  it('rejects queries under 2 characters and limits over 20; REST too', async () => {
    for (const [q, l] of [
      ['a', undefined],
      ['  ', undefined],
      ['ab', 21],
      ['ab', 0],
    ] as const) {
      const r = await srv.gql(`query($q: String!, $l: Int) { searchTrials(query: $q, limit: $l) { nctId } }`, { q, l });
      expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await srv.rest('GET', '/trials/search?q=x')).status).toBe(400);
    const ok = await srv.rest('GET', '/trials/search?q=diabetes&limit=5');
    expect(ok.body.trials.map((t: any) => t.nctId).sort()).toEqual(['NCT60000003', 'NCT60000030']);
  });

  it('popular: by likes, ties by recency, liked trials only; REST default limit 10', async () => {
    const g = await srv.gql(`{ popularTrials(limit: 5) { nctId likes } }`);
    expect(g.data!.popularTrials).toEqual([
      { nctId: 'NCT60000003', likes: 9 },
      { nctId: 'NCT60000030', likes: 5 },
      { nctId: 'NCT60000002', likes: 5 },
    ]);
    const r = await srv.rest('GET', '/trials/popular?limit=1');
    expect(r.body).toMatchObject({ success: true, trials: [{ nctId: 'NCT60000003', likes: 9, ticker_bourse: 'NVO' }] });
    expect((await srv.rest('GET', '/trials/popular?limit=500')).status).toBe(400);
  });

  it('upcoming: real tickers completing from today to today + days, phases filter', async () => {
    const up = async (vars: Record<string, unknown>) =>
      (
        (await srv.gql(`query($d: Int, $p: [Phase!], $l: Int) { upcomingTrials(days: $d, phases: $p, limit: $l) { nctId } }`, vars)).data!.upcomingTrials as {
          nctId: string;
        }[]
      ).map((t) => t.nctId);
    expect(await up({})).toEqual(['NCT60000003', 'NCT60000030']);
    expect(await up({ p: ['PHASE3'] })).toEqual(['NCT60000003']);
    expect(await up({ d: 60 })).toEqual(['NCT60000003', 'NCT60000030', 'NCT60000032']);
    expect(await up({ l: 1 })).toEqual(['NCT60000003']);
    const rest = await srv.rest('GET', '/trials/upcoming?phase=PHASE2,PHASE3&days=14');
    expect(rest.body.trials.map((t: any) => [t.nctId, t.ticker_bourse])).toEqual([
      ['NCT60000003', 'NVO'],
      ['NCT60000030', 'LLY'],
    ]);
    expect((await srv.rest('GET', '/trials/upcoming?days=-1')).status).toBe(400);
  });
});
