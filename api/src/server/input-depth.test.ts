import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server.js';
import { MAX_INPUT_DEPTH } from '../lib/input-guard.js';

/**
 * Issue 27, finding 6: `{"variables":{"junk":[[[…200,000 levels]]]}}` answered 500 (a RangeError in
 * JSON.stringify, building the response cache's key). Every JSON input nested past MAX_INPUT_DEPTH
 * is now refused with 400 BAD_USER_INPUT (reason INPUT_TOO_DEEP) before anything walks it: GraphQL
 * bodies on both HTTP paths, GraphQL GET variables, REST bodies and GraphQL variables over WebSocket,
 * in development and production modes alike.
 */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
/** A cacheable anonymous query (it reads trials only): the response cache computes a key for it. */
const QUERY = '{ trialsTable(limit: 1) { rows { nctId } } }';
const bodyWithJunk = (levels: number) => `{"query":${JSON.stringify(QUERY)},"variables":{"junk":${nested(levels)}}}`;

interface Answer {
  status: number;
  json: any;
}

async function post(url: string, path: string, body: string): Promise<Answer> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, json: JSON.parse(text) };
}

const graphqlRefusal = (a: Answer) => ({ status: a.status, code: a.json.errors?.[0]?.extensions?.code, reason: a.json.errors?.[0]?.extensions?.reason });
const tooDeep = { status: 400, code: 'BAD_USER_INPUT', reason: 'INPUT_TOO_DEEP' };

/** Runs one operation over graphql-ws: its errors, or its close code. */
function overWs(client: Client, query: string, variables: Record<string, unknown>): Promise<{ errors?: any[]; data?: unknown; close?: number }> {
  return new Promise((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (r) => resolve({ data: r.data, errors: r.errors as any[] }),
        error: (e) => resolve(Array.isArray(e) ? { errors: e } : { close: (e as { code?: number }).code }),
        complete: () => undefined,
      },
    );
  });
}

function deepArray(levels: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < levels; i++) v = [v];
  return v;
}

describe.each([
  ['development', { NODE_ENV: 'development' as const, isDevelopment: true, isProduction: false }],
  ['production', { NODE_ENV: 'production' as const, isDevelopment: false, isProduction: true }],
])('deeply nested input, %s mode (issue 27, finding 6)', (_mode, env) => {
  const fx = useTestServer({ ...env, GRAPHQL_RESPONSE_CACHE_MB: 32 });

  const cacheOn = async () => {
    const until = Date.now() + 5000;
    while (!fx.srv.server.graphqlCache?.enabled) {
      if (Date.now() > until) throw new Error('the response cache did not start listening');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('refuses 200,000 levels of variables with 400 on both HTTP GraphQL paths (plain and Express), never 500', async () => {
    await cacheOn();
    const body = bodyWithJunk(200_000);
    expect(graphqlRefusal(await post(fx.srv.url, '/graphql', body))).toEqual(tooDeep);
    // With a query string the request goes through Express's body parser and middleware.
    expect(graphqlRefusal(await post(fx.srv.url, '/graphql?via=express', body))).toEqual(tooDeep);
  });

  it('draws the line at MAX_INPUT_DEPTH levels, counting the body itself', async () => {
    await cacheOn();
    // body (1) > variables (2) > junk: arrays from level 3.
    const within = await post(fx.srv.url, '/graphql', bodyWithJunk(MAX_INPUT_DEPTH - 2));
    expect(within.status).toBe(200);
    expect(within.json.data.trialsTable.rows).toBeDefined();
    expect(graphqlRefusal(await post(fx.srv.url, '/graphql', bodyWithJunk(MAX_INPUT_DEPTH - 1)))).toEqual(tooDeep);
  });

  it('refuses deep GraphQL GET variables, counted on the raw text', async () => {
    const qs = new URLSearchParams({ query: QUERY, variables: `{"junk":${nested(1000)}}` });
    const res = await fetch(`${fx.srv.url}/graphql?${qs}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(graphqlRefusal({ status: res.status, json: await res.json() })).toEqual(tooDeep);
  });

  it('refuses deep REST bodies with 400 before the route (even one that needs a user)', async () => {
    for (const body of [`{"kind":"TRIAL","id":${nested(200_000)}}`, `{"a":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`]) {
      const res = await post(fx.srv.url, '/api/watchlist', body);
      expect({ status: res.status, success: res.json.success, code: res.json.code, reason: res.json.reason }).toEqual({
        status: 400,
        success: false,
        code: 'BAD_USER_INPUT',
        reason: 'INPUT_TOO_DEEP',
      });
    }
  });

  it('refuses deep GraphQL variables over WebSocket, for queries and subscriptions alike', async () => {
    const client = createClient({ url: fx.srv.url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      for (const query of [QUERY, 'subscription { reactionsFeed { nctId } }']) {
        const out = await overWs(client, query, { junk: deepArray(1000) });
        expect(out.errors?.map((e) => [e.extensions?.code, e.extensions?.reason])).toEqual([['BAD_USER_INPUT', 'INPUT_TOO_DEEP']]);
      }
      const ok = await overWs(client, QUERY, { junk: deepArray(MAX_INPUT_DEPTH - 1) });
      expect(ok.errors).toBeUndefined();
      expect(ok.data).toBeDefined();
    } finally {
      await client.dispose();
    }
  });
});
