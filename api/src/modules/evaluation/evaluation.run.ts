import { ENGINE_VERSION } from '../../providers/analysis/rules.js';
import type { AnalysisProvider } from '../../providers/analysis/types.js';
import { buildReport, type EvaluationReport, type ScoredTrial } from './evaluation.report.js';
import type { LabelledSet } from './evaluation.sets.js';

export interface EvaluateOptions {
  /** The evaluation's date (now by default). */
  now?: Date;
  /** Called every `every` trials scored. */
  onProgress?: (scored: number) => void;
  every?: number;
}

/**
 * Scores every labelled trial of a set with the provider (the rules engine: deterministic) from
 * what was known before its readout (the set gives the inputs already stripped), and measures the
 * engine's readout probability (breakdown.probability) and its prior alone (breakdown.prior)
 * against the labels. Nothing is fitted to the set.
 */
export async function evaluateSet(set: LabelledSet, provider: AnalysisProvider, opts: EvaluateOptions = {}): Promise<EvaluationReport> {
  const trials: ScoredTrial[] = [];
  let engineVersion: string | null = null;
  const every = opts.every ?? 500;
  for await (const c of set.items()) {
    const out = await provider.analyze(c.input);
    // The set strips the outcome: an engine that still reads one would be graded on its own answer.
    if (out.breakdown.readout !== null) throw new Error(`${c.nctId}: the engine read posted results from an input stripped of them`);
    engineVersion ??= out.breakdown.engineVersion;
    trials.push({ nctId: c.nctId, y: c.y, probability: out.breakdown.probability, prior: out.breakdown.prior });
    if (trials.length % every === 0) opts.onProgress?.(trials.length);
  }
  return buildReport(
    {
      setName: set.name,
      setKind: set.kind,
      evaluatedAt: opts.now ?? new Date(),
      engineVersion: engineVersion ?? ENGINE_VERSION,
      read: set.read(),
      exclusions: set.exclusions.list(),
    },
    trials,
  );
}
