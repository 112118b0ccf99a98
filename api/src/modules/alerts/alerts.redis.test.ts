import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, live, waitFor } from '../../../test/alerts.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { startServerProcess, type ServerProcess } from '../../../test/process.js';
import { testRedisUrl } from '../../../test/redis.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { importStudies } from '../imports/imports.service.js';

const REDIS_URL = (await testRedisUrl()) ?? '';

/**
 * Two real server processes on one database and one Redis: an alert created by a request on one
 * reaches its user subscribed on the other, and alerts written by a third process (as a CLI import
 * would) are pushed by a server's dispatcher — each exactly once.
 */
describe.runIf(REDIS_URL)('alerts across two server processes sharing PostgreSQL and Redis', () => {
  let db: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let alice: TestUser;
  let bob: TestUser;
  const clients: Client[] = [];
  const trial = buildTrial({ ticker: 'XPROC' });

  beforeAll(async () => {
    db = await createTestDb({ REDIS_URL });
    await insertTrials(db.ctx().em, [trial]);
    [alice, bob] = await Promise.all([createUser(db), createUser(db)]);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL,
      JWT_SECRET: db.deps.config.JWT_SECRET!,
      DATA_DIR: `/tmp/${db.name}`,
      WEB_DIST: `/tmp/${db.name}/no-web-build`,
    };
    [a, b] = await Promise.all([startServerProcess(env, 80_000), startServerProcess(env, 80_000)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(clients.map(async (c) => c.dispose()));
    for (const p of [a, b]) p?.kill('SIGKILL');
    await db?.close();
  });

  const ws = (p: ServerProcess, token: string) => {
    const client = createClient({
      url: `ws://127.0.0.1:${p.port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams: { authorization: `Bearer ${token}` },
    });
    clients.push(client);
    return client;
  };
  const gql = async (p: ServerProcess, query: string, variables: Record<string, unknown>, token: string) =>
    (await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json())) as { data?: any; errors?: unknown[] };

  it('an alert raised by a request on server A reaches its user on server B within 2 s, and no one else', async () => {
    await gql(a, `mutation($id: String!) { watch(kind: TRIAL, id: $id) { trials { nctId } } }`, { id: trial.nctId }, alice.accessToken);
    await gql(a, `mutation($id: ID!) { reanalyzeTrial(nctId: $id) { nctId } }`, { id: trial.nctId }, alice.accessToken);
    // the latest analysis said otherwise: the next re-analysis changes the recommendation
    const knex = db.ctx().em.getKnex();
    const { rows } = await knex.raw(`select recommendation from analyses where trial_nct_id = ? order by analyzed_at desc limit 1`, [trial.nctId]);
    const other = rows[0].recommendation === 'INVESTIR' ? 'NE_PAS_INVESTIR' : 'INVESTIR';
    await knex.raw(`update analyses set recommendation = ? where trial_nct_id = ?`, [other, trial.nctId]);
    const onB = listen(ws(b, alice.accessToken));
    const bobOnB = listen(ws(b, bob.accessToken));
    await live(db.deps.pubsub, alice.id, onB);
    await live(db.deps.pubsub, bob.id, bobOnB);
    const start = Date.now();
    const re = await gql(a, `mutation($id: ID!) { reanalyzeTrial(nctId: $id) { nctId } }`, { id: trial.nctId }, alice.accessToken);
    expect(re.errors).toBeUndefined();
    const ev = await waitFor(() => onB.events[0], 2000 - (Date.now() - start));
    expect(ev).toMatchObject({ kind: 'RECOMMENDATION_CHANGED', nctId: trial.nctId });
    await new Promise((r) => setTimeout(r, 300));
    expect(onB.events).toHaveLength(1);
    expect(bobOnB.events).toEqual([]);
  });

  it('an import in another process (as the CLI runs it) alerts the watchers, pushed once by the servers within 2 s', async () => {
    const nctId = 'NCT09922001';
    const version = (status: string) => {
      const s = structuredClone(ctgovFixture('NCT02724163.json')) as {
        protocolSection: { identificationModule: Record<string, unknown>; statusModule: Record<string, unknown> };
      };
      s.protocolSection.identificationModule.nctId = nctId;
      s.protocolSection.statusModule.overallStatus = status;
      return { study: s, source: 'test' };
    };
    // This test process plays the CLI: it has no dispatcher, a server's poll claims the rows.
    await importStudies(db.deps.orm.em.fork(), [version('RECRUITING')]);
    await gql(b, `mutation { watch(kind: COMPANY, id: "PFE") { companies { ticker } } }`, {}, bob.accessToken);
    const onA = listen(ws(a, bob.accessToken));
    const onB = listen(ws(b, bob.accessToken));
    await live(db.deps.pubsub, bob.id, onA);
    await live(db.deps.pubsub, bob.id, onB);
    onA.events.length = 0;
    onB.events.length = 0;
    const start = Date.now();
    await importStudies(db.deps.orm.em.fork(), [version('SUSPENDED')]);
    await waitFor(() => (onA.events[0] && onB.events[0]) || undefined, 2000);
    expect(Date.now() - start).toBeLessThan(2000 + 1000); // the import itself included
    await new Promise((r) => setTimeout(r, 1200));
    for (const events of [onA.events, onB.events]) {
      expect(events.map((e) => [e.kind, e.nctId])).toEqual([['TRIAL_CHANGED', nctId]]);
      expect(events[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'status', oldValue: 'RECRUITING', newValue: 'SUSPENDED' })]));
    }
  });
});
