import type { PubSub } from '../../graphql/pubsub.js';
import { logger } from '../../lib/logger.js';

/**
 * "These sessions just ended", told to every server process over the app's pub/sub (in memory in
 * one process, Redis pub/sub across processes when REDIS_URL is set). auth.service publishes it after
 * each revocation has committed; a process holding something that lives as long as a session (open
 * subscriptions) listens and ends what the revocation names.
 */
export const SESSION_REVOKED_TOPIC = 'SESSION_REVOKED';

/** One session family of a user (logout, refresh-token reuse), or all of them but one (password change). */
export type SessionRevocation = { kind: 'family'; userId: string; familyId: string } | { kind: 'allExcept'; userId: string; keepFamilyId: string | null };

/** A session as a listener knows it: its user and the family of its access token. */
export interface SessionRef {
  userId: string;
  familyId: string;
}

/** Whether `revocation` ends `session`. */
export function revokes(revocation: SessionRevocation, session: SessionRef): boolean {
  if (revocation.userId !== session.userId) return false;
  return revocation.kind === 'family' ? revocation.familyId === session.familyId : revocation.keepFamilyId !== session.familyId;
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64;

/** The revocation in a message (it may come from another process, of another version): null when it is not one. */
export function parseRevocation(value: unknown): SessionRevocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isId(v.userId)) return null;
  if (v.kind === 'family' && isId(v.familyId)) return { kind: 'family', userId: v.userId, familyId: v.familyId };
  if (v.kind === 'allExcept' && (v.keepFamilyId === null || isId(v.keepFamilyId))) return { kind: 'allExcept', userId: v.userId, keepFamilyId: v.keepFamilyId };
  return null;
}

/** Tells every process (this one included) that `revocation` has ended sessions. Never throws: a lost message leaves that session's subscriptions open until its access token expires. */
export function publishSessionRevoked(pubsub: PubSub, revocation: SessionRevocation): void {
  try {
    pubsub.publish(SESSION_REVOKED_TOPIC, revocation);
  } catch (err) {
    logger.warn({ err, userId: revocation.userId }, 'session revocation: publish failed');
  }
}

/**
 * Calls `listener` with every revocation published from now on, by any process (with Redis, from
 * once its SUBSCRIBE is acknowledged). Returns the function that stops listening.
 */
export function onSessionRevoked(pubsub: PubSub, listener: (revocation: SessionRevocation) => void): () => void {
  // No id: the whole topic.
  const stream = pubsub.subscribe(SESSION_REVOKED_TOPIC, undefined);
  void (async () => {
    try {
      for await (const message of stream) {
        const revocation = parseRevocation(message);
        if (!revocation) {
          logger.warn('session revocation: malformed message ignored');
          continue;
        }
        try {
          listener(revocation);
        } catch (err) {
          logger.error({ err, userId: revocation.userId }, 'session revocation: listener failed');
        }
      }
    } catch (err) {
      logger.error({ err }, 'session revocation: stream failed, no longer listening');
    }
  })();
  return () => void Promise.resolve(stream.return(undefined)).catch(() => undefined);
}
