import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { useTestServer } from '../../../test/server.js';
import { BACKFILL_CATALYSTS_SQL } from '../../db/migrations/Migration20261125100000TrialCatalysts.js';
import { mapStudy } from '../../providers/ctgov/ctgov.mapper.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { linkSponsor } from '../companies/sponsor-link.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import { generateTrial } from '../seed/seed.generator.js';
import { addDaysIso } from '../../domain/dates.js';
import { catalystLabel } from '../../domain/catalyst.js';
import { todayUtc } from './trials.validation.js';

const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
/** Records are stored without their company link: the test database has no companies rows. */
const unlinked = <T extends { companyId: number | null }>(r: T): T => ({ ...r, companyId: null });
const real = (name: string) => unlinked(linkSponsor(directory, mapStudy(ctgovFixture(`${name}.json`))));

describe('Trial.nextCatalyst over GraphQL and REST', () => {
  const fx = useTestServer();
  const today = todayUtc();
  const soon = addDaysIso(today, 3);
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [
      // Real records: results posted in 2020 (PASSED), a month-only estimate in 2031 (ANTICIPATED), withdrawn (none).
      real('NCT02552212'),
      real('NCT02724163'),
      real('NCT00576225'),
      buildTrial({ nctId: 'NCT80000001', primaryCompletionDate: soon, primaryCompletionDateRaw: soon, primaryCompletionDateType: 'ESTIMATED' }),
    ]);
  });

  const q = `query($id: ID!) { trial(nctId: $id) { nctId nextCatalyst { kind windowStart windowEnd precision label confidence } } }`;
  /** GraphQL and REST in English (Accept-Language). */
  const gqlEn = async (id: string) => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query: q, variables: { id } }),
    });
    return ((await res.json()) as { data: { trial: { nextCatalyst: unknown } } }).data.trial.nextCatalyst;
  };
  const restEn = async (id: string) => {
    const res = await fetch(`${fx.srv.url}/api/trials/${id}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { trial: { nextCatalyst: unknown } }).trial.nextCatalyst;
  };

  it('exposes kind, window, precision, a label in the request language and the confidence of the day', async () => {
    const passed = await fx.srv.gql(q, { id: 'NCT02552212' });
    expect(passed.data!.trial.nextCatalyst).toEqual({
      kind: 'RESULTS_POSTING',
      windowStart: '2020-08-17',
      windowEnd: '2020-08-17',
      precision: 'DAY',
      label: '17 août 2020',
      confidence: 'PASSED',
    });
    expect(await gqlEn('NCT02724163')).toEqual({
      kind: 'PRIMARY_COMPLETION',
      windowStart: '2031-12-01',
      windowEnd: '2031-12-31',
      precision: 'MONTH',
      label: 'December 2031',
      confidence: 'ANTICIPATED',
    });
    expect((await fx.srv.gql(q, { id: 'NCT00576225' })).data!.trial.nextCatalyst).toBeNull();
  });

  it('REST trials carry the same nextCatalyst', async () => {
    for (const id of ['NCT02552212', 'NCT02724163', 'NCT00576225', 'NCT80000001']) {
      expect(await restEn(id), id).toEqual(await gqlEn(id));
      const fr = await fx.srv.rest('GET', `/trials/${id}`);
      expect(fr.body.trial.nextCatalyst, id).toEqual((await fx.srv.gql(q, { id })).data!.trial.nextCatalyst);
    }
    expect(await restEn('NCT02552212')).toMatchObject({ label: 'August 17, 2020', confidence: 'PASSED' });
    const list = await fx.srv.rest('GET', '/trials/upcoming?days=14&phase=PHASE3');
    expect(list.status).toBe(200);
  });

  it('lists a catalyst due in 3 days in the upcoming trials only when the sponsor is listed', async () => {
    const up = `query { upcomingTrials(days: 14, phases: [PHASE3]) { nctId nextCatalyst { windowStart confidence label } } }`;
    expect((await fx.srv.gql(up)).data!.upcomingTrials.map((t: { nctId: string }) => t.nctId)).not.toContain('NCT80000001');
    await fx.db.deps.orm.em.fork().getConnection().execute(`update trials set ticker = 'PFE', investment_verdict = 'OUI' where nct_id = 'NCT80000001'`);
    const listed = (await fx.srv.gql(up)).data!.upcomingTrials;
    expect(listed).toContainEqual({
      nctId: 'NCT80000001',
      nextCatalyst: { windowStart: soon, confidence: 'ANTICIPATED', label: catalystLabel(soon, 'DAY', 'fr') },
    });
  });
});

describe('the migration backfill agrees with planCatalyst', () => {
  const fx = useTestServer();

  it('computes, in SQL, the same catalyst columns as the application writes', async () => {
    const today = '2026-11-25';
    const generated = Array.from({ length: 400 }, (_, i) =>
      unlinked(generateTrial(i, { seed: 'backfill', today, resolve: (l, c) => resolveSponsor(directory, l, c) })),
    );
    const records = ['NCT00124774', 'NCT00203242', 'NCT00329836', 'NCT00576225', 'NCT02552212', 'NCT02724163', 'NCT05844436'].map(real);
    const yearOnly = buildTrial({
      nctId: 'NCT80000101',
      primaryCompletionDate: '2029-01-01',
      primaryCompletionDateRaw: '2029',
      primaryCompletionDateType: 'ESTIMATED',
    });
    const noType = buildTrial({ nctId: 'NCT80000102', status: 'COMPLETED', primaryCompletionDateType: null, leadSponsorClass: 'INDUSTRY' });
    await insertTrials(fx.db.ctx().em, [...generated, ...records, yearOnly, noType]);
    const conn = fx.db.deps.orm.em.fork().getConnection();
    const read = () =>
      conn.execute(`select nct_id, catalyst_kind, catalyst_basis, catalyst_precision, to_char(catalyst_window_start, 'YYYY-MM-DD') as s,
        to_char(catalyst_window_end, 'YYYY-MM-DD') as e from trials order by nct_id`);
    const written = await read();
    expect(new Set(written.map((r) => r.catalyst_kind as string | null))).toEqual(
      new Set(['TOPLINE_READOUT', 'RESULTS_POSTING', 'PRIMARY_COMPLETION', 'STUDY_COMPLETION', null]),
    );
    await conn.execute(
      `update trials set catalyst_kind = null, catalyst_basis = null, catalyst_precision = null, catalyst_window_start = null, catalyst_window_end = null`,
    );
    await conn.execute(BACKFILL_CATALYSTS_SQL);
    expect(await read()).toEqual(written);
  });
});
