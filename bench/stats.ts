import os from 'node:os';
import { performance } from 'node:perf_hooks';

export interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
}

/** Value at quantile q (0..1) of sorted samples, nearest-rank. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

export function summarize(samples: number[]): Timing {
  const s = [...samples].sort((a, b) => a - b);
  return {
    runs: s.length,
    medianMs: quantile(s, 0.5),
    p95Ms: quantile(s, 0.95),
    minMs: s[0],
    maxMs: s[s.length - 1],
  };
}

/** Runs fn `warmup` times unmeasured, then `runs` times measured one after another. */
export async function time(fn: () => Promise<unknown>, opts: { runs: number; warmup?: number }): Promise<Timing> {
  for (let i = 0; i < (opts.warmup ?? 1); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return summarize(samples);
}

export const rssMb = () => Math.round(process.memoryUsage().rss / 1048576);
export const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
export const loadAvg = () => os.loadavg().map((x) => Math.round(x * 100) / 100) as [number, number, number];

/** a / b rounded to 2 significant decimals, null when either side is missing or b is 0. */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  const r = a / b;
  return r >= 100 ? Math.round(r) : r >= 10 ? Math.round(r * 10) / 10 : Math.round(r * 100) / 100;
}

export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
