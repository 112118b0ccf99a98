import { fail } from '../../errors.js';
import type { RateLimiter } from '../../lib/rate-limit.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;

export interface LoginAttempt {
  /** The password was wrong: the attempt stays counted. */
  failed(): Promise<void>;
  /** The password was right: the email's failures are cleared (the address keeps its count). */
  succeeded(): Promise<void>;
  /** Always called last: an attempt that neither failed nor succeeded (an error) is given back. */
  end(): Promise<void>;
}

/**
 * Brute-force protection: failed logins are counted per email and per client address in a
 * 15-minute window; past the limit every attempt (even with the right password) answers
 * RATE_LIMITED until the window passes. Each attempt is counted when it begins, so a burst of
 * parallel guesses, on one server process or several sharing Redis, cannot slip in before the first
 * failures are recorded; a success or an error gives its point back.
 */
export function loginLimiter(limiter: RateLimiter) {
  return {
    async begin(email: string, ip: string | null): Promise<LoginAttempt> {
      const keys: [string, number][] = [[`auth:login:email:${email}`, MAX_FAILURES_PER_EMAIL]];
      if (ip) keys.push([`auth:login:ip:${ip}`, MAX_FAILURES_PER_IP]);
      const results = await Promise.all(keys.map(([key, limit]) => limiter.hit(key, limit, LOGIN_WINDOW_MS)));
      const refund = (which: [string, number][]) => Promise.all(which.map(([key, limit]) => limiter.refund(key, limit, LOGIN_WINDOW_MS)));
      const refused = results.filter((r) => !r.allowed);
      if (refused.length) {
        // A refused attempt is not a guess: give the points back so the window's count stays the failures.
        await refund(keys);
        const retryAfter = Math.max(...refused.map((r) => r.retryAfterSeconds));
        const minutes = Math.ceil(retryAfter / 60);
        throw fail('TOO_MANY_LOGIN_ATTEMPTS', `Too many failed sign-in attempts, please retry in ${minutes} minute${minutes > 1 ? 's' : ''}`, {
          retryAfterSeconds: retryAfter,
        });
      }
      let settled = false;
      return {
        failed: async () => {
          settled = true;
        },
        succeeded: async () => {
          settled = true;
          await limiter.reset(keys[0][0], keys[0][1], LOGIN_WINDOW_MS);
          await refund(keys.slice(1));
        },
        end: async () => {
          if (settled) return;
          settled = true;
          await refund(keys);
        },
      };
    },
  };
}

/** Forgets an email's failed sign-ins (its password was just reset: the owner may sign in at once). */
export function clearLoginFailures(limiter: RateLimiter, email: string): Promise<void> {
  return limiter.reset(`auth:login:email:${email}`, MAX_FAILURES_PER_EMAIL, LOGIN_WINDOW_MS);
}
