import nodemailer from 'nodemailer';
import type { MailSettings } from './mail.settings.js';
import type { ClaimedMail, Outcome } from './mail.outbox.js';

/** A connection to the relay, per sender (nodemailer's SMTP transport: a connection per mail, STARTTLS when offered). */
export interface MailTransport {
  send(mail: ClaimedMail): Promise<Outcome>;
  close(): void;
}

/** Longest waits on the relay (ms): a stuck relay costs one attempt, retried later, never the sender. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 15_000 };

/** SMTP commands whose 5xx answer refuses this recipient for good (retrying would be refused again). */
const RECIPIENT_COMMANDS = new Set(['RCPT TO']);

export function createMailTransport(settings: MailSettings): MailTransport {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody ?? '',
          html: mail.htmlBody ?? undefined,
          headers: {
            ...mail.headers,
            'Content-Language': mail.locale,
            // RFC 3834: an automatic mail, so out-of-office replies stay away.
            'Auto-Submitted': 'auto-generated',
          },
        });
        return { ok: true, messageId: typeof info.messageId === 'string' ? info.messageId : null };
      } catch (e) {
        const err = e as { message?: string; responseCode?: number; command?: string; response?: string };
        const permanent = typeof err.responseCode === 'number' && err.responseCode >= 500 && RECIPIENT_COMMANDS.has(err.command ?? '');
        const error = err.response ?? err.message ?? 'SMTP error';
        return { ok: false, error: err.responseCode ? `${err.command ?? 'SMTP'}: ${error}` : error, permanent };
      }
    },
    close: () => transport.close(),
  };
}
