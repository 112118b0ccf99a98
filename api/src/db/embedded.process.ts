/** Processes, pid files and the launch lock of the embedded PostgreSQL (see embedded.ts). */
import fs from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

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

/** pid and port of a server running on this data folder, from postmaster.pid. */
export function runningServer(clusterDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid) || !looksLikePostgres(pid)) return undefined;
  return { pid, port };
}

/**
 * Backends of a killed postmaster live on until they notice (a long query: until it ends), holding
 * the shared memory that blocks a new server. PostgreSQL ends them itself after a crash (SIGQUIT);
 * with the postmaster gone, we do it: every postgres process working in this cluster folder.
 */
export async function endOrphans(clusterDir: string, log: (line: string) => void): Promise<void> {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return; // no /proc: the start retries until they are gone
  }
  const real = await fs.realpath(clusterDir).catch(() => clusterDir);
  const orphans = entries.map(Number).filter((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/cwd`) === real && looksLikePostgres(pid);
    } catch {
      return false;
    }
  });
  if (!orphans.length) return;
  log(`Ending ${orphans.length} PostgreSQL process(es) left by the dead server`);
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  for (const pid of orphans) await waitForExit(pid, 5000);
}

/** After a crash, the pid in postmaster.pid may be reused by an unrelated process. */
function looksLikePostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code !== 'ENOENT'; // no /proc (or no access): trust the pid
  }
}

/** An exclusive lock file holding our pid; a lock whose pid is dead is stale and taken over. */
export async function withLaunchLock<T>(root: string, fn: () => Promise<T>): Promise<T> {
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
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockFile} (held by pid ${holder})`, { cause: e });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}
