import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { watchDatabaseHealth } from './health.js';
import { openOrm, poolControlOf, type Orm } from './orm.js';
import { app } from '../composition.js';

/**
 * The probe opens a new connection; under a CPU peak a new backend can take longer than the ping
 * timeout while the pooled connections answer normally. Such a server is slow, not down: the
 * monitor must not fail every request with 503 and drop working connections. Here the probe's
 * address is a socket that accepts and never answers (a stall every time), the pool's is the real
 * test PostgreSQL.
 */
describe('database health monitor', () => {
  let db: TestDb;
  let orm: Orm;
  let blackHole: net.Server;
  let blackHoleUrl: string;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    db = await createTestDb();
    orm = await openOrm(db.url, app.entities, { pool: { min: 0, max: 2 } });
    blackHole = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => blackHole.listen(0, '127.0.0.1', r));
    blackHoleUrl = `postgres://nobody:x@127.0.0.1:${(blackHole.address() as net.AddressInfo).port}/none`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => blackHole?.close(r));
    await orm?.close(true);
    await db?.close();
  });

  it('stays up while the pool keeps getting answers, though the probe stalls', async () => {
    const lines: string[] = [];
    const health = watchDatabaseHealth(orm, blackHoleUrl, { intervalMs: 50, pingTimeoutMs: 100, stallsToOpen: 2, log: (l) => lines.push(l) });
    try {
      const until = Date.now() + 800;
      while (Date.now() < until) {
        await orm.em.fork().getConnection().execute('select 1');
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(health.state).toBe('up');
      expect(lines).toEqual([]);
      expect(poolControlOf(orm)?.lastAnswerAt).toBeGreaterThan(0);
    } finally {
      await health.stop();
    }
  });

  it('opens when the probe stalls and the pool gets no answer either', async () => {
    const lines: string[] = [];
    const health = watchDatabaseHealth(orm, blackHoleUrl, { intervalMs: 50, pingTimeoutMs: 100, stallsToOpen: 2, log: (l) => lines.push(l) });
    try {
      const until = Date.now() + 3000;
      while (health.state === 'up' && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(health.state).toBe('down');
      expect(lines.join('\n')).toMatch(/Database unavailable \(database not answering\)/);
    } finally {
      await health.stop();
    }
  });
});
