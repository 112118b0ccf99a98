import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { GRAPHQL_LIMITS } from './graphql.limits.js';
import { WS_LIMITS } from './graphql.ws.js';

type Result = ExecutionResult<Record<string, any>, Record<string, unknown>>;
interface Outcome {
  result?: Result;
  /** The error payload graphql-ws sends for a refused operation. */
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  closed?: { code: number; reason: string };
}

/** A graphql-ws client whose upgrade request carries `headers` (e.g. X-Forwarded-For). */
function wsClient(url: string, headers: Record<string, string> = {}, connectionParams?: Record<string, unknown>): Client {
  class HeaderSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: HeaderSocket, connectionParams, retryAttempts: 0, lazy: true });
}

/** Runs one operation over the socket and resolves with its first result, its errors or the close. */
function run(client: Client, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    let done = false;
    const unsubscribe = client.subscribe(
      { query, variables },
      {
        next: (result) => {
          if (done) return;
          done = true;
          unsubscribe();
          resolve({ result: result as Result });
        },
        error: (e) => {
          if (done) return;
          done = true;
          if (Array.isArray(e)) resolve({ errors: e });
          else if (e && typeof e === 'object' && 'code' in e)
            resolve({ closed: { code: (e as { code: number }).code, reason: String((e as { reason?: string }).reason ?? '') } });
          else resolve({ errors: [{ message: String(e) }] });
        },
        complete: () => {
          if (!done) resolve({});
        },
      },
    );
  });
}

const codesOf = (o: Outcome) => [...(o.errors ?? []), ...(o.result?.errors ?? [])].map((e) => e.extensions?.code);
const ALIASES_40 = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: systemInfo { version }`).join(' ')} }`;
const TABLE_PAGES = `query($n: Int) { ${Array.from({ length: 10 }, (_, i) => `p${i}: trialsTable(limit: $n) { rows { nctId briefTitle } }`).join(' ')} }`;

describe('one GraphQL pipeline over HTTP and WebSocket', () => {
  let db: TestDb;
  let srv: TestServer;
  const clients: Client[] = [];
  const client = (headers?: Record<string, string>, params?: Record<string, unknown>) => {
    const c = wsClient(srv.url, headers, params);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await createTestDb({ TRUST_PROXY: 'loopback' });
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [buildTrial({ nctId: 'NCT31000001' })]);
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (c) => c.dispose()));
    await srv?.close();
    await db?.close();
  });

  it('refuses over-aliased operations on both transports', async () => {
    const http = await srv.gql(ALIASES_40);
    expect(http.status).toBe(400);
    expect(http.errors![0].message).toMatch(/alias/i);
    const ws = await run(client(), ALIASES_40);
    expect(ws.errors![0].message).toMatch(/alias/i);
  });

  it('refuses over-deep operations and too many directives on both transports', async () => {
    const deep = `{ ${'a { '.repeat(GRAPHQL_LIMITS.maxDepth + 2)}b${' }'.repeat(GRAPHQL_LIMITS.maxDepth + 2)} }`;
    const directives = `{ systemInfo { version ${'@include(if: true) '.repeat(GRAPHQL_LIMITS.maxDirectives + 1)} } }`;
    for (const [doc, pattern] of [
      [deep, /depth/i],
      [directives, /directive/i],
    ] as const) {
      const http = await srv.gql(doc);
      expect(http.status).toBe(400);
      expect(http.errors!.some((e) => pattern.test(e.message))).toBe(true);
      const ws = await run(client(), doc);
      expect(ws.errors!.some((e) => pattern.test(e.message))).toBe(true);
    }
  });

  it('counts list sizes from variables: ten 1000-row table pages are refused, one page is fine', async () => {
    const http = await srv.gql(TABLE_PAGES, { n: 1000 });
    expect(http.status).toBe(400);
    expect(http.errors![0].message).toMatch(/too expensive/);
    const ws = await run(client(), TABLE_PAGES, { n: 1000 });
    expect(codesOf(ws)).toEqual(['BAD_USER_INPUT']);
    expect(ws.errors![0].message).toMatch(/too expensive/);
    const small = await run(client(), TABLE_PAGES, { n: 25 });
    expect(small.result?.errors).toBeUndefined();
    expect(small.result?.data?.p0.rows.length).toBeGreaterThan(0);
  });

  it('refuses documents over the token limit on both transports', async () => {
    const doc = `{ systemInfo { ${'version '.repeat(GRAPHQL_LIMITS.maxTokens + 10)} } }`;
    const http = await srv.gql(doc);
    expect(http.status).toBe(400);
    expect(http.errors![0].message).toMatch(/token/i);
    const ws = await run(client(), doc);
    expect(ws.errors![0].message).toMatch(/token/i);
  });

  it('closes a socket that sends a frame over 1 MB (HTTP answers 413)', async () => {
    const doc = `{ systemInfo { version } } #${'x'.repeat(3 * 1024 * 1024)}`;
    const ws = await run(client(), doc);
    expect(ws.closed?.code).toBe(1009);
    const http = await fetch(`${srv.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: doc }) });
    expect(http.status).toBe(413);
  });

  it('refuses NUL bytes in variables and literals, naming the field, on both transports', async () => {
    const q = `query($s: String) { searchTrials(query: $s) { nctId } }`;
    const http = await srv.gql(q, { s: 'abc\u0000' });
    expect(http.status).toBe(400);
    expect(http.errors![0].message).toMatch(/^body\.variables\.s: /);
    const ws = await run(client(), q, { s: 'abc\u0000' });
    expect(ws.errors![0].message).toMatch(/^variables\.s: /);
    const literal = await run(client(), `{ searchTrials(query: "a\\u0000b") { nctId } }`);
    expect(literal.errors![0].message).toMatch(/cannot be stored/);
    const lone = await srv.gql(q, { s: 'abc\uD800' });
    expect(lone.status).toBe(400);
  });

  it('answers 400 to a subscription sent over HTTP', async () => {
    const res = await srv.gql(`subscription { reactionsFeed { nctId } }`);
    expect(res.status).toBe(400);
    expect(res.errors![0]).toMatchObject({ message: expect.stringMatching(/WebSocket/), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('caps open subscriptions per connection', async () => {
    const c = client();
    const refused: unknown[] = [];
    // Opened in bursts the per-connection operation rate allows.
    for (let i = 0; i < WS_LIMITS.maxSubscriptions; i++) {
      if (i > 0 && i % WS_LIMITS.perSecond === 0) await new Promise((r) => setTimeout(r, 1100));
      c.subscribe({ query: `subscription { reactionsFeed { nctId } }` }, { next: () => undefined, error: (e) => refused.push(e), complete: () => undefined });
    }
    await new Promise((r) => setTimeout(r, 1100));
    const over = await run(c, `subscription { reactionsFeed { nctId } }`);
    expect(refused).toEqual([]);
    expect(over.errors![0]).toMatchObject({ message: expect.stringMatching(/Too many subscriptions/), extensions: { code: 'RATE_LIMITED' } });
  });

  it('limits operations per second per connection', async () => {
    const c = client();
    // An operation that does not touch the database: under load, 40 concurrent queries could wait for
    // the pool and fail for that reason instead; the limiter counts every operation alike.
    const outcomes = await Promise.all(Array.from({ length: WS_LIMITS.burst + 10 }, () => run(c, `{ __typename }`)));
    const limited = outcomes.filter((o) => codesOf(o).includes('RATE_LIMITED'));
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(outcomes.filter((o) => o.result?.data?.__typename).length, JSON.stringify(outcomes.filter((o) => !o.result?.data))).toBeGreaterThanOrEqual(
      WS_LIMITS.burst - 1,
    );
  });

  it('takes the client address from the upgrade request under the proxy rules: failed logins over one socket hit the address limit', async () => {
    const c = client({ 'x-forwarded-for': '203.0.113.77' });
    const login = `mutation($e: String!) { login(email: $e, password: "wrong-password") { accessToken } }`;
    const codes: unknown[] = [];
    for (let i = 0; i < 55; i++) {
      const o = await run(c, login, { e: `nobody${i}-${Date.now()}@example.org` });
      codes.push(codesOf(o)[0]);
      if (i % 9 === 8) await new Promise((r) => setTimeout(r, 1000)); // stay under the per-connection rate
    }
    expect(codes.slice(0, 50).every((code) => code === 'UNAUTHENTICATED')).toBe(true);
    expect(codes.slice(50)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // Another address (another socket) is not limited.
    const other = await run(client({ 'x-forwarded-for': '203.0.113.78' }), login, { e: 'someone@example.org' });
    expect(codesOf(other)).toEqual(['UNAUTHENTICATED']);
  }, 60_000);
});

describe('internal errors never reach the client', () => {
  let db: TestDb;
  let srv: TestServer;
  let c: Client;
  beforeAll(async () => {
    // Development mode, where internal details were shown before.
    db = await createTestDb({ NODE_ENV: 'development', isDevelopment: true });
    srv = await startTestServer(db);
    await insertTrials(db.ctx().em, [buildTrial({ nctId: 'NCT31000002' })]);
    // A broken database schema: the comments query now fails inside PostgreSQL.
    await db.ctx().em.getConnection().execute('alter table comments rename to comments_gone');
    c = wsClient(srv.url);
  });
  afterAll(async () => {
    await c?.dispose();
    await srv?.close();
    await db?.close();
  });

  const query = `{ comments(nctId: "NCT31000002") { comments { id } } }`;
  const leaks = /comments_gone|relation|select |at .*\.(ts|js)|node_modules/i;

  it('HTTP: a generic message with the request id of the log line', async () => {
    const res = await fetch(`${srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-test-42' },
      body: JSON.stringify({ query }),
    });
    const body = await res.text();
    expect(body).not.toMatch(leaks);
    expect(JSON.parse(body).errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL', requestId: 'req-test-42' } });
  });

  it('WebSocket: the same generic message with a request id', async () => {
    const o = await run(c, query);
    expect(JSON.stringify(o)).not.toMatch(leaks);
    expect(o.result!.errors![0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL', requestId: expect.any(String) } });
  });

  it('REST: the spec shape with a request id', async () => {
    const res = await srv.rest('GET', '/comments/NCT31000002');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(leaks);
    expect(res.body).toMatchObject({ success: false, code: 'INTERNAL', error: 'Internal server error', requestId: expect.any(String) });
  });
});
