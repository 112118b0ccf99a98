import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { HEARTBEAT_MS, listenToChannel, type ChannelListener } from './response-cache.listener.js';

/** A listener that records what it is told. */
function recorder() {
  const heard = { listening: false, toggles: [] as boolean[], payloads: [] as string[], alive: [] as number[] };
  const listener: ChannelListener = {
    setListening: (on) => {
      heard.listening = on;
      heard.toggles.push(on);
    },
    notify: (payload) => heard.payloads.push(payload),
    alive: (sentAt) => heard.alive.push(sentAt),
  };
  return { heard, listener };
}

const eventually = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('listening connection shared by every channel of a database', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  const sql = (text: string, values: unknown[] = []) => db.deps.orm.em.getConnection().execute(text, values);
  const notify = (channel: string, payload: string) => sql(`select pg_notify(?, ?)`, [channel, payload]);
  const listenerConnections = async () =>
    Number((await sql(`select count(*) as n from pg_stat_activity where application_name = 'trialyst-cache-listener' and datname = current_database()`))[0].n);

  it('one connection for several channels; each listener hears its channel only, from the acknowledgment of its LISTEN', async () => {
    const a = recorder();
    const b = recorder();
    const a2 = recorder();
    const stopA = listenToChannel(db.url, 'test_channel_a', a.listener);
    const stopB = listenToChannel(db.url, 'test_channel_b', b.listener);
    await eventually(() => a.heard.listening && b.heard.listening);
    // A second listener of a channel already heard is told at once.
    const stopA2 = listenToChannel(db.url, 'test_channel_a', a2.listener);
    expect(a2.heard.listening).toBe(true);
    expect(await listenerConnections()).toBe(1);

    await notify('test_channel_a', 'one');
    await notify('test_channel_b', 'two');
    await sql(`notify test_channel_a`); // no payload
    await eventually(() => a.heard.payloads.length === 2 && b.heard.payloads.length === 1);
    expect(a.heard.payloads).toEqual(['one', '']);
    expect(a2.heard.payloads).toEqual(['one', '']);
    expect(b.heard.payloads).toEqual(['two']);

    // Stopping one listener leaves the others (and the connection) alone.
    await stopA2.close();
    expect(a2.heard.listening).toBe(false);
    await notify('test_channel_a', 'three');
    await eventually(() => a.heard.payloads.length === 3);
    expect(a2.heard.payloads).toHaveLength(2);

    // The last one closes the connection.
    await stopA.close();
    await stopB.close();
    await eventually(async () => (await listenerConnections()) === 0);
  });

  it('a heartbeat tells how recently the connection was alive', async () => {
    const a = recorder();
    const stop = listenToChannel(db.url, 'test_channel_beat', a.listener);
    await eventually(() => a.heard.alive.length >= 3, 5 * HEARTBEAT_MS + 3000);
    const [first, , third] = a.heard.alive;
    expect(third).toBeGreaterThan(first);
    expect(a.heard.alive.at(-1)!).toBeGreaterThan(performance.now() - 2000);
    await stop.close();
  });

  it('a lost connection turns every listener off at once; they are on again, and hear again, once it is back', async () => {
    const a = recorder();
    const b = recorder();
    const stopA = listenToChannel(db.url, 'test_channel_c', a.listener);
    const stopB = listenToChannel(db.url, 'test_channel_d', b.listener);
    await eventually(() => a.heard.listening && b.heard.listening);
    await sql(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'trialyst-cache-listener' and datname = current_database()`);
    await eventually(() => !a.heard.listening && !b.heard.listening);
    await eventually(() => a.heard.listening && b.heard.listening);
    expect(a.heard.toggles).toEqual([true, false, true]);
    const aliveBefore = a.heard.alive.length;
    await notify('test_channel_c', 'after');
    await notify('test_channel_d', 'after too');
    await eventually(() => a.heard.payloads.includes('after') && b.heard.payloads.includes('after too'));
    await eventually(() => a.heard.alive.length > aliveBefore);
    expect(await listenerConnections()).toBe(1);
    await stopA.close();
    await stopB.close();
  });

  it('refuses a channel name it could not quote safely', () => {
    expect(() => listenToChannel(db.url, 'bad"; drop table users; --', recorder().listener)).toThrow(/channel name/);
  });
});
