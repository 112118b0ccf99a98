import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AuthUser } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import { requireUser } from '../../rest/handler.js';
import { loginLimiter } from './auth.limits.js';
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.password.js';
import { hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, signAccessToken } from './auth.tokens.js';
import { changePasswordInput, loginInput, logoutInput, parse, refreshInput, registerInput } from './auth.validation.js';
import { rateLimiter } from '../../lib/rate-limit.js';

export interface PublicUser {
  id: string;
  email: string;
  name: string | null;
}

export interface AuthResult {
  accessToken: string;
  refreshToken: string;
  user: PublicUser;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token, please sign in again';

type Row = Record<string, any>;
function sql<T extends Row = Row>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute(query, params, 'all', em.getTransactionContext());
}

const present = (u: { id: string; email: string; name: string | null }): PublicUser => ({ id: u.id, email: u.email, name: u.name ?? null });

/** Starts a session family (or continues `familyId`) and issues its first tokens. */
async function issueTokens(ctx: AppContext, em: EntityManager, user: PublicUser, familyId: string = crypto.randomUUID()): Promise<AuthResult> {
  const refreshToken = newRefreshToken();
  await sql(em, `insert into sessions (user_id, family_id, token_hash, expires_at, user_agent, ip) values (?, ?, ?, ?, ?, ?)`, [
    user.id,
    familyId,
    hashRefreshToken(refreshToken),
    new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    ctx.userAgent?.slice(0, 512) ?? null,
    ctx.ip?.slice(0, 64) ?? null,
  ]);
  const accessToken = await signAccessToken(ctx.deps.config, { sub: user.id, sid: familyId });
  return { accessToken, refreshToken, user };
}

/** Accounts created per address and hour; loopback callers (tests, local tools) are not limited. */
export const REGISTRATIONS_PER_HOUR = 20;

function limitRegistrations(ip: string | null): void {
  if (!ip || /^(127\.|::1$|::ffff:127\.)/.test(ip)) return;
  rateLimiter.consume(`register:ip:${ip}`, REGISTRATIONS_PER_HOUR, 60 * 60 * 1000, 'Too many accounts created from this address: retry later');
}

export async function register(ctx: AppContext, input: { email?: unknown; password?: unknown; name?: unknown }): Promise<AuthResult> {
  const { email, password, name } = parse(registerInput, input);
  limitRegistrations(ctx.ip);
  const passwordHash = await hashPassword(password);
  return ctx.em.transactional(async (em) => {
    const rows = await sql(em, `insert into users (email, name, password_hash) values (?, ?, ?) on conflict (email) do nothing returning id, email, name`, [email, name, passwordHash]);
    if (!rows[0]) throw new AppError('CONFLICT', 'An account with this email already exists', { field: 'email' });
    return issueTokens(ctx, em, present(rows[0] as PublicUser));
  });
}

export async function login(ctx: AppContext, input: { email?: unknown; password?: unknown }): Promise<AuthResult> {
  const { email, password } = parse(loginInput, input);
  const attempt = loginLimiter.begin(email, ctx.ip);
  try {
    const rows = await sql(ctx.em, `select id, email, name, password_hash from users where email = ?`, [email]);
    const row = rows[0];
    const ok = row ? await verifyPassword(row.password_hash, password) : await verifyDummyPassword(password);
    if (!ok || !row) {
      attempt.failed();
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    attempt.succeeded();
    return await ctx.em.transactional((em) => issueTokens(ctx, em, present(row as PublicUser)));
  } finally {
    attempt.end();
  }
}

/**
 * Rotates a refresh token: the presented one is marked rotated and a new one of the same family
 * is issued. Presenting an already-rotated token means it was copied: the whole family is revoked.
 */
export async function refresh(ctx: AppContext, input: { refreshToken?: unknown }): Promise<AuthResult> {
  const { refreshToken } = parse(refreshInput, input);
  const tokenHash = hashRefreshToken(refreshToken);
  const result = await ctx.em.transactional(async (em) => {
    const rotated = await sql(
      em,
      `update sessions s set rotated_at = now()
         from users u
        where s.token_hash = ? and s.user_id = u.id and s.rotated_at is null and s.revoked_at is null and s.expires_at > now()
        returning s.family_id, u.id, u.email, u.name`,
      [tokenHash],
    );
    if (rotated[0]) return issueTokens(ctx, em, present(rotated[0] as PublicUser), rotated[0].family_id);
    return null;
  });
  if (result) return result;
  // Not usable: if it was already rotated (and its family still alive), treat it as stolen.
  await sql(
    ctx.em,
    `update sessions set revoked_at = now()
      where revoked_at is null and family_id = (select family_id from sessions where token_hash = ? and rotated_at is not null)`,
    [tokenHash],
  );
  throw new AppError('UNAUTHENTICATED', INVALID_REFRESH);
}

/**
 * Ends the caller's session: the family of the access token and/or of the given refresh token.
 * With neither usable, an expired access token still answers TOKEN_EXPIRED (the client refreshes and retries).
 */
export async function logout(ctx: AppContext, input: { refreshToken?: unknown } = {}): Promise<boolean> {
  const { refreshToken } = parse(logoutInput, input);
  if (!ctx.user && !refreshToken) requireUser(ctx);
  if (ctx.user?.sessionId) {
    await sql(ctx.em, `update sessions set revoked_at = now() where family_id = ? and user_id = ? and revoked_at is null`, [ctx.user.sessionId, ctx.user.id]);
  }
  if (refreshToken) {
    await sql(
      ctx.em,
      `update sessions set revoked_at = now() where revoked_at is null and family_id = (select family_id from sessions where token_hash = ?)`,
      [hashRefreshToken(refreshToken)],
    );
  }
  return true;
}

export async function me(ctx: AppContext): Promise<PublicUser> {
  return present(requireUser(ctx));
}

/** Checks the current password, stores the new one and revokes every other session of the user. */
export async function changePassword(ctx: AppContext, input: { oldPassword?: unknown; newPassword?: unknown }): Promise<boolean> {
  const user: AuthUser = requireUser(ctx);
  const { oldPassword, newPassword } = parse(changePasswordInput, input);
  const attempt = loginLimiter.begin(user.email, null);
  try {
    const rows = await sql(ctx.em, `select password_hash from users where id = ?`, [user.id]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, oldPassword))) {
      attempt.failed();
      throw badInput('The current password is incorrect', { field: 'oldPassword' });
    }
  } finally {
    attempt.end();
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.em.transactional(async (em) => {
    await sql(em, `update users set password_hash = ?, password_changed_at = now(), updated_at = now() where id = ?`, [passwordHash, user.id]);
    await sql(em, `update sessions set revoked_at = now() where user_id = ? and revoked_at is null and family_id is distinct from ?`, [user.id, user.sessionId ?? null]);
  });
  return true;
}
