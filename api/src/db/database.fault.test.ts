import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTrials, buildTrial } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';

/**
 * A running server over its own embedded PostgreSQL, whose postmaster is killed (SIGKILL) or frozen
 * (SIGSTOP) under it: the same Node process must answer 503 fast meanwhile and serve again after.
 */
const QUERY = 'query ($id: ID!) { trial(nctId: $id) { nctId briefTitle } }';

/** The postmaster's children (backends, checkpointer, walwriter…). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      /* exited meanwhile */
    }
  }
  return out;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await fn();
  return { value, ms: Math.round(performance.now() - start) };
}

async function until(what: string, fn: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (await fn().catch(() => false)) return Math.round(performance.now() - start);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

describe('database faults under a running server', () => {
  let dir: string;
  let rt: Runtime;
  let srv: TestServer;
  const lines: string[] = [];
  const readyz = async () => (await fetch(`${srv.url}/readyz`)).status;
  const postmasterPid = () => Number(readFileSync(path.join(rt.database.server!.clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-fault-'));
    await fs.chmod(dir, 0o755);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'silent',
    });
    rt = await openRuntime({ config, log: (l) => lines.push(l) });
    const { deps } = rt;
    srv = await startTestServer({ deps, url: rt.database.url, name: 'fault', ctx: (input) => createContext(deps, input), close: async () => undefined });
  }, 60_000);

  afterAll(async () => {
    console.info(lines.map((l) => `[fault] ${l}`).join('\n'));
    await srv?.close();
    await rt?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('postmaster killed with SIGKILL: 503 meanwhile, then restarted and serving within 30 s, committed rows intact', async () => {
    const [trial] = await insertTrials(rt.deps.orm.em.fork(), [buildTrial()]);
    expect((await srv.rest('GET', `/trials/${trial.nctId}`)).status).toBe(200);
    const pid = rt.database.server!.pid;

    process.kill(pid, 'SIGKILL');
    const killedAt = performance.now();
    await new Promise((r) => setTimeout(r, 200));
    const during = await timed(() => srv.rest('GET', `/trials/${trial.nctId}`));
    // Either still down (503 at once) or already back: never a hang, never a 500.
    expect([503, 200]).toContain(during.value.status);
    if (during.value.status === 503) expect(during.value.body.code).toBe('UNAVAILABLE');
    expect(during.ms).toBeLessThan(2000);

    await until('REST serves again', async () => (await srv.rest('GET', `/trials/${trial.nctId}`)).status === 200, 30_000);
    const back = Math.round(performance.now() - killedAt);
    const gql = await srv.gql(QUERY, { id: trial.nctId });
    expect(gql.status).toBe(200);
    expect(gql.data?.trial).toEqual({ nctId: trial.nctId, briefTitle: trial.briefTitle });
    // The server accepts connections a moment before pg_ctl returns and the supervisor records the new pid.
    await until('the supervisor records the new postmaster', async () => rt.database.server!.pid !== pid, 10_000);
    expect(rt.database.server!.pid).toBe(postmasterPid());
    expect(isAlive(pid)).toBe(false);
    expect(await readyz()).toBe(200);
    console.info(`[fault] SIGKILL: first call after 200 ms answered ${during.value.status} in ${during.ms} ms; serving again ${back} ms after the kill`);
  }, 60_000);

  it('postmaster frozen with SIGSTOP: /readyz 503 within 1 s, API calls 503 fast; after SIGCONT it serves again', async () => {
    const [trial] = await insertTrials(rt.deps.orm.em.fork(), [buildTrial()]);
    expect((await srv.rest('GET', `/trials/${trial.nctId}`)).status).toBe(200);
    const pid = postmasterPid();
    expect(isAlive(pid)).toBe(true);
    const frozen: number[] = [];
    await new Promise((r) => setTimeout(r, 300)); // /readyz reuses a probe of the last 250 ms

    try {
      // The postmaster alone: no new connection can be made.
      process.kill(pid, 'SIGSTOP');
      frozen.push(pid);
      const ready = await timed(readyz);
      expect(ready.value).toBe(503);
      expect(ready.ms).toBeLessThan(1000);

      // The whole server: pooled connections hang too.
      for (const child of childrenOf(pid)) {
        process.kill(child, 'SIGSTOP');
        frozen.push(child);
      }
      const first = await timed(() => srv.rest('GET', `/trials/${trial.nctId}`));
      expect(first.value.status).toBe(503);
      expect(first.value.body.code).toBe('UNAVAILABLE');
      expect(first.ms).toBeLessThan(6000);
      const next = await timed(() => srv.rest('GET', `/trials/${trial.nctId}`));
      expect(next.value.status).toBe(503);
      expect(next.ms).toBeLessThan(500);
      const gql = await timed(() => srv.gql(QUERY, { id: trial.nctId }));
      expect(gql.value.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
      expect(gql.value.status).toBe(503);
      expect(gql.ms).toBeLessThan(500);
      const readyWhileFrozen = await timed(readyz);
      expect(readyWhileFrozen.value).toBe(503);
      expect(readyWhileFrozen.ms).toBeLessThan(1000);
      console.info(
        `[fault] SIGSTOP: /readyz ${ready.ms} ms; first API call 503 in ${first.ms} ms, next ${next.ms} ms, GraphQL ${gql.ms} ms; /readyz while frozen ${readyWhileFrozen.ms} ms`,
      );
    } finally {
      for (const p of frozen.reverse()) process.kill(p, 'SIGCONT');
    }
    const recovered = await until(
      'serves again after SIGCONT',
      async () => (await srv.rest('GET', `/trials/${trial.nctId}`)).status === 200 && (await readyz()) === 200,
      20_000,
    );
    console.info(`[fault] SIGCONT: serving again after ${recovered} ms`);
    expect(rt.database.server!.pid).toBe(pid); // nothing was restarted
  }, 60_000);
});

describe('database faults with an external DATABASE_URL', () => {
  const dirs: string[] = [];
  let rt: Runtime | undefined;
  let srv: TestServer | undefined;
  let external: EmbeddedDatabase | undefined;

  afterAll(async () => {
    await srv?.close();
    await rt?.close();
    await external?.stop();
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('nothing restarts the server, and the pool recovers by itself when it comes back', async () => {
    const tmp = async () => {
      const d = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-external-'));
      await fs.chmod(d, 0o755);
      dirs.push(d);
      return d;
    };
    // "External": a PostgreSQL this test runs itself, that the app only knows by URL.
    const serverDir = await tmp();
    external = await startEmbeddedPostgres({ dataDir: serverDir });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: external.url,
      DATA_DIR: await tmp(),
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_ON_EMPTY: 'false',
    });
    rt = await openRuntime({ config });
    expect(rt.database.server).toBeUndefined();
    const { deps } = rt;
    srv = await startTestServer({
      deps,
      url: config.DATABASE_URL!,
      name: 'external',
      ctx: (input) => createContext(deps, input),
      close: async () => undefined,
    });
    const [trial] = await insertTrials(deps.orm.em.fork(), [buildTrial()]);
    const server = srv;
    const get = () => server.rest('GET', `/trials/${trial.nctId}`);
    expect((await get()).status).toBe(200);

    process.kill(external.pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    const down = await timed(get);
    expect(down.value.status).toBe(503);
    expect(down.ms).toBeLessThan(2000);
    const ready = await timed(async () => (await fetch(`${server.url}/readyz`)).status);
    expect(ready.value).toBe(503);
    expect(ready.ms).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await get()).status).toBe(503); // the app does not own that server: it waits for it

    const port = external.port;
    external = await startEmbeddedPostgres({ dataDir: serverDir }); // the operator brings it back
    expect(external.port).toBe(port);
    const back = await until('serves again', async () => (await get()).status === 200, 15_000);
    expect((await get()).body.trial.nctId).toBe(trial.nctId);
    console.info(`[fault] external server killed: 503 in ${down.ms} ms, /readyz ${ready.ms} ms; serving ${back} ms after it came back`);
  }, 60_000);
});
