import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server.js';
import { createUser } from '../../../test/users.js';
import { hashRefreshToken, openSuccessor, REFRESH_GRACE_SECONDS, sealSuccessor } from './auth.tokens.js';

const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken user { id } } }`;

describe('refresh grace window (two tabs refreshing at once)', () => {
  const fx = useTestServer();

  const conn = () => fx.db.deps.orm.em.getConnection();
  /** Moves a token's rotation back in time, as if the grace window had passed. */
  const ageRotation = (token: string, seconds: number) =>
    conn().execute(`update sessions set rotated_at = now() - make_interval(secs => ?) where token_hash = ?`, [seconds, hashRefreshToken(token)]);

  it('a successor is sealed for the token it replaces only', () => {
    const sealed = sealSuccessor('next-token', 'presented-token');
    expect(openSuccessor(sealed, 'presented-token')).toBe('next-token');
    expect(openSuccessor(sealed, 'another-token')).toBeNull();
    expect(openSuccessor('garbage', 'presented-token')).toBeNull();
    expect(sealed).not.toContain('next-token');
  });

  it('two concurrent refreshes with the same token both succeed with the same new token; the session lives on', async () => {
    const u = await createUser(fx.db);
    const [a, b] = await Promise.all([fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken }), fx.srv.gql(REFRESH, { t: u.refreshToken })]);
    expect(a.status).toBe(200);
    expect(b.errors).toBeUndefined();
    const fromB = b.data!.refreshToken;
    expect(fromB.refreshToken).toBe(a.body.refreshToken);
    expect(a.body.refreshToken).not.toBe(u.refreshToken);
    expect(fromB.user.id).toBe(u.id);
    // Both access tokens work, and the family goes on rotating normally.
    for (const token of [a.body.accessToken, fromB.accessToken]) expect((await fx.srv.rest('GET', '/auth/me', undefined, token)).status).toBe(200);
    const next = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: a.body.refreshToken });
    expect(next.status).toBe(200);
    expect((await fx.srv.rest('GET', '/auth/me', undefined, next.body.accessToken)).status).toBe(200);
    const revoked = await conn().execute(`select count(*)::int as n from sessions where user_id = ? and revoked_at is not null`, [u.id]);
    expect(revoked[0].n).toBe(0);
  });

  it('five tabs at once: one rotation, one live token, nobody signed out', async () => {
    const u = await createUser(fx.db);
    const answers = await Promise.all(Array.from({ length: 5 }, () => fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.refreshToken)).size).toBe(1);
    const live = await conn().execute(`select count(*)::int as n from sessions where user_id = ? and rotated_at is null and revoked_at is null`, [u.id]);
    expect(live[0].n).toBe(1);
  });

  it('a tab late by two rotations (still within the window) reaches the live token', async () => {
    const u = await createUser(fx.db);
    const first = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    const second = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: first.body.refreshToken });
    const late = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    expect(late.status).toBe(200);
    expect(late.body.refreshToken).toBe(second.body.refreshToken);
  });

  it(`reuse after the ${REFRESH_GRACE_SECONDS} s window still revokes the whole family`, async () => {
    const u = await createUser(fx.db);
    const first = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    expect(first.status).toBe(200);
    await ageRotation(u.refreshToken, REFRESH_GRACE_SECONDS + 1);
    expect(await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: first.body.refreshToken })).status).toBe(401);
    expect((await fx.srv.rest('GET', '/auth/me', undefined, first.body.accessToken)).status).toBe(401);
  });

  it('within the window a logged-out family stays logged out', async () => {
    const u = await createUser(fx.db);
    const first = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    await fx.srv.rest('POST', '/auth/logout', undefined, first.body.accessToken);
    expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
  });

  it('sealed successors are cleared once the window has passed', async () => {
    const u = await createUser(fx.db);
    await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    const sealed = async () =>
      (await conn().execute(`select successor_enc from sessions where token_hash = ?`, [hashRefreshToken(u.refreshToken)]))[0].successor_enc;
    expect(await sealed()).toEqual(expect.any(String));
    await ageRotation(u.refreshToken, REFRESH_GRACE_SECONDS + 1);
    await new Promise((r) => setTimeout(r, 1_100)); // the sweep runs at most once a second per process
    const other = await createUser(fx.db);
    await fx.srv.rest('POST', '/auth/refresh', { refreshToken: other.refreshToken });
    expect(await sealed()).toBeNull();
  });
});
