import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/mail.outbox.js';
import { mailEnabled } from '../mail/mail.settings.js';
import { clearLoginFailures } from './auth.limits.js';
import { hashPassword } from './auth.password.js';
import { resetMail } from './auth.reset.mail.js';
import { publishSessionRevoked } from './auth.revocation.js';
import { storeNewPassword } from './auth.service.js';
import { requestResetInput, resetPasswordInput } from './auth.validation.js';

/** A reset link works once, for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Reset mails asked for one address per hour (whether it has an account or not: the answer must not tell). */
export const RESET_REQUESTS_PER_EMAIL = 3;
/** Reset mails asked for from one client address per hour. */
export const RESET_REQUESTS_PER_IP = 20;
/** Reset attempts (a token and a new password) from one client address per 15 minutes. */
export const RESET_ATTEMPTS_PER_IP = 30;
const HOUR_MS = 60 * 60 * 1000;
const QUARTER_MS = 15 * 60 * 1000;

export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const emailOff = () =>
  new AppError('CONFLICT', 'Email is not configured on this server: password reset is unavailable', { reason: 'CONFLICT', feature: 'email' });
const invalidLink = () => new AppError('BAD_USER_INPUT', 'This password reset link is invalid or has expired', { field: 'token', reason: 'INVALID_VALUE' });

const TOO_MANY = 'Too many password reset requests: retry later';

/**
 * "Forgot password": when `email` has an account, a single-use link valid 30 minutes is mailed to it
 * (in the language of the page it was asked from). The answer is the same whether or not the account
 * exists, and so are the limits, counted per address asked for and per client address.
 */
export async function requestPasswordReset(ctx: AppContext, input: { email?: unknown }): Promise<true> {
  const { email } = requestResetInput.parse(input ?? {});
  if (!mailEnabled(ctx.deps.config)) throw emailOff();
  if (ctx.ip) await ctx.deps.limiter.consume(`auth:reset:ip:${ctx.ip}`, RESET_REQUESTS_PER_IP, HOUR_MS, TOO_MANY);
  await ctx.deps.limiter.consume(`auth:reset:email:${email}`, RESET_REQUESTS_PER_EMAIL, HOUR_MS, TOO_MANY);
  const [user] = await ctx.em.execute<{ id: string; email: string }[]>('select id, email from users where email = ?', [email], 'all');
  if (!user) {
    ctx.log.info('password reset asked for an address without an account');
    return true;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS);
  await ctx.em.transactional(async (em) => {
    // The user's links spent or dead for a day go: the table only keeps recent ones.
    await em.execute(`delete from password_resets where user_id = ? and coalesce(used_at, expires_at) < now() - interval '1 day'`, [user.id], 'run');
    await em.execute(
      'insert into password_resets (user_id, token_hash, expires_at, ip) values (?, ?, ?, ?)',
      [user.id, hashResetToken(token), expiresAt, ctx.ip?.slice(0, 64) ?? null],
      'run',
    );
    await enqueueMail(em, resetMail(ctx.deps.config, { userId: user.id, email: user.email, locale: ctx.locale, token, expiresAt }));
  });
  return true;
}

/**
 * Sets a new password with a reset link's token: the token is spent (and every other pending link of
 * the user with it), every session of the user is revoked, their failed sign-ins are forgotten; they
 * then sign in with the new password. An unknown, used or expired token: BAD_USER_INPUT on `token`.
 */
export async function resetPassword(ctx: AppContext, input: { token?: unknown; newPassword?: unknown }): Promise<true> {
  const { token, newPassword } = resetPasswordInput.parse(input ?? {});
  if (ctx.ip) await ctx.deps.limiter.consume(`auth:reset-confirm:ip:${ctx.ip}`, RESET_ATTEMPTS_PER_IP, QUARTER_MS, TOO_MANY);
  const passwordHash = await hashPassword(newPassword);
  const user = await ctx.em.transactional(async (em) => {
    // Spent in the statement that checks it: two tabs submitting the same link cannot both succeed.
    const [found] = await em.execute<{ userId: string; email: string }[]>(
      `update password_resets r set used_at = now() from users u
        where r.token_hash = ? and r.used_at is null and r.expires_at > now() and u.id = r.user_id
        returning r.user_id as "userId", u.email`,
      [hashResetToken(token)],
      'all',
    );
    if (!found) return null;
    await em.execute('update password_resets set used_at = now() where user_id = ? and used_at is null', [found.userId], 'run');
    await storeNewPassword(em, found.userId, passwordHash, null);
    return found;
  });
  if (!user) throw invalidLink();
  publishSessionRevoked(ctx.deps.pubsub, { kind: 'allExcept', userId: user.userId, keepFamilyId: null });
  await clearLoginFailures(ctx.deps.limiter, user.email);
  ctx.log.info({ userId: user.userId }, 'password reset: new password set, sessions revoked');
  return true;
}
