import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from './peers.cpu.js';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

/** A free TCP port on 127.0.0.1 (bound then released: good enough for a benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Child {
  name: string;
  proc: ChildProcess;
  pid: number;
  logFile: string;
  /** Size of logFile when the child started (the file is appended to: earlier runs' lines come before). */
  logStart: number;
  /** Last lines of the child's output (stdout and stderr go to logFile). */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after `graceMs` (default 10 s; a CPU profile is only written by a process that exits by itself). */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Child>();

/** Stops every child still running (bench cleanup, also on failure). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((c) => c.stop()));
}

/**
 * Starts `node [nodeArgs] script [args]` in its own process, stdout and stderr to a log file
 * (a pipe nobody reads would block a chatty server), with an IPC channel.
 */
export function startNode(
  name: string,
  script: string,
  opts: { args?: string[]; nodeArgs?: string[]; cwd?: string; env?: NodeJS.ProcessEnv; logDir: string },
): Child {
  const logFile = path.join(opts.logDir, `${name.replace(/[^a-z0-9.-]+/gi, '-')}.log`);
  const fd = fs.openSync(logFile, 'a');
  const logStart = fs.fstatSync(fd).size;
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? ['--import', 'tsx']), script, ...(opts.args ?? [])], {
    cwd: opts.cwd ?? repoRoot,
    env: opts.env ?? process.env,
    stdio: ['ignore', fd, fd, 'ipc'],
  });
  fs.closeSync(fd);
  if (!proc.pid) throw new Error(`${name}: could not start ${script}`);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const child: Child = {
    name,
    proc,
    pid: proc.pid,
    logFile,
    logStart,
    tail: (lines = 15) => {
      try {
        return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    stop: async (graceMs = 10_000) => {
      running.delete(child);
      if (exited) return;
      proc.kill('SIGTERM');
      const t = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(t);
    },
  };
  running.add(child);
  return child;
}

/** Resolves when `url` answers (any HTTP status below 500), fails when the child exits or after `timeoutMs`. */
export async function waitForHttp(child: Child, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null || child.proc.signalCode !== null) throw new Error(`${child.name} exited during start-up:\n${child.tail()}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.tail()}`);
}

/** This run's part of a child's log. */
function logOf(child: Child): string {
  try {
    return fs.readFileSync(child.logFile).subarray(child.logStart).toString('utf8');
  } catch {
    return '';
  }
}

/** Waits until the child's log (this run's part) matches every pattern; answers those still missing after `maxMs`. */
export async function waitForLog(child: Child, patterns: RegExp[], maxMs: number): Promise<RegExp[]> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const text = logOf(child);
    const missing = patterns.filter((p) => !p.test(text));
    if (!missing.length || Date.now() > deadline || child.proc.exitCode !== null) return missing;
    await sleep(1000);
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resident set size of a process, in MB (Linux /proc). */
export function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round((Number(m[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/**
 * Waits until a process is idle: less than `threshold` of a core over one second (background work
 * after start-up, e.g. cache warming, would otherwise be measured). Gives up after maxMs. `cpu`
 * reads the CPU seconds of something else than the process (e.g. the whole PostgreSQL server).
 */
export async function waitIdle(pid: number, opts: { threshold?: number; maxMs?: number; cpu?: () => number | null } = {}): Promise<number> {
  const t0 = Date.now();
  const read = opts.cpu ?? (() => cpuSeconds(pid));
  let last = read();
  while (Date.now() - t0 < (opts.maxMs ?? 60_000)) {
    await sleep(1000);
    const now = read();
    if (now === null || last === null) return Date.now() - t0;
    if (now - last < (opts.threshold ?? 0.05)) return Date.now() - t0;
    last = now;
  }
  return Date.now() - t0;
}

/** The soft limit of open files of this process (children inherit it), or null when unknown (Linux /proc). */
export function openFilesLimit(): number | null {
  try {
    const m = /^Max open files\s+(\d+|unlimited)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'));
    return !m ? null : m[1] === 'unlimited' ? Infinity : Number(m[1]);
  } catch {
    return null;
  }
}
