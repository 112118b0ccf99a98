import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { jwtSecret, prepareAuth, SECRET_FILE } from './auth.secret.js';
import * as auth from './auth.service.js';
import { hashRefreshToken, signAccessToken } from './auth.tokens.js';

const AUTH_FIELDS = 'accessToken refreshToken user { id email name }';
const REGISTER = `mutation($email: String!, $password: String!, $name: String) { register(email: $email, password: $password, name: $name) { ${AUTH_FIELDS} } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { ${AUTH_FIELDS} } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { ${AUTH_FIELDS} } }`;
const ME = `{ me { id email name } }`;

let n = 0;
const email = (tag: string) => `${tag}-${++n}-${Date.now()}@example.test`;

describe('auth', () => {
  const fx = useTestServer();

  describe('GraphQL', () => {
    it('register, me, refresh, logout', async () => {
      const addr = email('gql');
      const reg = await fx.srv.gql(REGISTER, { email: `  ${addr.toUpperCase()} `, password: 'Secret-one-1', name: '  Alice  ' });
      expect(reg.errors).toBeUndefined();
      const { accessToken, refreshToken, user } = reg.data!.register;
      expect(user).toEqual({ id: expect.any(String), email: addr, name: 'Alice' });
      expect(JSON.stringify(reg)).not.toMatch(/Secret-one-1|password/i);

      const me = await fx.srv.gql(ME, {}, accessToken);
      expect(me.data!.me).toEqual(user);

      const refreshed = await fx.srv.gql(REFRESH, { t: refreshToken });
      expect(refreshed.errors).toBeUndefined();
      expect(refreshed.data!.refreshToken.refreshToken).not.toBe(refreshToken);
      expect(refreshed.data!.refreshToken.user).toEqual(user);
      const next = refreshed.data!.refreshToken;
      expect((await fx.srv.gql(ME, {}, next.accessToken)).data!.me.id).toBe(user.id);

      const out = await fx.srv.gql('mutation { logout(refreshToken: null) }', {}, next.accessToken);
      expect(out.data!.logout).toBe(true);
      const after = await fx.srv.gql(ME, {}, next.accessToken);
      expect(after.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const reuse = await fx.srv.gql(REFRESH, { t: next.refreshToken });
      expect(reuse.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    });

    it('login, then changePassword', async () => {
      const addr = email('gqlpw');
      await fx.srv.gql(REGISTER, { email: addr, password: 'first-pass' });
      const login = await fx.srv.gql(LOGIN, { email: addr, password: 'first-pass' });
      const token = login.data!.login.accessToken;
      const bad = await fx.srv.gql('mutation { changePassword(oldPassword: "nope!!", newPassword: "second-pass") }', {}, token);
      expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      const ok = await fx.srv.gql('mutation { changePassword(oldPassword: "first-pass", newPassword: "second-pass") }', {}, token);
      expect(ok.data!.changePassword).toBe(true);
      expect((await fx.srv.gql(LOGIN, { email: addr, password: 'first-pass' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await fx.srv.gql(LOGIN, { email: addr, password: 'second-pass' })).data!.login.user.email).toBe(addr);
      // The session that changed the password stays signed in.
      expect((await fx.srv.gql(ME, {}, token)).data!.me.email).toBe(addr);
    });

    it('me without a token, with a garbage token and with an expired token', async () => {
      expect((await fx.srv.gql(ME)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect((await fx.srv.gql(ME, {}, 'not.a.jwt')).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const u = await createUser(fx.db);
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await signAccessToken(
        fx.db.deps.config,
        { sub: u.id, sid: '00000000-0000-4000-8000-000000000000' },
        { issuedAt: past - 900, expiresAt: past },
      );
      const res = await fx.srv.gql(ME, {}, expired);
      expect(res.errors![0].extensions!.code).toBe('TOKEN_EXPIRED');
      // Public fields still answer with a bad token.
      expect((await fx.srv.gql('{ systemInfo { version } }', {}, expired)).data!.systemInfo.version).toBeTruthy();
    });

    it('validation and duplicates answer BAD_USER_INPUT and CONFLICT', async () => {
      const addr = email('dup');
      await fx.srv.gql(REGISTER, { email: addr, password: 'Secret-one-1' });
      const dup = await fx.srv.gql(REGISTER, { email: addr.toUpperCase(), password: 'Secret-one-1' });
      expect(dup.errors![0].extensions!.code).toBe('CONFLICT');
      expect(dup.errors![0].message).toMatch(/already exists/);
      const badEmail = await fx.srv.gql(REGISTER, { email: 'not-an-email', password: 'Secret-one-1' });
      expect(badEmail.errors![0]).toMatchObject({ message: 'Invalid email address', extensions: { code: 'BAD_USER_INPUT' } });
      const short = await fx.srv.gql(REGISTER, { email: email('short'), password: '1234567' });
      expect(short.errors![0]).toMatchObject({ message: 'Password must contain at least 8 characters', extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('REST', () => {
    it('register, login, me, refresh, change-password, logout', async () => {
      const addr = email('rest');
      const reg = await fx.srv.rest('POST', '/auth/register', { email: addr, password: 'Secret-one-1', name: 'Bob' });
      expect(reg.status).toBe(201);
      expect(reg.body).toEqual({
        success: true,
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: { id: expect.any(String), email: addr, name: 'Bob' },
      });

      const login = await fx.srv.rest('POST', '/auth/login', { email: addr.toUpperCase(), password: 'Secret-one-1' });
      expect(login.status).toBe(200);
      expect(login.body.user.email).toBe(addr);
      const me = await fx.srv.rest('GET', '/auth/me', undefined, login.body.accessToken);
      expect(me.body).toEqual({ success: true, user: reg.body.user });

      const refreshed = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: login.body.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({ success: true, accessToken: expect.any(String), user: reg.body.user });
      expect(refreshed.body.refreshToken).not.toBe(login.body.refreshToken);

      // Changing the password signs out the other session (the registration one), not this one.
      const change = await fx.srv.rest(
        'POST',
        '/auth/change-password',
        { oldPassword: 'Secret-one-1', newPassword: 'Secret-two-2' },
        refreshed.body.accessToken,
      );
      expect(change.body).toEqual({ success: true, message: expect.any(String) });
      expect((await fx.srv.rest('GET', '/auth/me', undefined, reg.body.accessToken)).status).toBe(401);
      expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: reg.body.refreshToken })).status).toBe(401);
      expect((await fx.srv.rest('GET', '/auth/me', undefined, refreshed.body.accessToken)).status).toBe(200);

      const out = await fx.srv.rest('POST', '/auth/logout', undefined, refreshed.body.accessToken);
      expect(out.body).toEqual({ success: true, message: expect.any(String) });
      expect(await fx.srv.rest('GET', '/auth/me', undefined, refreshed.body.accessToken)).toMatchObject({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED' },
      });
      expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: refreshed.body.refreshToken })).status).toBe(401);
    });

    it('errors use the spec shape and statuses', async () => {
      const addr = email('resterr');
      await fx.srv.rest('POST', '/auth/register', { email: addr, password: 'Secret-one-1' });
      expect(await fx.srv.rest('POST', '/auth/register', { email: ` ${addr.toUpperCase()}`, password: 'Secret-one-1' })).toMatchObject({
        status: 409,
        body: { success: false, code: 'CONFLICT' },
      });
      expect(await fx.srv.rest('POST', '/auth/register', { email: 'bad@', password: 'Secret-one-1' })).toMatchObject({
        status: 400,
        body: { success: false, code: 'BAD_USER_INPUT', error: 'Invalid email address' },
      });
      expect(await fx.srv.rest('POST', '/auth/register', { email: email('s'), password: '1234567' })).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT', error: 'Password must contain at least 8 characters' },
      });
      expect(await fx.srv.rest('POST', '/auth/register', { email: email('l'), password: 'x'.repeat(1025) })).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT' },
      });
      expect(await fx.srv.rest('POST', '/auth/register', { email: email('n'), password: 'Secret-one-1', name: 'n'.repeat(101) })).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT' },
      });
      expect(await fx.srv.rest('GET', '/auth/me')).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHENTICATED' } });
      expect(await fx.srv.rest('POST', '/auth/change-password', { oldPassword: 'a', newPassword: 'bbbbbb' })).toMatchObject({ status: 401 });
    });

    it('an expired access token answers 401 TOKEN_EXPIRED', async () => {
      const u = await createUser(fx.db);
      const past = Math.floor(Date.now() / 1000) - 5;
      const expired = await signAccessToken(
        fx.db.deps.config,
        { sub: u.id, sid: '00000000-0000-4000-8000-000000000000' },
        { issuedAt: past - 900, expiresAt: past },
      );
      expect(await fx.srv.rest('GET', '/auth/me', undefined, expired)).toMatchObject({
        status: 401,
        body: { success: false, error: expect.any(String), code: 'TOKEN_EXPIRED' },
      });
      // Signed with another secret: not ours.
      const forged = await signAccessToken({ ...fx.db.deps.config, JWT_SECRET: 'another-secret-another-secret-another' }, { sub: u.id, sid: u.id });
      expect(await fx.srv.rest('GET', '/auth/me', undefined, forged)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    });

    it('logout with only the refresh token ends that session', async () => {
      const u = await createUser(fx.db);
      expect((await fx.srv.rest('POST', '/auth/logout', { refreshToken: u.refreshToken })).body.success).toBe(true);
      expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
      expect((await fx.srv.rest('GET', '/auth/me', undefined, u.accessToken)).status).toBe(401);
      // Nothing to end and no token: 401 as for any protected call.
      expect((await fx.srv.rest('POST', '/auth/logout')).status).toBe(401);
    });
  });

  describe('refresh tokens', () => {
    it('rotate on every refresh; reusing a rotated token revokes the whole family', async () => {
      const u = await createUser(fx.db);
      const first = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
      expect(first.status).toBe(200);
      const second = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: first.body.refreshToken });
      expect(second.status).toBe(200);
      // The original token is replayed (a stolen copy) after the grace window: rejected, and the live descendants die too.
      await fx.db.deps.orm.em
        .getConnection()
        .execute(`update sessions set rotated_at = now() - interval '1 minute' where token_hash = ?`, [hashRefreshToken(u.refreshToken)]);
      expect(await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: second.body.refreshToken })).status).toBe(401);
      expect((await fx.srv.rest('GET', '/auth/me', undefined, second.body.accessToken)).status).toBe(401);
      // Another session of the same user is untouched.
      const other = await auth.login(fx.db.ctx(), { email: u.email, password: u.password });
      expect((await fx.srv.rest('GET', '/auth/me', undefined, other.accessToken)).status).toBe(200);
      // Stored only as a hash.
      const conn = fx.db.deps.orm.em.getConnection();
      expect(await conn.execute('select 1 from sessions where token_hash = ?', [u.refreshToken])).toHaveLength(0);
      expect(await conn.execute('select 1 from sessions where token_hash = ?', [hashRefreshToken(u.refreshToken)])).toHaveLength(1);
    });

    it('an unknown refresh token is UNAUTHENTICATED', async () => {
      expect(await fx.srv.rest('POST', '/auth/refresh', { refreshToken: 'x'.repeat(43) })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect(await fx.srv.rest('POST', '/auth/refresh', {})).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('no account enumeration', () => {
    it('wrong password and unknown email give the same answer in similar time', async () => {
      const u = await createUser(fx.db);
      const time = async (body: object) => {
        const t = performance.now();
        const r = await fx.srv.rest('POST', '/auth/login', body);
        return { r, ms: performance.now() - t };
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      let a: Awaited<ReturnType<typeof time>> | undefined;
      let b: typeof a;
      for (let i = 0; i < 3; i++) {
        a = await time({ email: u.email, password: 'wrong-password' });
        b = await time({ email: email('nobody'), password: 'wrong-password' });
        wrong.push(a.ms);
        unknown.push(b.ms);
      }
      expect(a!.r.status).toBe(401);
      expect(b!.r.status).toBe(401);
      expect(a!.r.body).toEqual(b!.r.body);
      expect(a!.r.body).toEqual({
        success: false,
        error: 'Invalid email or password',
        code: 'UNAUTHENTICATED',
        reason: 'INVALID_CREDENTIALS',
        params: {},
        details: { reason: 'INVALID_CREDENTIALS' },
      });
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[1];
      const ratio = median(unknown) / median(wrong);
      expect(ratio).toBeGreaterThan(0.33);
      expect(ratio).toBeLessThan(3);
      const g1 = await fx.srv.gql(LOGIN, { email: u.email, password: 'wrong-password' });
      const g2 = await fx.srv.gql(LOGIN, { email: email('nobody'), password: 'wrong-password' });
      expect(g1.errors![0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
      expect(g2.errors![0].message).toBe(g1.errors![0].message);
      expect(g2.errors![0].extensions!.code).toBe(g1.errors![0].extensions!.code);
    });
  });

  describe('brute-force protection', () => {
    it('locks an email after 10 failures in 15 minutes, even for the right password', async () => {
      const u = await createUser(fx.db);
      for (let i = 0; i < 10; i++) {
        expect((await fx.srv.rest('POST', '/auth/login', { email: u.email, password: `wrong-${i}` })).status).toBe(401);
      }
      const locked = await fx.srv.rest('POST', '/auth/login', { email: u.email, password: u.password });
      expect(locked).toMatchObject({ status: 429, body: { success: false, code: 'RATE_LIMITED' } });
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      const gql = await fx.srv.gql(LOGIN, { email: u.email.toUpperCase(), password: u.password });
      expect(gql.errors![0].extensions).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
      // Other accounts are not affected.
      const other = await createUser(fx.db);
      expect((await fx.srv.rest('POST', '/auth/login', { email: other.email, password: other.password })).status).toBe(200);
    });

    it('limits one address to 50 failures across emails', async () => {
      const ctx = () => fx.db.ctx({ ip: '203.0.113.77' });
      for (let i = 0; i < 50; i++) {
        await expect(auth.login(ctx(), { email: email('spray'), password: 'guess-123' })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      }
      const u = await createUser(fx.db);
      await expect(auth.login(ctx(), { email: u.email, password: u.password })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      // From another address the same user signs in.
      await expect(auth.login(fx.db.ctx({ ip: '203.0.113.78' }), { email: u.email, password: u.password })).resolves.toMatchObject({ user: { id: u.id } });
    });

    it(`limits account creation to ${auth.REGISTRATIONS_PER_HOUR} per address and hour (not for loopback)`, async () => {
      const from = (ip: string) => fx.db.ctx({ ip });
      for (let i = 0; i < auth.REGISTRATIONS_PER_HOUR; i++) {
        await auth.register(from('198.51.100.9'), { email: email('burst'), password: 'secret-123' });
      }
      await expect(auth.register(from('198.51.100.9'), { email: email('burst'), password: 'secret-123' })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      await expect(auth.register(from('198.51.100.10'), { email: email('other'), password: 'secret-123' })).resolves.toMatchObject({
        user: { email: expect.any(String) },
      });
      await expect(auth.register(from('127.0.0.1'), { email: email('local'), password: 'secret-123' })).resolves.toMatchObject({
        user: { email: expect.any(String) },
      });
    });
  });

  describe('signing secret', () => {
    it('development: generated once into DATA_DIR (mode 600) and reused', () => {
      const dir = fs.mkdtempSync('/tmp/trialyst-secret-');
      const c1 = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      prepareAuth(c1);
      const file = path.join(dir, SECRET_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const c2 = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      expect(Buffer.from(jwtSecret(c2)).toString()).toBe(Buffer.from(jwtSecret(c1)).toString());
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('production: a missing or short JWT_SECRET stops the start', () => {
      expect(() => prepareAuth(loadConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
      expect(() => prepareAuth(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' }))).toThrow(/too short/);
      expect(() => prepareAuth(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).not.toThrow();
    });
  });
});
