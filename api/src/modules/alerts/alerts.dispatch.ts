import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { queueAlertMails } from './alerts.email.js';
import { ALERT_CREATED_TOPIC, toAlertEvent, type AlertRow } from './alerts.service.js';
import { onAlertNudge } from './alerts.wake.js';
import { attemptDelivery, claimDueWebhooks, webhookTimings } from './alerts.webhook.js';
import { cancelLocalAttempts, isWebhookChange, WEBHOOK_CHANGED_TOPIC } from './alerts.webhook.inflight.js';

/** How often a dispatcher looks for alerts written by other processes and for due webhook attempts. */
export const DISPATCH_POLL_MS = 1000;
const CLAIM_BATCH = 200;

/**
 * Claims alerts not pushed yet (SKIP LOCKED: with several server processes each alert is claimed by
 * one), marks them pushed, queues one webhook delivery per alert whose user has an active webhook —
 * one statement — then publishes each on `alertCreated` (through Redis when set: every process's
 * subscribers get it). Answers how many were claimed.
 */
export async function pushPendingAlerts(deps: Deps): Promise<number> {
  const { rows } = await deps.orm.em.getKnex().raw<{ rows: AlertRow[] }>(
    `with claimed as (
       update alerts a set pushed_at = now()
       where a.id in (select id from alerts where pushed_at is null order by created_at limit ? for update skip locked)
       returning a.id, a.user_id as "userId", a.kind, a.nct_id as "nctId", a.ticker, a.payload, a.created_at as "createdAt", a.read_at as "readAt"),
     queued as (
       insert into webhook_deliveries (user_id, alert_id)
       select c."userId", c.id from claimed c join webhooks w on w.user_id = c."userId" where w.disabled_at is null)
     select * from claimed order by "createdAt", id`,
    [CLAIM_BATCH],
  );
  for (const row of rows) deps.pubsub.publish(ALERT_CREATED_TOPIC, row.userId, toAlertEvent(row));
  return rows.length;
}

export interface AlertDispatcher {
  /** Runs one pass now (tests); resolves when it is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The process's alert dispatcher: pushes new alerts, starts webhook attempts and queues the alert
 * mails that are due (alerts.email.ts; the mail module sends them). A pass at each nudge from this process (and once more shortly
 * after, for alerts whose transaction had not committed yet), and every DISPATCH_POLL_MS for rows
 * written elsewhere (a CLI import) and for due webhook attempts. One pass at a time. A pass only
 * starts webhook attempts (at most webhookTimings.batch running): a slow receiver holds its own
 * attempt until WEBHOOK_TIMEOUT_MS, never the alerts of others. Stopping cancels the attempts.
 */
export function startAlertDispatcher(deps: Deps, opts: { pollMs?: number } = {}): AlertDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failing = false;
  const stopping = new AbortController();
  const attempts = new Set<Promise<void>>();

  const startDueWebhooks = async () => {
    const room = webhookTimings.batch - attempts.size;
    if (room <= 0 || stopped) return;
    const { rows, claimedAt } = await claimDueWebhooks(deps, room);
    for (const row of rows) {
      const attempt = attemptDelivery(deps, row, claimedAt, stopping.signal).finally(() => attempts.delete(attempt));
      attempts.add(attempt);
    }
  };
  const pass = async () => {
    try {
      while ((await pushPendingAlerts(deps)) === CLAIM_BATCH && !stopped);
      await startDueWebhooks();
      if (!stopped) await queueAlertMails(deps);
      if (failing) logger.info('alert dispatcher: database reachable again');
      failing = false;
    } catch (err) {
      // A database outage costs a pass, not the process; said once per outage.
      if (!failing) logger.warn({ err }, 'alert dispatcher: pass failed, retrying');
      failing = true;
    }
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void run();
      }
    });
    return running;
  };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number) => {
    const t = setTimeout(() => {
      timers.delete(t);
      void run();
    }, ms);
    t.unref();
    timers.add(t);
  };
  const unsubscribe = onAlertNudge(() => {
    void run();
    later(200);
  });
  const interval = setInterval(() => void run(), opts.pollMs ?? DISPATCH_POLL_MS);
  interval.unref();
  // webhooks deleted or replaced on any process end this process's attempts to them
  const changes = deps.pubsub.subscribe(WEBHOOK_CHANGED_TOPIC, undefined);
  void (async () => {
    for await (const change of changes) if (isWebhookChange(change)) cancelLocalAttempts(change);
  })().catch((err: unknown) => logger.warn({ err }, 'alert dispatcher: webhook changes no longer heard'));
  return {
    runOnce: async () => {
      if (running) await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearInterval(interval);
      for (const t of timers) clearTimeout(t);
      if (running) await running;
      // cut short, each attempt is recorded as failed and retried after its backoff
      stopping.abort(new Error('The server stopped during the attempt'));
      await Promise.all(attempts);
      await changes.return?.();
    },
  };
}
