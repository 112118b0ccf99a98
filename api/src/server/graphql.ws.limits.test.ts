import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { useTestServer } from '../../test/server.js';
import { WS_LIMITS, wsLimits } from './graphql.ws.js';

type Opened = { ok: true; ws: WebSocket; messages: { id?: string; type: string; payload?: any }[] };
type Refused = { ok: false; status: number; body: any; headers: Record<string, string | string[] | undefined> };

/** Opens a graphql-transport-ws socket (acknowledged), or answers the refused upgrade. */
function connect(url: string, address?: string): Promise<Opened | Refused> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers: address ? { 'x-forwarded-for': address } : {} });
    const messages: Opened['messages'] = [];
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ ok: false, status: res.statusCode ?? 0, body: JSON.parse(text), headers: res.headers }));
    });
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'connection_ack') resolve({ ok: true, ws, messages });
      else messages.push(m);
    });
  });
}

const opened = (c: Opened | Refused): Opened => {
  if (!c.ok) throw new Error(`refused with ${c.status}`);
  return c;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('WebSocket limits per address and per connection, from the configuration', () => {
  const fx = useTestServer({
    TRUST_PROXY: 'loopback',
    WS_MAX_CONNECTIONS_PER_ADDRESS: 3,
    WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: 2,
    WS_MAX_OPERATIONS_PER_SECOND: 2,
  });
  const url = () => `${fx.srv.url.replace('http', 'ws')}/graphql`;

  it('defaults: 50 connections per address, 50 subscriptions per connection, 10 operations a second in bursts of 30', () => {
    expect(wsLimits(loadConfig({}))).toEqual(WS_LIMITS);
    expect(() => loadConfig({ WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '0' })).toThrow(/WS_MAX_SUBSCRIPTIONS_PER_CONNECTION/);
  });

  it('refuses connections past the cap of one address with 429; other addresses still connect; a closed one frees its place', async () => {
    const first = await Promise.all(Array.from({ length: 3 }, () => connect(url(), '203.0.113.50')));
    expect(first.map((c) => c.ok)).toEqual([true, true, true]);
    const over = await Promise.all(Array.from({ length: 3 }, () => connect(url(), '203.0.113.50')));
    for (const c of over) {
      expect(c).toMatchObject({
        ok: false,
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', reason: 'TOO_MANY_CONNECTIONS', params: { max: 3 }, error: expect.stringMatching(/at most 3/) },
        headers: { 'retry-after': '10', 'x-request-id': expect.any(String) },
      });
    }
    const others = await Promise.all([connect(url(), '203.0.113.51'), connect(url(), '2001:db8::51'), connect(url())]);
    expect(others.map((c) => c.ok)).toEqual([true, true, true]);
    // The server is fine: HTTP answers, the sockets it kept still work.
    expect((await fx.srv.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });

    opened(first[0]).ws.terminate();
    let again: Opened | Refused | undefined;
    for (let i = 0; i < 40 && !again?.ok; i++) {
      await sleep(50);
      again = await connect(url(), '203.0.113.50');
    }
    expect(again?.ok).toBe(true);
    for (const c of [...first, ...others, again!]) if (c.ok) c.ws.terminate();
  });

  it('loopback clients are not limited (local tools; a proxy on the same host must be named in TRUST_PROXY)', async () => {
    const sockets = await Promise.all(Array.from({ length: 6 }, () => connect(url())));
    expect(sockets.every((c) => c.ok)).toBe(true);
    for (const c of sockets) if (c.ok) c.ws.terminate();
  });

  it('refuses subscriptions past the per-connection cap (a completed one frees its place)', async () => {
    const c = opened(await connect(url(), '203.0.113.60'));
    const subscribe = (id: string) => c.ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { reactionsFeed { nctId } }' } }));
    for (const id of ['1', '2', '3']) subscribe(id);
    await sleep(300);
    expect(c.messages).toEqual([
      {
        id: '3',
        type: 'error',
        payload: [
          {
            message: 'Too many subscriptions on this connection: at most 2',
            extensions: { code: 'RATE_LIMITED', reason: 'TOO_MANY_SUBSCRIPTIONS', params: { max: 2 } },
          },
        ],
      },
    ]);
    c.ws.send(JSON.stringify({ id: '1', type: 'complete' }));
    await sleep(100);
    subscribe('4');
    await sleep(300);
    expect(c.messages).toHaveLength(1);
    c.ws.terminate();
  });

  it('limits operations per second per connection to the configured rate', async () => {
    const c = opened(await connect(url(), '203.0.113.61'));
    for (let i = 0; i < 10; i++) c.ws.send(JSON.stringify({ id: `q${i}`, type: 'subscribe', payload: { query: '{ __typename }' } }));
    await sleep(500);
    const limited = c.messages.filter((m) => m.type === 'error' && m.payload[0].extensions.reason === 'TOO_MANY_OPERATIONS');
    const answered = c.messages.filter((m) => m.type === 'next');
    // A burst of 6 (three times the rate), maybe one more refilled meanwhile.
    expect(answered.length).toBeGreaterThanOrEqual(6);
    expect(answered.length).toBeLessThanOrEqual(7);
    expect(limited.length).toBe(10 - answered.length);
    expect(limited[0].payload[0]).toMatchObject({
      message: 'Too many operations on this connection: at most 2 per second',
      extensions: { params: { max: 2 } },
    });
    c.ws.terminate();
  });
});
