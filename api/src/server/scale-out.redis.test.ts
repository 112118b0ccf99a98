import http from 'node:http';
import crypto from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { metricValue, scrape } from '../../test/metrics.js';
import { startServerProcess, type ServerProcess } from '../../test/process.js';
import { testRedisUrl } from '../../test/redis.js';
import { createUser, type TestUser } from '../../test/users.js';
import { MAX_FAILURES_PER_EMAIL } from '../modules/auth/auth.limits.js';

const REDIS_URL = (await testRedisUrl()) ?? '';
const TOKEN = `scale-out-${crypto.randomBytes(12).toString('hex')}`;

/**
 * Two real server processes (`node src/main.ts`, as `npm start` runs it) on one database and one
 * Redis, as behind a load balancer: events, limits and the database are shared; metrics are each
 * process's own; SIGTERM drains one while the other keeps serving.
 */
describe.runIf(REDIS_URL)('two server processes sharing PostgreSQL and Redis', () => {
  let db: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let user: TestUser;
  const clients: Client[] = [];
  const nctId = `NCT6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

  beforeAll(async () => {
    db = await createTestDb({ REDIS_URL });
    await insertTrials(db.ctx().em, [buildTrial({ nctId })]);
    user = await createUser(db);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      // The secret the test's tokens are signed with: every process accepts them.
      JWT_SECRET: db.deps.config.JWT_SECRET!,
      METRICS_TOKEN: TOKEN,
      // Requests say which client address they come from (X-Forwarded-For): each test has its own.
      TRUST_PROXY: 'loopback',
      SHUTDOWN_GRACE_MS: '5000',
      DATA_DIR: `/tmp/${db.name}`,
      WEB_DIST: `/tmp/${db.name}/no-web-build`,
    };
    // About 15 s on an idle machine; more room when CI runs other test files alongside.
    [a, b] = await Promise.all([startServerProcess(env, 80_000), startServerProcess(env, 80_000)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(clients.map(async (c) => c.dispose()));
    for (const p of [a, b]) p?.kill('SIGKILL');
    await db?.close();
  });

  const ws = (p: ServerProcess, on: { closed?: (code: number) => void } = {}) => {
    const client = createClient({
      url: `ws://127.0.0.1:${p.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      // A socket closed by the server is expected here (the drain test): no console noise.
      onNonLazyError: () => undefined,
      on: { closed: (e) => on.closed?.((e as { code: number }).code) },
    });
    clients.push(client);
    return client;
  };
  const nextEvent = (client: Client) =>
    new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: `subscription($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }`, variables: { id: nctId } },
        { next: (v) => resolve(v.data), error: reject, complete: () => undefined },
      );
    });
  const rest = async (p: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${p.url}/api${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const subscribed = () => new Promise((r) => setTimeout(r, 500)); // the Redis SUBSCRIBE round trip

  it('a like on one process reaches a subscriber on the other', async () => {
    const event = nextEvent(ws(b));
    await subscribed();
    const like = await rest(a, 'POST', `/trials/${nctId}/like`, undefined, { authorization: `Bearer ${user.accessToken}` });
    expect(like.status).toBe(200);
    expect(await event).toEqual({ trialReactionsChanged: { nctId, likes: 1, dislikes: 0 } });
  });

  it('rate limits hold across both: failures on A and B add up', async () => {
    const victim = await createUser(db);
    const from = { 'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` };
    const login = (p: ServerProcess, password: string) => rest(p, 'POST', '/auth/login', { email: victim.email, password }, from);
    for (let i = 0; i < 6; i++) expect((await login(a, `wrong-a-${i}`)).status).toBe(401);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 6; i++) expect((await login(b, `wrong-b-${i}`)).status).toBe(401);
    expect(await login(b, victim.password)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect((await login(a, victim.password)).status).toBe(429);
  });

  it("each process's /metrics counts its own traffic", async () => {
    const [beforeA, beforeB] = await Promise.all([scrape(a.url, TOKEN), scrape(b.url, TOKEN)]);
    for (let i = 0; i < 3; i++) expect((await rest(a, 'GET', `/trials/${nctId}`)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await rest(b, 'GET', `/trials/${nctId}`)).status).toBe(200);
    const [afterA, afterB] = await Promise.all([scrape(a.url, TOKEN), scrape(b.url, TOKEN)]);
    const trialGets = { method: 'GET', route: '/api/trials/:id', status: '200' };
    const count = 'trialyst_http_request_duration_seconds_count';
    expect(metricValue(afterA, count, trialGets) - metricValue(beforeA, count, trialGets)).toBe(3);
    expect(metricValue(afterB, count, trialGets) - metricValue(beforeB, count, trialGets)).toBe(5);
    // The like of the first test was published by A and delivered by B.
    expect(metricValue(afterA, 'trialyst_events_published_total', { topic: 'TRIAL_REACTIONS_CHANGED' })).toBe(1);
    expect(metricValue(afterB, 'trialyst_events_published_total', { topic: 'TRIAL_REACTIONS_CHANGED' })).toBe(0);
    expect(metricValue(afterB, 'trialyst_events_delivered_total', { subscription: 'trialReactionsChanged' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(afterA, 'trialyst_events_delivered_total', { subscription: 'trialReactionsChanged' })).toBe(0);
    // Rate-limit refusals: each process counts those it answered.
    expect(metricValue(afterA, 'trialyst_rate_limit_rejections_total', { rule: 'auth:login:email' })).toBe(1);
    expect(metricValue(afterB, 'trialyst_rate_limit_rejections_total', { rule: 'auth:login:email' })).toBe(1);
  });

  it('SIGTERM drains one process: its in-flight request is answered, its sockets close with 1001, the other keeps serving', async () => {
    let closeCode: number | undefined;
    const socketClosed = new Promise<void>((resolve) =>
      ws(a, {
        closed: (code) => {
          closeCode = code;
          resolve();
        },
      }),
    );
    const subscriberOnB = ws(b);
    await new Promise((r) => setTimeout(r, 200));

    // A request in flight on A: its headers are in, its body not yet.
    const body = JSON.stringify({ query: `query InFlight { trial(nctId: "${nctId}") { nctId likes } }` });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: a.port,
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        a.kill('SIGTERM');
        // Once A has stopped listening, the rest of the body arrives: the request must still be answered.
        void waitRefused(a.port).then(() => req.end(body.slice(10)));
      }, 200);
    });

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toEqual({ data: { trial: { nctId, likes: 1 } } });
    await socketClosed;
    expect(closeCode).toBe(1001);
    expect(await a.exited).toBe(0);
    expect(a.logs.some((l) => /SIGTERM received/.test(String(l.msg)))).toBe(true);
    expect(a.logs.some((l) => /^stopped in \d+ ms$/.test(String(l.msg)))).toBe(true);

    // B was never interrupted: it answers, and live events still flow on it.
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    const event = nextEvent(subscriberOnB);
    await subscribed();
    const other = await createUser(db);
    expect((await rest(b, 'POST', `/trials/${nctId}/like`, undefined, { authorization: `Bearer ${other.accessToken}` })).status).toBe(200);
    expect(await event).toEqual({ trialReactionsChanged: { nctId, likes: 2, dislikes: 0 } });
  });
});

/** Resolves once nothing accepts connections on `port` any more (at most 5 s). */
async function waitRefused(port: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
        res.resume();
        resolve(false);
      });
      req.on('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${port} still accepts connections`);
}
