import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError, type Config } from '../../config.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { enqueueMail, mailTimings, type NewMail } from './mail.outbox.js';
import { appOrigin, checkMailConfig } from './mail.settings.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp.js';
import { createMailTransport } from './mail.transport.js';
import { unsubscribeToken, verifyUnsubscribeToken } from './mail.unsubscribe.js';

const FROM = 'Trialyst Tests <alerts@trialyst.test>';

const mail = (to: string, over: Partial<NewMail> = {}): NewMail => ({
  userId: null,
  kind: 'ALERTS',
  to,
  locale: 'fr',
  subject: 'Essai : un été chargé',
  text: 'Bonjour, voici vos alertes.\n',
  html: '<p>Bonjour, voici vos alertes.</p>',
  ...over,
});

describe('mail: the outbox sends through a real SMTP server', () => {
  let sink: SmtpSink;
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    // The relay requires a login: the credentials come from SMTP_URL, as with a real provider.
    sink = await startSmtpSink({ auth: { user: 'relay@trialyst.test', pass: 'p@ss:word/1' } });
    Object.assign(overrides, { SMTP_URL: sink.url, MAIL_FROM: FROM });
  });
  const fx = useTestServer(overrides);
  afterAll(async () => sink?.close());

  const row = async (id: string) =>
    (
      await fx.db.deps.orm.em.getKnex().raw<{
        rows: { status: string; attempts: number; last_error: string | null; text_body: string | null; html_body: string | null; message_id: string | null }[];
      }>('select status, attempts, last_error, text_body, html_body, message_id from mail_outbox where id = ?', [id])
    ).rows[0];

  it('a queued mail arrives with its sender, recipient, subject, both parts, language and extra headers', async () => {
    const id = await enqueueMail(fx.db.ctx().em, mail('ana@example.test', { headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }));
    const got = await sink.waitFor((m) => m.rcptTo.includes('ana@example.test'));
    expect(got.authUser).toBe('relay@trialyst.test');
    expect(got.mailFrom).toBe('alerts@trialyst.test');
    expect(got.headers.from).toBe('Trialyst Tests <alerts@trialyst.test>');
    expect(got.headers.to).toBe('ana@example.test');
    expect(got.headers.subject).toBe('Essai : un été chargé');
    expect(got.headers['content-language']).toBe('fr');
    expect(got.headers['auto-submitted']).toBe('auto-generated');
    expect(got.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(got.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(got.text).toContain('Bonjour, voici vos alertes.');
    expect(got.html).toContain('<p>Bonjour, voici vos alertes.</p>');
    const sent = await waitForRow(
      () => row(id),
      (r) => r.status === 'SENT',
    );
    expect(sent).toMatchObject({ attempts: 1, last_error: null, text_body: expect.any(String) });
    expect(sent.message_id).toMatch(/^<.+@.+>$/);
  });

  it('a relay failure keeps the mail in the outbox (status, attempts, error); a later attempt delivers it', async () => {
    const backoff = mailTimings.backoffMs;
    mailTimings.backoffMs = [1500];
    sink.refuse = { code: 451, message: 'Try again later' };
    try {
      const id = await enqueueMail(fx.db.ctx().em, mail('retry@example.test'));
      const failed = await waitForRow(
        () => row(id),
        (r) => r.attempts === 1 && r.last_error !== null,
      );
      expect(failed.status).toBe('PENDING');
      expect(failed.last_error).toMatch(/451|Try again later/);
      // Still queued, nothing received.
      expect(sink.received.some((m) => m.rcptTo.includes('retry@example.test'))).toBe(false);
      sink.refuse = null;
      await sink.waitFor((m) => m.rcptTo.includes('retry@example.test'), 10_000);
      const sent = await waitForRow(
        () => row(id),
        (r) => r.status === 'SENT',
      );
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
    } finally {
      sink.refuse = null;
      mailTimings.backoffMs = backoff;
    }
  });

  it('a recipient the relay refuses for good (550) is FAILED at once; attempts are bounded', async () => {
    sink.unknownRecipients.add('nobody@example.test');
    const id = await enqueueMail(fx.db.ctx().em, mail('nobody@example.test'));
    const failed = await waitForRow(
      () => row(id),
      (r) => r.status === 'FAILED',
    );
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/RCPT TO: 550/);

    const max = mailTimings.maxAttempts;
    const backoff = mailTimings.backoffMs;
    mailTimings.maxAttempts = 2;
    mailTimings.backoffMs = [100];
    sink.refuse = { code: 452, message: 'Mailbox full' };
    try {
      const id2 = await enqueueMail(fx.db.ctx().em, mail('full@example.test'));
      const gaveUp = await waitForRow(
        () => row(id2),
        (r) => r.status === 'FAILED',
        10_000,
      );
      expect(gaveUp.attempts).toBe(2);
      expect(gaveUp.last_error).toMatch(/452/);
    } finally {
      sink.refuse = null;
      mailTimings.maxAttempts = max;
      mailTimings.backoffMs = backoff;
    }
  });

  it('a sensitive mail loses its body once sent; one past its expiry is given up unsent', async () => {
    const id = await enqueueMail(fx.db.ctx().em, mail('secret@example.test', { sensitive: true, text: 'token=abc', html: '<p>token=abc</p>' }));
    await sink.waitFor((m) => m.rcptTo.includes('secret@example.test'));
    expect(
      await waitForRow(
        () => row(id),
        (r) => r.status === 'SENT',
      ),
    ).toMatchObject({ text_body: null, html_body: null });

    const old = await enqueueMail(fx.db.ctx().em, mail('late@example.test', { sensitive: true, expiresAt: new Date(Date.now() - 1000) }));
    expect(
      await waitForRow(
        () => row(old),
        (r) => r.status === 'FAILED',
      ),
    ).toMatchObject({
      attempts: 0,
      last_error: 'Expired before it could be sent',
      text_body: null,
    });
    expect(sink.received.some((m) => m.rcptTo.includes('late@example.test'))).toBe(false);
  });

  it('mailStatus says email is on (GraphQL and REST)', async () => {
    expect((await fx.srv.gql('{ mailStatus { enabled } }')).data).toEqual({ mailStatus: { enabled: true } });
    expect((await fx.srv.rest('GET', '/mail/status')).body).toEqual({ success: true, enabled: true });
  });

  it('unsubscribe tokens are signed per user and list: a changed byte, user or list is refused', async () => {
    const u = await createUser(fx.db);
    const config = fx.db.deps.config;
    const token = unsubscribeToken(config, u.id, 'alerts');
    expect(verifyUnsubscribeToken(config, token)).toEqual({ userId: u.id, list: 'alerts' });
    const other = await createUser(fx.db);
    const forged = token.replace(u.id.replaceAll('-', ''), other.id.replaceAll('-', ''));
    expect(verifyUnsubscribeToken(config, forged)).toBeNull();
    expect(verifyUnsubscribeToken(config, token.replace('.alerts.', '.digest.'))).toBeNull();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(config, token.slice(0, -1) + last)).toBeNull();
    // Another server's secret signs other tokens.
    expect(verifyUnsubscribeToken({ ...config, JWT_SECRET: 'x'.repeat(40) }, token)).toBeNull();
  });
});

/** Polls a row until `ok` (the sender works in the background). */
async function waitForRow<T>(read: () => Promise<T>, ok: (r: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await read();
    if (r && ok(r)) return r;
    if (Date.now() > until) throw new Error(`row not as expected within ${ms} ms: ${JSON.stringify(r)}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

describe('mail: configuration', () => {
  it('off without SMTP_URL; MAIL_FROM and SMTP_URL come together; production needs PUBLIC_URL for links', () => {
    expect(() => checkMailConfig(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
    expect(() => checkMailConfig(loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }))).toThrow(/MAIL_FROM: required with SMTP_URL/);
    expect(() => checkMailConfig(loadConfig({ NODE_ENV: 'test', MAIL_FROM: 'a@b.example' }))).toThrow(/SMTP_URL: required with MAIL_FROM/);
    expect(() =>
      checkMailConfig(
        loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'a@b.example' }),
      ),
    ).toThrow(ConfigError);
    expect(() =>
      checkMailConfig(
        loadConfig({
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(40),
          SMTP_URL: 'smtps://u:p@smtp.example.com:465',
          MAIL_FROM: 'Trialyst <a@b.example>',
          PUBLIC_URL: 'https://trialyst.example',
        }),
      ),
    ).not.toThrow();
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: expected an address/);
    expect(loadConfig({ SMTP_URL: '  ', MAIL_FROM: '' })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
  });

  it('links start with PUBLIC_URL, else the listening address (never a request Host)', () => {
    expect(appOrigin({ PUBLIC_URL: 'https://trialyst.example', HOST: '0.0.0.0', PORT: 4000 })).toBe('https://trialyst.example');
    expect(appOrigin({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: 4000 })).toBe('http://localhost:4000');
    expect(appOrigin({ PUBLIC_URL: undefined, HOST: '127.0.0.1', PORT: 8080 })).toBe('http://127.0.0.1:8080');
  });

  it('an unreachable relay is a failure to retry, not a crash', async () => {
    const sink = await startSmtpSink();
    const port = sink.port;
    await sink.close();
    const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    const outcome = await transport.send({
      id: '00000000-0000-4000-8000-000000000000',
      kind: 'ALERTS',
      toAddress: 'x@example.test',
      locale: 'en',
      subject: 's',
      textBody: 't',
      htmlBody: null,
      headers: {},
      attempts: 1,
    });
    transport.close();
    expect(outcome).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});
