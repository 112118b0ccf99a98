import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { createUser, signIn, type TestUser } from '../../../test/users.js';
import { authenticateBearer } from './auth.bearer.js';
import { onSessionRevoked, parseRevocation, revokes, type SessionRevocation } from './auth.revocation.js';
import { changePassword, logout, refresh } from './auth.service.js';
import { hashRefreshToken, REFRESH_GRACE_SECONDS } from './auth.tokens.js';

const familyOf = (u: { accessToken: string }) => decodeJwt(u.accessToken).sid as string;

describe('session revocation signal: every way a session ends is told, after it has committed', () => {
  let db: TestDb;
  let heard: SessionRevocation[];
  let stop: () => void;
  beforeAll(async () => {
    db = await createTestDb();
    heard = [];
    stop = onSessionRevoked(db.deps.pubsub, (r) => heard.push(r));
  });
  afterAll(async () => {
    stop?.();
    await db?.close();
  });

  /** Runs `act`, then answers what was heard meanwhile (each revocation already visible in the database). */
  async function told(act: () => Promise<unknown>): Promise<SessionRevocation[]> {
    heard.length = 0;
    await act();
    await new Promise((r) => setTimeout(r, 20));
    return [...heard];
  }
  /** The signed-in context the bearer middleware would build for these tokens. */
  const ctxOf = async (u: TestUser) => db.ctx(await authenticateBearer(db.deps, `Bearer ${u.accessToken}`));

  it('logout by access token: that family', async () => {
    const u = await createUser(db);
    const ctx = await ctxOf(u);
    expect(await told(() => logout(ctx))).toEqual([{ kind: 'family', userId: u.id, familyId: familyOf(u) }]);
    expect((await authenticateBearer(db.deps, `Bearer ${u.accessToken}`)).user).toBeNull();
    // Already ended: nothing more to tell.
    expect(await told(() => logout(ctx))).toEqual([]);
  });

  it('logout by refresh token (signed out): the family of that token', async () => {
    const u = await createUser(db);
    expect(await told(() => logout(db.ctx(), { refreshToken: u.refreshToken }))).toEqual([{ kind: 'family', userId: u.id, familyId: familyOf(u) }]);
  });

  it('password change: every other session of the user, the caller kept', async () => {
    const u = await createUser(db);
    const other = await signIn(db, u.email, u.password);
    const ctx = await ctxOf(other);
    const revocations = await told(() => changePassword(ctx, { oldPassword: u.password, newPassword: `new-${u.password}-x` }));
    expect(revocations).toEqual([{ kind: 'allExcept', userId: u.id, keepFamilyId: familyOf(other) }]);
    expect(revokes(revocations[0], { userId: u.id, familyId: familyOf(u) })).toBe(true);
    expect(revokes(revocations[0], { userId: u.id, familyId: familyOf(other) })).toBe(false);
  });

  it('refresh-token reuse after the grace window: the whole family', async () => {
    const u = await createUser(db);
    await refresh(db.ctx(), { refreshToken: u.refreshToken });
    await db.deps.orm.em
      .getConnection()
      .execute(`update sessions set rotated_at = now() - make_interval(secs => ?) where token_hash = ?`, [
        REFRESH_GRACE_SECONDS + 1,
        hashRefreshToken(u.refreshToken),
      ]);
    const revocations = await told(() => refresh(db.ctx(), { refreshToken: u.refreshToken }).catch(() => undefined));
    expect(revocations).toEqual([{ kind: 'family', userId: u.id, familyId: familyOf(u) }]);
  });

  it('matches only the sessions it names, and ignores malformed messages', () => {
    const family: SessionRevocation = { kind: 'family', userId: 'u1', familyId: 'f1' };
    expect(revokes(family, { userId: 'u1', familyId: 'f1' })).toBe(true);
    expect(revokes(family, { userId: 'u1', familyId: 'f2' })).toBe(false);
    expect(revokes(family, { userId: 'u2', familyId: 'f1' })).toBe(false);
    expect(revokes({ kind: 'allExcept', userId: 'u1', keepFamilyId: null }, { userId: 'u1', familyId: 'f1' })).toBe(true);
    expect(parseRevocation(JSON.parse(JSON.stringify(family)))).toEqual(family);
    for (const bad of [null, 'x', {}, { kind: 'family', userId: 'u1' }, { kind: 'all', userId: 'u1' }, { kind: 'allExcept', userId: 1, keepFamilyId: null }])
      expect(parseRevocation(bad)).toBeNull();
  });
});
