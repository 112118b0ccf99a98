import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { CURATED_COMPANIES } from './companies.data.js';
import { loadCompanyDirectory, resolveSponsor, syncCompanies } from './companies.service.js';

describe('companies.service', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  const rows = async () =>
    db.deps.orm.em
      .getConnection()
      .execute<{ id: number; ticker: string; updated_at: string; subsidiaries: unknown }[]>(
        `select id, ticker, updated_at::text as updated_at, subsidiaries from companies order by id`,
      );

  it('syncs the curated table idempotently and returns a working directory', async () => {
    const dir = await syncCompanies(db.deps.orm.em.fork());
    expect(dir.companies).toHaveLength(CURATED_COMPANIES.length);
    const first = await rows();
    expect(first).toHaveLength(CURATED_COMPANIES.length);

    const again = await syncCompanies(db.deps.orm.em.fork());
    expect(again.companies.map((c) => c.id)).toEqual(dir.companies.map((c) => c.id));
    const second = await rows();
    expect(second.map((r) => r.updated_at)).toEqual(first.map((r) => r.updated_at));

    const genentech = resolveSponsor(again, { name: 'Genentech, Inc.', class: 'INDUSTRY' }, []);
    const roche = again.companies.find((c) => c.ticker === 'ROG.SW');
    expect(genentech).toMatchObject({ companyId: roche?.id, ticker: 'ROG.SW', investmentVerdict: 'OUI' });
  });

  it('updates a changed company in place and keeps its id', async () => {
    const em = db.deps.orm.em.fork();
    const before = await loadCompanyDirectory(em);
    const changed = CURATED_COMPANIES.map((c) => (c.ticker === 'VLA.PA' ? { ...c, aliases: [...c.aliases, 'Valneva Scotland'] } : c));
    const after = await syncCompanies(em, changed);
    const id = before.companies.find((c) => c.ticker === 'VLA.PA')?.id;
    expect(after.companies.find((c) => c.ticker === 'VLA.PA')).toMatchObject({ id, aliases: expect.arrayContaining(['Valneva Scotland']) });
    expect(resolveSponsor(after, { name: 'Valneva Scotland Ltd', class: 'INDUSTRY' }, [])).toMatchObject({ companyId: id, ticker: 'VLA.PA' });
    expect(after.companies.find((c) => c.ticker === 'ROG.SW')?.subsidiaries).toContainEqual({ name: 'Chugai Pharmaceutical', relation: 'majority' });
  });
});
