import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/server.js';
import { createUser, signIn, type TestUser } from '../../../test/users.js';
import { hashRefreshToken, REFRESH_GRACE_SECONDS, signAccessToken } from './auth.tokens.js';

const ME = `{ me { id email name } }`;
const CHANGE_PASSWORD = `mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }`;
const familyOf = (u: { accessToken: string }) => decodeJwt(u.accessToken).sid as string;

/** The server's session cache: signed-in requests checked in memory, invalidated by every way a session ends. */
describe('sessions checked in memory', () => {
  const fx = useTestServer();
  const cache = () => fx.db.deps.sessionCache!;
  const sql = (text: string, values: unknown[] = []) => fx.db.deps.orm.em.fork().getConnection().execute(text, values);

  const eventually = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  /** Runs `act` and answers the SQL statements the server sent meanwhile. */
  async function statementsOf<T>(act: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const knex = fx.db.deps.orm.em.getKnex();
    const onQuery = (q: { sql: string }) => statements.push(q.sql);
    knex.on('query', onQuery);
    try {
      return { result: await act(), statements };
    } finally {
      knex.off('query', onQuery);
    }
  }
  const sessionChecks = (statements: string[]) => statements.filter((s) => /from "sessions"/.test(s)).length;

  const me = (token: string) => fx.srv.gql(ME, {}, token);
  const codeOf = async (token: string) => (await me(token)).errors?.[0]?.extensions?.code ?? 'OK';

  /** How long after `since` the token is refused (polling), or throws past `ms`. */
  async function refusedWithin(token: string, since: number, ms = 1000): Promise<number> {
    for (;;) {
      if ((await codeOf(token)) === 'UNAUTHENTICATED') return performance.now() - since;
      if (performance.now() - since > ms) throw new Error(`token still accepted ${ms} ms after its session ended`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /** Makes requests until the session is kept in memory (on a loaded machine a late heartbeat may pause the cache for a moment). */
  async function warm(u: TestUser): Promise<void> {
    await eventually(async () => {
      expect((await me(u.accessToken)).data?.me.id).toBe(u.id);
      return cache().get(u.id, familyOf(u)) !== undefined;
    });
  }

  beforeAll(async () => {
    await eventually(() => cache().serving);
  });

  it('a live session is checked once in the database, then in memory over GraphQL, REST and WebSocket', async () => {
    const u = await createUser(fx.db);
    const first = await statementsOf(() => me(u.accessToken));
    expect(first.result.data?.me).toEqual({ id: u.id, email: u.email, name: u.name });
    expect(sessionChecks(first.statements)).toBe(1);

    const { hits } = cache().stats;
    const again = await statementsOf(async () => ({
      gql: await me(u.accessToken),
      rest: await fx.srv.rest('GET', '/auth/me', undefined, u.accessToken),
      ws: await new Promise<unknown>((resolve, reject) => {
        const client = fx.srv.ws({ authorization: `Bearer ${u.accessToken}` });
        client.subscribe({ query: ME }, { next: (v) => resolve(v.data), error: reject, complete: () => undefined });
      }),
    }));
    expect(again.result.gql.data?.me).toEqual(first.result.data?.me);
    expect(again.result.rest).toMatchObject({ status: 200, body: { success: true, user: { id: u.id, email: u.email } } });
    expect(again.result.ws).toEqual({ me: first.result.data?.me });
    expect(sessionChecks(again.statements)).toBe(0);
    expect(cache().stats.hits).toBe(hits + 3);
  });

  it('logout: refused at once by the process that ended it', async () => {
    const u = await createUser(fx.db);
    await warm(u);
    expect((await fx.srv.gql('mutation { logout }', {}, u.accessToken)).errors).toBeUndefined();
    expect(await codeOf(u.accessToken)).toBe('UNAUTHENTICATED');
    expect((await fx.srv.rest('GET', '/auth/me', undefined, u.accessToken)).status).toBe(401);
  });

  it('password change: every other session refused at once, the caller’s kept', async () => {
    const u = await createUser(fx.db);
    const other = await signIn(fx.db, u.email, u.password);
    await warm(u);
    await warm(other);
    expect((await fx.srv.gql(CHANGE_PASSWORD, { o: u.password, n: `${u.password}-renewed` }, other.accessToken)).errors).toBeUndefined();
    expect(await codeOf(u.accessToken)).toBe('UNAUTHENTICATED');
    expect((await me(other.accessToken)).data?.me.id).toBe(u.id);
    // PostgreSQL's announcement names the user: the caller's session is checked in the database once more, then kept again.
    await new Promise((r) => setTimeout(r, 100));
    await me(other.accessToken);
    const kept = await statementsOf(() => me(other.accessToken));
    expect(kept.result.data?.me.id).toBe(u.id);
    expect(sessionChecks(kept.statements)).toBe(0);
  });

  it('refresh-token reuse past the grace window: the whole family refused at once, the access tokens it issued included', async () => {
    const u = await createUser(fx.db);
    const rotated = await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken });
    expect(rotated.status).toBe(200);
    await warm(u);
    expect((await me(rotated.body.accessToken)).data?.me.id).toBe(u.id);
    await sql(`update sessions set rotated_at = now() - make_interval(secs => ?) where token_hash = ?`, [
      REFRESH_GRACE_SECONDS + 1,
      hashRefreshToken(u.refreshToken),
    ]);
    expect((await fx.srv.rest('POST', '/auth/refresh', { refreshToken: u.refreshToken })).status).toBe(401);
    expect(await codeOf(u.accessToken)).toBe('UNAUTHENTICATED');
    expect(await codeOf(rotated.body.accessToken)).toBe('UNAUTHENTICATED');
  });

  it('written elsewhere (another process, an operator’s SQL): a revoked session, a deleted user, a new name — within 1 s, announced by PostgreSQL', async () => {
    const revoked = await createUser(fx.db);
    const deleted = await createUser(fx.db);
    const renamed = await createUser(fx.db);
    for (const u of [revoked, deleted, renamed]) await warm(u);

    let since = performance.now();
    await sql(`update sessions set revoked_at = now() where family_id = ?`, [familyOf(revoked)]);
    const afterRevocation = await refusedWithin(revoked.accessToken, since);

    since = performance.now();
    await sql(`delete from users where id = ?`, [deleted.id]);
    const afterDeletion = await refusedWithin(deleted.accessToken, since);

    since = performance.now();
    await sql(`update users set name = 'Renamed', email = ? where id = ?`, [`renamed-${renamed.email}`, renamed.id]);
    await eventually(async () => (await me(renamed.accessToken)).data?.me.name === 'Renamed', 1000);
    expect((await me(renamed.accessToken)).data?.me).toEqual({ id: renamed.id, email: `renamed-${renamed.email}`, name: 'Renamed' });
    const afterRename = performance.now() - since;

    for (const ms of [afterRevocation, afterDeletion, afterRename]) expect(ms).toBeLessThan(1000);
    // What changes nothing a request relies on keeps the sessions in memory.
    const kept = await createUser(fx.db);
    await warm(kept);
    await sql(`update users set locale = 'en' where id = ?`, [kept.id]);
    await fx.srv.rest('POST', '/auth/refresh', { refreshToken: kept.refreshToken });
    await new Promise((r) => setTimeout(r, 100));
    expect(cache().get(kept.id, familyOf(kept))).toBeDefined();
  });

  it('while the announcements cannot be heard, every request is checked in the database; from memory again once they can', async () => {
    const u = await createUser(fx.db);
    const victim = await createUser(fx.db);
    await warm(u);
    await warm(victim);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'trialyst-cache-listener' and datname = current_database()`);
    await eventually(() => !cache().serving);
    expect(cache().size).toBe(0);

    for (let i = 0; i < 2; i++) {
      const checked = await statementsOf(() => me(u.accessToken));
      expect(checked.result.data?.me.id).toBe(u.id);
      expect(sessionChecks(checked.statements)).toBe(1);
    }
    // A revocation is seen by the very next request, announced or not.
    await sql(`update sessions set revoked_at = now() where family_id = ?`, [familyOf(victim)]);
    expect(await codeOf(victim.accessToken)).toBe('UNAUTHENTICATED');

    await eventually(() => cache().serving);
    await me(u.accessToken);
    const fromMemory = await statementsOf(() => me(u.accessToken));
    expect(fromMemory.result.data?.me.id).toBe(u.id);
    expect(sessionChecks(fromMemory.statements)).toBe(0);
  });

  it('keeps the answers for bad tokens: expired (even once verified) is TOKEN_EXPIRED, forged is UNAUTHENTICATED, public fields stay anonymous', async () => {
    const u = await createUser(fx.db);
    const exp = Math.floor(Date.now() / 1000) + 1;
    const short = await signAccessToken(fx.db.deps.config, { sub: u.id, sid: familyOf(u) }, { expiresAt: exp });
    expect(await codeOf(short)).toBe('OK');
    await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 - Date.now()) + 50));
    expect(await codeOf(short)).toBe('TOKEN_EXPIRED');
    expect(await codeOf(short)).toBe('TOKEN_EXPIRED');

    const [header, payload] = u.accessToken.split('.');
    expect(await codeOf(`${header}.${payload}.${'A'.repeat(43)}`)).toBe('UNAUTHENTICATED');
    const anonymous = await fx.srv.gql(`{ mailStatus { enabled } }`, {}, 'not-a-token');
    expect(anonymous.errors).toBeUndefined();
  });
});
