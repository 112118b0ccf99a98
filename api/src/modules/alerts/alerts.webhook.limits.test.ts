import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/alerts.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { createTestDb, type TestDb } from '../../../test/db.js';
import { testRedisUrl } from '../../../test/redis.js';
import { startTestServer, useTestServer, type TestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { createAlertsForTrialChanges } from './alerts.create.js';
import { WEBHOOK_CHANGED_TOPIC, type WebhookChange } from './alerts.webhook.inflight.js';

/** The deadline of these tests' server (WEBHOOK_TIMEOUT_MS). */
const DEADLINE_MS = 2000;

interface Seen {
  at: number;
  closedAt?: number;
  written: number;
}

/**
 * A receiver for the enclosing describe block that never finishes its answer, by path: `/hang`
 * never answers, `/dribble` answers 200 then a byte every 200 ms, `/huge` answers 200 then an
 * endless body as fast as the connection takes it. `seen` has one entry per path requested.
 */
function useReceiver(): { readonly base: string; seen: Map<string, Seen> } {
  const fx = { base: '', seen: new Map<string, Seen>() };
  let receiver: http.Server;
  const timers = new Set<NodeJS.Timeout>();
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const path = req.url ?? '';
      const entry: Seen = { at: Date.now(), written: 0 };
      fx.seen.set(path, entry);
      req.socket.on('close', () => (entry.closedAt = Date.now()));
      req.resume();
      req.on('end', () => {
        if (path === '/hang') return;
        res.writeHead(200, { 'content-type': 'text/plain' });
        if (path === '/dribble') {
          const t = setInterval(() => {
            if (res.destroyed) return clearInterval(t);
            res.write('x');
            entry.written++;
          }, 200);
          timers.add(t);
        } else if (path === '/huge') {
          const chunk = Buffer.alloc(64 * 1024, 'y');
          const pump = () => {
            while (!res.destroyed && res.write(chunk)) entry.written += chunk.length;
          };
          res.on('drain', pump);
          pump();
        }
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    fx.base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const t of timers) clearInterval(t);
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  });
  return fx;
}

/** A user watching a trial of their own with a webhook to `url`; answers how to raise an alert for them. */
async function subscriber(db: TestDb, srv: TestServer, url: string): Promise<{ user: TestUser; raise: () => Promise<unknown> }> {
  const trial = buildTrial();
  await insertTrials(db.ctx().em, [trial]);
  const user = await createUser(db);
  await srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: trial.nctId }, user.accessToken);
  expect((await srv.rest('PUT', '/alerts/webhook', { url }, user.accessToken)).status).toBe(200);
  const raise = () =>
    createAlertsForTrialChanges(db.ctx().em, [
      { nctId: trial.nctId, field: 'overallStatus', oldValue: 'RECRUITING', newValue: 'COMPLETED', changedAt: null, slipDays: null },
    ]);
  return { user, raise };
}

/** The user's deliveries once the one there is no longer PENDING (read in the table: a deleted webhook is not shown). */
async function settled(db: TestDb, user: TestUser): Promise<{ status: string; lastError: string | null }[]> {
  const knex = db.ctx().em.getKnex();
  for (let i = 0; ; i++) {
    const { rows } = await knex.raw<{ rows: { status: string; lastError: string | null }[] }>(
      `select status, last_error as "lastError" from webhook_deliveries where user_id = ?`,
      [user.id],
    );
    if ((rows.length === 1 && rows[0].status !== 'PENDING') || i === 100) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Receivers that never finish their answer: the connection must be closed by the server, at the
 * deadline, past the answer cap, or as soon as the webhook is deleted.
 */
describe('webhook attempts are bounded (a real local receiver)', () => {
  const fx = useTestServer({ WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_TIMEOUT_MS: DEADLINE_MS });
  const rx = useReceiver();
  const seen = rx.seen;

  it('closes a connection that answers 200 then sends a byte at a time, at the deadline', async () => {
    const { user, raise } = await subscriber(fx.db, fx.srv, `${rx.base}/dribble`);
    await raise();
    const entry = await waitFor(() => seen.get('/dribble'), 5000);
    await waitFor(() => entry.closedAt, DEADLINE_MS + 3000);
    expect(entry.closedAt! - entry.at).toBeLessThan(DEADLINE_MS + 1000);
    expect(entry.written).toBeGreaterThan(0);
    // the receiver did answer 200: that is a delivery
    expect(await settled(fx.db, user)).toEqual([{ status: 'DELIVERED', lastError: null }]);
  });

  it('stops reading an endless answer past the cap, long before the deadline', async () => {
    const { user, raise } = await subscriber(fx.db, fx.srv, `${rx.base}/huge`);
    await raise();
    const entry = await waitFor(() => seen.get('/huge'), 5000);
    await waitFor(() => entry.closedAt, DEADLINE_MS + 3000);
    expect(entry.closedAt! - entry.at).toBeLessThan(DEADLINE_MS / 2);
    // what the receiver could write is what the sockets' buffers held, not an endless stream
    expect(entry.written).toBeLessThan(32 * 1024 * 1024);
    expect(await settled(fx.db, user)).toEqual([{ status: 'DELIVERED', lastError: null }]);
  });

  it('closes an attempt in flight as soon as its webhook is deleted', async () => {
    const { user, raise } = await subscriber(fx.db, fx.srv, `${rx.base}/hang`);
    await raise();
    const entry = await waitFor(() => seen.get('/hang'), 5000);
    const deletedAt = Date.now();
    expect((await fx.srv.rest('DELETE', '/alerts/webhook', undefined, user.accessToken)).body).toEqual({ success: true, deleted: true });
    await waitFor(() => entry.closedAt, DEADLINE_MS + 3000);
    expect(entry.closedAt! - deletedAt).toBeLessThan(DEADLINE_MS / 2);
    // the attempt is over for good: its webhook is gone
    expect(await settled(fx.db, user)).toEqual([{ status: 'FAILED', lastError: 'The webhook was removed' }]);
  });
});

const REDIS_URL = (await testRedisUrl()) ?? '';

/**
 * Two servers on one database and one Redis; A runs the attempt. Both live in this test's process,
 * where a deletion's local cancellation would reach A's attempt too: so the other process is played
 * by what crosses between processes, the row deleted and the change published on B's Redis pub/sub.
 */
describe.runIf(REDIS_URL)('webhook deleted on another process', () => {
  const config = { WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_TIMEOUT_MS: DEADLINE_MS, REDIS_URL };
  const rx = useReceiver();
  let dbA: TestDb;
  let dbB: TestDb;
  let a: TestServer;

  beforeAll(async () => {
    dbA = await createTestDb(config);
    dbB = await createTestDb(config, { shareDatabaseOf: dbA });
    a = await startTestServer(dbA);
  });
  afterAll(async () => {
    await a?.close();
    await dbB?.close();
    await dbA?.close();
  });

  it('closes the attempt in flight there as soon as the deletion is published', async () => {
    const { user, raise } = await subscriber(dbA, a, `${rx.base}/hang`);
    await raise();
    const entry = await waitFor(() => rx.seen.get('/hang'), 5000);
    const deletedAt = Date.now();
    await dbB.ctx().em.getKnex().raw('delete from webhooks where user_id = ?', [user.id]);
    const change: WebhookChange = { userId: user.id, removed: true };
    dbB.deps.pubsub.publish(WEBHOOK_CHANGED_TOPIC, change);
    await waitFor(() => entry.closedAt, DEADLINE_MS + 3000);
    expect(entry.closedAt! - deletedAt).toBeLessThan(DEADLINE_MS / 2);
    expect(await settled(dbA, user)).toEqual([{ status: 'FAILED', lastError: 'The webhook was removed' }]);
  });
});
