import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { queryOnce } from '../../test/pg.js';

const dirs: string[] = [];
async function tempDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-embedded-'));
  await fs.chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}

const postmasterPid = async (dir: string) => Number((await fs.readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);

describe('embedded PostgreSQL launcher', () => {
  const open: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const db of open.reverse()) await db.stop().catch(() => undefined);
    for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
  });

  it('keeps data across restarts and reuses its generated credentials', async () => {
    const dir = await tempDataDir();
    const a = await startEmbeddedPostgres({ dataDir: dir });
    expect(a.owner).toBe(true);
    await queryOnce(a.url, 'create table kept (v int); insert into kept values (42)');
    await a.stop();
    const b = await startEmbeddedPostgres({ dataDir: dir });
    open.push(b);
    expect(await queryOnce(b.url, 'select v from kept')).toEqual([{ v: 42 }]);
    await b.stop();
  });

  it('two simultaneous starts on one data folder share one server', async () => {
    const dir = await tempDataDir();
    const [a, b] = await Promise.all([startEmbeddedPostgres({ dataDir: dir }), startEmbeddedPostgres({ dataDir: dir })]);
    open.push(a, b);
    expect(a.port).toBe(b.port);
    expect([a.owner, b.owner].filter(Boolean)).toHaveLength(1);
    await b.stop();
    await a.stop();
  });

  it('after its owner is killed with SIGKILL, the next start adopts the server with committed data intact', async () => {
    const dir = await tempDataDir();
    const script = `
      import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/db/embedded.ts'))};
      import pg from 'pg';
      const db = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)} });
      const c = new pg.Client({ connectionString: db.url }); await c.connect();
      await c.query('create table t (v int)'); await c.query('insert into t values (7)');
      console.log('READY'); setInterval(() => {}, 1000);`;
    const scriptFile = path.resolve(`.owner-${process.pid}.mts`); // inside api/ so 'pg' resolves
    await fs.writeFile(scriptFile, script);
    const child = spawn(process.execPath, ['--import', 'tsx', scriptFile], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
      child.on('exit', (code) => reject(new Error(`owner exited early (${code})`)));
    }).finally(() => fs.rm(scriptFile, { force: true }));
    const pidBefore = await postmasterPid(dir);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const next = await startEmbeddedPostgres({ dataDir: dir });
    open.push(next);
    expect(next.owner).toBe(true); // adopted: it will stop the server on close
    expect(await queryOnce(next.url, 'select v from t')).toEqual([{ v: 7 }]);
    await next.stop();
    expect(isAlive(pidBefore)).toBe(false);

    // And a server killed with SIGKILL too (stale postmaster.pid) still starts, with the data.
    const again = await startEmbeddedPostgres({ dataDir: dir });
    open.push(again);
    process.kill(await postmasterPid(dir), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
    const recovered = await startEmbeddedPostgres({ dataDir: dir });
    open.push(recovered);
    expect(await queryOnce(recovered.url, 'select v from t')).toEqual([{ v: 7 }]);
    await recovered.stop();
  }, 90_000);
});
