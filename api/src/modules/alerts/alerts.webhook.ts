import crypto from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { logger } from '../../lib/logger.js';
import { alertsPolicy } from './alerts.policy.js';
import type { AlertKind, DeliveryStatus } from './alerts.entity.js';
import { ALERT_COLUMNS, toAlertEvent, type AlertEvent, type AlertRow } from './alerts.service.js';
import { checkWebhookUrl } from './alerts.ssrf.js';
import { cancelWebhookAttempts, monotonicNow, trackAttempt, WebhookChangedError } from './alerts.webhook.inflight.js';
import { postWebhook, WEBHOOK_MAX_ANSWER_BYTES } from './alerts.webhook.post.js';

/** Delivery timings and limits (tests shorten them). */
export const webhookTimings = {
  /** Wait before attempt n+1 after attempt n failed. */
  backoffMs: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
  /** Attempts of one delivery before it is FAILED. */
  maxAttempts: 6,
  /** Deliveries FAILED in a row before the webhook is disabled. */
  disableAfter: 5,
  /** A claimed attempt not recorded after this long (the process died) is retried. */
  leaseMs: 60_000,
  /** Attempts run at once per dispatcher. */
  batch: 20,
};

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export const SIGNATURE_HEADER = 'x-trialyst-signature';

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const webhookInputSchema = z.object({ url: z.string({ error: 'url is required' }).max(2000, 'The webhook URL is too long (2000 characters at most)') });

export interface WebhookDeliveryView {
  id: string;
  alertId: string;
  alertKind: AlertKind;
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date | null;
  finishedAt: Date | null;
}
export interface WebhookView {
  url: string;
  createdAt: Date;
  active: boolean;
  disabledAt: Date | null;
  consecutiveFailures: number;
  deliveries: WebhookDeliveryView[];
}

/** Sets (or replaces) the signed-in user's webhook; the answer carries the new signing secret, shown this once. */
export async function setWebhook(ctx: AppContext, input: z.input<typeof webhookInputSchema>): Promise<{ webhook: WebhookView; secret: string }> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const { url: raw } = webhookInputSchema.parse(input);
  const url = await checkWebhookUrl(raw, ctx.deps.config.WEBHOOK_ALLOW_PRIVATE);
  const secret = `whsec_${crypto.randomBytes(24).toString('hex')}`;
  await ctx.em.getKnex().raw(
    `insert into webhooks (user_id, url, secret) values (?, ?, ?)
       on conflict (user_id) do update set url = excluded.url, secret = excluded.secret, created_at = now(), consecutive_failures = 0, disabled_at = null`,
    [user.id, url, secret],
  );
  // attempts to the previous URL end now; their deliveries are retried to the new one
  cancelWebhookAttempts(ctx.deps, { userId: user.id, removed: false });
  return { webhook: (await myWebhook(ctx))!, secret };
}

/** Removes the signed-in user's webhook (its pending deliveries fail). Answers whether there was one. */
export async function deleteWebhook(ctx: AppContext): Promise<boolean> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const r = await ctx.em.getKnex().raw<{ rowCount: number }>('delete from webhooks where user_id = ?', [user.id]);
  cancelWebhookAttempts(ctx.deps, { userId: user.id, removed: true });
  return (r.rowCount ?? 0) > 0;
}

/** The signed-in user's webhook with its last 20 deliveries, or null. */
export async function myWebhook(ctx: AppContext): Promise<WebhookView | null> {
  const user = alertsPolicy.authorize(ctx, 'alerts.manage');
  const knex = ctx.em.getKnex();
  const { rows } = await knex.raw<{ rows: { url: string; createdAt: Date; disabledAt: Date | null; consecutiveFailures: number }[] }>(
    `select url, created_at as "createdAt", disabled_at as "disabledAt", consecutive_failures as "consecutiveFailures" from webhooks where user_id = ?`,
    [user.id],
  );
  const w = rows[0];
  if (!w) return null;
  const { rows: deliveries } = await knex.raw<{ rows: WebhookDeliveryView[] }>(
    `select d.id, d.alert_id as "alertId", a.kind as "alertKind", d.status, d.attempts, d.last_status_code as "lastStatusCode", d.last_error as "lastError",
       d.created_at as "createdAt", case when d.status = 'PENDING' then d.next_attempt_at end as "nextAttemptAt", d.finished_at as "finishedAt"
     from webhook_deliveries d join alerts a on a.id = d.alert_id where d.user_id = ? order by d.created_at desc, d.id desc limit 20`,
    [user.id],
  );
  return { ...w, active: w.disabledAt === null, deliveries };
}

export type ClaimedRow = AlertRow & { deliveryId: string; attempts: number; url: string | null; secret: string | null; disabledAt: Date | null };

/** What a webhook receives for an alert. */
export function webhookBody(deliveryId: string, alert: AlertEvent): string {
  const { userId: _userId, ...rest } = alert;
  return JSON.stringify({ id: deliveryId, event: 'alert.created', alert: rest });
}

async function record(deps: Deps, row: ClaimedRow, outcome: { ok: true; status: number } | { ok: false; status: number | null; error: string }): Promise<void> {
  const knex = deps.orm.em.getKnex();
  if (outcome.ok) {
    await knex.raw(`update webhook_deliveries set status = 'DELIVERED', last_status_code = ?, last_error = null, finished_at = now() where id = ?`, [
      outcome.status,
      row.deliveryId,
    ]);
    await knex.raw('update webhooks set consecutive_failures = 0 where user_id = ?', [row.userId]);
    return;
  }
  const final = row.attempts >= webhookTimings.maxAttempts || row.url === null || row.disabledAt !== null;
  if (!final) {
    const wait = webhookTimings.backoffMs[Math.min(row.attempts - 1, webhookTimings.backoffMs.length - 1)];
    await knex.raw(`update webhook_deliveries set last_status_code = ?, last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond' where id = ?`, [
      outcome.status,
      outcome.error.slice(0, 500),
      wait,
      row.deliveryId,
    ]);
    return;
  }
  await knex.raw(`update webhook_deliveries set status = 'FAILED', last_status_code = ?, last_error = ?, finished_at = now() where id = ?`, [
    outcome.status,
    outcome.error.slice(0, 500),
    row.deliveryId,
  ]);
  if (row.url !== null && row.disabledAt === null) {
    await knex.raw(
      `update webhooks set consecutive_failures = consecutive_failures + 1,
         disabled_at = case when consecutive_failures + 1 >= ? then now() else disabled_at end where user_id = ?`,
      [webhookTimings.disableAfter, row.userId],
    );
  }
}

/** Webhook attempts claimed by one dispatcher, and when (monotonicNow() before the claim). */
export interface ClaimedAttempts {
  rows: ClaimedRow[];
  claimedAt: number;
}

/**
 * Claims up to `limit` due webhook attempts (SKIP LOCKED and a lease, so each attempt runs in one
 * process only; the lease outlasts WEBHOOK_TIMEOUT_MS).
 */
export async function claimDueWebhooks(deps: Deps, limit: number): Promise<ClaimedAttempts> {
  const claimedAt = monotonicNow();
  const { rows } = await deps.orm.em.getKnex().raw<{ rows: ClaimedRow[] }>(
    `with claimed as (
       update webhook_deliveries d set attempts = d.attempts + 1, next_attempt_at = now() + ? * interval '1 millisecond'
       where d.id in (select id from webhook_deliveries where status = 'PENDING' and next_attempt_at <= now() order by next_attempt_at limit ? for update skip locked)
       returning d.id, d.alert_id, d.attempts)
     select c.id as "deliveryId", c.attempts, w.url, w.secret, w.disabled_at as "disabledAt", ${ALERT_COLUMNS}
     from claimed c join alerts a on a.id = c.alert_id left join webhooks w on w.user_id = a.user_id`,
    [webhookTimings.leaseMs, limit],
  );
  return { rows, claimedAt };
}

/**
 * Runs one claimed attempt and records its outcome. It ends by WEBHOOK_TIMEOUT_MS, at once when its
 * webhook is deleted or changed (on any process), or when `stop` aborts.
 */
export async function attemptDelivery(deps: Deps, row: ClaimedRow, claimedAt: number, stop: AbortSignal): Promise<void> {
  const attempt = trackAttempt(row.userId, claimedAt, stop);
  try {
    if (row.url === null || row.secret === null) return await record(deps, row, { ok: false, status: null, error: 'The webhook was removed' });
    if (row.disabledAt !== null) return await record(deps, row, { ok: false, status: null, error: 'The webhook is disabled' });
    const body = webhookBody(row.deliveryId, toAlertEvent(row));
    const timestamp = Math.floor(Date.now() / 1000);
    let status: number;
    try {
      status = await postWebhook(
        row.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'Trialyst-Webhook/1',
          'x-trialyst-event': 'alert.created',
          'x-trialyst-delivery': row.deliveryId,
          [SIGNATURE_HEADER]: signWebhook(row.secret, timestamp, body),
        },
        {
          allowPrivate: deps.config.WEBHOOK_ALLOW_PRIVATE,
          timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
          maxAnswerBytes: WEBHOOK_MAX_ANSWER_BYTES,
          signal: attempt.signal,
        },
      );
    } catch (e) {
      // a deleted webhook's delivery fails for good
      const gone = e instanceof WebhookChangedError && e.removed;
      return await record(deps, gone ? { ...row, url: null } : row, { ok: false, status: null, error: (e as Error).message || 'Network error' });
    }
    if (status >= 200 && status < 300) return await record(deps, row, { ok: true, status });
    return await record(deps, row, {
      ok: false,
      status,
      error: status >= 300 && status < 400 ? `Redirect (${status}) not followed` : `HTTP ${status}`,
    });
  } catch (err) {
    logger.warn({ err, deliveryId: row.deliveryId }, 'webhook delivery could not be recorded');
  } finally {
    attempt.done();
  }
}
