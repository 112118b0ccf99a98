import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { queryOnce } from '../../test/pg.js';
import { LOCKS, withAdvisoryLock } from './advisory-lock.js';
import { databaseUrl } from './embedded.js';
import { loadMigrations } from './migrations/index.js';
import { migrate, openOrm, type Orm } from './orm.js';
import { app } from '../composition.js';

/** Several server processes starting at once on an empty database (cluster workers, replicas). */
describe('migrations under an advisory lock', () => {
  const server = inject('dbServerUrl');
  const name = `${inject('dbPrefix')}_mig_${crypto.randomBytes(4).toString('hex')}`;
  const url = databaseUrl(server, name);
  const orms: Orm[] = [];
  beforeAll(async () => {
    await queryOnce(server, `create database "${name}"`);
    for (let i = 0; i < 3; i++) orms.push(await openOrm(url, app.entities));
  });
  afterAll(async () => {
    for (const orm of orms) await orm.close(true);
    await queryOnce(server, `drop database if exists "${name}" with (force)`);
  });

  it('three processes migrating at once: one applies every migration, the others wait and find nothing to do', async () => {
    const waited: number[] = [];
    const results = await Promise.all(orms.map((orm, i) => migrate(orm, { log: () => waited.push(i) })));
    const all = (await loadMigrations()).map((m) => m.name);
    const appliers = results.filter((r) => r.length > 0);
    expect(appliers).toEqual([all]);
    expect(results.filter((r) => r.length === 0)).toHaveLength(2);
    expect(waited.length).toBeGreaterThanOrEqual(1);
    const rows = await queryOnce(url, 'select name from mikro_orm_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(all);
  });

  it('the lock is held for the callback only, and released when its connection ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = withAdvisoryLock(url, LOCKS.startupData, async () => {
      order.push('first in');
      await held;
      order.push('first out');
    });
    await new Promise((r) => setTimeout(r, 100));
    const second = withAdvisoryLock(url, LOCKS.startupData, async () => void order.push('second'), { onWait: () => order.push('second waits') });
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['first in', 'second waits']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'second waits', 'first out', 'second']);
    // Nothing left held on the server.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
