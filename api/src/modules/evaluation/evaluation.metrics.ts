/**
 * Scoring metrics of a labelled set: pure functions of (predicted probability, label 0/1) pairs.
 * Nothing here is fitted: every figure is a plain function of the pairs it is given.
 */

export interface Scored {
  /** Predicted probability, 0–1. */
  p: number;
  /** Outcome: 1 (primary end point met) or 0 (not met). */
  y: 0 | 1;
}

/**
 * ROC-AUC: the probability that a random positive scores above a random negative, ties counting 1/2
 * (the Mann–Whitney U statistic over positives × negatives, through average ranks). Null when the set
 * lacks positives or negatives (the area is undefined).
 */
export function rocAuc(items: readonly Scored[]): number | null {
  const pos = items.filter((i) => i.y === 1).length;
  const neg = items.length - pos;
  if (pos === 0 || neg === 0) return null;
  const sorted = [...items].sort((a, b) => a.p - b.p);
  let rankSumPos = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].p === sorted[i].p) j += 1;
    // Ranks i+1 … j share their average.
    const avgRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k += 1) if (sorted[k].y === 1) rankSumPos += avgRank;
    i = j;
  }
  return (rankSumPos - (pos * (pos + 1)) / 2) / (pos * neg);
}

/**
 * PR-AUC as average precision: Σ (recall_k − recall_{k−1}) × precision_k over the distinct
 * thresholds, highest first (tied scores enter together, so the order within a tie does not
 * matter). Null without positives.
 */
export function averagePrecision(items: readonly Scored[]): number | null {
  const pos = items.filter((i) => i.y === 1).length;
  if (pos === 0) return null;
  const sorted = [...items].sort((a, b) => b.p - a.p);
  let tp = 0;
  let prevRecall = 0;
  let ap = 0;
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j < sorted.length && sorted[j].p === sorted[i].p) {
      if (sorted[j].y === 1) tp += 1;
      j += 1;
    }
    // The first j items are above or at this threshold.
    const recall = tp / pos;
    ap += (recall - prevRecall) * (tp / j);
    prevRecall = recall;
    i = j;
  }
  return ap;
}

/** Brier score: mean squared difference between the probability and the outcome. Null on an empty set. */
export function brier(items: readonly Scored[]): number | null {
  if (items.length === 0) return null;
  return items.reduce((s, i) => s + (i.p - i.y) ** 2, 0) / items.length;
}

/** Share of positives. Null on an empty set. */
export function positiveRate(items: readonly Scored[]): number | null {
  if (items.length === 0) return null;
  return items.filter((i) => i.y === 1).length / items.length;
}

/** Brier of a constant prediction c: mean (c − y)². */
export function constantBrier(items: readonly Scored[], c: number): number | null {
  return brier(items.map((i) => ({ p: c, y: i.y })));
}

export interface ReliabilityBin {
  /** 0 … 9: predictions in [bin/10, (bin+1)/10), the last bin closed at 1. */
  bin: number;
  lower: number;
  upper: number;
  n: number;
  /** Mean predicted probability of the bin; null when empty. */
  meanPredicted: number | null;
  /** Share of positives in the bin; null when empty. */
  observedRate: number | null;
}

export const RELIABILITY_BINS = 10;

/** Reliability table by decile of predicted probability (fixed-width bins of 0.1; every bin listed, empty ones with n = 0). */
export function reliabilityTable(items: readonly Scored[]): ReliabilityBin[] {
  const bins = Array.from({ length: RELIABILITY_BINS }, (_, bin) => ({ bin, sumP: 0, sumY: 0, n: 0 }));
  for (const i of items) {
    const b = bins[Math.min(RELIABILITY_BINS - 1, Math.max(0, Math.floor(i.p * RELIABILITY_BINS)))];
    b.n += 1;
    b.sumP += i.p;
    b.sumY += i.y;
  }
  return bins.map(({ bin, sumP, sumY, n }) => ({
    bin,
    lower: bin / RELIABILITY_BINS,
    upper: (bin + 1) / RELIABILITY_BINS,
    n,
    meanPredicted: n ? sumP / n : null,
    observedRate: n ? sumY / n : null,
  }));
}

export interface Metrics {
  n: number;
  positives: number;
  negatives: number;
  rocAuc: number | null;
  prAuc: number | null;
  brier: number | null;
  reliability: ReliabilityBin[];
}

/** Every metric of one predictor on one set. */
export function metricsOf(items: readonly Scored[]): Metrics {
  const positives = items.filter((i) => i.y === 1).length;
  return {
    n: items.length,
    positives,
    negatives: items.length - positives,
    rocAuc: rocAuc(items),
    prAuc: averagePrecision(items),
    brier: brier(items),
    reliability: reliabilityTable(items),
  };
}
