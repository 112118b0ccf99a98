import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { toAppError } from '../errors.js';
import { openOrm, poolControlOf, type Orm } from './orm.js';
import { DatabaseUnavailableError } from './pool.control.js';
import { app } from '../composition.js';

/** The pool's time limits, against the real test PostgreSQL: each ends in 503 UNAVAILABLE, never a hang or a 500. */
describe('connection pool limits', () => {
  let db: TestDb;
  let orm: Orm;
  beforeAll(async () => {
    db = await createTestDb();
    orm = await openOrm(db.url, app.entities, { pool: { min: 0, max: 1 } }, { statementTimeoutMs: 300, acquireTimeoutMs: 300, connectTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
  });

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      (e: unknown) => e,
    );

  it('a statement over the statement timeout is cut (57014) and answers UNAVAILABLE', async () => {
    const started = Date.now();
    const err = await failure(orm.em.fork().getConnection().execute('select pg_sleep(5)'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect((err as { code?: string }).code).toBe('57014');
    expect(toAppError(err)).toMatchObject({ code: 'UNAVAILABLE', httpStatus: 503 });
    expect(await orm.em.fork().getConnection().execute('select 1 as v')).toEqual([{ v: 1 }]); // the connection is still good
  });

  it('no free connection within the acquire timeout answers UNAVAILABLE', async () => {
    const em = orm.em.fork();
    let release!: () => void;
    const held = em.transactional(async (tem) => {
      await tem.getConnection().execute('select 1', [], 'all', tem.getTransactionContext());
      await new Promise<void>((r) => (release = r));
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const err = await failure(orm.em.fork().getConnection().execute('select 1'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect((err as Error).message).toMatch(/Timeout acquiring a connection/);
    expect(toAppError(err)).toMatchObject({ code: 'UNAVAILABLE', message: 'The database is unavailable' });
    release();
    await held;
  });

  it('while the database is known down, queries fail at once without touching the pool', async () => {
    const control = poolControlOf(orm)!;
    control.unavailable = new DatabaseUnavailableError('test');
    try {
      const started = Date.now();
      const err = await failure(orm.em.fork().getConnection().execute('select 1'));
      expect(Date.now() - started).toBeLessThan(100);
      expect(toAppError(err).code).toBe('UNAVAILABLE');
    } finally {
      control.unavailable = undefined;
    }
    expect(await orm.em.fork().getConnection().execute('select 1 as v')).toEqual([{ v: 1 }]);
  });

  it('driver and pool connection errors map to UNAVAILABLE; a query error stays INTERNAL', () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      new DatabaseUnavailableError('down'),
    ]) {
      expect(toAppError(err).code, err.message).toBe('UNAVAILABLE');
    }
    expect(toAppError(Object.assign(new Error('column "x" does not exist'), { code: '42703' })).code).toBe('INTERNAL');
  });
});
