import type { Metrics, ReliabilityBin } from './evaluation.metrics.js';
import { EXCLUSION_REASONS, type EvaluationReport, type ExclusionReason } from './evaluation.report.js';

const fixed = (x: number | null, digits = 3) => (x === null ? '—' : x.toFixed(digits));
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function metricLines(title: string, m: Metrics): string[] {
  const size = `n = ${m.n} (${m.positives} met / ${m.negatives} not met)`;
  return [
    `${title}, ${size}`,
    `  ${pad('ROC-AUC (ties count 1/2)', 30)}${lpad(fixed(m.rocAuc), 7)}   ${m.positives} × ${m.negatives} pairs`,
    `  ${pad('PR-AUC (average precision)', 30)}${lpad(fixed(m.prAuc), 7)}   ${m.positives} positives`,
    `  ${pad('Brier', 30)}${lpad(fixed(m.brier), 7)}   n = ${m.n}`,
  ];
}

function reliabilityLines(title: string, bins: ReliabilityBin[]): string[] {
  return [
    title,
    `  ${pad('bin', 11)}${lpad('n', 5)}${lpad('mean predicted', 17)}${lpad('observed rate', 16)}`,
    ...bins.map(
      (b) =>
        `  ${pad(`${b.lower.toFixed(1)}–${b.upper.toFixed(1)}`, 11)}${lpad(String(b.n), 5)}${lpad(fixed(b.meanPredicted), 17)}${lpad(fixed(b.observedRate), 16)}`,
    ),
  ];
}

/** The evaluation as `npm run evaluate` prints it (plain text, deterministic for a given report). */
/** Reasons always printed for sets labelled from their own results (0 included), so the count of each outcome left out is explicit. */
const ALWAYS_SHOWN: readonly ExclusionReason[] = ['MIXED', 'NOT_ANALYSABLE'];

function exclusionLines(r: EvaluationReport): string[] {
  const shown = r.setKind === 'CSV' ? [] : ALWAYS_SHOWN;
  const list = EXCLUSION_REASONS.flatMap((reason) => {
    const e = r.exclusions.find((x) => x.reason === reason);
    return e ? [e] : shown.includes(reason) ? [{ reason, count: 0, examples: [] }] : [];
  });
  return list.map((e) => `  ${pad(e.reason, 20)}${lpad(String(e.count), 6)}${e.examples.length ? `   e.g. ${e.examples.slice(0, 4).join(', ')}` : ''}`);
}

export function formatReport(r: EvaluationReport, opts: { list?: boolean } = {}): string {
  const excluded = r.exclusions.reduce((s, e) => s + e.count, 0);
  const lines = [
    `Evaluation of "${r.setName}" (${r.setKind}), engine ${r.engineVersion}, ${r.evaluatedAt.toISOString().slice(0, 10)}`,
    `Scored as known before the readout: results, status, whyStopped, dates after the primary completion and later history removed.`,
    `Read ${r.read}; labelled ${r.n} (${r.positives} met → 1, ${r.negatives} not met → 0); excluded ${excluded}:`,
    ...exclusionLines(r),
    '',
    ...metricLines('Readout probability (breakdown.probability)', r.probability),
    '',
    ...metricLines('Prior alone (breakdown.prior)', r.prior),
    '',
    `Base-rate comparison (Brier, n = ${r.n}; lower is better)`,
    `  ${pad('readout probability', 62)}${lpad(fixed(r.probability.brier), 7)}`,
    `  ${pad('prior alone', 62)}${lpad(fixed(r.prior.brier), 7)}`,
    `  ${pad(`constant ${fixed(r.baseRate)} = this set's positive rate (in-sample oracle)`, 62)}${lpad(fixed(r.baseRateBrier), 7)}`,
    '',
    ...reliabilityLines('Reliability by decile of the readout probability', r.probability.reliability),
    '',
    ...reliabilityLines('Reliability by decile of the prior alone', r.prior.reliability),
  ];
  if (r.n === 0) lines.push('', 'No labelled trial: nothing to measure.');
  else if (r.positives === 0 || r.negatives === 0) lines.push('', 'Only one class in the set: ROC-AUC is undefined (—).');
  if (opts.list && r.trials.length) {
    lines.push('', `  ${pad('trial', 13)}${lpad('label', 6)}${lpad('probability', 13)}${lpad('prior', 8)}`);
    for (const t of r.trials) lines.push(`  ${pad(t.nctId, 13)}${lpad(String(t.y), 6)}${lpad(fixed(t.probability), 13)}${lpad(fixed(t.prior), 8)}`);
  }
  return lines.join('\n');
}
