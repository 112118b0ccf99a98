import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { idempotencyKeyOf } from '../idempotency/idempotency.header.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { RECOMMENDATIONS } from '../../domain/analysis.js';
import { WATCH_KINDS } from '../watchlist/watchlist.entity.js';
import { REGULATORY_AGENCIES, REGULATORY_DATE_CONFIDENCES, REGULATORY_KINDS, REGULATORY_OUTCOMES } from '../../domain/regulatory.js';
import { ALERT_EMAIL_MODES, ALERT_KINDS, DELIVERY_STATUSES, REGULATORY_ALERT_REASONS } from './alerts.entity.js';
import { markAlertsRead, markReadSchema, myAlerts, type AlertView } from './alerts.service.js';
import { deleteWebhook, myWebhook, setWebhook, webhookInputSchema, type WebhookView } from './alerts.webhook.js';
import { alertEmailInput, myAlertEmail, setAlertEmail, type AlertEmailView } from './alerts.email.settings.js';
import { MAIL_KINDS, MAIL_STATUSES } from '../mail/mail.entity.js';

const dateTime = z.string().meta({ format: 'date-time' });

export const AlertOut = z
  .strictObject({
    id: z.string(),
    kind: z.enum(ALERT_KINDS),
    nctId: z.string().nullable(),
    ticker: z.string().nullable(),
    createdAt: dateTime,
    readAt: dateTime.nullable(),
    changes: z.array(
      z.strictObject({
        field: z.string(),
        oldValue: z.string().nullable(),
        newValue: z.string().nullable(),
        changedAt: z.string().nullable(),
        slipDays: z.number().int().nullable(),
      }),
    ),
    previousRecommendation: z.enum(RECOMMENDATIONS).nullable(),
    recommendation: z.enum(RECOMMENDATIONS).nullable(),
    via: z.enum(WATCH_KINDS).nullable(),
    regulatory: z
      .strictObject({
        reason: z.enum(REGULATORY_ALERT_REASONS),
        eventId: z.string(),
        kind: z.enum(REGULATORY_KINDS),
        agency: z.enum(REGULATORY_AGENCIES),
        date: z.string().describe('YYYY-MM-DD'),
        previousDate: z.string().nullable().describe('DATE_CHANGED: the date before'),
        dateConfidence: z.enum(REGULATORY_DATE_CONFIDENCES),
        outcome: z.enum(REGULATORY_OUTCOMES).nullable(),
        drug: z.string(),
        applicationNumber: z.string().nullable(),
        sourceUrl: z.string(),
        demo: z.boolean(),
      })
      .nullable()
      .describe('REGULATORY_EVENT: the event'),
  })
  .meta({ id: 'Alert' });

export const presentAlert = (a: AlertView): z.input<typeof AlertOut> => ({
  ...a,
  createdAt: a.createdAt.toISOString(),
  readAt: a.readAt?.toISOString() ?? null,
  regulatory: a.regulatory ?? null,
});

const WebhookOut = z
  .strictObject({
    url: z.string(),
    createdAt: dateTime,
    active: z.boolean(),
    disabledAt: dateTime.nullable(),
    consecutiveFailures: z.number().int(),
    deliveries: z.array(
      z.strictObject({
        id: z.string(),
        alertId: z.string(),
        alertKind: z.enum(ALERT_KINDS),
        status: z.enum(DELIVERY_STATUSES),
        attempts: z.number().int(),
        lastStatusCode: z.number().int().nullable(),
        lastError: z.string().nullable(),
        createdAt: dateTime,
        nextAttemptAt: dateTime.nullable(),
        finishedAt: dateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'Webhook' });

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const presentWebhook = (w: WebhookView): z.input<typeof WebhookOut> => ({
  ...w,
  createdAt: iso(w.createdAt)!,
  disabledAt: iso(w.disabledAt),
  deliveries: w.deliveries.map((d) => ({ ...d, createdAt: iso(d.createdAt)!, nextAttemptAt: iso(d.nextAttemptAt), finishedAt: iso(d.finishedAt) })),
});

const AlertEmailOut = z
  .strictObject({
    mode: z.enum(ALERT_EMAIL_MODES),
    emailEnabled: z.boolean().describe('This server sends email'),
    address: z.string(),
    locale: z.enum(['fr', 'en']),
    nextDigestAt: dateTime.nullable(),
    mails: z.array(
      z.strictObject({
        id: z.string(),
        kind: z.enum(MAIL_KINDS),
        subject: z.string(),
        status: z.enum(MAIL_STATUSES),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        createdAt: dateTime,
        sentAt: dateTime.nullable(),
        nextAttemptAt: dateTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'AlertEmailSettings' });

const presentAlertEmail = (v: AlertEmailView): z.input<typeof AlertEmailOut> => ({
  ...v,
  nextDigestAt: iso(v.nextDigestAt),
  mails: v.mails.map((m) => ({ ...m, createdAt: iso(m.createdAt)!, sentAt: iso(m.sentAt), nextAttemptAt: iso(m.nextAttemptAt) })),
});

/** REST facades of the alerts module, mounted under /api. */
export const alertsRoutes = [
  defineRoute({
    method: 'get',
    path: '/alerts',
    tag: 'alerts',
    summary: "The signed-in user's alerts, newest first (cursor paging)",
    auth: 'required',
    query: {
      first: z.coerce.number().int().min(1).max(100).optional().describe('Page size (1–100, default 20)'),
      after: z.string().optional().describe("A previous page's endCursor"),
      unreadOnly: z.enum(['true', 'false']).optional().describe('Only unread alerts'),
      kind: z.enum(ALERT_KINDS).optional().describe('Only alerts of this kind'),
    },
    response: success({
      alerts: z.array(AlertOut),
      pageInfo: z.strictObject({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
      unreadCount: z.number().int(),
    }),
    handler: async (ctx, { query }) => {
      const page = await myAlerts(ctx, { first: query.first, after: query.after, unreadOnly: query.unreadOnly as never, kind: query.kind as never });
      return {
        success: true as const,
        alerts: page.nodes.map(presentAlert),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
        unreadCount: page.unreadCount,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/alerts/read',
    tag: 'alerts',
    summary: 'Mark alerts read (body { ids }; no ids: all of them)',
    auth: 'required',
    body: markReadSchema,
    response: success({ updated: z.number().int(), unreadCount: z.number().int() }),
    handler: async (ctx, { body }) => ({ success: true as const, ...(await markAlertsRead(ctx, { ids: body.ids as never })) }),
  }),
  defineRoute({
    method: 'get',
    path: '/alerts/webhook',
    tag: 'alerts',
    summary: "The signed-in user's webhook and its last 20 deliveries (null: none)",
    auth: 'required',
    response: success({ webhook: WebhookOut.nullable() }),
    handler: async (ctx) => {
      const w = await myWebhook(ctx);
      return { success: true as const, webhook: w ? presentWebhook(w) : null };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/alerts/webhook',
    tag: 'alerts',
    summary: 'Set (or replace) the webhook receiving each alert as signed JSON; the signing secret is answered this once',
    auth: 'required',
    body: webhookInputSchema,
    idempotent: true,
    response: success({ webhook: WebhookOut, secret: z.string() }),
    handler: async (ctx, { body, req }) => {
      const r = await withIdempotency(ctx, 'setWebhook', idempotencyKeyOf(req), { url: body.url }, (input) => setWebhook(ctx, { url: input.url as never }));
      return { success: true as const, webhook: presentWebhook(r.webhook), secret: r.secret };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/alerts/email',
    tag: 'alerts',
    summary: "The signed-in user's alert emails: mode, address, language and the last 10 mails with their status",
    auth: 'required',
    response: success({ email: AlertEmailOut }),
    handler: async (ctx) => ({ success: true as const, email: presentAlertEmail(await myAlertEmail(ctx)) }),
  }),
  defineRoute({
    method: 'put',
    path: '/alerts/email',
    tag: 'alerts',
    summary: 'Set how alerts are mailed (OFF, IMMEDIATE, DAILY), in the language of the request (Accept-Language); 503 when the server sends no email',
    auth: 'required',
    body: alertEmailInput,
    response: success({ email: AlertEmailOut }),
    handler: async (ctx, { body }) => ({ success: true as const, email: presentAlertEmail(await setAlertEmail(ctx, { mode: body.mode as never })) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/alerts/webhook',
    tag: 'alerts',
    summary: 'Remove the webhook',
    auth: 'required',
    response: success({ deleted: z.boolean() }),
    handler: async (ctx) => ({ success: true as const, deleted: await deleteWebhook(ctx) }),
  }),
];
