import fs from 'node:fs/promises';
import type { FanoutResult } from './peers.fanout.js';
import type { FirstPage } from './peers.firstpage.js';
import { cpuPerRequest, type LoadResult } from './peers.load.js';
import { SIDES, type OperationKey, type Side, type TrialystSide } from './peers.operations.js';
import { profileMarkdown, type ProfileSummary } from './peers.profile.js';
import { fmt, type Figure } from './report.js';
import { ratio } from './stats.js';

export type { Side } from './peers.operations.js';

export const SIDE_NAMES: Record<Side, string> = {
  trialyst: 'Trialyst (development)',
  trialystProduction: 'Trialyst (production)',
  trialystNoCache: 'Trialyst (no cache)',
  postgraphile: 'PostGraphile 5',
  bare: 'bare http + pg',
};

export interface PeersResult {
  trials: number;
  load: { connections: number; duration: number; warmup: number; repeats: number };
  operations: {
    key: OperationKey;
    label: string;
    /** The Trialyst server compared with the peers (the first of the operation's Trialyst sides). */
    trialystSide: TrialystSide;
    signedIn: boolean;
    results: Partial<Record<Side, LoadResult>>;
  }[];
  fanout: { subscribers: number; trialyst: FanoutResult; minimalWs: FanoutResult }[];
  memory: {
    server: string;
    idleMb: number | null;
    afterHttpLoadMb: number | null;
    afterFanoutMb: number | null;
    settleSeconds: number;
    afterSettleMb: number | null;
  };
  otherRss: Record<string, { idleMb: number | null; afterLoadMb: number | null }>;
  firstPage: FirstPage | null;
  checks: string[];
  notes: string[];
  /** The SQL Trialyst sends for the first variable set of each operation (what the bare handler replays). */
  sql: Record<string, string[]>;
  /** With --cpu-prof: per Trialyst server and operation, the main thread's self time over the measured runs. */
  profiles: ProfileSummary[];
}

type OperationResult = PeersResult['operations'][number];
/** The Trialyst result compared with the peers: the operation's own Trialyst side (development, or the one without cache). */
const main = (o: OperationResult) => o.results[o.trialystSide];

const rps = (r: LoadResult | undefined) => (r ? `${fmt(r.reqPerSec)}` : '—');
const x = (v: number | null) => (v === null ? '—' : String(v));
const failures = (r: LoadResult | undefined) => (r ? r.non2xx + r.errors + r.mismatches : 0);
const kb = (b: number) => `${fmt(b / 1024)} KB`;

/** Trialyst / peer throughput, or null when either side is missing or had failed answers. */
export function throughputRatio(a: LoadResult | undefined, b: LoadResult | undefined): number | null {
  if (!a || !b) return null;
  return ratio(a.reqPerSec, b.reqPerSec);
}

/** Marginal memory per subscriber between the smallest and the largest N (both measured with subscribers connected). */
function marginal(runs: PeersResult['fanout']): string {
  if (runs.length < 2) return '';
  const [lo, hi] = [runs[0], runs[runs.length - 1]];
  const slope = (a: FanoutResult, b: FanoutResult) =>
    a.rssWithSubscribersMb === null || b.rssWithSubscribersMb === null
      ? '—'
      : fmt(((b.rssWithSubscribersMb - a.rssWithSubscribersMb) * 1024) / (b.subscribers - a.subscribers));
  return ` Marginal cost from ${lo.subscribers.toLocaleString('en-US')} to ${hi.subscribers.toLocaleString('en-US')} subscribers: Trialyst ${slope(lo.trialyst, hi.trialyst)} KB, minimal ws ${slope(lo.minimalWs, hi.minimalWs)} KB per subscriber.`;
}

/** The tables of the README section (Markdown). */
export function peersMarkdown(r: PeersResult, meta: { date: string; loadAverage: string; cpus: number; node: string }): string {
  const out: string[] = [];
  const hasProd = r.operations.some((o) => o.results.trialystProduction);
  out.push(
    `Peers benchmark, ${r.trials.toLocaleString('en-US')} trials, ${meta.date}: autocannon ${r.load.connections} connections, ${r.load.repeats} interleaved turn(s) of ${r.load.duration} s per server and operation (each after a ${r.load.warmup} s warm-up), each server in its own process; ${meta.cpus} CPUs, Node ${meta.node}, load average ${meta.loadAverage}.`,
    '',
    `| operation | Trialyst GraphQL${hasProd ? ' (dev / production)' : ''} | PostGraphile 5 | bare handler | Trialyst / PostGraphile | Trialyst / bare |${hasProd ? ' production / PostGraphile | production / bare |' : ''}`,
    `|---|---|---|---|---|---|${hasProd ? '---|---|' : ''}`,
  );
  for (const o of r.operations) {
    const t = main(o);
    const tp = o.results.trialystProduction;
    const cells = [
      o.label,
      `${rps(t)}${hasProd ? ` / ${rps(tp)}` : ''} req/s`,
      rps(o.results.postgraphile),
      rps(o.results.bare),
      x(throughputRatio(t, o.results.postgraphile)),
      x(throughputRatio(t, o.results.bare)),
    ];
    if (hasProd) cells.push(x(throughputRatio(tp, o.results.postgraphile)), x(throughputRatio(tp, o.results.bare)));
    out.push(`| ${cells.join(' | ')} |`);
  }
  out.push(
    '',
    'Each server on each operation: req/s, latency p50 / p99 (ms), failed answers (non-2xx, socket errors, GraphQL errors), CPU per request over the measured runs (`/proc/<pid>/stat`: the server process, every thread; PostgreSQL: the postmaster and all its backends, i.e. every session of the database), and the ratio of req/s to PostGraphile 5 on the same operation (PostGraphile has no users: it answers the signed-in operations anonymously):',
    '',
    '| operation | server | req/s | p50 / p99 ms | failed | server CPU ms/request | PostgreSQL CPU ms/request | ÷ PostGraphile |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const o of r.operations) {
    for (const side of SIDES) {
      const v = o.results[side];
      if (!v) continue;
      const vsPg = side === 'postgraphile' ? '1' : x(throughputRatio(v, o.results.postgraphile));
      out.push(
        `| ${o.label} | ${SIDE_NAMES[side]} | ${rps(v)} | ${v.latencyP50Ms} / ${v.latencyP99Ms} | ${failures(v) || ''} | ${x(cpuPerRequest(v, 'serverCpuMs'))} | ${x(cpuPerRequest(v, 'databaseCpuMs'))} | ${vsPg} |`,
      );
    }
  }
  if (r.fanout.length) {
    out.push(
      '',
      "Fan-out of one like to N `trialReactionsChanged` subscribers (ms from the mutation's send to each subscriber's message, pooled over the measured likes), vs a minimal `ws` server doing the same update:",
      '',
      "| subscribers | Trialyst p50 / p95 / p99 / max | liker's answer | minimal ws p50 / p95 / p99 / max | its answer | p99 ratio | delivered (Trialyst / ws) | server RSS with the subscribers (Trialyst / ws) | per subscriber |",
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const f of r.fanout) {
      const d = (v: FanoutResult) => (v.delays ? `${v.delays.p50} / ${v.delays.p95} / ${v.delays.p99} / ${v.delays.max}` : '—');
      const delivered = (v: FanoutResult) =>
        `${v.rounds.reduce((a, x2) => a + x2.delivered, 0)}/${v.rounds.length * v.subscribers}${v.failed ? ` (${v.failed} failed to subscribe)` : ''}`;
      out.push(
        `| ${f.subscribers.toLocaleString('en-US')} | ${d(f.trialyst)} | ${x(f.trialyst.likerMs)} ms | ${d(f.minimalWs)} | ${x(f.minimalWs.likerMs)} ms | ${x(ratio(f.trialyst.delays?.p99, f.minimalWs.delays?.p99))} | ${delivered(f.trialyst)} / ${delivered(f.minimalWs)} | ${x(f.trialyst.rssWithSubscribersMb)} / ${x(f.minimalWs.rssWithSubscribersMb)} MB | ${x(f.trialyst.perSubscriberKb)} / ${x(f.minimalWs.perSubscriberKb)} KB |`,
      );
    }
  }
  const m = r.memory;
  const first = r.fanout[0];
  if (first)
    out.push(
      '',
      `Per subscriber = (RSS with the subscribers − RSS before the first fan-out: Trialyst ${x(first.trialyst.rssBaselineMb)} MB, minimal ws ${x(first.minimalWs.rssBaselineMb)} MB) / N. RSS includes garbage not yet collected: read it as an order of magnitude.${marginal(r.fanout)}`,
    );
  out.push(
    '',
    `Server RSS (${m.server}): idle ${x(m.idleMb)} MB, after the HTTP load ${x(m.afterHttpLoadMb)} MB, after the fan-out ${x(m.afterFanoutMb)} MB, ${m.settleSeconds} s after the load ended ${x(m.afterSettleMb)} MB (${x(ratio(m.afterSettleMb, m.idleMb))}× idle).`,
  );
  const others = Object.entries(r.otherRss).map(([k, v]) => `${k} ${x(v.idleMb)} → ${x(v.afterLoadMb)} MB`);
  if (others.length) out.push(`Other servers, RSS idle → after load: ${others.join('; ')}.`);
  if (r.firstPage) {
    const p = r.firstPage;
    out.push(
      '',
      `First page \`/\`: ${p.files.length} JavaScript files (entry + modulepreload), served with Content-Encoding ${p.encodings}: ${kb(p.wireBytes)} on the wire; the files are ${kb(p.rawBytes)}, ${kb(p.gzipBytes)} gzipped (level 6), ${kb(p.brotliBytes)} with brotli 11.`,
    );
  }
  if (r.profiles.length) {
    out.push(
      '',
      '### CPU profiles (`--cpu-prof`)',
      '',
      "Main thread of each Trialyst server, V8's sampling profiler (1 sample per ms of wall time), samples of the measured runs only; self time = the time a frame was on top of the stack. On a loaded machine wall time includes the time the process waited for a core: read the shares, and the /proc CPU time for the cost. The profiler itself slows the server: read the req/s of a profiled run as such.",
    );
    for (const p of r.profiles) out.push(...profileMarkdown(p));
  }
  if (r.checks.length) out.push('', 'Checks:', ...r.checks.map((c) => `- ${c}`));
  if (r.notes.length) out.push('', 'Notes:', ...r.notes.map((c) => `- ${c}`));
  return `${out.join('\n')}\n`;
}

/** Figures for the common table printed by main.ts. */
export function peersFigures(r: PeersResult): Figure[] {
  const figures: Figure[] = [];
  const section = '6. Peers';
  for (const o of r.operations) {
    const t = main(o);
    const prod = o.results.trialystProduction ? ` (production ${rps(o.results.trialystProduction)})` : '';
    for (const [side, name] of [
      ['postgraphile', 'PostGraphile 5'],
      ['bare', 'bare http + pg'],
    ] as const) {
      const b = o.results[side];
      figures.push({
        section,
        name: `${o.label} vs ${name}`,
        value: `${rps(t)} req/s${prod}`,
        baseline: b ? `${name}: ${rps(b)} req/s` : `${name}: —`,
        ratio: throughputRatio(t, b),
        ratioMeaning: `Trialyst req/s / ${name} req/s (higher is better)`,
        measured: t as unknown as Record<string, unknown>,
        baselineMeasured: b as unknown as Record<string, unknown>,
      });
    }
  }
  for (const f of r.fanout) {
    figures.push({
      section,
      name: `fan-out to ${f.subscribers.toLocaleString('en-US')} subscribers, p99`,
      value: f.trialyst.delays ? `${f.trialyst.delays.p99} ms (liker ${x(f.trialyst.likerMs)} ms)` : '—',
      baseline: f.minimalWs.delays ? `minimal ws: ${f.minimalWs.delays.p99} ms (liker ${x(f.minimalWs.likerMs)} ms)` : '—',
      ratio: ratio(f.trialyst.delays?.p99, f.minimalWs.delays?.p99),
      ratioMeaning: 'Trialyst p99 / minimal ws p99 (lower is better; target ≤ 2)',
      measured: f.trialyst as unknown as Record<string, unknown>,
      baselineMeasured: f.minimalWs as unknown as Record<string, unknown>,
    });
  }
  figures.push({
    section,
    name: `server RSS ${r.memory.settleSeconds} s after load`,
    value: `${x(r.memory.afterSettleMb)} MB`,
    baseline: `idle: ${x(r.memory.idleMb)} MB`,
    ratio: ratio(r.memory.afterSettleMb, r.memory.idleMb),
    ratioMeaning: 'RSS after the load / idle RSS (target ≤ 1.2)',
    measured: r.memory,
  });
  if (r.firstPage)
    figures.push({
      section,
      name: 'first page JavaScript on the wire',
      value: `${kb(r.firstPage.wireBytes)} (${r.firstPage.encodings})`,
      baseline: `gzipped: ${kb(r.firstPage.gzipBytes)}`,
      ratio: ratio(r.firstPage.wireBytes, r.firstPage.gzipBytes),
      ratioMeaning: 'wire bytes / gzip size (≤ 1 when served compressed)',
      measured: r.firstPage as unknown as Record<string, unknown>,
    });
  return figures;
}

/** Writes the Markdown next to the JSON results file. */
export async function writeMarkdown(jsonFile: string, md: string): Promise<string> {
  const file = jsonFile.replace(/\.json$/, '.md');
  await fs.writeFile(file, md);
  return file;
}
