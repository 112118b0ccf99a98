import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { ALL_STUDY_FIXTURES, CTGOV_FIXTURES, ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { loadCompanyDirectory } from '../companies/companies.service.js';
import { buildCompanyDirectory } from '../companies/sponsor-resolver.js';
import { importFromPath } from './imports.service.js';

/** A fixture study under another nctId (and optionally another title). */
function variant(fixture: string, nctId: string, briefTitle?: string): Record<string, unknown> {
  const s = structuredClone(ctgovFixture(`${fixture}.json`)) as { protocolSection: { identificationModule: Record<string, unknown> } };
  s.protocolSection.identificationModule.nctId = nctId;
  if (briefTitle) s.protocolSection.identificationModule.briefTitle = briefTitle;
  return s;
}

describe('imports.service (files)', () => {
  let db: TestDb;
  let tmp: string;
  const em = () => db.deps.orm.em.fork();
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => db.deps.orm.em.getConnection().execute<T>(q, params);
  const write = (name: string, content: unknown) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  beforeAll(async () => {
    db = await createTestDb();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-import-'));
  });
  afterAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await db?.close();
  });

  it('imports a folder of v2 files, then changes nothing on a second import', async () => {
    const lines: string[] = [];
    const n = ALL_STUDY_FIXTURES.length + 3; // the list page holds three studies
    const first = await importFromPath(em(), CTGOV_FIXTURES, { log: (l) => lines.push(l) });
    expect(first).toMatchObject({ total: n, inserted: n, updated: 0, unchanged: 0, skipped: 0, skippedStudies: [] });
    expect(first.changed).toHaveLength(n);
    expect(first.changed).toEqual(expect.arrayContaining([...ALL_STUDY_FIXTURES, 'NCT05431270']));

    const second = await importFromPath(em(), CTGOV_FIXTURES);
    expect(second).toMatchObject({ total: n, inserted: 0, updated: 0, unchanged: n, skipped: 0, changed: [] });

    const [row] = await sql<Record<string, unknown>[]>(
      `select t.status, t.phases, t.start_date::text as start_date, t.start_date_raw, t.enrollment, t.ticker, t.investment_verdict, t.source,
              t.has_results, t.site_count, t.countries, c.ticker as company_ticker, t.results->'outcomeMeasuresModule'->'outcomeMeasures'->0->'analyses'->0->>'pValue' as p
         from trials t left join companies c on c.id = t.company_id where t.nct_id = 'NCT02552212'`,
    );
    expect(row).toMatchObject({
      status: 'COMPLETED',
      phases: ['PHASE3'],
      start_date: '2015-09-01',
      start_date_raw: '2015-09',
      enrollment: 317,
      ticker: 'UCB.BR',
      company_ticker: 'UCB.BR',
      investment_verdict: 'OUI',
      source: 'imported',
      has_results: true,
      site_count: 3,
      p: '<0.001',
    });
    const runs = await sql<{ kind: string; status: string; inserted: number; unchanged: number }[]>(
      `select kind, status, inserted, unchanged from import_runs where kind = 'file' order by started_at`,
    );
    expect(runs.slice(-2)).toEqual([
      { kind: 'file', status: 'completed', inserted: n, unchanged: 0 },
      { kind: 'file', status: 'completed', inserted: 0, unchanged: n },
    ]);
  });

  it('skips malformed studies with their nctId and reason and imports the rest', async () => {
    const file = write('page-with-bad.json', {
      studies: [
        variant('NCT00576225', 'NCT09000001'),
        { protocolSection: { identificationModule: { briefTitle: 'No id' } } },
        variant('NCT00576225', 'NCT123'),
        { protocolSection: { identificationModule: { nctId: 'NCT09000002' } } },
        'not a study',
        variant('NCT02724163', 'NCT09000003'),
      ],
      totalCount: 6,
      nextPageToken: 'abc',
    });
    const s = await importFromPath(em(), file);
    expect(s).toMatchObject({ total: 6, inserted: 2, skipped: 4, changed: ['NCT09000001', 'NCT09000003'] });
    expect(s.skippedStudies).toEqual([
      { nctId: null, reason: 'missing identificationModule.nctId', source: file },
      { nctId: 'NCT123', reason: expect.stringContaining('malformed nctId'), source: file },
      { nctId: 'NCT09000002', reason: 'missing briefTitle and officialTitle', source: file },
      { nctId: null, reason: expect.stringContaining('protocolSection'), source: file },
    ]);
    const rows = await sql<{ n: string }[]>(`select count(*) as n from trials where nct_id in ('NCT09000001', 'NCT09000003')`);
    expect(Number(rows[0].n)).toBe(2);
  });

  it('reads a JSON array, NDJSON (with a broken line) and a single study', async () => {
    const array = await importFromPath(em(), write('array.json', [variant('NCT00124774', 'NCT09000011'), variant('NCT00329836', 'NCT09000012')]));
    expect(array).toMatchObject({ total: 2, inserted: 2, skipped: 0 });

    const ndjson = [variant('NCT00124774', 'NCT09000021'), variant('NCT05844436', 'NCT09000022')].map((s) => JSON.stringify(s));
    const nd = await importFromPath(em(), write('studies.ndjson', `${ndjson[0]}\n{broken\n\n${ndjson[1]}\n`));
    expect(nd).toMatchObject({ total: 3, inserted: 2, skipped: 1 });
    expect(nd.skippedStudies[0]).toMatchObject({
      nctId: null,
      reason: expect.stringContaining('invalid JSON line'),
      source: expect.stringMatching(/studies\.ndjson:2$/),
    });

    // NDJSON saved under a .json name is recognised too.
    const ndAsJson = await importFromPath(em(), write('lines.json', `${ndjson[0]}\n${ndjson[1]}\n`));
    expect(ndAsJson).toMatchObject({ total: 2, inserted: 0, unchanged: 2 });

    const single = await importFromPath(em(), write('single.json', variant('NCT00203242', 'NCT09000031')));
    expect(single).toMatchObject({ total: 1, inserted: 1, changed: ['NCT09000031'] });
  });

  it('updates a changed study and reports it as changed', async () => {
    await importFromPath(em(), write('v1.json', variant('NCT00576225', 'NCT09000041', 'First title')));
    const s = await importFromPath(em(), write('v2.json', variant('NCT00576225', 'NCT09000041', 'Second title')));
    expect(s).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, changed: ['NCT09000041'] });
    const [row] = await sql<{ brief_title: string }[]>(`select brief_title from trials where nct_id = 'NCT09000041'`);
    expect(row.brief_title).toBe('Second title');
  });

  it('upserts in batches', async () => {
    const studies = Array.from({ length: 7 }, (_, i) => variant('NCT00124774', `NCT0910000${i}`));
    const s = await importFromPath(em(), write('batch.json', studies), { batchSize: 3 });
    expect(s).toMatchObject({ total: 7, inserted: 7 });
    const again = await importFromPath(em(), write('batch.json', studies), { batchSize: 3 });
    expect(again).toMatchObject({ total: 7, unchanged: 7, changed: [] });
  });

  it('skips a record the database rejects and still imports the rest of its batch', async () => {
    // A directory whose company id does not exist in the database: that trial violates the foreign key.
    const real = await loadCompanyDirectory(em());
    const ghost = { ...CURATED_COMPANIES.find((c) => c.ticker === 'PFE')!, id: 999_999, name: 'Ghost Listed Co', aliases: [], subsidiaries: [] };
    const directory = buildCompanyDirectory([...real.companies, ghost]);
    const bad = variant('NCT00576225', 'NCT09200002') as { protocolSection: Record<string, Record<string, unknown>> };
    bad.protocolSection.sponsorCollaboratorsModule.leadSponsor = { name: 'Ghost Listed Co', class: 'INDUSTRY' };
    const file = write('fk.json', [variant('NCT00576225', 'NCT09200001'), bad, variant('NCT00576225', 'NCT09200003')]);
    const s = await importFromPath(em(), file, { directory });
    expect(s).toMatchObject({ total: 3, inserted: 2, skipped: 1, changed: ['NCT09200001', 'NCT09200003'] });
    expect(s.skippedStudies).toEqual([{ nctId: 'NCT09200002', reason: expect.stringContaining('database rejected the record'), source: file }]);
  });

  it('fails clearly on a missing path or a file that is not v2 data', async () => {
    await expect(importFromPath(em(), path.join(tmp, 'nope.json'))).rejects.toThrow(/no such file or folder/);
    const s = await importFromPath(em(), write('other.json', { hello: 'world' }));
    expect(s).toMatchObject({ total: 1, skipped: 1, skippedStudies: [{ reason: expect.stringContaining('not a v2 study') }] });
  });
});
