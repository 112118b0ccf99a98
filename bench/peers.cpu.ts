import fs from 'node:fs';

/**
 * CPU time of processes from Linux /proc, for the server CPU per request of the peers section:
 * (CPU seconds after the measured run − before) / requests. Clock ticks are 1/100 s (USER_HZ on Linux).
 */

interface Stat {
  ppid: number;
  /** utime + stime of the process itself (every thread). */
  own: number;
  /** cutime + cstime: children it has waited for. */
  children: number;
}

function statOf(pid: number): Stat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 1.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), own: (Number(f[11]) + Number(f[12])) / 100, children: (Number(f[13]) + Number(f[14])) / 100 };
  } catch {
    return null;
  }
}

/** CPU seconds (user + system, every thread) a process has used so far, or null when it is gone. */
export function cpuSeconds(pid: number): number | null {
  return statOf(pid)?.own ?? null;
}

/** The parent of a process (e.g. the postmaster of a PostgreSQL backend), or null. */
export function parentOf(pid: number): number | null {
  return statOf(pid)?.ppid ?? null;
}

/**
 * CPU seconds of a whole PostgreSQL server so far: the postmaster, its live children (backends,
 * background workers) and the children it has already reaped (their time is added to its cutime).
 */
export function clusterCpuSeconds(postmasterPid: number): number | null {
  const root = statOf(postmasterPid);
  if (!root) return null;
  let total = root.own + root.children;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = statOf(Number(entry));
    if (s && s.ppid === postmasterPid) total += s.own;
  }
  return total;
}
