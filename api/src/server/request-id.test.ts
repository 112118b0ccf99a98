import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { DEFAULT_DB_LIMITS, openOrm, type Orm } from '../db/orm.js';
import { logger, loggerFor } from '../lib/logger.js';
import { app } from '../composition.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Request ids: every answer carries one (the client's sane X-Request-Id, else a new one), and the
 * request's log lines carry it with the operation. The server's pool logs every statement as slow
 * here, so each request's statements show which request and operation ran them.
 */
describe('request ids and correlated log lines', () => {
  let db: TestDb;
  let orm: Orm;
  let srv: TestServer;
  const nctId = 'NCT42000001';
  beforeAll(async () => {
    db = await createTestDb();
    orm = await openOrm(db.url, app.entities, {}, { ...DEFAULT_DB_LIMITS, slowQueryMs: 0.001 });
    srv = await startTestServer({ ...db, deps: { ...db.deps, orm } });
    await insertTrials(db.ctx().em, [buildTrial({ nctId })]);
  });
  afterAll(async () => {
    await srv?.close();
    await orm?.close(true);
    await db?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const slowLines = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter((c) => c[1] === 'slow query').map((c) => c[0] as { reqId?: string; op?: string });
  const post = (path: string, body: unknown, requestId?: string) =>
    fetch(`${srv.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      body: JSON.stringify(body),
    });

  it('every transport answers with the client’s sane X-Request-Id, or a new one instead of an unsafe one', async () => {
    const query = { query: `{ trial(nctId: "${nctId}") { nctId } }` };
    expect((await post('/graphql', query, 'client.req-1')).headers.get('x-request-id')).toBe('client.req-1');
    expect((await post('/graphql?via=express', query, 'client.req-2')).headers.get('x-request-id')).toBe('client.req-2');
    const rest = await fetch(`${srv.url}/api/trials/${nctId}`, { headers: { 'x-request-id': 'client:req:3' } });
    expect(rest.headers.get('x-request-id')).toBe('client:req:3');
    for (const unsafe of ['has spaces', 'x'.repeat(129), 'quote"d', 'new\\nline']) {
      expect((await post('/graphql', query, unsafe)).headers.get('x-request-id')).toMatch(UUID);
    }
    expect((await post('/graphql', query)).headers.get('x-request-id')).toMatch(UUID);
  });

  it('GraphQL over HTTP (both paths): the statements of the request name its id and operation', async () => {
    const spy = vi.spyOn(logger, 'warn');
    const query = { query: `query CorrelationProbe { trial(nctId: "${nctId}") { nctId briefTitle } }` };
    expect((await post('/graphql', query, 'corr-plain')).status).toBe(200);
    expect((await post('/graphql?via=express', query, 'corr-express')).status).toBe(200);
    const lines = slowLines(spy);
    expect(lines.filter((l) => l.reqId === 'corr-plain').length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.reqId === 'corr-express').length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.reqId === 'corr-plain' || l.reqId === 'corr-express').every((l) => l.op === 'CorrelationProbe')).toBe(true);
  });

  it('REST: the statements name the request id and the route', async () => {
    const spy = vi.spyOn(logger, 'warn');
    const res = await fetch(`${srv.url}/api/trials/${nctId}`, { headers: { 'x-request-id': 'corr-rest' } });
    expect(res.status).toBe(200);
    const lines = slowLines(spy).filter((l) => l.reqId === 'corr-rest');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.op === 'GET /api/trials/:id')).toBe(true);
  });

  it('WebSocket: the 101 answer carries the connection id; operation n is `<id>:<n>` in its log lines', async () => {
    let upgradeId: string | undefined;
    class Tagged extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { 'x-request-id': 'corr-ws' } });
        this.once('upgrade', (res) => (upgradeId = res.headers['x-request-id'] as string));
      }
    }
    const client: Client = createClient({ url: srv.url.replace('http', 'ws') + '/graphql', webSocketImpl: Tagged, retryAttempts: 0, lazy: false });
    try {
      const spy = vi.spyOn(logger, 'warn');
      const run = (query: string) =>
        new Promise<unknown>((resolve, reject) => {
          let data: unknown;
          client.subscribe({ query }, { next: (v) => (data = v.data), error: reject, complete: () => resolve(data) });
        });
      await run(`query FirstOnSocket { trial(nctId: "${nctId}") { nctId } }`);
      await run(`query SecondOnSocket { trial(nctId: "${nctId}") { briefTitle } }`);
      expect(upgradeId).toBe('corr-ws');
      const lines = slowLines(spy);
      expect(lines.filter((l) => l.reqId === 'corr-ws:1').every((l) => l.op === 'FirstOnSocket')).toBe(true);
      expect(lines.filter((l) => l.reqId === 'corr-ws:1').length).toBeGreaterThan(0);
      expect(lines.filter((l) => l.reqId === 'corr-ws:2').every((l) => l.op === 'SecondOnSocket')).toBe(true);
      expect(lines.filter((l) => l.reqId === 'corr-ws:2').length).toBeGreaterThan(0);
    } finally {
      await client.dispose();
    }
  });

  it('the context’s logger, and its entity manager’s, bind the request id and the operation once known', () => {
    const ctx = db.ctx({ requestId: 'ctx-req-1' });
    expect(ctx.log.bindings()).toEqual({ reqId: 'ctx-req-1' });
    ctx.operation = 'SomeOperation';
    expect(ctx.log.bindings()).toEqual({ reqId: 'ctx-req-1', op: 'SomeOperation' });
    // Services that only hold the request's entity manager log through it with the same bindings.
    expect(loggerFor(ctx.em).bindings()).toEqual({ reqId: 'ctx-req-1', op: 'SomeOperation' });
    expect(loggerFor(db.deps.orm.em.fork())).toBe(logger);
  });
});
