import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Trial } from '../modules/trials/trials.entity.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { createTestDb, type TestDb } from '../../test/db.js';
import { pendingMigrations } from './orm.js';

describe('migrations', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  it('bring an empty database to the entities’ schema with nothing left to change', async () => {
    expect(await pendingMigrations(db.deps.orm)).toEqual([]);
    const diff = await db.deps.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(diff.trim()).toBe('');
  });

  it('creates the trigram search index', async () => {
    const rows = await db.deps.orm.em.getConnection().execute(`select indexdef from pg_indexes where indexname = 'trials_search_trgm'`);
    expect(rows[0].indexdef).toContain('gin_trgm_ops');
  });

  it('upsert is idempotent and keeps app-owned columns', async () => {
    const em = db.deps.orm.em.fork();
    const t = buildTrial();
    await insertTrials(em, [t]);
    await em.getConnection().execute(`update trials set likes = 3 where nct_id = ?`, [t.nctId]);
    const { upsertTrials } = await import('../modules/trials/trials.record.js');
    expect(await upsertTrials(em, [t])).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await upsertTrials(em, [{ ...t, briefTitle: 'Changed' }])).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
    const row = await em.fork().findOneOrFail(Trial, t.nctId);
    expect(row.briefTitle).toBe('Changed');
    expect(row.likes).toBe(3);
    expect(row.countries).toEqual(['France']);
  });
});
