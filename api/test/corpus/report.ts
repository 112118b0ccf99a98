import type { CorpusCase, Outcome } from './corpus.types.js';
import { leaksIn } from './leak.js';

export interface CorpusResult {
  c: CorpusCase;
  o: Outcome;
  leaks: string[];
}

export const withLeaks = (c: CorpusCase, o: Outcome): CorpusResult => ({ c, o, leaks: leaksIn(o.text) });

/** A request that had to be refused (over a limit) and was answered: 2xx, or a WebSocket result without errors. */
const wronglyAnswered = (r: CorpusResult) => r.c.transport !== 'ws-raw' && r.c.refused === true && r.o.status >= 200 && r.o.status < 300;

/** A failure: a 5xx (or its WebSocket equivalent), no answer at all, internals in the answer, or an answer to what had to be refused. */
export const isFailure = (r: CorpusResult) =>
  r.o.status >= 500 || r.o.label === 'timeout' || r.o.label.startsWith('no answer') || r.leaks.length > 0 || wronglyAnswered(r);

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const printable = (s: string) => JSON.stringify(s).slice(1, -1);

/** The request of a case, short enough for a log line. */
export function describeCase(c: CorpusCase): string {
  if (c.transport === 'http') {
    const headers = Object.entries(c.headers)
      .map(([k, v]) => `${k}: ${clip(v, 60)}`)
      .join('; ');
    const body = c.body === undefined ? '' : Buffer.isBuffer(c.body) ? ` body=<${c.body.length} bytes binary>` : ` body=${clip(printable(c.body), 160)}`;
    return `HTTP ${c.method} ${clip(c.path, 200)} [auth ${c.auth}${headers ? `; ${headers}` : ''}]${body}`;
  }
  if (c.transport === 'ws')
    return `WS ${clip(printable(c.query), 220)} variables=${clip(printable(JSON.stringify(c.variables ?? null) ?? ''), 160)} [auth ${c.auth}]`;
  return `WS-RAW init=${c.init} frames=${c.frames.map((f) => (Buffer.isBuffer(f) ? `<${f.length} bytes binary>` : clip(printable(f), 120))).join(' | ')}`;
}

/** What the answer said, normalised so that instances of one cause group together. */
function causeKey(r: CorpusResult): string {
  const msg = r.o.text.match(/"(?:message|error)":"([^"]{0,90})/)?.[1] ?? r.o.text.slice(0, 90);
  return `${r.c.transport} ${r.o.label}${wronglyAnswered(r) ? ' (must be refused)' : ''}${r.leaks.length ? ` leaks[${r.leaks.join(',')}]` : ''} :: ${msg.replace(/NCT\d{8}/g, 'NCT…').replace(/\d+/g, 'N')}`;
}

function tally(results: CorpusResult[], key: (r: CorpusResult) => string): [string, number][] {
  const m = new Map<string, number>();
  for (const r of results) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** The printed report: counts by transport and status, then the failures grouped by cause with a sample request each. */
export function formatReport(results: CorpusResult[], meta: { seed: number; seconds: number }): string {
  const lines: string[] = [];
  const failures = results.filter(isFailure);
  lines.push(`Corpus: ${results.length} malformed requests (seed ${meta.seed}) in ${meta.seconds.toFixed(1)} s; failures: ${failures.length}`);
  for (const transport of ['http', 'ws', 'ws-raw'] as const) {
    const of = results.filter((r) => r.c.transport === transport);
    for (const api of ['rest', 'graphql'] as const) {
      const part = of.filter((r) => r.c.api === api);
      if (!part.length) continue;
      const statuses = tally(part, (r) => r.o.label);
      lines.push(`  ${transport.padEnd(6)} ${api.padEnd(7)} ${String(part.length).padStart(5)}: ${statuses.map(([s, n]) => `${s}×${n}`).join(', ')}`);
    }
  }
  const byClass = tally(results, (r) => (r.o.status >= 500 ? '5xx' : r.o.status >= 400 ? '4xx' : r.o.status >= 200 ? '2xx/open' : 'other'));
  lines.push(`  by class: ${byClass.map(([s, n]) => `${s}×${n}`).join(', ')}`);
  const leakCount = results.filter((r) => r.leaks.length).length;
  lines.push(
    `  answers ≥ 500: ${results.filter((r) => r.o.status >= 500).length}; answers with internals: ${leakCount}; no answer: ${results.filter((r) => r.o.label === 'timeout' || r.o.label.startsWith('no answer')).length}; answered though over a limit: ${results.filter(wronglyAnswered).length}`,
  );
  if (failures.length) {
    const groups = new Map<string, CorpusResult[]>();
    for (const f of failures) groups.set(causeKey(f), [...(groups.get(causeKey(f)) ?? []), f]);
    lines.push(`Failures by cause (${groups.size}):`);
    [...groups.entries()]
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 25)
      .forEach(([key, list]) => {
        const targets = [...new Set(list.map((r) => r.c.target))];
        lines.push(`  ${list.length}× ${key}`);
        lines.push(`     targets: ${clip(targets.join(', '), 300)}`);
        lines.push(`     sample: ${describeCase(list[0].c)}`);
        lines.push(`     answer: ${clip(printable(list[0].o.text), 300)}`);
      });
  }
  const slow = [...results].sort((a, b) => b.o.ms - a.o.ms).slice(0, 3);
  lines.push(`Slowest: ${slow.map((r) => `${r.o.ms.toFixed(0)} ms ${r.c.target}`).join('; ')}`);
  return lines.join('\n');
}
