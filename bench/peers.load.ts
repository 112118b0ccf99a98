import autocannon from 'autocannon';
import type { GraphQLBody } from './peers.operations.js';

export interface LoadOptions {
  connections: number;
  /** Measured seconds. */
  duration: number;
  /** Unmeasured seconds just before (same connections, same requests). */
  warmup: number;
}

export interface LoadResult {
  /** Mean requests per second over the measured run (answers of every status). */
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 2xx answers carrying a GraphQL `errors` member (or not JSON data): counted as failures. */
  mismatches: number;
  bytesPerSec: number;
  /** CPU milliseconds the server process used during the measured run (every thread; /proc), when probed. */
  serverCpuMs?: number | null;
  /** CPU milliseconds of the whole PostgreSQL server (postmaster and every backend) during the measured run, when probed. */
  databaseCpuMs?: number | null;
  /** Bodies sent (warm-up included), from `startAt` on in the rotation: where the next turn goes on. */
  sent?: number;
  /** The measured run on the monotonic clock of process.hrtime, in µs (V8 CPU profiles stamp their samples on it). */
  windowUs?: [number, number];
  /** The turns pooled into this result (see combine). */
  turns?: LoadResult[];
}

export interface LoadExtras {
  /** Headers added to every request (e.g. authorization). */
  headers?: Record<string, string>;
  /** CPU seconds so far of the server process, and of the database, read just before and after the measured run. */
  serverCpu?: () => number | null;
  databaseCpu?: () => number | null;
  /** Index of the first body to send (a later turn goes on where the previous one stopped). */
  startAt?: number;
}

/**
 * A 2xx body counts as a good answer when it has `data` (not null) and no GraphQL `errors` member.
 * The cheap test first (answers are parsed only when the word "errors" appears somewhere, e.g. in a
 * trial's text), so the load generator does not spend on parsing the CPU the servers need.
 */
export function isGoodAnswer(body: string): boolean {
  if (!body.startsWith('{"data":') || body.startsWith('{"data":null')) return false;
  if (!body.includes('"errors"')) return true;
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown };
    return parsed.data != null && parsed.errors === undefined;
  } catch {
    return false;
  }
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
const cpuMs = (before: number | null | undefined, after: number | null | undefined) =>
  before == null || after == null ? null : Math.round((after - before) * 1000);

/**
 * autocannon on one URL with POST bodies rotated request after request (each request takes the next
 * body of the list, whatever its connection), after an unmeasured warm-up.
 */
export async function load(url: string, bodies: GraphQLBody[], opts: LoadOptions, extras: LoadExtras = {}): Promise<LoadResult> {
  const raw = bodies.map((b) => JSON.stringify(b));
  const start = extras.startAt ?? 0;
  let next = start;
  const requests = [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...extras.headers },
      body: raw[start % raw.length],
      setupRequest: (req: { body?: string }) => {
        req.body = raw[next++ % raw.length];
        return req;
      },
    },
  ];
  const common = { url, connections: opts.connections, requests, verifyBody: isGoodAnswer, timeout: 30 };
  if (opts.warmup > 0) await autocannon({ ...common, duration: opts.warmup });
  const cpu0 = [extras.serverCpu?.(), extras.databaseCpu?.()];
  const t0 = nowUs();
  const r = await autocannon({ ...common, duration: opts.duration });
  const t1 = nowUs();
  const cpu1 = [extras.serverCpu?.(), extras.databaseCpu?.()];
  const requestsDone = r['2xx'] + r.non2xx;
  return {
    reqPerSec: Math.round((requestsDone / (r.duration || opts.duration)) * 10) / 10,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    requests: requestsDone,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    mismatches: r.mismatches,
    bytesPerSec: Math.round(r.throughput.average),
    serverCpuMs: cpuMs(cpu0[0], cpu1[0]),
    databaseCpuMs: cpuMs(cpu0[1], cpu1[1]),
    windowUs: [t0, t1],
    sent: next - start,
  };
}

/** CPU milliseconds per request (pooled turns: total CPU / total requests), or null when not probed. */
export function cpuPerRequest(r: LoadResult | undefined, which: 'serverCpuMs' | 'databaseCpuMs'): number | null {
  const v = r?.[which];
  if (!r || v == null || !r.requests) return null;
  return Math.round((v / r.requests) * 1000) / 1000;
}

/** Pools turns of the same measurement: requests / total time; median p50; worst p99 and max. */
export function combine(turns: LoadResult[], duration: number): LoadResult {
  if (turns.length === 1) return turns[0];
  const sum = (k: 'requests' | 'non2xx' | 'errors' | 'timeouts' | 'mismatches') => turns.reduce((a, t) => a + t[k], 0);
  const p50s = turns.map((t) => t.latencyP50Ms).sort((a, b) => a - b);
  const cpu = (k: 'serverCpuMs' | 'databaseCpuMs') => (turns.every((t) => t[k] != null) ? turns.reduce((a, t) => a + t[k]!, 0) : null);
  return {
    reqPerSec: Math.round((sum('requests') / (duration * turns.length)) * 10) / 10,
    latencyP50Ms: p50s[Math.floor((p50s.length - 1) / 2)],
    latencyP99Ms: Math.max(...turns.map((t) => t.latencyP99Ms)),
    latencyMaxMs: Math.max(...turns.map((t) => t.latencyMaxMs)),
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    mismatches: sum('mismatches'),
    bytesPerSec: Math.round(turns.reduce((a, t) => a + t.bytesPerSec, 0) / turns.length),
    serverCpuMs: cpu('serverCpuMs'),
    databaseCpuMs: cpu('databaseCpuMs'),
    turns,
  };
}
