import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Run as root, the embedded PostgreSQL runs as the unprivileged `postgres` user (PostgreSQL refuses
 * to run as root). That user must be able to reach the binaries in node_modules and the cluster
 * folder. A clone under /root or in a `mktemp -d` folder (mode 0700) is out of its reach: then the
 * binaries are copied to, and the cluster created in, a folder it can reach (under /var/lib/trialyst),
 * and DATA_DIR keeps a record (cluster.json) of where its cluster lives.
 */
export interface PgUser {
  uid: number;
  gid: number;
}

export interface Binaries {
  initdb: string;
  pg_ctl: string;
}

/** Where the cluster of a DATA_DIR lives, and the files PostgreSQL itself must reach. */
export interface ClusterHome {
  clusterDir: string;
  logFile: string;
  /** A folder for short-lived files handed to initdb (the password file). */
  workDir: string;
  relocated: boolean;
}

/** Shared place for relocated binaries and clusters (reachable by the postgres user, owned by root). */
export const DEFAULT_HOST_DIR = '/var/lib/trialyst';
const RECORD = 'cluster.json';

const run = promisify(execFile);

/** Can `user` pass through (search) a folder with these bits? Spawned children keep only the primary group. */
function canSearch(st: { uid: number; gid: number; mode: number }, user: PgUser): boolean {
  if (user.uid === 0) return true;
  const bits = st.uid === user.uid ? st.mode >> 6 : st.gid === user.gid ? st.mode >> 3 : st.mode;
  return (bits & 0o1) !== 0;
}

export interface Blocker {
  folder: string;
  why: string;
}

/** The first folder on the way to `target` (included) that `user` cannot enter, or undefined. */
export async function blockingFolder(target: string, user: PgUser): Promise<Blocker | undefined> {
  const real = await fs.realpath(target);
  let current = path.parse(real).root;
  const parts = real.slice(current.length).split(path.sep).filter(Boolean);
  for (const part of ['', ...parts]) {
    current = part ? path.join(current, part) : current;
    const st = await fs.stat(current);
    if (!st.isDirectory()) continue;
    if (!canSearch(st, user)) {
      const mode = (st.mode & 0o777).toString(8).padStart(4, '0');
      return { folder: current, why: `${current} is mode ${mode}, owned by uid ${st.uid}` };
    }
  }
  return undefined;
}

/** Does `initdb --version` run as `user`? (the real kernel check: permissions, ACLs, noexec mounts) */
async function runsAs(initdb: string, user: PgUser): Promise<boolean> {
  try {
    await run(initdb, ['--version'], { uid: user.uid, gid: user.gid, timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

/** A short digest of a folder tree (names, sizes, modes, link targets): same digest, same copy. */
async function treeDigest(dir: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  const walk = async (rel: string) => {
    const entries = (await fs.readdir(path.join(dir, rel), { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const r = path.join(rel, e.name);
      const full = path.join(dir, r);
      if (e.isSymbolicLink()) hash.update(`l ${r} ${await fs.readlink(full)}\n`);
      else if (e.isDirectory()) {
        hash.update(`d ${r}\n`);
        await walk(r);
      } else {
        const st = await fs.stat(full);
        hash.update(`f ${r} ${st.size} ${st.mode & 0o777}\n`);
      }
    }
  };
  await walk('');
  return hash.digest('hex').slice(0, 16);
}

async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  await fs.chmod(to, 0o755);
  for (const e of await fs.readdir(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isSymbolicLink()) await fs.symlink(await fs.readlink(src), dst);
    else if (e.isDirectory()) await copyTree(src, dst);
    else {
      await fs.copyFile(src, dst);
      await fs.chmod(dst, ((await fs.stat(src)).mode & 0o777) | 0o444);
    }
  }
}

/** mkdir -p for a root-owned folder others can enter (0755, whatever the umask). */
async function ensureSharedFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = path.dirname(d)) missing.unshift(d);
  await fs.mkdir(dir, { recursive: true });
  for (const d of missing) await fs.chmod(d, 0o755);
}

/**
 * The PostgreSQL binaries as `user` can run them: those of node_modules when reachable, otherwise a
 * copy of the package's native/ folder (bin, lib, share) in a versioned folder, reused while identical.
 */
export async function binariesFor(pkg: Binaries, user: PgUser, hostDir = DEFAULT_HOST_DIR, log: (line: string) => void = () => undefined): Promise<Binaries> {
  if (await runsAs(pkg.initdb, user)) return pkg;
  const nativeDir = path.dirname(path.dirname(pkg.initdb));
  const blocker = await blockingFolder(nativeDir, user).catch(() => undefined);
  const digest = await treeDigest(nativeDir);
  const version = JSON.parse(await fs.readFile(path.join(nativeDir, '..', 'package.json'), 'utf8').catch(() => '{}')).version ?? 'unknown';
  const name = `${version}-${digest}`;
  const tried: string[] = [];
  for (const base of [path.join(hostDir, 'pg-bin'), path.join(os.tmpdir(), 'trialyst-pg-bin')]) {
    const dest = path.join(base, name);
    const copy = { initdb: path.join(dest, 'bin', 'initdb'), pg_ctl: path.join(dest, 'bin', 'pg_ctl') };
    try {
      await ensureSharedFolder(base);
      if (!existsSync(path.join(dest, '.complete'))) {
        const tmp = `${dest}.tmp-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
        await copyTree(nativeDir, tmp);
        await fs.writeFile(path.join(tmp, '.complete'), `${name}\n`, { mode: 0o644 });
        // Atomic publish; a concurrent process may have published the same copy first.
        await fs.rename(tmp, dest).catch(async (e: NodeJS.ErrnoException) => {
          await fs.rm(tmp, { recursive: true, force: true });
          if (!existsSync(path.join(dest, '.complete'))) throw e;
        });
        log(`The postgres user cannot reach the PostgreSQL binaries (${blocker?.why ?? 'no access'}): copied them to ${dest}`);
      }
      if (await runsAs(copy.initdb, user)) return copy;
      const stillBlocked = await blockingFolder(dest, user).catch(() => undefined);
      tried.push(`${dest}: the postgres user cannot run it${stillBlocked ? ` (${stillBlocked.why})` : ''}`);
    } catch (e) {
      tried.push(`${base}: ${(e as Error).message}`);
    }
  }
  throw new Error(
    `The embedded PostgreSQL runs as the unprivileged "postgres" user, which cannot run its binaries in ${nativeDir}` +
      `${blocker ? ` (${blocker.why})` : ''}, and no reachable copy could be made (${tried.join('; ')}). ` +
      'Move the project to a folder that user can enter, or set DATABASE_URL to use an external PostgreSQL server.',
  );
}

interface ClusterRecord {
  home: string;
  dataDir: string;
  reason: string;
}

const normalHome = (root: string): ClusterHome => ({
  clusterDir: path.join(root, 'pg'),
  logFile: path.join(root, 'postgres.log'),
  workDir: root,
  relocated: false,
});

const relocatedHome = (home: string): ClusterHome => ({
  clusterDir: path.join(home, 'pg'),
  logFile: path.join(home, 'postgres.log'),
  workDir: home,
  relocated: true,
});

/**
 * Where DATA_DIR's cluster lives. Normally DATA_DIR/pg. When PostgreSQL runs as another user that
 * cannot enter DATA_DIR, in a folder of that user under hostDir/clusters, recorded in DATA_DIR/cluster.json
 * (delete that record, and the next start creates a fresh cluster). Called under the launch lock.
 */
export async function clusterHome(
  root: string,
  user: PgUser | undefined,
  hostDir = DEFAULT_HOST_DIR,
  log: (line: string) => void = () => undefined,
): Promise<ClusterHome> {
  if (!user) return normalHome(root);
  const recordFile = path.join(root, RECORD);
  const record = await fs
    .readFile(recordFile, 'utf8')
    .then((t) => JSON.parse(t) as ClusterRecord)
    .catch(() => undefined);
  if (record?.home) {
    if (!existsSync(record.home)) {
      log(`The cluster recorded in ${recordFile} (${record.home}) is gone: creating a fresh one there`);
      await makeHome(record.home, user);
    }
    return relocatedHome(record.home);
  }
  const blocker = await blockingFolder(root, user);
  if (!blocker) return normalHome(root);
  const dataDirHelp =
    `set DATA_DIR to a folder the postgres user can enter (for example ${path.join(hostDir, 'data')}), ` +
    `make ${blocker.folder} enterable (chmod o+x ${blocker.folder}), or set DATABASE_URL to use an external PostgreSQL server`;
  if (existsSync(path.join(root, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `The embedded PostgreSQL runs as the unprivileged "postgres" user, which cannot reach its cluster in ${path.join(root, 'pg')}: ${blocker.why}. To use it, ${dataDirHelp}.`,
    );
  }
  const clustersDir = path.join(hostDir, 'clusters');
  let home: string;
  try {
    await ensureSharedFolder(clustersDir);
    const reach = await blockingFolder(clustersDir, user);
    if (reach) throw new Error(reach.why);
    const slug =
      path
        .basename(path.dirname(root))
        .replace(/[^A-Za-z0-9_.-]/g, '_')
        .slice(0, 40) || 'data';
    home = path.join(clustersDir, `${slug}-${crypto.randomBytes(5).toString('hex')}`);
    await makeHome(home, user);
  } catch (e) {
    throw new Error(
      `The embedded PostgreSQL runs as the unprivileged "postgres" user, which cannot enter DATA_DIR (${blocker.why}), ` +
        `and ${clustersDir} could not be used instead (${(e as Error).message}). To fix it, ${dataDirHelp}.`,
      { cause: e },
    );
  }
  const reason = `the postgres user cannot enter DATA_DIR (${blocker.why})`;
  await fs.writeFile(path.join(home, 'data-dir.txt'), `${root}\n`);
  await fs.writeFile(recordFile, JSON.stringify({ home, dataDir: root, reason } satisfies ClusterRecord, null, 2) + '\n', { mode: 0o600 });
  log(`The cluster of ${root} lives in ${home} because ${reason}; ${recordFile} records it`);
  return relocatedHome(home);
}

async function makeHome(home: string, user: PgUser): Promise<void> {
  await fs.mkdir(home, { recursive: true });
  await fs.chmod(home, 0o700);
  await fs.chown(home, user.uid, user.gid);
}
