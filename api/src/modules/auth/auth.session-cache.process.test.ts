import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { metricValue, scrape } from '../../../test/metrics.js';
import { startServerProcess, type ServerProcess } from '../../../test/process.js';
import { testRedisUrl } from '../../../test/redis.js';
import { createUser } from '../../../test/users.js';

const REDIS_URL = (await testRedisUrl()) ?? '';
const METRICS_TOKEN = `sessions-${crypto.randomBytes(12).toString('hex')}`;
/** The documented bound: a session ended on one process is refused by every other within it. */
const BOUND_MS = 1000;

/**
 * Two real server processes (`node src/main.ts`) on one database, as behind a load balancer: each
 * keeps the sessions it checked in memory; a session ended on A must be refused by B within 1 s.
 * Without Redis the news travels as PostgreSQL NOTIFY only; with Redis, over both.
 */
function twoProcesses(label: string, redisUrl: string, run = true) {
  describe.runIf(run)(label, () => {
    let db: TestDb;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      db = await createTestDb();
      const env = {
        DATABASE_URL: db.url,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        JWT_SECRET: db.deps.config.JWT_SECRET!,
        METRICS_TOKEN,
        DATA_DIR: `/tmp/${db.name}`,
        WEB_DIST: `/tmp/${db.name}/no-web-build`,
      };
      [a, b] = await Promise.all([startServerProcess(env, 100_000), startServerProcess(env, 100_000)]);
    }, 120_000);

    afterAll(async () => {
      for (const p of [a, b]) p?.kill('SIGKILL');
      await Promise.all([a?.exited, b?.exited]);
      await db?.close();
    });

    const rest = async (p: ServerProcess, method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${p.url}/api${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    /** A protected GraphQL read: the user's id, or the error code. */
    const me = async (p: ServerProcess, token: string): Promise<string> => {
      const res = await fetch(`${p.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const json = (await res.json()) as { data?: { me: { id: string } }; errors?: { extensions?: { code?: string } }[] };
      return json.data?.me?.id ?? json.errors?.[0]?.extensions?.code ?? 'NO ANSWER';
    };
    const login = async (email: string, password: string) => {
      const res = await rest(a, 'POST', '/auth/login', { email, password });
      expect(res.status).toBe(200);
      return res.body as { accessToken: string; refreshToken: string; user: { id: string } };
    };
    const fromMemory = async (p: ServerProcess) => metricValue(await scrape(p.url, METRICS_TOKEN), 'trialyst_session_checks_total', { source: 'memory' });

    /** Reads on B until it answers from memory (its listening connection may still be starting). */
    async function warmOnB(token: string, userId: string): Promise<void> {
      const until = Date.now() + 10_000;
      for (;;) {
        const before = await fromMemory(b);
        expect(await me(b, token)).toBe(userId);
        if ((await fromMemory(b)) > before) return;
        if (Date.now() > until) throw new Error('B never answered this session from memory');
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    /** Polls B from `since` until the token is refused: the time it took, and how many reads B still accepted. */
    async function refusedOnB(token: string, since: number): Promise<{ ms: number; accepted: number }> {
      for (let accepted = 0; ; accepted++) {
        const answer = await me(b, token);
        const elapsed = performance.now() - since;
        if (answer === 'UNAUTHENTICATED') return { ms: elapsed, accepted };
        if (elapsed > 5 * BOUND_MS) throw new Error(`B still accepts the token ${Math.round(elapsed)} ms after its session ended`);
        await new Promise((r) => setTimeout(r, 5));
      }
    }

    it(`logout on A: B refuses the token within ${BOUND_MS} ms`, async () => {
      const u = await createUser(db);
      const session = await login(u.email, u.password);
      await warmOnB(session.accessToken, u.id);
      const out = await rest(a, 'POST', '/auth/logout', {}, session.accessToken);
      expect(out.status).toBe(200);
      const { ms, accepted } = await refusedOnB(session.accessToken, performance.now());
      console.info(`${label}: logout on A, refused on B after ${ms.toFixed(1)} ms (${accepted} reads accepted before)`);
      expect(ms).toBeLessThan(BOUND_MS);
      expect((await rest(b, 'GET', '/auth/me', undefined, session.accessToken)).status).toBe(401);
    });

    it(`password change on A: B refuses the other sessions within ${BOUND_MS} ms and keeps the caller's`, async () => {
      const u = await createUser(db);
      const elsewhere = await login(u.email, u.password);
      const caller = await login(u.email, u.password);
      await warmOnB(elsewhere.accessToken, u.id);
      await warmOnB(caller.accessToken, u.id);
      const changed = await rest(a, 'POST', '/auth/change-password', { oldPassword: u.password, newPassword: `${u.password}-renewed` }, caller.accessToken);
      expect(changed.status).toBe(200);
      const { ms, accepted } = await refusedOnB(elsewhere.accessToken, performance.now());
      console.info(`${label}: password change on A, refused on B after ${ms.toFixed(1)} ms (${accepted} reads accepted before)`);
      expect(ms).toBeLessThan(BOUND_MS);
      expect(await me(b, caller.accessToken)).toBe(u.id);
      expect(await me(a, caller.accessToken)).toBe(u.id);
    });
  });
}

describe('a session ended on one server process is refused by the others within 1 s', () => {
  twoProcesses('PostgreSQL NOTIFY (no Redis)', '');
  twoProcesses('Redis and PostgreSQL NOTIFY', REDIS_URL, Boolean(REDIS_URL));
});
