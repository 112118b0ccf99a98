import { constantBrier, metricsOf, positiveRate, type Metrics, type Scored } from './evaluation.metrics.js';

/**
 * Kinds of labelled set: RECORDS, a folder (or file) of ClinicalTrials.gov v2 records labelled from
 * their own posted results; CSV, `nctid,label` joined with the trials in the database; IMPORTED, the
 * imported trials of the database labelled from their posted results.
 */
export const EVALUATION_SET_KINDS = ['RECORDS', 'CSV', 'IMPORTED'] as const;
export type EvaluationSetKind = (typeof EVALUATION_SET_KINDS)[number];

/**
 * Why an item of a labelled set was left out:
 * - UNREADABLE: the file or line is not JSON, or not a study;
 * - NOT_MAPPABLE: the study has no usable nctId or title (the importer would skip it too);
 * - DUPLICATE: the trial was met earlier in the set (the first one counts);
 * - NO_POSTED_RESULTS: no posted primary-outcome results (nothing to label it with);
 * - MIXED: primary end points disagree (some met, some not);
 * - NOT_ANALYSABLE: results posted but no primary analysis gives a verdict (no p-value, no usable CI);
 * - INVALID_ROW: a CSV line that is not `nctid,label` with a label of 0 or 1;
 * - CONFLICTING_LABELS: a CSV id given with both labels;
 * - NOT_FOUND: a CSV id that is not in the database.
 */
export const EXCLUSION_REASONS = [
  'UNREADABLE',
  'NOT_MAPPABLE',
  'DUPLICATE',
  'NO_POSTED_RESULTS',
  'MIXED',
  'NOT_ANALYSABLE',
  'INVALID_ROW',
  'CONFLICTING_LABELS',
  'NOT_FOUND',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

export interface Exclusion {
  reason: ExclusionReason;
  count: number;
  /** The first few ids or sources, for the printout. */
  examples: string[];
}

/** Exclusions counted as a set is read. */
export class ExclusionTally {
  private readonly counts = new Map<ExclusionReason, Exclusion>();

  add(reason: ExclusionReason, example?: string, count = 1): void {
    const e = this.counts.get(reason) ?? { reason, count: 0, examples: [] };
    e.count += count;
    if (example !== undefined && e.examples.length < EXAMPLES) e.examples.push(example);
    this.counts.set(reason, e);
  }

  /** In EXCLUSION_REASONS order. */
  list(): Exclusion[] {
    return EXCLUSION_REASONS.flatMap((r) => {
      const e = this.counts.get(r);
      return e ? [e] : [];
    });
  }
}

const EXAMPLES = 8;

/** One scored trial: its label, the engine's readout probability and the prior alone. */
export interface ScoredTrial {
  nctId: string;
  y: 0 | 1;
  probability: number;
  prior: number;
}

export interface EvaluationReport {
  setName: string;
  setKind: EvaluationSetKind;
  evaluatedAt: Date;
  engineVersion: string;
  /** Items read from the set (labelled or not). */
  read: number;
  n: number;
  positives: number;
  negatives: number;
  exclusions: Exclusion[];
  /** The set's own share of positives: the constant an in-sample oracle would predict. */
  baseRate: number | null;
  /** Brier of that constant (known only after the fact: a lower bound no honest constant beats in-sample). */
  baseRateBrier: number | null;
  /** The engine's readout probability (breakdown.probability). */
  probability: Metrics;
  /** The prior alone (breakdown.prior). */
  prior: Metrics;
  trials: ScoredTrial[];
}

/** The report of scored trials: every metric for the engine and for its prior alone (trials sorted by id). */
export function buildReport(
  meta: Pick<EvaluationReport, 'setName' | 'setKind' | 'evaluatedAt' | 'engineVersion' | 'read' | 'exclusions'>,
  trials: readonly ScoredTrial[],
): EvaluationReport {
  const sorted = [...trials].sort((a, b) => a.nctId.localeCompare(b.nctId));
  const engine: Scored[] = sorted.map((t) => ({ p: t.probability, y: t.y }));
  const prior: Scored[] = sorted.map((t) => ({ p: t.prior, y: t.y }));
  const probability = metricsOf(engine);
  const baseRate = positiveRate(engine);
  return {
    ...meta,
    n: probability.n,
    positives: probability.positives,
    negatives: probability.negatives,
    baseRate,
    baseRateBrier: baseRate === null ? null : constantBrier(engine, baseRate),
    probability,
    prior: metricsOf(prior),
    trials: sorted,
  };
}
