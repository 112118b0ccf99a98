import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AuthUser } from '../../context.js';
import { sql } from '../../db/sql.js';
import { AppError, badInput } from '../../errors.js';
import { logger } from '../../lib/logger.js';
import { authorize } from '../../policy/policy.js';
import { loginLimiter } from './auth.limits.js';
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.password.js';
import {
  hashRefreshToken,
  newRefreshToken,
  openSuccessor,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_MS,
  sealSuccessor,
  signAccessToken,
} from './auth.tokens.js';
import { changePasswordInput, loginInput, logoutInput, refreshInput, registerInput } from './auth.validation.js';

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

const present = (u: { id: string; email: string; name: string | null }): PublicUser => ({ id: u.id, email: u.email, name: u.name ?? null });

/** Starts a session family (or continues `familyId`) and issues its first tokens. */
async function issueTokens(
  ctx: AppContext,
  em: EntityManager,
  user: PublicUser,
  familyId: string = crypto.randomUUID(),
  refreshToken = newRefreshToken(),
): Promise<AuthResult> {
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

async function limitRegistrations(ctx: AppContext): Promise<void> {
  const ip = ctx.ip;
  if (!ip || /^(127\.|::1$|::ffff:127\.)/.test(ip)) return;
  await ctx.deps.limiter.consume(`register:ip:${ip}`, REGISTRATIONS_PER_HOUR, 60 * 60 * 1000, 'Too many accounts created from this address: retry later');
}

export async function register(ctx: AppContext, input: { email?: unknown; password?: unknown; name?: unknown }): Promise<AuthResult> {
  const { email, password, name } = registerInput.parse(input ?? {});
  await limitRegistrations(ctx);
  const passwordHash = await hashPassword(password);
  return ctx.em.transactional(async (em) => {
    const rows = await sql<PublicUser>(
      em,
      `insert into users (email, name, password_hash) values (?, ?, ?) on conflict (email) do nothing returning id, email, name`,
      [email, name, passwordHash],
    );
    if (!rows[0]) throw new AppError('CONFLICT', 'An account with this email already exists', { field: 'email' });
    return issueTokens(ctx, em, present(rows[0]));
  });
}

export async function login(ctx: AppContext, input: { email?: unknown; password?: unknown }): Promise<AuthResult> {
  const { email, password } = loginInput.parse(input ?? {});
  const attempt = await loginLimiter(ctx.deps.limiter).begin(email, ctx.ip);
  try {
    const rows = await sql<PublicUser & { password_hash: string }>(ctx.em, `select id, email, name, password_hash from users where email = ?`, [email]);
    const row = rows[0];
    const ok = row ? await verifyPassword(row.password_hash, password) : await verifyDummyPassword(password);
    if (!ok || !row) {
      await attempt.failed();
      throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    return await ctx.em.transactional((em) => issueTokens(ctx, em, present(row)));
  } finally {
    await attempt.end();
  }
}

/**
 * Rotates a refresh token: the presented one is marked rotated and a new one of the same family is
 * issued. Presenting a token rotated less than REFRESH_GRACE_SECONDS ago (another tab refreshing at
 * the same moment) yields the same successor, with a fresh access token. Presenting it later means it
 * was copied: the whole family is revoked.
 */
export async function refresh(ctx: AppContext, input: { refreshToken?: unknown }): Promise<AuthResult> {
  const { refreshToken } = refreshInput.parse(input ?? {});
  const tokenHash = hashRefreshToken(refreshToken);
  const successor = newRefreshToken();
  const result = await ctx.em.transactional(async (em) => {
    // The row lock makes a concurrent refresh with the same token wait here, then find it rotated.
    const rotated = await sql<PublicUser & { family_id: string }>(
      em,
      `update sessions s set rotated_at = now(), successor_enc = ?
         from users u
        where s.token_hash = ? and s.user_id = u.id and s.rotated_at is null and s.revoked_at is null and s.expires_at > now()
        returning s.family_id, u.id, u.email, u.name`,
      [sealSuccessor(successor, refreshToken), tokenHash],
    );
    if (rotated[0]) return issueTokens(ctx, em, present(rotated[0]), rotated[0].family_id, successor);
    return null;
  });
  if (result) {
    await sweepSuccessors(ctx.em);
    return result;
  }
  const replay = await replayWithinGrace(ctx, refreshToken);
  if (replay) return replay;
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
 * A token rotated within the grace window: follows its sealed successors (a few steps at most) to the
 * family's live token and answers it with a new access token. Null when the chain leaves the window,
 * meets a revoked or expired token, or cannot be opened.
 */
async function replayWithinGrace(ctx: AppContext, presented: string): Promise<AuthResult | null> {
  let token = presented;
  for (let step = 0; step < 5; step++) {
    const rows = await sql<PublicUser & { family_id: string; rotated_at: Date | null; successor_enc: string | null; in_grace: boolean }>(
      ctx.em,
      `select s.family_id, s.rotated_at, s.successor_enc, s.rotated_at > now() - make_interval(secs => ?) as in_grace, u.id, u.email, u.name
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > now()`,
      [REFRESH_GRACE_SECONDS, hashRefreshToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    if (!row.rotated_at) {
      if (step === 0) return null;
      const user = present(row);
      return { accessToken: await signAccessToken(ctx.deps.config, { sub: user.id, sid: row.family_id }), refreshToken: token, user };
    }
    const next = row.in_grace && row.successor_enc ? openSuccessor(row.successor_enc, token) : null;
    if (!next) return null;
    token = next;
  }
  return null;
}

let lastSweep = 0;

/** Forgets sealed successors past the grace window (best effort, at most once a second per process). */
async function sweepSuccessors(em: EntityManager): Promise<void> {
  if (Date.now() - lastSweep < 1_000) return;
  lastSweep = Date.now();
  await sql(em, `update sessions set successor_enc = null where successor_enc is not null and rotated_at < now() - make_interval(secs => ?)`, [
    REFRESH_GRACE_SECONDS,
  ]).catch((err: unknown) => logger.warn({ err }, 'refresh: clearing expired successors failed'));
}

/**
 * Ends the caller's session: the family of the access token and/or of the given refresh token.
 * With neither usable, an expired access token still answers TOKEN_EXPIRED (the client refreshes and retries).
 */
export async function logout(ctx: AppContext, input: { refreshToken?: unknown } = {}): Promise<boolean> {
  const { refreshToken } = logoutInput.parse(input ?? {});
  if (!ctx.user && !refreshToken) authorize(ctx, 'auth.logout');
  if (ctx.user?.sessionId) {
    await sql(ctx.em, `update sessions set revoked_at = now() where family_id = ? and user_id = ? and revoked_at is null`, [ctx.user.sessionId, ctx.user.id]);
  }
  if (refreshToken) {
    await sql(ctx.em, `update sessions set revoked_at = now() where revoked_at is null and family_id = (select family_id from sessions where token_hash = ?)`, [
      hashRefreshToken(refreshToken),
    ]);
  }
  return true;
}

export async function me(ctx: AppContext): Promise<PublicUser> {
  return present(authorize(ctx, 'auth.me'));
}

/** Checks the current password, stores the new one and revokes every other session of the user. */
export async function changePassword(ctx: AppContext, input: { oldPassword?: unknown; newPassword?: unknown }): Promise<boolean> {
  const user: AuthUser = authorize(ctx, 'auth.changePassword');
  const { oldPassword, newPassword } = changePasswordInput.parse(input ?? {});
  const attempt = await loginLimiter(ctx.deps.limiter).begin(user.email, null);
  try {
    const rows = await sql<{ password_hash: string }>(ctx.em, `select password_hash from users where id = ?`, [user.id]);
    if (!rows[0] || !(await verifyPassword(rows[0].password_hash, oldPassword))) {
      await attempt.failed();
      throw badInput('The current password is incorrect', { field: 'oldPassword' });
    }
  } finally {
    await attempt.end();
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.em.transactional(async (em) => {
    await sql(em, `update users set password_hash = ?, password_changed_at = now(), updated_at = now() where id = ?`, [passwordHash, user.id]);
    await sql(em, `update sessions set revoked_at = now() where user_id = ? and revoked_at is null and family_id is distinct from ?`, [
      user.id,
      user.sessionId ?? null,
    ]);
  });
  return true;
}
