import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { logger } from '../lib/logger.js';
import { dbQueryDuration, registry } from '../lib/metrics.js';
import { Company } from '../modules/companies/companies.entity.js';
import { DEFAULT_DB_LIMITS, openOrm, requestEntityManager, sqlForLog, type Orm } from './orm.js';
import { app } from '../composition.js';

/** Every statement is timed; statements over the threshold are logged with the request that ran them. */
describe('statement timing and slow-query lines', () => {
  let db: TestDb;
  let orm: Orm;
  beforeAll(async () => {
    db = await createTestDb();
    // A threshold every statement passes: each one is a "slow" line.
    orm = await openOrm(db.url, app.entities, {}, { ...DEFAULT_DB_LIMITS, slowQueryMs: 0.001 });
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const slowLines = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter((c) => c[1] === 'slow query').map((c) => c[0] as { reqId?: string; op?: string; ms: number; sql: string });

  it('names the request and operation, whichever way the request queries: entity manager, knex builder and raw SQL, raw SQL with its logger context, transaction', async () => {
    const spy = vi.spyOn(logger, 'warn');
    const tag = { reqId: 'req-slow-1', operation: null as string | null };
    const em = requestEntityManager(orm, tag);
    tag.operation = 'SlowProbe'; // known once the request is parsed, after its context was made
    await em.find(Company, {}, { limit: 1 });
    await em.getKnex()('trials').select('nct_id').limit(1);
    await em.getKnex().raw('select 1 as one');
    await em.getConnection().execute("select 'secret@example.test' as email", [], 'all', undefined, em.getLoggerContext());
    await em.transactional(async (tem) => {
      await tem.find(Company, {}, { limit: 1 });
    });
    const lines = slowLines(spy);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    for (const line of lines) expect(line).toMatchObject({ reqId: 'req-slow-1', op: 'SlowProbe', ms: expect.any(Number), sql: expect.any(String) });
    expect(lines.map((l) => l.sql).join('\n')).toMatch(/from "companies"/);
    expect(lines.map((l) => l.sql).join('\n')).toMatch(/from "trials"/);
    // String literals (MikroORM inlines its parameters) never reach the log.
    expect(lines.some((l) => l.sql.includes('secret@example.test'))).toBe(false);
  });

  it('masks the literals of a bulk statement of megabytes without reading all of it', async () => {
    const bulk = `insert into t (a, b) values ${Array.from({ length: 50_000 }, (_, i) => `(${i}, 'secret ${i} it''s')`).join(', ')}`;
    expect(bulk.length).toBeGreaterThan(1_000_000);
    const line = sqlForLog(bulk);
    expect(line.length).toBeLessThanOrEqual(1000);
    expect(line).not.toMatch(/secret/);
    expect(line.startsWith("insert into t (a, b) values (0, '…'), (1, '…')")).toBe(true);
    // A literal cut by the 4,000-character head is masked to its end.
    expect(sqlForLog(`select 1 where a = '${'x'.repeat(5000)}'`)).toBe("select 1 where a = '…");
    expect(sqlForLog("select 'a''b', 'c'")).toBe("select '…', '…'");
  });

  it('logs work outside a request without a request id, at debug level (bulk jobs are slow by design)', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const spy = vi.spyOn(logger, 'debug');
    await orm.em.fork().getConnection().execute('select 2 as two');
    const lines = slowLines(spy);
    expect(lines.length).toBe(1);
    expect(lines[0].reqId).toBeUndefined();
    expect(slowLines(warn)).toEqual([]);
  });

  it('times every statement in trialyst_db_query_duration_seconds, failures apart', async () => {
    const ok = dbQueryDuration.countOf('ok');
    const failed = dbQueryDuration.countOf('error');
    await orm.em.fork().getConnection().execute('select 3');
    await expect(orm.em.fork().getConnection().execute('select * from no_such_table')).rejects.toThrow();
    expect(dbQueryDuration.countOf('ok')).toBe(ok + 1);
    expect(dbQueryDuration.countOf('error')).toBe(failed + 1);
    const text = await registry.metrics();
    expect(text).toMatch(/^trialyst_db_query_duration_seconds_count\{outcome="ok"\} \d+$/m);
  });

  it('no threshold: no line', async () => {
    const quiet = await openOrm(db.url, app.entities, {}, { ...DEFAULT_DB_LIMITS, slowQueryMs: 0 });
    try {
      const spy = vi.spyOn(logger, 'warn');
      await quiet.em.fork().getConnection().execute('select pg_sleep(0.01)');
      expect(slowLines(spy)).toHaveLength(0);
    } finally {
      await quiet.close(true);
    }
  });
});
