import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUT_MARKER } from '../../domain/record-bounds.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { readStudies } from './imports.files.js';
import { importFromPath } from './imports.service.js';

/**
 * Real ClinicalTrials.gov records none of whose fields may be cut. CI reads the repository's own fixtures;
 * CTGOV_RECORDS_DIR points it at a fuller set (the 232 records of shared/ctgov-records were checked so).
 */
const REAL_RECORDS = process.env.CTGOV_RECORDS_DIR ?? fileURLToPath(new URL('../../../test/fixtures/ctgov', import.meta.url));

type Study = { protocolSection: { identificationModule: Record<string, unknown>; conditionsModule?: Record<string, unknown> } };
const variant = (nctId: string): Study => {
  const s = structuredClone(ctgovFixture('NCT00576225.json')) as Study;
  s.protocolSection.identificationModule.nctId = nctId;
  return s;
};

describe('imports.bounds (import)', () => {
  let db: TestDb;
  let tmp: string;
  const em = () => db.deps.orm.em.fork();
  const sql = <T extends object[]>(q: string, params: unknown[] = []) => db.deps.orm.em.getConnection().execute<T>(q, params);

  beforeAll(async () => {
    db = await createTestDb();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-bounds-'));
  });
  afterAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await db?.close();
  });

  it('imports a study with an 8 MB title cut to its limit with the marker, and reports it', async () => {
    const huge = variant('NCT09300001');
    huge.protocolSection.identificationModule.briefTitle = `Oversized ${'lorem ipsum dolor sit amet '.repeat(320_000)}`;
    huge.protocolSection.conditionsModule = { conditions: Array.from({ length: 5_000 }, (_, i) => `Condition ${i}`) };
    const longId = variant(`NCT${'1'.repeat(1_000_000)}`);
    const file = path.join(tmp, 'huge.json');
    fs.writeFileSync(file, JSON.stringify([huge, longId, variant('NCT09300002')]));
    const logs: string[] = [];

    const s = await importFromPath(em(), file, { log: (l) => logs.push(l) });

    expect(s).toMatchObject({ total: 3, inserted: 2, skipped: 1, truncated: 1 });
    expect(s.truncatedStudies).toEqual([
      {
        nctId: 'NCT09300001',
        source: file,
        cuts: [
          { field: 'briefTitle', length: 10 + 27 * 320_000, limit: 1_000, unit: 'characters' },
          { field: 'conditions', length: 5_000, limit: 200, unit: 'items' },
        ],
      },
    ]);
    expect(logs).toContain('import: NCT09300001 imported with briefTitle cut from 8640010 to 1000 characters, conditions cut from 5000 to 200 items');
    // The absurd id is skipped with its reason, and reported cut (not 1 MB long).
    expect(s.skippedStudies).toEqual([
      { nctId: expect.stringMatching(/^NCT1+ \[…\]$/), reason: 'nctId too long (1000003 characters; an NCT id has 11)', source: file },
    ]);
    expect(s.skippedStudies[0].nctId!.length).toBeLessThanOrEqual(64);

    const [row] = await sql<{ title: string; conditions: number; search: number }[]>(
      `select brief_title as title, cardinality(conditions) as conditions, length(search_text) as search from trials where nct_id = 'NCT09300001'`,
    );
    expect(row.title).toHaveLength(1_000);
    expect(row.title.startsWith('Oversized lorem ipsum')).toBe(true);
    expect(row.title.endsWith(CUT_MARKER)).toBe(true);
    expect(row.conditions).toBe(200);
    expect(row.search).toBeLessThan(10_000);
  });

  it('imports every real record (fixtures, or CTGOV_RECORDS_DIR) with no field cut', async () => {
    let studies = 0;
    for await (const item of readStudies(REAL_RECORDS)) if ('study' in item) studies += 1;
    expect(studies).toBeGreaterThanOrEqual(7);

    const s = await importFromPath(em(), REAL_RECORDS);

    expect(s).toMatchObject({ total: studies, skipped: 0, truncated: 0, truncatedStudies: [] });
    expect(s.inserted + s.updated + s.unchanged).toBe(studies);
  }, 60_000);
});
