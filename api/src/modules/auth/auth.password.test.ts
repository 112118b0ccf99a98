import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { DEMO_PASSWORD, seedDemoActivity } from '../seed/seed.activity.js';
import { seedTrials } from '../seed/seed.service.js';
import { commonPasswordCount, hashPassword, isCommonPassword } from './auth.password.js';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './auth.validation.js';

const REGISTER = `mutation($email: String!, $password: String!) { register(email: $email, password: $password) { user { email } } }`;
let n = 0;
const email = () => `pw-${++n}-${Date.now()}@example.test`;

describe('password policy (OWASP ASVS L2)', () => {
  it('8 to 128 code points, no composition rules, not a common password', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBeGreaterThanOrEqual(64);
    expect(passwordProblem('abcdefg')).toMatchObject({ reason: 'PASSWORD_TOO_SHORT' });
    expect(passwordProblem('tulipe du matin')).toBeNull(); // no digit, no capital: fine
    expect(passwordProblem('z'.repeat(64))).toBeNull();
    expect(passwordProblem('z'.repeat(PASSWORD_MAX))).toBeNull();
    expect(passwordProblem('z'.repeat(PASSWORD_MAX + 1))).toMatchObject({ reason: 'PASSWORD_TOO_LONG' });
    // Code points, not UTF-16 units: 8 emoji are 8 characters (16 units), 7 are too few.
    expect(passwordProblem('🔑'.repeat(7))).toMatchObject({ reason: 'PASSWORD_TOO_SHORT' });
    expect(passwordProblem('🔑'.repeat(8))).toBeNull();
    expect(passwordProblem('é'.repeat(8))).toBeNull();
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    for (const p of ['password', 'PassWord', '12345678', 'iloveyou', 'trustno1', 'Password1']) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword('tulipe du matin')).toBe(false);
    expect(passwordProblem('Password1')).toMatchObject({ reason: 'PASSWORD_TOO_COMMON' });
  });

  describe('over the API', () => {
    const fx = useTestServer();

    it('register: 7 characters refused, 8 and 64 accepted, a common one refused with its reason', async () => {
      const short = await fx.srv.rest('POST', '/auth/register', { email: email(), password: '1234567' });
      expect(short).toMatchObject({
        status: 400,
        body: {
          code: 'BAD_USER_INPUT',
          error: 'Password must contain at least 8 characters',
          details: { field: 'password', reason: 'PASSWORD_TOO_SHORT', min: 8 },
        },
      });
      expect((await fx.srv.rest('POST', '/auth/register', { email: email(), password: 'a8-chars' })).status).toBe(201);
      expect((await fx.srv.rest('POST', '/auth/register', { email: email(), password: 'x'.repeat(63) + '!' })).status).toBe(201);
      const common = await fx.srv.gql(REGISTER, { email: email(), password: 'qwertyuiop' });
      expect(common.errors![0]).toMatchObject({
        message: 'This password is among the most common ones: choose another',
        extensions: { code: 'BAD_USER_INPUT', details: { field: 'password', reason: 'PASSWORD_TOO_COMMON' } },
      });
      const long = await fx.srv.rest('POST', '/auth/register', { email: email(), password: 'x'.repeat(129) });
      expect(long).toMatchObject({ status: 400, body: { details: { reason: 'PASSWORD_TOO_LONG', max: 128 } } });
    });

    it('change password: the same policy on the new password', async () => {
      const u = await createUser(fx.db);
      const common = await fx.srv.rest('POST', '/auth/change-password', { oldPassword: u.password, newPassword: 'sunshine' }, u.accessToken);
      expect(common).toMatchObject({ status: 400, body: { details: { field: 'newPassword', reason: 'PASSWORD_TOO_COMMON' } } });
      const short = await fx.srv.rest('POST', '/auth/change-password', { oldPassword: u.password, newPassword: 'short' }, u.accessToken);
      expect(short).toMatchObject({ status: 400, body: { details: { field: 'newPassword', reason: 'PASSWORD_TOO_SHORT' } } });
      expect((await fx.srv.rest('POST', '/auth/change-password', { oldPassword: u.password, newPassword: 'a brand new phrase' }, u.accessToken)).status).toBe(
        200,
      );
    });

    it('existing accounts keep signing in with passwords the policy would now refuse', async () => {
      const addr = email();
      // An account created under the old rule (6 characters, a common password), stored as it was.
      await fx.db.deps.orm.em.getConnection().execute(`insert into users (email, password_hash) values (?, ?)`, [addr, await hashPassword('secret')]);
      const login = await fx.srv.rest('POST', '/auth/login', { email: addr, password: 'secret' });
      expect(login.status).toBe(200);
      // and may change it (the old one is only checked, not judged)
      const change = await fx.srv.rest('POST', '/auth/change-password', { oldPassword: 'secret', newPassword: 'a much better one' }, login.body.accessToken);
      expect(change.status).toBe(200);
    });

    it('the seeded demo accounts sign in with the documented password (seeding does not go through the policy)', async () => {
      await seedTrials(fx.db.deps.orm, { count: 40 });
      const summary = await seedDemoActivity(fx.db.deps.orm, { users: 2 });
      expect(summary.users).toBe(2);
      const login = await fx.srv.rest('POST', '/auth/login', { email: 'demo1@trialyst.demo', password: DEMO_PASSWORD });
      expect(login).toMatchObject({ status: 200, body: { user: { email: 'demo1@trialyst.demo' } } });
    });
  });
});
