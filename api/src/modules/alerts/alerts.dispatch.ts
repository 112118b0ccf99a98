import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { ALERT_CREATED_TOPIC, toAlertEvent, type AlertRow } from './alerts.service.js';
import { onAlertNudge } from './alerts.wake.js';
import { deliverDueWebhooks } from './alerts.webhook.js';

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
 * The process's alert dispatcher: a pass at each nudge from this process (and once more shortly
 * after, for alerts whose transaction had not committed yet), and every DISPATCH_POLL_MS for rows
 * written elsewhere (a CLI import) and for due webhook attempts. One pass at a time.
 */
export function startAlertDispatcher(deps: Deps, opts: { pollMs?: number } = {}): AlertDispatcher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let failing = false;

  const pass = async () => {
    try {
      while ((await pushPendingAlerts(deps)) === CLAIM_BATCH && !stopped);
      await deliverDueWebhooks(deps);
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
    },
  };
}
