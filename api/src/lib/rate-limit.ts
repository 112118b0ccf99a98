import { AppError } from '../errors.js';

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in process memory. With several server processes each keeps its own
 * counters (limits are then per process); one process is the default deployment.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit for `key`. */
  hit(key: string, limit: number, windowMs: number): RateLimitResult {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (this.windows.size > 50_000) this.sweep(t);
    return {
      allowed: w.count <= limit,
      remaining: Math.max(0, limit - w.count),
      retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
    };
  }

  /** Without counting: would the next hit be refused? */
  peek(key: string, limit: number): RateLimitResult {
    const t = this.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) return { allowed: true, remaining: limit, retryAfterSeconds: 0 };
    return { allowed: w.count < limit, remaining: Math.max(0, limit - w.count), retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Counts a hit and throws RATE_LIMITED (with retryAfterSeconds) past the limit. */
  consume(key: string, limit: number, windowMs: number, message = 'Too many requests, please retry later'): void {
    const r = this.hit(key, limit, windowMs);
    if (!r.allowed) throw new AppError('RATE_LIMITED', message, { retryAfterSeconds: r.retryAfterSeconds });
  }

  private sweep(t: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}

/** The process-wide limiter. Tests use distinct keys (user ids, emails) so they do not interfere. */
export const rateLimiter = new RateLimiter();
