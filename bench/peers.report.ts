import fs from 'node:fs/promises';
import type { FanoutResult } from './peers.fanout.js';
import type { FirstPage } from './peers.firstpage.js';
import type { LoadResult } from './peers.load.js';
import type { OperationKey } from './peers.operations.js';
import { fmt, type Figure } from './report.js';
import { ratio } from './stats.js';

export type Side = 'trialyst' | 'trialystProduction' | 'postgraphile' | 'bare';

export interface PeersResult {
  trials: number;
  load: { connections: number; duration: number; warmup: number; repeats: number };
  operations: { key: OperationKey; label: string; results: Partial<Record<Side, LoadResult>> }[];
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
}

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
    const t = o.results.trialyst;
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
    'Latency p50 / p99 (ms) and failed answers (non-2xx, socket errors, GraphQL errors):',
    '',
    '| operation | Trialyst | Trialyst production | PostGraphile 5 | bare handler |',
    '|---|---|---|---|---|',
  );
  for (const o of r.operations) {
    const cell = (s: Side) => {
      const v = o.results[s];
      return v ? `${v.latencyP50Ms} / ${v.latencyP99Ms}${failures(v) ? ` (${failures(v)} failed)` : ''}` : '—';
    };
    out.push(`| ${o.label} | ${cell('trialyst')} | ${cell('trialystProduction')} | ${cell('postgraphile')} | ${cell('bare')} |`);
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
  if (r.checks.length) out.push('', 'Checks:', ...r.checks.map((c) => `- ${c}`));
  if (r.notes.length) out.push('', 'Notes:', ...r.notes.map((c) => `- ${c}`));
  return `${out.join('\n')}\n`;
}

/** Figures for the common table printed by main.ts. */
export function peersFigures(r: PeersResult): Figure[] {
  const figures: Figure[] = [];
  const section = '6. Peers';
  for (const o of r.operations) {
    const t = o.results.trialyst;
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
