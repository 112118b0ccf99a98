import { performance } from 'node:perf_hooks';
import type { Deps } from '../../deps.js';

/**
 * Webhook attempts in flight in this process, per user (a user has one webhook), so that deleting
 * or replacing a webhook closes their connections at once — on every process: the change travels
 * on WEBHOOK_CHANGED_TOPIC (through Redis when REDIS_URL is set) to each dispatcher.
 */

/** Pub/sub topic of webhook deletions and replacements; the payload is a WebhookChange. */
export const WEBHOOK_CHANGED_TOPIC = 'WEBHOOK_CHANGED';

export interface WebhookChange {
  userId: string;
  /** Deleted (the attempt fails for good) rather than replaced (it is retried, to the new URL). */
  removed: boolean;
}

/** Why an attempt was cut short by its webhook's owner. */
export class WebhookChangedError extends Error {
  constructor(readonly removed: boolean) {
    super(removed ? 'The webhook was removed' : 'The webhook was changed during the attempt');
    this.name = 'WebhookChangedError';
  }
}

const inFlight = new Map<string, Set<AbortController>>();
/**
 * When each user's webhook last changed (monotonic ms). An attempt claimed before that read the old
 * row, so it is cancelled as it starts: this closes the gap between the claim and `trackAttempt`.
 */
const changedAt = new Map<string, { at: number; removed: boolean }>();
/** Far longer than a claim takes (statement timeout), so no claim can start before a forgotten change. */
const REMEMBER_MS = 5 * 60_000;

export const monotonicNow = () => performance.now();

/**
 * Registers an attempt for `userId`'s webhook, claimed at `claimedAt` (monotonicNow() before the
 * claim). Its signal aborts when the webhook changes or when `stop` aborts; call `done` after it.
 */
export function trackAttempt(userId: string, claimedAt: number, stop: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const change = changedAt.get(userId);
  if (change && change.at >= claimedAt) controller.abort(new WebhookChangedError(change.removed));
  let set = inFlight.get(userId);
  if (!set) inFlight.set(userId, (set = new Set()));
  set.add(controller);
  return {
    signal: AbortSignal.any([controller.signal, stop]),
    done: () => {
      set.delete(controller);
      if (set.size === 0 && inFlight.get(userId) === set) inFlight.delete(userId);
    },
  };
}

/** Cancels this process's attempts for `userId`'s webhook (and those it claimed but has not started). */
export function cancelLocalAttempts({ userId, removed }: WebhookChange): void {
  const now = monotonicNow();
  // oldest first (a change is re-inserted at the end), so the forgotten ones are a prefix
  for (const [id, c] of changedAt) {
    if (now - c.at <= REMEMBER_MS) break;
    changedAt.delete(id);
  }
  changedAt.delete(userId);
  changedAt.set(userId, { at: now, removed });
  for (const controller of inFlight.get(userId) ?? []) controller.abort(new WebhookChangedError(removed));
}

/** Cancels the attempts for `userId`'s webhook here at once, and on the other processes through the pub/sub. */
export function cancelWebhookAttempts(deps: Deps, change: WebhookChange): void {
  cancelLocalAttempts(change);
  deps.pubsub.publish(WEBHOOK_CHANGED_TOPIC, change);
}

export const isWebhookChange = (v: unknown): v is WebhookChange =>
  typeof v === 'object' && v !== null && typeof (v as WebhookChange).userId === 'string' && typeof (v as WebhookChange).removed === 'boolean';
