import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Timing } from './stats.js';

export interface Figure {
  section: string;
  name: string;
  /** What was measured, in words with its unit (e.g. "12.3 ms (p95 15.0)"). */
  value: string;
  /** The same-process baseline, in words. */
  baseline: string;
  /** value relative to the baseline, as described by ratioMeaning. */
  ratio: number | null;
  ratioMeaning: string;
  measured?: Timing | Record<string, unknown>;
  baselineMeasured?: Timing | Record<string, unknown>;
  notes?: string[];
  plans?: { measured?: string[]; baseline?: string[] };
}

export const ms = (t: Timing) => `${fmt(t.medianMs)} ms (p95 ${fmt(t.p95Ms)})`;
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US');
  if (Math.abs(x) >= 10) return x.toFixed(1);
  return x.toFixed(2);
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** A plain-text table, one line per figure, grouped by section. */
export function printTable(figures: Figure[], log: (l: string) => void): void {
  const cols = [
    { h: 'measurement', w: 40, f: (x: Figure) => x.name },
    { h: 'value', w: 30, f: (x: Figure) => x.value },
    { h: 'baseline', w: 44, f: (x: Figure) => x.baseline },
    {
      h: 'ratio',
      w: 10,
      f: (x: Figure) => (x.ratio === null ? '—' : `${x.ratio}×`),
    },
    { h: 'ratio means', w: 0, f: (x: Figure) => x.ratioMeaning },
  ];
  let section = '';
  log('');
  log(cols.map((c) => pad(c.h, c.w)).join(' | '));
  log(cols.map((c) => '-'.repeat(Math.max(c.w, 11))).join('-+-'));
  for (const f of figures) {
    if (f.section !== section) {
      section = f.section;
      log(`== ${section}`);
    }
    log(cols.map((c) => pad(c.f(f), c.w)).join(' | '));
  }
  log('');
}

export async function writeJson(name: string, body: unknown): Promise<string> {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}-${name}.json`);
  await fs.writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}
