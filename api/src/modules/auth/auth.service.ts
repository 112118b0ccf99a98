import crypto from 'node:crypto';
import { sql, type ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext, AuthUser } from '../../context.js';
import { joinedField, selectList, type Row } from '../../db/rows.js';
import { fail } from '../../errors.js';
import { loggerFor } from '../../lib/logger.js';
import { authPolicy } from './auth.policy.js';
import { PUBLIC_USER_FIELDS, Session, User, type PublicUserRow, type SessionEntity, type UserEntity } from './auth.entity.js';
import { loginLimiter } from './auth.limits.js';
import { hashPassword, verifyDummyPassword, verifyPassword } from './auth.password.js';
import { publishSessionRevoked, type SessionRevocation } from './auth.revocation.js';
import {
  hashRefreshToken,
  newRefreshToken,
  openSuccessor,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_MS,
  sealSuccessor,
  signAccessToken,
} from './auth.tokens.js';
import { changePasswordInput, languageInput, loginInput, logoutInput, refreshInput, registerInput } from './auth.validation.js';

export type PublicUser = PublicUserRow;

export interface AuthResult {
  accessToken: string;
  refreshToken: string;
  user: PublicUser;
}

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH = 'Invalid or expired refresh token, please sign in again';

const present = (u: PublicUser): PublicUser => ({ id: u.id, email: u.email, name: u.name ?? null });

/** Starts a session family (or continues `familyId`) and issues its first tokens. */
async function issueTokens(
  ctx: AppContext,
  em: EntityManager,
  user: PublicUser,
  familyId: string = crypto.randomUUID(),
  refreshToken = newRefreshToken(),
): Promise<AuthResult> {
  await em.insert(Session, {
    user: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    ip: ctx.ip?.slice(0, 64) ?? null,
  });
  const accessToken = await signAccessToken(ctx.deps.config, { sub: user.id, sid: familyId });
  return { accessToken, refreshToken, user };
}

/** Accounts created per address and hour; loopback callers (tests, local tools) are not limited. */
export const REGISTRATIONS_PER_HOUR = 20;

async function limitRegistrations(ctx: AppContext): Promise<void> {
  const ip = ctx.ip;
  if (!ip || /^(127\.|::1$|::ffff:127\.)/.test(ip)) return;
  await ctx.deps.limiter.consume(
    `register:ip:${ip}`,
    REGISTRATIONS_PER_HOUR,
    60 * 60 * 1000,
    'Too many accounts created from this address: retry later',
    'TOO_MANY_REGISTRATIONS',
  );
}

export async function register(ctx: AppContext, input: { email?: unknown; password?: unknown; name?: unknown }): Promise<AuthResult> {
  const { email, password, name } = registerInput.parse(input ?? {});
  await limitRegistrations(ctx);
  const passwordHash = await hashPassword(password);
  return ctx.em.transactional(async (em) => {
    const rows = await em
      .createQueryBuilder(User)
      .insert({ email, name, passwordHash, locale: ctx.locale })
      .onConflict('email')
      .ignore()
      .returning([...PUBLIC_USER_FIELDS])
      .execute<PublicUser[]>('all');
    if (!rows[0]) throw fail('EMAIL_TAKEN', 'An account with this email already exists', { field: 'email' });
    return issueTokens(ctx, em, present(rows[0]));
  });
}

export async function login(ctx: AppContext, input: { email?: unknown; password?: unknown }): Promise<AuthResult> {
  const { email, password } = loginInput.parse(input ?? {});
  const attempt = await loginLimiter(ctx.deps.limiter).begin(email, ctx.ip);
  try {
    const row = await ctx.em
      .createQueryBuilder(User)
      .select([...PUBLIC_USER_FIELDS, 'passwordHash'])
      .where({ email })
      .execute<Row<UserEntity, (typeof PUBLIC_USER_FIELDS)[number] | 'passwordHash'> | undefined>('get');
    const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyDummyPassword(password);
    if (!ok || !row) {
      await attempt.failed();
      throw fail('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
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
    // UPDATE … FROM users … RETURNING the owner: the compare-and-rotate and the user in one statement
    // (QueryBuilder has no UPDATE … FROM); the returning list comes from the entities' metadata.
    const [rotated] = await em.execute<(PublicUser & Row<SessionEntity, 'familyId'>)[]>(
      `update sessions s set rotated_at = now(), successor_enc = ?
         from users u
        where s.token_hash = ? and s.user_id = u.id and s.rotated_at is null and s.revoked_at is null and s.expires_at > now()
        returning ${selectList(em, Session, 's', ['familyId'])}, ${selectList(em, User, 'u', PUBLIC_USER_FIELDS)}`,
      [sealSuccessor(successor, refreshToken), tokenHash],
    );
    return rotated ? issueTokens(ctx, em, present(rotated), rotated.familyId, successor) : null;
  });
  if (result) {
    await sweepSuccessors(ctx.em);
    return result;
  }
  const replay = await replayWithinGrace(ctx, refreshToken);
  if (replay) return replay;
  // Not usable: if it was already rotated (and its family still alive), treat it as stolen.
  await revokeFamilyOf(ctx, { tokenHash, rotatedAt: { $ne: null } });
  throw fail('INVALID_REFRESH_TOKEN', INVALID_REFRESH);
}

/** A session read to follow a rotation (inGrace: rotated within the grace window, null when not rotated). */
type Replay = Row<SessionEntity, 'familyId' | 'rotatedAt' | 'successorEnc'> & { inGrace: boolean | null };

/**
 * A token rotated within the grace window: follows its sealed successors (a few steps at most) to the
 * family's live token and answers it with a new access token. Null when the chain leaves the window,
 * meets a revoked or expired token, or cannot be opened.
 */
async function replayWithinGrace(ctx: AppContext, presented: string): Promise<AuthResult | null> {
  let token = presented;
  for (let step = 0; step < 5; step++) {
    const row = await ctx.em
      .createQueryBuilder(Session, 's')
      .join('s.user', 'u')
      .select([
        's.familyId',
        's.rotatedAt',
        's.successorEnc',
        sql`s.rotated_at > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}) as "inGrace"`,
        ...PUBLIC_USER_FIELDS.map((f) => joinedField(ctx.em, User, 'u', f)),
      ])
      .where({ tokenHash: hashRefreshToken(token), revokedAt: null, expiresAt: { $gt: sql.now() } })
      .execute<(Replay & PublicUser) | undefined>('get');
    if (!row) return null;
    if (!row.rotatedAt) {
      if (step === 0) return null;
      const user = present(row);
      return { accessToken: await signAccessToken(ctx.deps.config, { sub: user.id, sid: row.familyId }), refreshToken: token, user };
    }
    const next = row.inGrace && row.successorEnc ? openSuccessor(row.successorEnc, token) : null;
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
  await em
    .nativeUpdate(
      Session,
      { successorEnc: { $ne: null }, rotatedAt: { $lt: sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})` } },
      { successorEnc: null },
    )
    .catch((err: unknown) => loggerFor(em).warn({ err }, 'refresh: clearing expired successors failed'));
}

/**
 * Once a revocation has committed: this process's session cache forgets the sessions at once (the
 * answer to the request that ended them, and every request after it, sees them ended), and every
 * process is told.
 */
function sessionsEnded(ctx: AppContext, revocation: SessionRevocation): void {
  ctx.deps.sessionCache?.revoke(revocation);
  publishSessionRevoked(ctx.deps.pubsub, revocation);
}

/** Revokes the live sessions of the family of the token matching `where`, in one statement, and tells every process. */
async function revokeFamilyOf(ctx: AppContext, where: ObjectQuery<SessionEntity>): Promise<void> {
  const em = ctx.em;
  const family = em.createQueryBuilder(Session, 'f').select('familyId').where(where);
  const revoked = await em
    .createQueryBuilder(Session)
    .update({ revokedAt: sql.now() })
    .where({ revokedAt: null, familyId: { $in: family.getKnexQuery() } })
    .returning(['familyId', 'user'])
    .execute<{ familyId: string; user: string }[]>('all');
  const families = new Map(revoked.map((r) => [r.familyId, r.user]));
  for (const [familyId, userId] of families) sessionsEnded(ctx, { kind: 'family', userId, familyId });
}

/**
 * Ends the caller's session: the family of the access token and/or of the given refresh token.
 * With neither usable, an expired access token still answers TOKEN_EXPIRED (the client refreshes and retries).
 */
export async function logout(ctx: AppContext, input: { refreshToken?: unknown } = {}): Promise<boolean> {
  const { refreshToken } = logoutInput.parse(input ?? {});
  if (!ctx.user && !refreshToken) authPolicy.authorize(ctx, 'auth.logout');
  if (ctx.user?.sessionId) {
    const { id: userId, sessionId: familyId } = ctx.user;
    const revoked = await ctx.em.nativeUpdate(Session, { familyId, user: userId, revokedAt: null }, { revokedAt: sql.now() });
    if (revoked) sessionsEnded(ctx, { kind: 'family', userId, familyId });
  }
  if (refreshToken) await revokeFamilyOf(ctx, { tokenHash: hashRefreshToken(refreshToken) });
  return true;
}

export async function me(ctx: AppContext): Promise<PublicUser> {
  return present(authPolicy.authorize(ctx, 'auth.me'));
}

/** Checks the current password, stores the new one and revokes every other session of the user. */
export async function changePassword(ctx: AppContext, input: { oldPassword?: unknown; newPassword?: unknown }): Promise<boolean> {
  const user: AuthUser = authPolicy.authorize(ctx, 'auth.changePassword');
  const { oldPassword, newPassword } = changePasswordInput.parse(input ?? {});
  const attempt = await loginLimiter(ctx.deps.limiter).begin(user.email, null);
  try {
    const row = await ctx.em.createQueryBuilder(User).select('passwordHash').where({ id: user.id }).execute<Row<UserEntity, 'passwordHash'> | undefined>('get');
    if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) {
      await attempt.failed();
      throw fail('WRONG_CURRENT_PASSWORD', 'The current password is incorrect', { field: 'oldPassword' });
    }
  } finally {
    await attempt.end();
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.em.transactional((em) => storeNewPassword(em, user.id, passwordHash, user.sessionId ?? null));
  sessionsEnded(ctx, { kind: 'allExcept', userId: user.id, keepFamilyId: user.sessionId ?? null });
  return true;
}

/**
 * Stores a new password hash and revokes every session of the user but `keepFamilyId` (the caller's,
 * on a password change; none on a reset), in the caller's transaction. The caller publishes the
 * revocation once it has committed (publishSessionRevoked), so open subscriptions end too.
 */
export async function storeNewPassword(em: EntityManager, userId: string, passwordHash: string, keepFamilyId: string | null): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { passwordHash, passwordChangedAt: sql.now(), updatedAt: sql.now() });
  await em.nativeUpdate(Session, { user: userId, revokedAt: null, ...(keepFamilyId ? { familyId: { $ne: keepFamilyId } } : {}) }, { revokedAt: sql.now() });
}

/** Stores the language of the signed-in user's emails (the web calls it when the user switches language). */
export async function setMyLanguage(ctx: AppContext, input: { locale?: unknown }): Promise<boolean> {
  const user: AuthUser = authPolicy.authorize(ctx, 'auth.me');
  const { locale } = languageInput.parse(input ?? {});
  await ctx.em.nativeUpdate(User, { id: user.id }, { locale });
  return true;
}
