import type { AuthUser } from '../context.js';
import type { ErrorReason } from '../errors.catalogue.js';

/**
 * One action's rule. Every action needs a signed-in user (anonymous callers get UNAUTHENTICATED,
 * or TOKEN_EXPIRED when their token was only stale, with `anonymous` as the message when given);
 * `allow` then decides on the resource, and a refusal is FORBIDDEN with `denied` as the message.
 */
export interface Policy<R> {
  anonymous?: string;
  /** The reason of the UNAUTHENTICATED error (errors.catalogue.ts), UNAUTHENTICATED when not given. */
  anonymousReason?: ErrorReason;
  allow?: (user: Pick<AuthUser, 'id'>, resource: R) => boolean;
  denied?: string;
  /** The reason of the FORBIDDEN error, FORBIDDEN when not given. */
  deniedReason?: ErrorReason;
}
