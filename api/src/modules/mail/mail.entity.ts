import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../auth/auth.entity.js';

/** What a mail is: one alert mail (IMMEDIATE), a daily digest, a password reset link. */
export const MAIL_KINDS = ['ALERTS', 'DIGEST', 'PASSWORD_RESET'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** PENDING: to send (again); SENT: accepted by the relay; FAILED: given up (attempts spent, refused recipient, or expired). */
export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The outbox: every mail is a row first, written in the transaction of what caused it, and sent by
 * the mail sender in the background (mail.sender.ts), retried with backoff until the relay accepts
 * it or its attempts run out. Nothing is lost when the relay is down.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_outbox',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(User).deleteRule('cascade').nullable(),
    kind: p.string().length(16).$type<MailKind>(),
    toAddress: p.string().length(320),
    locale: p.string().length(2).$type<'fr' | 'en'>(),
    subject: p.text(),
    /** Emptied once a mail carrying a secret (a reset link) is sent or given up. */
    textBody: p.text().nullable(),
    htmlBody: p.text().nullable(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: p.json<Record<string, string>>().columnType('jsonb').default('{}'),
    /** The body holds a secret: it is emptied once the mail is sent or given up. */
    sensitive: p.boolean().default(false),
    status: p.string().length(8).$type<MailStatus>().default('PENDING'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    /** Not sent by then: given up (a reset link that would arrive expired). */
    expiresAt: p.datetime().columnType('timestamptz').nullable(),
    lastError: p.text().nullable(),
    /** The relay's Message-ID once sent. */
    messageId: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
  },
  indexes: [
    { name: 'mail_outbox_user_created', expression: 'create index "mail_outbox_user_created" on "mail_outbox" ("user_id", "created_at" desc)' },
    { name: 'mail_outbox_due', expression: `create index "mail_outbox_due" on "mail_outbox" ("next_attempt_at") where "status" = 'PENDING'` },
  ],
});
export type MailMessageEntity = InferEntity<typeof MailMessage>;
