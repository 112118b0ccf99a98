import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { listen, live, waitFor } from '../../test/alerts.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { testRedisUrl } from '../../test/redis.js';
import { useTestServer, useTwoServers, type TestServer } from '../../test/server.js';
import { createUser, signIn, type TestUser } from '../../test/users.js';
import { createAlertsForTrialChanges } from '../modules/alerts/alerts.create.js';
import { signAccessToken } from '../modules/auth/auth.tokens.js';

const REDIS_URL = (await testRedisUrl()) ?? '';

const statusChange = (nctId: string) => ({
  nctId,
  field: 'overallStatus',
  oldValue: 'RECRUITING',
  newValue: 'TERMINATED',
  changedAt: new Date('2026-11-20T00:00:00Z'),
  slipDays: null,
});

const LOGOUT = `mutation { logout }`;
const CHANGE_PASSWORD = `mutation($o: String!, $n: String!) { changePassword(oldPassword: $o, newPassword: $n) }`;

type Listener = ReturnType<typeof listen>;

/** The error a subscription ended with: the formatted GraphQL errors of graphql-ws's `error` message. */
const endedWith = (l: Listener) => l.errors[0] as { message: string; extensions?: { code?: string } }[] | undefined;

async function watch(srv: TestServer, users: TestUser[], nctId: string) {
  for (const u of users) expect((await srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: nctId }, u.accessToken)).status).toBe(200);
}

describe('a live subscription ends with its session', () => {
  const fx = useTestServer();
  const trial = buildTrial();
  let loggedOut: TestUser;
  let passwordChanged: TestUser;
  let expiring: TestUser;
  let valid: TestUser;
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [trial]);
    [loggedOut, passwordChanged, expiring, valid] = await Promise.all([createUser(fx.db), createUser(fx.db), createUser(fx.db), createUser(fx.db)]);
    await watch(fx.srv, [loggedOut, passwordChanged, expiring, valid], trial.nctId);
  });

  it('logout, a password change from another session and token expiry each end alertCreated with UNAUTHENTICATED; no alert reaches them after', async () => {
    // A token of the same session that expires within 1-2 s.
    const shortToken = await signAccessToken(
      fx.db.deps.config,
      { sub: expiring.id, sid: decodeJwt(expiring.accessToken).sid as string },
      { expiresAt: Math.floor(Date.now() / 1000) + 2 },
    );
    const subs = {
      loggedOut: listen(fx.srv.ws({ authorization: `Bearer ${loggedOut.accessToken}` })),
      passwordChanged: listen(fx.srv.ws({ authorization: `Bearer ${passwordChanged.accessToken}` })),
      expiring: listen(fx.srv.ws({ authorization: `Bearer ${shortToken}` })),
      valid: listen(fx.srv.ws({ authorization: `Bearer ${valid.accessToken}` })),
    };
    await Promise.all([
      live(fx.db.deps.pubsub, loggedOut.id, subs.loggedOut),
      live(fx.db.deps.pubsub, passwordChanged.id, subs.passwordChanged),
      live(fx.db.deps.pubsub, expiring.id, subs.expiring),
      live(fx.db.deps.pubsub, valid.id, subs.valid),
    ]);

    expect((await fx.srv.gql(LOGOUT, {}, loggedOut.accessToken)).errors).toBeUndefined();
    const elsewhere = await signIn(fx.db, passwordChanged.email, passwordChanged.password);
    const changed = await fx.srv.gql(CHANGE_PASSWORD, { o: passwordChanged.password, n: `${passwordChanged.password}-renewed` }, elsewhere.accessToken);
    expect(changed.errors).toBeUndefined();
    const revoked = { message: 'The session has ended: sign in again', extensions: { code: 'UNAUTHENTICATED', reason: 'SESSION_REVOKED', params: {} } };
    const expired = {
      message: 'The access token has expired: refresh it and subscribe again',
      extensions: { code: 'UNAUTHENTICATED', reason: 'ACCESS_TOKEN_EXPIRED', params: {} },
    };
    for (const [name, error] of [
      ['loggedOut', revoked],
      ['passwordChanged', revoked],
      ['expiring', expired],
    ] as const)
      expect(await waitFor(() => endedWith(subs[name]), 4000), name).toMatchObject([error]);

    expect(await createAlertsForTrialChanges(fx.db.ctx().em, [statusChange(trial.nctId)])).toBe(4);
    const received = await waitFor(() => subs.valid.events[0], 3000);
    expect(received).toMatchObject({ kind: 'TRIAL_CHANGED', nctId: trial.nctId });
    await new Promise((r) => setTimeout(r, 300));
    for (const name of ['loggedOut', 'passwordChanged', 'expiring'] as const) {
      expect(subs[name].events, name).toEqual([]);
      expect(subs[name].errors, name).toHaveLength(1);
    }
    expect(subs.valid.errors).toEqual([]);
    // The password change kept the session it was made from.
    expect((await fx.srv.rest('GET', '/auth/me', undefined, elsewhere.accessToken)).status).toBe(200);
  });

  it('every subscription of the session ends, public ones too (they may read the viewer); an anonymous subscriber goes on', async () => {
    const u = await createUser(fx.db);
    const feed = (client: ReturnType<TestServer['ws']>) => {
      const out = { events: [] as unknown[], errors: [] as unknown[] };
      client.subscribe(
        { query: `subscription { reactionsFeed { nctId likes } }` },
        { next: (v) => out.events.push(v.data), error: (e) => out.errors.push(e), complete: () => undefined },
      );
      return out;
    };
    const signedIn = fx.srv.ws({ authorization: `Bearer ${u.accessToken}` });
    const signedInFeed = feed(signedIn);
    const alerts = listen(signedIn);
    const anonymousFeed = feed(fx.srv.ws());
    await live(fx.db.deps.pubsub, u.id, alerts);
    // Likes (toggled) until both feeds are live.
    const like = () => fx.srv.rest('POST', `/trials/${trial.nctId}/like`, undefined, valid.accessToken);
    for (let i = 0; !(signedInFeed.events.length && anonymousFeed.events.length); i++) {
      if (i === 20) throw new Error('reactionsFeed not live');
      expect((await like()).status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }

    expect((await fx.srv.gql(LOGOUT, {}, u.accessToken)).errors).toBeUndefined();
    await waitFor(() => endedWith(alerts), 3000);
    await waitFor(() => signedInFeed.errors[0], 3000);
    expect(signedInFeed.errors[0]).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
    const before = { signedIn: signedInFeed.events.length, anonymous: anonymousFeed.events.length };
    expect((await like()).status).toBe(200);
    await waitFor(() => anonymousFeed.events[before.anonymous], 3000);
    await new Promise((r) => setTimeout(r, 200));
    expect(signedInFeed.events).toHaveLength(before.signedIn);
    expect(anonymousFeed.errors).toEqual([]);
  });
});

describe.runIf(REDIS_URL)('a session revoked on one process ends its subscriptions on another (Redis)', () => {
  const fx = useTwoServers(REDIS_URL);
  const trial = buildTrial();

  it('logout on A ends the subscription on B with UNAUTHENTICATED; the alert is not delivered', async () => {
    await insertTrials(fx.dbA.ctx().em, [trial]);
    const [u, other] = await Promise.all([createUser(fx.dbA), createUser(fx.dbA)]);
    await watch(fx.srvA, [u, other], trial.nctId);
    const onB = listen(fx.srvB.ws({ authorization: `Bearer ${u.accessToken}` }));
    const otherOnB = listen(fx.srvB.ws({ authorization: `Bearer ${other.accessToken}` }));
    await live(fx.dbB.deps.pubsub, u.id, onB);
    await live(fx.dbB.deps.pubsub, other.id, otherOnB);

    expect((await fx.srvA.gql(LOGOUT, {}, u.accessToken)).errors).toBeUndefined();
    const errors = await waitFor(() => endedWith(onB), 3000);
    expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);

    expect(await createAlertsForTrialChanges(fx.dbA.ctx().em, [statusChange(trial.nctId)])).toBe(2);
    await waitFor(() => otherOnB.events[0], 3000);
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.events).toEqual([]);
  });
});
