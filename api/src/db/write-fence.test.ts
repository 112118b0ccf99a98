import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { toAppError } from '../errors.js';
import { openOrm, type Orm } from './orm.js';
import { installWriteFence, isReadOnlyStatement } from './write-fence.js';
import { app } from '../composition.js';

describe('write fence of a stopping server', () => {
  let db: TestDb;
  let orm: Orm;

  beforeAll(async () => {
    db = await createTestDb();
    await db.deps.orm.em.getConnection().execute('create table fence_probe (v int)');
    orm = await openOrm(db.url, app.entities);
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
  });

  const rows = async () => (await db.deps.orm.em.getConnection().execute<{ v: number }[]>('select v from fence_probe order by v')).map((r) => r.v);

  it('tells reads from writes', () => {
    for (const sql of ['select 1', '  SELECT * from trials', 'with t as (select 1) select * from t', 'show statement_timeout'])
      expect(isReadOnlyStatement(sql), sql).toBe(true);
    for (const sql of [
      'insert into t values (1)',
      'update t set v = 1',
      'delete from t',
      'with x as (delete from t returning *) select * from x',
      'select * from t for update',
      'create table y (v int)',
    ])
      expect(isReadOnlyStatement(sql), sql).toBe(false);
  });

  it('once closed: writes and new transactions fail with UNAVAILABLE, reads and open transactions run to their end', async () => {
    const fence = installWriteFence(orm);
    const em = orm.em.fork();
    await em.getConnection().execute('insert into fence_probe values (1)');
    // A transaction open when the fence closes commits what it wrote, before and after.
    await em.transactional(async (tx) => {
      await tx.getConnection().execute('insert into fence_probe values (2)', [], 'all', tx.getTransactionContext());
      fence.close('the server is shutting down');
      await tx.getConnection().execute('insert into fence_probe values (3)', [], 'all', tx.getTransactionContext());
    });
    expect(fence.closed).toBe(true);

    const refused = [
      em.getConnection().execute('insert into fence_probe values (4)'),
      em.transactional(async (tx) => tx.getConnection().execute('insert into fence_probe values (5)', [], 'all', tx.getTransactionContext())),
    ];
    for (const attempt of refused) {
      const err = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeDefined();
      expect(toAppError(err)).toMatchObject({ code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE', httpStatus: 503 });
    }
    expect(await em.getConnection().execute('select count(*)::int as n from fence_probe')).toEqual([{ n: 3 }]);
    expect(await rows()).toEqual([1, 2, 3]);
  });
});
