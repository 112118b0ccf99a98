import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/redis.js';
import { createRateLimiter, type RateLimiter } from './rate-limit.js';

const REDIS_URL = (await testRedisUrl()) ?? '';

/** The same contract, whatever the store. */
function contract(make: () => RateLimiter) {
  const limiters: RateLimiter[] = [];
  const limiter = () => {
    const l = make();
    limiters.push(l);
    return l;
  };
  afterAll(async () => {
    for (const l of limiters) await l.close();
  });
  const key = () => `test:${crypto.randomBytes(6).toString('hex')}`;

  it('allows `limit` hits per window, then refuses with a Retry-After', async () => {
    const l = limiter();
    const k = key();
    for (let i = 0; i < 3; i++) expect(await l.hit(k, 3, 60_000)).toMatchObject({ allowed: true, remaining: 2 - i });
    const refused = await l.hit(k, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(l.consume(k, 3, 60_000, 'slow down')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'slow down',
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('peek does not count; refund gives a point back; reset clears', async () => {
    const l = limiter();
    const k = key();
    expect(await l.peek(k, 2, 60_000)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await l.hit(k, 2, 60_000);
    await l.hit(k, 2, 60_000);
    expect(await l.peek(k, 2, 60_000)).toMatchObject({ allowed: false, remaining: 0 });
    await l.refund(k, 2, 60_000);
    expect(await l.peek(k, 2, 60_000)).toMatchObject({ allowed: true, remaining: 1 });
    await l.reset(k, 2, 60_000);
    expect(await l.peek(k, 2, 60_000)).toMatchObject({ allowed: true, remaining: 2 });
    // A refund never goes below zero.
    await l.refund(k, 2, 60_000);
    expect(await l.peek(k, 2, 60_000)).toMatchObject({ remaining: 2 });
  });

  it('a window starts at the first hit and ends after windowMs', async () => {
    const l = limiter();
    const k = key();
    expect((await l.hit(k, 1, 1_000)).allowed).toBe(true);
    expect((await l.hit(k, 1, 1_000)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await l.hit(k, 1, 1_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const l = limiter();
    const k = key();
    const results = await Promise.all(Array.from({ length: 25 }, () => l.hit(k, 10, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
}

describe('rate limiter in memory (no REDIS_URL)', () => {
  it('uses the memory store', () => expect(createRateLimiter().store).toBe('memory'));
  contract(() => createRateLimiter({ prefix: 'mem' }));

  it('two limiters (two processes) do not share memory counters', async () => {
    const [a, b] = [createRateLimiter(), createRateLimiter()];
    await a.hit('k', 1, 60_000);
    expect((await b.hit('k', 1, 60_000)).allowed).toBe(true);
  });
});

describe.runIf(REDIS_URL)('rate limiter on Redis', () => {
  const prefix = `trialyst:rl:test:${crypto.randomBytes(4).toString('hex')}`;
  contract(() => createRateLimiter({ redisUrl: REDIS_URL, prefix }));

  it('two limiters on one Redis (two processes) share their counters', async () => {
    const [a, b] = [createRateLimiter({ redisUrl: REDIS_URL, prefix }), createRateLimiter({ redisUrl: REDIS_URL, prefix })];
    try {
      expect(a.store).toBe('redis');
      await Promise.all([a.ready(), b.ready()]);
      for (let i = 0; i < 3; i++) await a.hit('shared', 5, 60_000);
      for (let i = 0; i < 2; i++) expect((await b.hit('shared', 5, 60_000)).allowed).toBe(true);
      expect((await a.hit('shared', 5, 60_000)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps answering from memory when Redis is unreachable', async () => {
    const l = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', prefix });
    try {
      expect(await l.ready(300)).toBe(false);
      const t = performance.now();
      expect((await l.hit('down', 1, 60_000)).allowed).toBe(true);
      expect((await l.hit('down', 1, 60_000)).allowed).toBe(false);
      expect(performance.now() - t).toBeLessThan(500);
    } finally {
      await l.close();
    }
  });
});
