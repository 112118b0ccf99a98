import type { AuthUser } from '../context.js';

/**
 * One action's rule. Every action needs a signed-in user (anonymous callers get UNAUTHENTICATED,
 * or TOKEN_EXPIRED when their token was only stale, with `anonymous` as the message when given);
 * `allow` then decides on the resource, and a refusal is FORBIDDEN with `denied` as the message.
 */
export interface Policy<R> {
  anonymous?: string;
  allow?: (user: Pick<AuthUser, 'id'>, resource: R) => boolean;
  denied?: string;
}
