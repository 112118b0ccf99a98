import { AppError } from '../../errors.js';
import { rateLimiter } from '../../lib/rate-limit.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * Brute-force protection: failed logins are counted per email and per client address in a
 * 15-minute window; past the limit every attempt (even with the right password) answers
 * RATE_LIMITED until the window passes. Attempts still running count too, so a burst of
 * parallel guesses cannot slip in before the first failures are recorded.
 */
class LoginLimiter {
  private readonly inFlight = new Map<string, number>();

  begin(email: string, ip: string | null) {
    const keys: [string, number][] = [[`auth:login:email:${email}`, MAX_FAILURES_PER_EMAIL]];
    if (ip) keys.push([`auth:login:ip:${ip}`, MAX_FAILURES_PER_IP]);
    let retryAfter = 0;
    for (const [key, limit] of keys) {
      const r = rateLimiter.peek(key, limit);
      const pending = this.inFlight.get(key) ?? 0;
      if (!r.allowed || r.remaining - pending <= 0) retryAfter = Math.max(retryAfter, r.retryAfterSeconds || 1);
    }
    if (retryAfter) {
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts, please retry in ${minutes} minute${minutes > 1 ? 's' : ''}`, { retryAfterSeconds: retryAfter });
    }
    for (const [key] of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let ended = false;
    return {
      failed: () => {
        for (const [key, limit] of keys) rateLimiter.hit(key, limit, LOGIN_WINDOW_MS);
      },
      /** A success clears the email's failures (the address keeps its count). */
      succeeded: () => rateLimiter.reset(keys[0][0]),
      end: () => {
        if (ended) return;
        ended = true;
        for (const [key] of keys) {
          const n = (this.inFlight.get(key) ?? 1) - 1;
          if (n <= 0) this.inFlight.delete(key);
          else this.inFlight.set(key, n);
        }
      },
    };
  }
}

export const loginLimiter = new LoginLimiter();
