import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../deps.js';
import type { MailKind, MailStatus } from './mail.entity.js';
import { nudgeMailSender } from './mail.wake.js';

/** Sending timings and limits (tests shorten them). */
export const mailTimings = {
  /** Wait before attempt n+1 after attempt n failed. */
  backoffMs: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
  /** Attempts of one mail before it is FAILED (about 8 hours of retries with the backoff above). */
  maxAttempts: 6,
  /** A claimed attempt not recorded after this long (the process died) is tried again; longer than a send can take. */
  leaseMs: 120_000,
  /** Mails sent at once per process. */
  batch: 5,
};

/** A mail to send: rendered once, when queued (its words do not change if it is retried). */
export interface NewMail {
  userId: string | null;
  kind: MailKind;
  to: string;
  locale: 'fr' | 'en';
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
  /** The body holds a secret (a reset link): emptied once sent or given up. */
  sensitive?: boolean;
  /** Given up when not sent by then. */
  expiresAt?: Date | null;
}

/**
 * Queues a mail in the caller's entity manager (inside its transaction when it has one: the mail
 * exists exactly when what caused it does) and wakes this process's sender. Answers its id.
 * (`em.execute`, not `em.getKnex()`: only the former runs in the entity manager's transaction.)
 */
export async function enqueueMail(em: EntityManager, mail: NewMail): Promise<string> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into mail_outbox (user_id, kind, to_address, locale, subject, text_body, html_body, headers, sensitive, expires_at)
     values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
    [
      mail.userId,
      mail.kind,
      mail.to,
      mail.locale,
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.headers ?? {}),
      mail.sensitive ?? false,
      mail.expiresAt ?? null,
    ],
    'all',
  );
  nudgeMailSender();
  return rows[0].id;
}

/** A mail claimed for one attempt. */
export interface ClaimedMail {
  id: string;
  kind: MailKind;
  toAddress: string;
  locale: 'fr' | 'en';
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  headers: Record<string, string>;
  attempts: number;
}

/** Sent and failed mails are kept this long (their status on the user's settings, an operator's look), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

/** Deletes finished mails older than MAIL_RETENTION_DAYS (the sender calls it about once an hour). */
export async function pruneMails(deps: Deps): Promise<number> {
  const r = await deps.orm.em
    .getKnex()
    .raw<{ rowCount: number }>(`delete from mail_outbox where status <> 'PENDING' and created_at < now() - ? * interval '1 day'`, [MAIL_RETENTION_DAYS]);
  return r.rowCount ?? 0;
}

/** Gives up PENDING mails past their expiry (a reset link that would arrive dead). */
export async function expireMails(deps: Deps): Promise<number> {
  const r = await deps.orm.em.getKnex().raw<{ rowCount: number }>(
    `update mail_outbox set status = 'FAILED', last_error = 'Expired before it could be sent',
       text_body = case when sensitive then null else text_body end, html_body = case when sensitive then null else html_body end
     where status = 'PENDING' and expires_at <= now()`,
  );
  return r.rowCount ?? 0;
}

/**
 * Claims up to `limit` due mails for one attempt each (SKIP LOCKED and a lease: with several server
 * processes each attempt runs in one of them; a process that dies mid-send leaves its mails to be
 * retried when the lease ends).
 */
export async function claimDueMails(deps: Deps, limit: number): Promise<ClaimedMail[]> {
  const { rows } = await deps.orm.em.getKnex().raw<{ rows: ClaimedMail[] }>(
    `update mail_outbox m set attempts = m.attempts + 1, next_attempt_at = now() + ? * interval '1 millisecond'
     where m.id in (
       select id from mail_outbox where status = 'PENDING' and next_attempt_at <= now() and (expires_at is null or expires_at > now())
       order by next_attempt_at limit ? for update skip locked)
     returning m.id, m.kind, m.to_address as "toAddress", m.locale, m.subject, m.text_body as "textBody", m.html_body as "htmlBody", m.headers, m.attempts`,
    [mailTimings.leaseMs, limit],
  );
  return rows;
}

export type Outcome = { ok: true; messageId: string | null } | { ok: false; error: string; permanent: boolean };

/** Records an attempt: SENT, retried after its backoff, or FAILED (refused for good, or out of attempts). */
export async function recordAttempt(deps: Deps, mail: Pick<ClaimedMail, 'id' | 'attempts'>, outcome: Outcome): Promise<MailStatus> {
  const knex = deps.orm.em.getKnex();
  const wipe = `text_body = case when sensitive then null else text_body end, html_body = case when sensitive then null else html_body end`;
  if (outcome.ok) {
    await knex.raw(`update mail_outbox set status = 'SENT', sent_at = now(), message_id = ?, last_error = null, ${wipe} where id = ?`, [
      outcome.messageId,
      mail.id,
    ]);
    return 'SENT';
  }
  const error = outcome.error.slice(0, 500);
  if (outcome.permanent || mail.attempts >= mailTimings.maxAttempts) {
    await knex.raw(`update mail_outbox set status = 'FAILED', last_error = ?, ${wipe} where id = ?`, [error, mail.id]);
    return 'FAILED';
  }
  const wait = mailTimings.backoffMs[Math.min(mail.attempts - 1, mailTimings.backoffMs.length - 1)];
  await knex.raw(`update mail_outbox set last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond' where id = ?`, [error, wait, mail.id]);
  return 'PENDING';
}

/** One mail as the user's settings list it. */
export interface MailView {
  id: string;
  kind: MailKind;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date | null;
}

/** A user's last mails of the given kinds, newest first. */
export async function recentMails(em: EntityManager, userId: string, kinds: readonly MailKind[], limit = 10): Promise<MailView[]> {
  type Row = Omit<MailView, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & { createdAt: string; sentAt: string | null; nextAttemptAt: string | null };
  const { rows } = await em.getKnex().raw<{ rows: Row[] }>(
    `select id, kind, subject, status, attempts, last_error as "lastError", created_at as "createdAt", sent_at as "sentAt",
       case when status = 'PENDING' then next_attempt_at end as "nextAttemptAt"
     from mail_outbox where user_id = ? and kind = any(?::text[]) order by created_at desc, id desc limit ?`,
    [userId, [...kinds], limit],
  );
  const date = (v: string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt), sentAt: date(r.sentAt), nextAttemptAt: date(r.nextAttemptAt) }));
}
