import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';
import type { Recommendation } from '../../domain/analysis.js';
import type { RegulatoryAgency, RegulatoryDateConfidence, RegulatoryKind, RegulatoryOutcome } from '../../domain/regulatory.js';

/**
 * Why an alert was raised: recorded changes of a watched trial (TRIAL_CHANGED), its results posted
 * (RESULTS_POSTED), a new analysis with another recommendation (RECOMMENDATION_CHANGED), a new
 * trial of a watched company (NEW_TRIAL), a regulatory event of a watched trial or company
 * (REGULATORY_EVENT: a new PDUFA date, a date change, a decision).
 */
export const ALERT_KINDS = ['TRIAL_CHANGED', 'RESULTS_POSTED', 'RECOMMENDATION_CHANGED', 'NEW_TRIAL', 'REGULATORY_EVENT'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One recorded change of a trial field, as the change history writes it. */
export interface AlertChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  /** ISO timestamp (the record's last update post date), or null. */
  changedAt: string | null;
  /** Primary completion moved later by this many days (a date slip), or null. */
  slipDays: number | null;
}

/** Why a REGULATORY_EVENT alert was raised: a new PDUFA date, an event's date moved, a decision. */
export const REGULATORY_ALERT_REASONS = ['NEW_DATE', 'DATE_CHANGED', 'DECISION'] as const;
export type RegulatoryAlertReason = (typeof REGULATORY_ALERT_REASONS)[number];

/** The regulatory event a REGULATORY_EVENT alert is about (dates YYYY-MM-DD). */
export interface AlertRegulatory {
  reason: RegulatoryAlertReason;
  eventId: string;
  kind: RegulatoryKind;
  agency: RegulatoryAgency;
  date: string;
  /** DATE_CHANGED: the date before (later than it: an extension). */
  previousDate: string | null;
  dateConfidence: RegulatoryDateConfidence;
  outcome: RegulatoryOutcome | null;
  drug: string;
  applicationNumber: string | null;
  sourceUrl: string;
  demo: boolean;
}

/** What an alert says, by kind (all optional: one jsonb column). */
export interface AlertPayload {
  changes?: AlertChange[];
  previousRecommendation?: Recommendation | null;
  recommendation?: Recommendation | null;
  /** Why this user got it: they watch the trial (TRIAL) or its company (COMPANY). */
  via?: 'TRIAL' | 'COMPANY';
  regulatory?: AlertRegulatory;
}

/**
 * One alert for one user: rows first (created in the caller's transaction), pushed second (the
 * alerts dispatcher publishes rows whose `pushed_at` is null and queues their webhook deliveries).
 */
export const Alert = defineEntity({
  name: 'Alert',
  tableName: 'alerts',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.string().length(24).$type<AlertKind>(),
    /** The trial concerned (NCT id; no foreign key: an alert outlives a deleted trial). */
    nctId: p.string().length(16).nullable(),
    ticker: p.string().length(16).nullable(),
    payload: p.json<AlertPayload>().columnType('jsonb').default('{}'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    readAt: p.datetime().columnType('timestamptz').nullable(),
    pushedAt: p.datetime().columnType('timestamptz').nullable(),
    /** When it went out by email (in an immediate mail or a digest); null: not (yet) mailed. */
    emailedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    { name: 'alerts_user_created', expression: 'create index "alerts_user_created" on "alerts" ("user_id", "created_at" desc, "id" desc)' },
    { name: 'alerts_unread', expression: 'create index "alerts_unread" on "alerts" ("user_id") where "read_at" is null' },
    { name: 'alerts_unpushed', expression: 'create index "alerts_unpushed" on "alerts" ("created_at") where "pushed_at" is null' },
  ],
});
export type AlertEntity = InferEntity<typeof Alert>;

/** A user's webhook: each alert is POSTed to `url`, signed with HMAC-SHA256 of `secret`. */
export const Webhook = defineEntity({
  name: 'Webhook',
  tableName: 'webhooks',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    url: p.text(),
    /** The signing secret (shown to the user once, when set). */
    secret: p.string().length(64).hidden(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    /** Deliveries that failed every attempt, in a row (reset by a success). */
    consecutiveFailures: p.integer().default(0),
    disabledAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type WebhookEntity = InferEntity<typeof Webhook>;

export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One alert to POST to a user's webhook, retried with backoff until delivered or out of attempts. */
export const WebhookDelivery = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    alert: () => p.manyToOne(Alert).deleteRule('cascade').index(),
    status: p.string().length(12).$type<DeliveryStatus>().default('PENDING'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    {
      name: 'webhook_deliveries_user_created',
      expression: 'create index "webhook_deliveries_user_created" on "webhook_deliveries" ("user_id", "created_at" desc)',
    },
    {
      name: 'webhook_deliveries_due',
      expression: `create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'PENDING'`,
    },
  ],
});
export type WebhookDeliveryEntity = InferEntity<typeof WebhookDelivery>;

/** How a user gets their alerts by email: not at all (the default), one mail as they come, or one digest a day. */
export const ALERT_EMAIL_MODES = ['OFF', 'IMMEDIATE', 'DAILY'] as const;
export type AlertEmailMode = (typeof ALERT_EMAIL_MODES)[number];

/**
 * A user's alert email setting (no row: OFF). Alerts created since `since` (when mailing was last
 * turned on) and not yet emailed are mailed: at once (IMMEDIATE) or once `lastDigestAt` (else
 * `since`) is a day old (DAILY).
 */
export const AlertEmailSetting = defineEntity({
  name: 'AlertEmailSetting',
  tableName: 'alert_email_settings',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    mode: p.string().length(12).$type<AlertEmailMode>().default('OFF'),
    since: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    lastDigestAt: p.datetime().columnType('timestamptz').nullable(),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [
    {
      name: 'alert_email_settings_on',
      expression: `create index "alert_email_settings_on" on "alert_email_settings" ("mode") where "mode" <> 'OFF'`,
    },
  ],
});
export type AlertEmailSettingEntity = InferEntity<typeof AlertEmailSetting>;
