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
  /** The turns pooled into this result (see combine). */
  turns?: LoadResult[];
}

/**
 * autocannon on one URL with POST bodies rotated request after request (each connection walks the
 * list from its own start), after an unmeasured warm-up.
 */
export async function load(url: string, bodies: GraphQLBody[], opts: LoadOptions): Promise<LoadResult> {
  const raw = bodies.map((b) => JSON.stringify(b));
  let next = 0;
  const requests = [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: raw[0],
      setupRequest: (req: { body?: string }) => {
        req.body = raw[next++ % raw.length];
        return req;
      },
    },
  ];
  const verifyBody = (body: string) => body.startsWith('{"data"') && !body.includes('"errors"');
  const common = { url, connections: opts.connections, requests, verifyBody, timeout: 30 };
  if (opts.warmup > 0) await autocannon({ ...common, duration: opts.warmup });
  const r = await autocannon({ ...common, duration: opts.duration });
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
  };
}

/** Pools turns of the same measurement: requests / total time; median p50; worst p99 and max. */
export function combine(turns: LoadResult[], duration: number): LoadResult {
  if (turns.length === 1) return turns[0];
  const sum = (k: 'requests' | 'non2xx' | 'errors' | 'timeouts' | 'mismatches') => turns.reduce((a, t) => a + t[k], 0);
  const p50s = turns.map((t) => t.latencyP50Ms).sort((a, b) => a - b);
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
    turns,
  };
}
