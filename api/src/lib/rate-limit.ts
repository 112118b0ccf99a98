import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { fail, type ErrorReason } from '../errors.js';
import { logger } from './logger.js';
import { rateLimitRejections, rateLimitRule } from './metrics.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Points left in the window after this hit (0 when refused). */
  remaining: number;
  retryAfterSeconds: number;
}

export type RateLimitStore = 'redis' | 'memory';

/**
 * Fixed-window counters (rate-limiter-flexible): in Redis when REDIS_URL is set, so every server
 * process counts against the same numbers; in process memory otherwise. A window starts at the
 * first hit of a key and lasts `windowMs`. If Redis is unreachable the limiter keeps working from
 * an in-memory insurance counter (limits then hold per process) rather than failing requests.
 *
 * Keys name their rule and subject (`comments:create:<userId>`); a (limit, window) pair maps to
 * one underlying limiter, created on first use.
 */
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    readonly store: RateLimitStore,
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  /** Counts `points` for `key` and says whether the window still allows it. */
  async hit(key: string, limit: number, windowMs: number, points = 1): Promise<RateLimitResult> {
    const limiter = this.limiter(limit, windowMs);
    try {
      return toResult(await limiter.consume(key, points), true);
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        rateLimitRejections.inc({ rule: rateLimitRule(key) });
        return toResult(e, false);
      }
      throw e;
    }
  }

  /** Gives back `points` counted by `hit` (an attempt that turned out not to count). */
  async refund(key: string, limit: number, windowMs: number, points = 1): Promise<void> {
    const limiter = this.limiter(limit, windowMs);
    const now = await limiter.get(key);
    if (!now || now.consumedPoints <= 0) return;
    await limiter.reward(key, Math.min(points, now.consumedPoints));
  }

  /** Without counting: would the next hit be refused? */
  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const r = await this.limiter(limit, windowMs).get(key);
    if (!r) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
    return { allowed: r.consumedPoints < limit, remaining: Math.max(0, limit - r.consumedPoints), retryAfterSeconds: retryAfter(r) };
  }

  async reset(key: string, limit: number, windowMs: number): Promise<void> {
    await this.limiter(limit, windowMs).delete(key);
  }

  /** Counts a hit and throws RATE_LIMITED (with its reason, retryAfterSeconds and `params`) past the limit. */
  async consume(
    key: string,
    limit: number,
    windowMs: number,
    message = 'Too many requests, please retry later',
    reason: ErrorReason = 'RATE_LIMITED',
    params: Record<string, unknown> = {},
  ): Promise<void> {
    const r = await this.hit(key, limit, windowMs);
    if (!r.allowed) throw fail(reason, message, { ...params, retryAfterSeconds: r.retryAfterSeconds });
  }

  /** Resolves once Redis answers (at most `timeoutMs`); with the memory store at once. */
  async ready(timeoutMs = 2000): Promise<boolean> {
    const client = this.redis;
    if (!client) return true;
    if (client.status === 'ready') return true;
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      client.on('ready', onReady);
    });
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }

  private limiter(limit: number, windowMs: number): RateLimiterAbstract {
    const duration = Math.max(1, Math.round(windowMs / 1000));
    const id = `${limit}/${duration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { points: limit, duration, keyPrefix: this.prefix };
      const memory = new RateLimiterMemory(opts);
      limiter = this.redis ? new RateLimiterRedis({ ...opts, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const retryAfter = (r: RateLimiterRes) => Math.max(1, Math.ceil(r.msBeforeNext / 1000));

function toResult(r: RateLimiterRes, allowed: boolean): RateLimitResult {
  return { allowed, remaining: allowed ? r.remainingPoints : 0, retryAfterSeconds: retryAfter(r) };
}

/**
 * The process's limiter: Redis-backed when `redisUrl` is set (one connection for every rule),
 * in memory otherwise. `prefix` namespaces the keys (tests give each database its own).
 */
export function createRateLimiter(opts: { redisUrl?: string; prefix?: string } = {}): RateLimiter {
  const prefix = opts.prefix ?? 'trialyst:rl';
  if (!opts.redisUrl) return new RateLimiter('memory', null, prefix);
  // No offline queue: while Redis is down a command fails at once and the insurance counter answers.
  const client = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let warned = false;
  client.on('error', (err) => {
    if (!warned) logger.warn({ err }, 'rate limiter: Redis unavailable, counting in process memory meanwhile');
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  return new RateLimiter('redis', client, prefix);
}
