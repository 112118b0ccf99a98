import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { openOrm, type Orm } from '../../db/orm.js';
import { SearchGate, searchGateLimits, withSearchLimits } from './trials.search.guard.js';
import { app } from '../../composition.js';

describe('SearchGate', () => {
  it('runs a few, lets as many wait for a while, and refuses the rest at once', async () => {
    const gate = new SearchGate({ running: 2, waiting: 1, waitMs: 200 });
    const a = await gate.enter();
    const b = await gate.enter();
    const waiting = gate.enter();
    await expect(gate.enter()).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'DATABASE_BUSY' });
    a();
    a(); // twice: no effect
    const c = await waiting;
    // Still two running: the next one waits, then gives up.
    const started = performance.now();
    await expect(gate.enter()).rejects.toMatchObject({ reason: 'DATABASE_BUSY' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    b();
    c();
    const d = await gate.enter();
    const e = await gate.enter();
    d();
    e();
  });

  it('takes a third of the pool unless configured', () => {
    expect(searchGateLimits({ SEARCH_MAX_CONCURRENT: 0, SEARCH_STATEMENT_TIMEOUT_MS: 2500 }, 20)).toEqual({ running: 6, waiting: 6, waitMs: 2500 });
    expect(searchGateLimits({ SEARCH_MAX_CONCURRENT: 0, SEARCH_STATEMENT_TIMEOUT_MS: 2500 }, 2)).toMatchObject({ running: 1 });
    expect(searchGateLimits({ SEARCH_MAX_CONCURRENT: 4, SEARCH_STATEMENT_TIMEOUT_MS: 900 }, 20)).toEqual({ running: 4, waiting: 4, waitMs: 900 });
  });
});

describe('header search under load (one stored text of 1 MB)', () => {
  const TIMEOUT_MS = 300;
  let db: TestDb;
  let srv: TestServer;
  let user: TestUser;
  let shared: Orm;
  let small: Orm;
  const gql = (query: string, variables: Record<string, unknown>, token?: string) => timed(() => srv.gql(query, variables, token));

  beforeAll(async () => {
    db = await createTestDb({ SEARCH_STATEMENT_TIMEOUT_MS: TIMEOUT_MS });
    // A pool of 6 (the server's has 20): 24 searches are four times the pool, as in the probe.
    shared = db.deps.orm;
    small = await openOrm(db.url, app.entities, { pool: { min: 0, max: 6 } });
    db.deps.orm = small;
    srv = await startTestServer(db);
    user = await createUser(db);
    // An old row stored before imports were bounded (straight into the table, not through the importer).
    await insertTrials(db.ctx().em, [
      buildTrial({ nctId: 'NCT61000001', briefTitle: `Lorem ${'lorem ipsum dolor sit amet '.repeat(40_000)}` }),
      buildTrial({ nctId: 'NCT61000002', briefTitle: 'Lorem ipsum in asthma' }),
      buildTrial({ nctId: 'NCT61000003', briefTitle: 'Unrelated heart failure study' }),
    ]);
    await db.ctx().em.getConnection().execute(`update trials set likes = 100 where nct_id = 'NCT61000001'`);
  });
  afterAll(async () => {
    await srv?.close();
    await small?.close(true);
    if (db) db.deps.orm = shared;
    await db?.close();
  });

  it('cuts a search at its own statement timeout', async () => {
    const started = performance.now();
    await expect(withSearchLimits(db.ctx(), (knex) => knex.raw('select pg_sleep(5)'))).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    // The connection's own timeout is back after the transaction.
    const [row] = await small.em.getConnection().execute<{ statement_timeout: string }[]>('show statement_timeout');
    expect(row.statement_timeout).not.toBe(`${TIMEOUT_MS}ms`);
  });

  it('24 anonymous searches answer or fail fast, and signed-in reads of other data are not starved', async () => {
    const searches = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? gql(`query($q: String!) { searchTrials(query: $q) { nctId } }`, { q: ['lorem', 'ipsum', 'dolor', 'amet'][i % 4] })
        : timed(() => srv.rest('GET', `/trials/search?q=${['lorem', 'ipsum', 'dolor', 'amet'][i % 4]}`)),
    );
    // Once the searches have taken what they can of the pool.
    await new Promise((r) => setTimeout(r, 100));
    const reads = Array.from({ length: 8 }, (_, i) =>
      i % 2
        ? gql(`{ me { id email } }`, {}, user.accessToken)
        : gql(`query($id: ID!) { trial(nctId: $id) { nctId briefTitle } }`, { id: 'NCT61000003' }, user.accessToken),
    );

    for (const read of await Promise.all(reads)) {
      expect(read.value.errors).toBeUndefined();
      expect(read.value.status).toBe(200);
      expect(read.ms).toBeLessThan(3_000);
    }
    const done = await Promise.all(searches);
    let refused = 0;
    for (const s of done) {
      // A search's turn and its statements are both bounded by the timeout; one word_similarity call cannot be cut midway.
      expect(s.ms).toBeLessThan(2 * TIMEOUT_MS + 4_000);
      const r = s.value as { status: number; errors?: { extensions?: { code?: string } }[]; body?: { code?: string } };
      if (r.status === 200 && !r.errors) continue;
      refused += 1;
      expect(r.status).toBe(503);
      expect(r.errors?.[0]?.extensions?.code ?? r.body?.code).toBe('UNAVAILABLE');
    }
    // Two run and two wait at a time (a third of 6): most are refused at once.
    expect(refused).toBeGreaterThanOrEqual(16);
  }, 20_000);

  it('refuses an oversized search text at once, over GraphQL and REST', async () => {
    const huge = await gql(`query($q: String!) { searchTrials(query: $q) { nctId } }`, { q: 'a'.repeat(1_000_000) });
    // (GraphQL answers a resolver's input error in `errors`, REST with 400.)
    expect(huge.value.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', params: { field: 'query', max: 200 } });
    expect(huge.ms).toBeLessThan(2_000);
    const rest = await timed(() => srv.rest('GET', `/trials/search?q=${'a'.repeat(8_000)}`));
    expect(rest.value).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    expect(rest.ms).toBeLessThan(2_000);
  });
});

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
}
