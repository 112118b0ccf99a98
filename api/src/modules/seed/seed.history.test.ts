import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import { generateTrial, type GeneratorOptions } from './seed.generator.js';
import { demoHistory, HISTORY_SHARE } from './seed.history.js';
import { seedTrials } from './seed.service.js';

const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ id: i + 1, ...c })));
const today = '2026-11-21';
const opts: GeneratorOptions = { seed: 'trialyst', today, resolve: (l, c) => resolveSponsor(directory, l, c) };
const records = Array.from({ length: 1000 }, (_, i) => generateTrial(i, opts));

describe('demo change history (pure)', () => {
  const histories = records.map((r) => demoHistory(r, 'trialyst'));

  it('is deterministic and covers about the intended share of trials', () => {
    expect(records.slice(0, 50).map((r) => demoHistory(r, 'trialyst'))).toEqual(histories.slice(0, 50));
    const share = histories.filter((h) => h.length > 0).length / records.length;
    expect(share).toBeGreaterThan(HISTORY_SHARE - 0.12);
    expect(share).toBeLessThan(HISTORY_SHARE + 0.05);
    const fields = new Set(histories.flat().map((c) => c.field));
    for (const f of ['primaryCompletionDate', 'status', 'enrollmentType', 'resultsFirstPostDate']) expect(fields).toContain(f);
  });

  it('is consistent with the final record: dated between first posting and last update, ending at its values', () => {
    records.forEach((r, i) => {
      const h = histories[i];
      for (const c of h) {
        expect(c.day >= r.firstPostDate! && c.day <= r.lastUpdatePostDate!).toBe(true);
      }
      const slips = h.filter((c) => c.field === 'primaryCompletionDate');
      if (slips.length) {
        expect(slips.at(-1)!.newValue).toBe(r.primaryCompletionDate);
        for (const s of slips) expect(s.slipDays).toBeGreaterThan(0);
        for (let k = 1; k < slips.length; k++) {
          expect(slips[k].oldValue).toBe(slips[k - 1].newValue);
          expect(slips[k].day >= slips[k - 1].day).toBe(true);
        }
      }
      const statuses = h.filter((c) => c.field === 'status');
      if (statuses.length) expect(statuses.at(-1)!.newValue).toBe(r.status);
    });
  });
});

describe('seeding writes the demo history', () => {
  let db: TestDb;
  const rows = async () =>
    db.deps.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`select c.id from trial_changes c join trials t on t.nct_id = c.trial_nct_id where t.source = 'demo' order by c.id`);
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('inserts the history with the trials, keeps it on a repeat seed, replaces it when trials are re-dated', async () => {
    await seedTrials(db.deps.orm, { count: 300, seed: 'h1', today, batchSize: 120 });
    const first = await rows();
    expect(first.length).toBeGreaterThan(100);
    await seedTrials(db.deps.orm, { count: 300, seed: 'h1', today });
    expect(await rows()).toEqual(first);
    await seedTrials(db.deps.orm, { count: 300, seed: 'h1', today: '2026-12-01' });
    const redated = await rows();
    expect(redated.length).toBeGreaterThan(100);
    expect(redated.length).toBeLessThan(first.length * 1.5);
    expect(redated.filter((r) => first.some((f) => f.id === r.id)).length).toBeLessThan(redated.length);
  });
});
