import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { testRedisUrl } from '../../../test/redis.js';
import { useTwoServers, type TestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { COMMENTS_PER_MINUTE } from '../comments/comments.validation.js';
import { MAX_FAILURES_PER_EMAIL } from './auth.limits.js';

const REDIS_URL = (await testRedisUrl()) ?? '';

/** Two server "processes" (own ORM, own limiter connection) on one database and one Redis. */
describe.runIf(REDIS_URL)('limits hold across server processes sharing Redis', () => {
  const fx = useTwoServers(REDIS_URL);
  const nctId = `NCT5${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  beforeAll(async () => {
    await insertTrials(fx.dbA.ctx().em, [buildTrial({ nctId })]);
  });

  it('both processes count against Redis', () => {
    expect(fx.dbA.deps.limiter.store).toBe('redis');
    expect(fx.dbB.deps.limiter.store).toBe('redis');
  });

  it('failed logins: 6 on A and 4 on B lock the email on both; the 11th attempt is 429', async () => {
    const u = await createUser(fx.dbA);
    for (let i = 0; i < 6; i++) expect((await fx.srvA.rest('POST', '/auth/login', { email: u.email, password: `wrong-${i}` })).status).toBe(401);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 6; i++)
      expect((await fx.srvB.rest('POST', '/auth/login', { email: u.email, password: `wrong-b-${i}` })).status).toBe(401);
    const onB = await fx.srvB.rest('POST', '/auth/login', { email: u.email, password: u.password });
    expect(onB).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(onB.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await fx.srvA.rest('POST', '/auth/login', { email: u.email, password: u.password })).status).toBe(429);
  });

  it('parallel guesses spread over both processes: never more than 10 get checked', async () => {
    const u = await createUser(fx.dbA);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => (i % 2 ? fx.srvA : fx.srvB).rest('POST', '/auth/login', { email: u.email, password: `guess-${i}` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(24 - MAX_FAILURES_PER_EMAIL);
  });

  it('a success on one process clears the email failures for both', async () => {
    const u = await createUser(fx.dbA);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++) await fx.srvB.rest('POST', '/auth/login', { email: u.email, password: `nope-${i}` });
    expect((await fx.srvA.rest('POST', '/auth/login', { email: u.email, password: u.password })).status).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i++)
      expect((await fx.srvB.rest('POST', '/auth/login', { email: u.email, password: `again-${i}` })).status).toBe(401);
  });

  it(`comments: ${COMMENTS_PER_MINUTE} a minute per user, whichever process takes them`, async () => {
    const u = await createUser(fx.dbA);
    const post = (srv: TestServer, i: number) => srv.rest('POST', '/comments', { nctId, content: `comment ${i}` }, u.accessToken);
    for (let i = 0; i < 6; i++) expect((await post(fx.srvA, i)).status).toBe(201);
    for (let i = 6; i < COMMENTS_PER_MINUTE; i++) expect((await post(fx.srvB, i)).status).toBe(201);
    const refused = await post(fx.srvB, 99);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(fx.srvA, 100)).status).toBe(429);
  });
});
