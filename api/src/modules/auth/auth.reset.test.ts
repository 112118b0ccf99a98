import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../test/smtp.js';
import { MAX_FAILURES_PER_EMAIL } from './auth.limits.js';
import { RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP, requestPasswordReset, resetPassword } from './auth.reset.js';

const RESET = `mutation($token: String!, $newPassword: String!) { resetPassword(token: $token, newPassword: $newPassword) }`;
const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) }`;

/** POST /api/auth/forgot-password in a given language (the page's). */
async function forgot(url: string, email: string, language = 'fr') {
  const res = await fetch(`${url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ email }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tokenOf = (m: ReceivedMail) => {
  const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text);
  if (!link) throw new Error(`no reset link in:\n${m.text}`);
  return link[1];
};

describe('password reset by email', () => {
  let sink: SmtpSink;
  const overrides: Partial<Config> = {};
  beforeAll(async () => {
    sink = await startSmtpSink();
    Object.assign(overrides, { SMTP_URL: sink.url, MAIL_FROM: 'Trialyst <no-reply@trialyst.test>', PUBLIC_URL: 'https://trialyst.example' });
  });
  const fx = useTestServer(overrides);
  afterAll(async () => sink?.close());

  it('mails a link in the language of the page; an unknown email gets the very same answer and no mail', async () => {
    const u = await createUser(fx.db);
    const known = await forgot(fx.srv.url, u.email.toUpperCase(), 'en-GB,en;q=0.9');
    const unknown = await forgot(fx.srv.url, `nobody-${Date.now()}@example.test`, 'en');
    expect(known).toEqual({ status: 200, body: { success: true, message: 'If an account exists for this email, a reset link has been sent to it' } });
    expect(unknown).toEqual(known);

    const m = await sink.waitFor((x) => x.rcptTo.includes(u.email));
    expect(m.headers.from).toBe('Trialyst <no-reply@trialyst.test>');
    expect(m.headers.to).toBe(u.email);
    expect(m.headers.subject).toBe('Trialyst: reset your password');
    expect(m.headers['content-language']).toBe('en');
    expect(m.text).toContain('This link works once and expires in 30 minutes.');
    expect(m.text).toContain(`https://trialyst.example/reset-password?token=${tokenOf(m)}`);
    expect(m.html).toContain('<html lang="en">');
    expect(m.html).toContain(`href="https://trialyst.example/reset-password?token=${tokenOf(m)}"`);
    // A transactional mail sent on request: nothing to unsubscribe from.
    expect(m.headers['list-unsubscribe']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.received.filter((x) => x.rcptTo[0]?.startsWith('nobody-'))).toEqual([]);

    // In French from a French page.
    await forgot(fx.srv.url, u.email, 'fr-FR');
    const fr = await sink.waitFor((x) => x.rcptTo.includes(u.email) && x.headers['content-language'] === 'fr');
    expect(fr.headers.subject).toBe('Trialyst : réinitialisation de votre mot de passe');
    expect(fr.text).toContain('Ce lien ne sert qu’une fois et expire dans 30 minutes.');
    expect(fr.html).toContain('<html lang="fr">');
  });

  it('the token is stored hashed, valid 30 minutes, single use; setting the password signs out every session', async () => {
    const u = await createUser(fx.db, { password: 'the old secret phrase' });
    const second = await fx.srv.rest('POST', '/auth/login', { email: u.email, password: 'the old secret phrase' });
    expect((await fx.srv.gql(REQUEST, { email: u.email })).data).toEqual({ requestPasswordReset: true });
    const m = await sink.waitFor((x) => x.rcptTo.includes(u.email));
    const token = tokenOf(m);

    const conn = fx.db.deps.orm.em.getConnection();
    const [stored] = await conn.execute(
      `select token_hash, extract(epoch from expires_at - created_at) as ttl, used_at from password_resets where user_id = ?`,
      [u.id],
    );
    expect(stored.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(Math.round(Number(stored.ttl))).toBe(30 * 60);
    expect(stored.used_at).toBeNull();
    expect(await conn.execute(`select 1 from password_resets where token_hash = ?`, [token])).toHaveLength(0);
    // The outbox does not keep the link once the mail is sent.
    await expect
      .poll(async () => (await conn.execute(`select text_body from mail_outbox where user_id = ? and kind = 'PASSWORD_RESET'`, [u.id]))[0]?.text_body)
      .toBeNull();

    // The new password follows the policy.
    const weak = await fx.srv.gql(RESET, { token, newPassword: 'password' });
    expect(weak.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { field: 'newPassword', reason: 'PASSWORD_TOO_COMMON' } });

    expect((await fx.srv.gql(RESET, { token, newPassword: 'a brand new phrase' })).data).toEqual({ resetPassword: true });
    // Every session ended: access tokens and refresh tokens of both.
    for (const access of [u.accessToken, second.body.accessToken]) expect((await fx.srv.rest('GET', '/auth/me', undefined, access)).status).toBe(401);
    for (const refresh of [u.refreshToken, second.body.refreshToken])
      expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: refresh })).status).toBe(401);
    // The old password no longer works, the new one does.
    expect((await fx.srv.rest('POST', '/auth/login', { email: u.email, password: 'the old secret phrase' })).status).toBe(401);
    expect((await fx.srv.rest('POST', '/auth/login', { email: u.email, password: 'a brand new phrase' })).status).toBe(200);

    // Single use.
    const again = await fx.srv.rest('POST', '/auth/reset-password', { token, newPassword: 'yet another phrase' });
    expect(again).toMatchObject({
      status: 400,
      body: { success: false, code: 'BAD_USER_INPUT', error: 'This password reset link is invalid or has expired', details: { field: 'token' } },
    });
  });

  it('an expired link is refused; a used link spends the other pending ones', async () => {
    const u = await createUser(fx.db);
    await requestPasswordReset(fx.db.ctx({ ip: '192.0.2.10', locale: 'en' }), { email: u.email });
    await requestPasswordReset(fx.db.ctx({ ip: '192.0.2.10', locale: 'en' }), { email: u.email });
    await expect.poll(() => sink.received.filter((x) => x.rcptTo.includes(u.email)), { timeout: 5000 }).toHaveLength(2);
    const [first, second] = sink.received.filter((x) => x.rcptTo.includes(u.email)).map(tokenOf);
    const conn = fx.db.deps.orm.em.getConnection();
    await conn.execute(`update password_resets set expires_at = now() - interval '1 second' where token_hash = ?`, [
      crypto.createHash('sha256').update(first).digest('hex'),
    ]);
    await expect(resetPassword(fx.db.ctx(), { token: first, newPassword: 'a brand new phrase' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'token' },
    });
    await expect(resetPassword(fx.db.ctx(), { token: second, newPassword: 'a brand new phrase' })).resolves.toBe(true);
    // Every link asked before the reset is spent with it.
    const [{ n }] = await conn.execute(`select count(*)::int as n from password_resets where user_id = ? and used_at is null`, [u.id]);
    expect(n).toBe(0);
    expect(await resetPassword(fx.db.ctx(), { token: 'x'.repeat(43), newPassword: 'a brand new phrase' }).catch((e: { code: string }) => e.code)).toBe(
      'BAD_USER_INPUT',
    );
  });

  it(`rate-limited: ${RESET_REQUESTS_PER_EMAIL} requests per email and ${RESET_REQUESTS_PER_IP} per address an hour, whether the account exists or not`, async () => {
    const u = await createUser(fx.db);
    const from = (ip: string) => fx.db.ctx({ ip });
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) await requestPasswordReset(from(`198.51.100.${i + 1}`), { email: u.email });
    await expect(requestPasswordReset(from('198.51.100.99'), { email: u.email })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    const ghost = `ghost-${Date.now()}@example.test`;
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) await requestPasswordReset(from(`198.51.100.${i + 1}`), { email: ghost });
    await expect(requestPasswordReset(from('198.51.100.99'), { email: ghost })).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    for (let i = 0; i < RESET_REQUESTS_PER_IP; i++) await requestPasswordReset(from('203.0.113.50'), { email: `spray-${i}-${Date.now()}@example.test` });
    await expect(requestPasswordReset(from('203.0.113.50'), { email: `spray-last-${Date.now()}@example.test` })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Over HTTP: 429 with Retry-After, the same for everyone.
    const other = await createUser(fx.db);
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i++) await requestPasswordReset(from(`198.51.101.${i + 1}`), { email: other.email });
    const limited = await fx.srv.rest('POST', '/auth/forgot-password', { email: other.email });
    expect(limited).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a reset also lifts a sign-in lock: the owner signs in at once with the new password', async () => {
    const u = await createUser(fx.db);
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) await fx.srv.rest('POST', '/auth/login', { email: u.email, password: `wrong-${i}` });
    expect((await fx.srv.rest('POST', '/auth/login', { email: u.email, password: u.password })).status).toBe(429);
    await requestPasswordReset(fx.db.ctx({ ip: '192.0.2.77' }), { email: u.email });
    const token = tokenOf(await sink.waitFor((x) => x.rcptTo.includes(u.email)));
    await resetPassword(fx.db.ctx(), { token, newPassword: 'a brand new phrase' });
    expect((await fx.srv.rest('POST', '/auth/login', { email: u.email, password: 'a brand new phrase' })).status).toBe(200);
  });

  it('the language of a signed-in user is stored for their emails', async () => {
    const u = await createUser(fx.db);
    const conn = fx.db.deps.orm.em.getConnection();
    expect((await conn.execute(`select locale from users where id = ?`, [u.id]))[0].locale).toBe('fr');
    expect((await fx.srv.gql(`mutation { setMyLanguage(locale: en) }`, {}, u.accessToken)).data).toEqual({ setMyLanguage: true });
    expect((await conn.execute(`select locale from users where id = ?`, [u.id]))[0].locale).toBe('en');
    expect((await fx.srv.rest('PUT', '/auth/me/language', { locale: 'fr' }, u.accessToken)).body).toEqual({ success: true, message: 'Language saved' });
    expect((await conn.execute(`select locale from users where id = ?`, [u.id]))[0].locale).toBe('fr');
    expect((await fx.srv.rest('PUT', '/auth/me/language', { locale: 'de' }, u.accessToken)).status).toBe(400);
    expect((await fx.srv.gql(`mutation { setMyLanguage(locale: en) }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    // Sign-up stores the language of the page it was made from.
    const res = await fetch(`${fx.srv.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ email: `lang-${Date.now()}@example.test`, password: 'a long enough phrase' }),
    });
    const { user } = (await res.json()) as { user: { id: string } };
    expect((await conn.execute(`select locale from users where id = ?`, [user.id]))[0].locale).toBe('en');
  });
});

describe('password reset without email', () => {
  const fx = useTestServer();

  it('answers CONFLICT (email is off: the server cannot do it, no server failure), and mailStatus says so', async () => {
    const u = await createUser(fx.db);
    const r = await fx.srv.rest('POST', '/auth/forgot-password', { email: u.email });
    expect(r).toMatchObject({
      status: 409,
      body: { success: false, code: 'CONFLICT', error: 'Email is not configured on this server: password reset is unavailable' },
    });
    expect((await fx.srv.gql(REQUEST, { email: u.email })).errors![0].extensions!.code).toBe('CONFLICT');
    expect((await fx.srv.gql('{ mailStatus { enabled } }')).data).toEqual({ mailStatus: { enabled: false } });
    const [{ n }] = await fx.db.deps.orm.em.getConnection().execute(`select count(*)::int as n from password_resets`);
    expect(n).toBe(0);
  });
});
