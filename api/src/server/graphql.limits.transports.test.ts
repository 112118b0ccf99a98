import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { useTestServer } from '../../test/server.js';

/**
 * Issue 27, finding 2: `query Q($n: Int = 1000) { 15× trialsTable(limit: $n, page: 1) {…} }` with no
 * variables answered 200 with 15,000 rows, anonymously, over HTTP and WebSocket. The list-cost limit
 * now reads sizes from the coerced variables: every way of giving a list size is counted the same,
 * on every transport.
 */
const pages = (args: string, n = 15) => Array.from({ length: n }, (_, i) => `p${i}: trialsTable(${args}) { rows { nctId } }`).join(' ');

/** Every way a list size can be given in our schema (no input type holds a size: graphql.limits.test.ts covers those on a schema that does). */
const WAYS: [string, string, Record<string, unknown> | undefined][] = [
  ['literal', `query Q { ${pages('limit: 1000, page: 1')} }`, undefined],
  ['variable', `query Q($n: Int) { ${pages('limit: $n, page: 1')} }`, { n: 1000 }],
  ['variable default, no variables', `query Q($n: Int = 1000) { ${pages('limit: $n, page: 1')} }`, undefined],
  ['variable default, other variables', `query Q($n: Int = 1000, $p: Int) { ${pages('limit: $n, page: $p')} }`, { p: 1 }],
  ['non-null variable default', `query Q($n: Int! = 1000) { ${pages('limit: $n, page: 1')} }`, {}],
  ['variable default through a fragment', `query Q($n: Int = 1000) { ...F } fragment F on Query { ${pages('limit: $n, page: 1')} }`, undefined],
];

interface Refusal {
  code?: unknown;
  reason?: unknown;
}
const firstError = (errors: { extensions?: Record<string, unknown> }[] | undefined): Refusal => ({
  code: errors?.[0]?.extensions?.code,
  reason: errors?.[0]?.extensions?.reason,
});
const TOO_EXPENSIVE = { code: 'BAD_USER_INPUT', reason: 'OPERATION_TOO_EXPENSIVE' };

function overWs(client: Client, query: string, variables?: Record<string, unknown>): Promise<{ errors?: any[]; data?: any }> {
  return new Promise((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (r) => resolve({ data: r.data, errors: r.errors as any[] }),
        error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ message: String(e) }] }),
        complete: () => undefined,
      },
    );
  });
}

describe('list cost over HTTP and WebSocket (issue 27, finding 2)', () => {
  const fx = useTestServer();
  let ws: Client;

  beforeAll(async () => {
    await insertTrials(
      fx.db.deps.orm.em.fork(),
      Array.from({ length: 3 }, (_, i) => buildTrial({ nctId: `NCT0927${String(i).padStart(4, '0')}` })),
    );
    ws = createClient({ url: fx.srv.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
  });
  afterAll(async () => {
    await ws?.dispose();
  });

  it.each(WAYS)('refuses 15 pages of 1000 given as a %s, over HTTP POST with 400', async (_way, query, variables) => {
    const res = await fx.srv.gql(query, variables);
    expect({ status: res.status, ...firstError(res.errors), data: res.data }).toEqual({ status: 400, ...TOO_EXPENSIVE, data: undefined });
  });

  it('refuses the default-value query over HTTP GET with 400', async () => {
    const qs = new URLSearchParams({ query: WAYS[2][1] });
    const res = await fetch(`${fx.srv.url}/graphql?${qs}`, { headers: { 'apollo-require-preflight': 'true' } });
    const body = (await res.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
    expect({ status: res.status, ...firstError(body.errors) }).toEqual({ status: 400, ...TOO_EXPENSIVE });
  });

  it.each(WAYS)('refuses 15 pages of 1000 given as a %s, over WebSocket with the same error', async (_way, query, variables) => {
    const out = await overWs(ws, query, variables);
    expect({ ...firstError(out.errors), data: out.data }).toEqual({ ...TOO_EXPENSIVE, data: undefined });
  });

  it('still answers the same operations with small sizes, however given (literal, variable, default)', async () => {
    for (const [query, variables] of [
      [`query Q { ${pages('limit: 5, page: 1')} }`, undefined],
      [`query Q($n: Int) { ${pages('limit: $n, page: 1')} }`, { n: 5 }],
      [`query Q($n: Int = 5) { ${pages('limit: $n, page: 1')} }`, undefined],
      // An explicit value overrides the default.
      [`query Q($n: Int = 1000) { ${pages('limit: $n, page: 1')} }`, { n: 5 }],
    ] as const) {
      const http = await fx.srv.gql(query, variables);
      expect({ status: http.status, errors: http.errors }).toEqual({ status: 200, errors: undefined });
      expect(http.data!.p0.rows.length).toBeGreaterThan(0);
      const out = await overWs(ws, query, variables);
      expect(out.errors).toBeUndefined();
      expect(out.data.p14.rows.length).toBeGreaterThan(0);
    }
  });

  it('leaves invalid size variables to the ordinary validation error (400, never 500 nor a cost error)', async () => {
    const query = `query Q($n: Int = 1000) { ${pages('limit: $n, page: 1', 2)} }`;
    for (const n of ['ten', { a: 1 }, [[[[1]]]], 1e308]) {
      const http = await fx.srv.gql(query, { n });
      expect({ status: http.status, ...firstError(http.errors) }).toEqual({
        status: 400,
        code: 'BAD_USER_INPUT',
        reason: expect.not.stringMatching(/EXPENSIVE/),
      });
      const out = await overWs(ws, query, { n });
      expect(firstError(out.errors).code).toBe('BAD_USER_INPUT');
    }
  });
});
