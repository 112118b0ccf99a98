import { describe, expect, it } from 'vitest';
import { averagePrecision, brier, constantBrier, metricsOf, positiveRate, reliabilityTable, rocAuc, type Scored } from './evaluation.metrics.js';

const s = (pairs: [number, 0 | 1][]): Scored[] => pairs.map(([p, y]) => ({ p, y }));

describe('rocAuc', () => {
  it('counts the positive–negative pairs ranked right', () => {
    // Pairs (pos, neg): (0.9, 0.8) ✓, (0.9, 0.1) ✓, (0.7, 0.8) ✗, (0.7, 0.1) ✓ → 3/4.
    expect(
      rocAuc(
        s([
          [0.9, 1],
          [0.8, 0],
          [0.7, 1],
          [0.1, 0],
        ]),
      ),
    ).toBe(0.75);
  });

  it('counts a tie as one half', () => {
    expect(
      rocAuc(
        s([
          [0.5, 1],
          [0.5, 0],
        ]),
      ),
    ).toBe(0.5);
    // (0.6, 0.5) ✓ = 1, (0.5, 0.5) tie = 1/2 → 1.5 / 2.
    expect(
      rocAuc(
        s([
          [0.6, 1],
          [0.5, 1],
          [0.5, 0],
        ]),
      ),
    ).toBe(0.75);
    // A constant predictor ranks nothing: 1/2 whatever the labels.
    expect(
      rocAuc(
        s([
          [0.3, 1],
          [0.3, 0],
          [0.3, 0],
          [0.3, 1],
          [0.3, 1],
        ]),
      ),
    ).toBe(0.5);
  });

  it('is 1 for a perfect ranking, 0 for a reversed one, and undefined with one class', () => {
    expect(
      rocAuc(
        s([
          [0.9, 1],
          [0.2, 0],
          [0.8, 1],
        ]),
      ),
    ).toBe(1);
    expect(
      rocAuc(
        s([
          [0.1, 1],
          [0.9, 0],
        ]),
      ),
    ).toBe(0);
    expect(
      rocAuc(
        s([
          [0.1, 1],
          [0.9, 1],
        ]),
      ),
    ).toBeNull();
    expect(rocAuc([])).toBeNull();
  });

  it('does not depend on the order of the items', () => {
    const items = s([
      [0.4, 0],
      [0.7, 1],
      [0.4, 1],
      [0.2, 0],
      [0.9, 0],
      [0.7, 1],
    ]);
    // Pairs: 3 positives × 3 negatives = 9. pos 0.7: beats 0.4, 0.2, loses to 0.9 → 2 each (4);
    // pos 0.4: ties 0.4 (½), beats 0.2 (1), loses to 0.9 → 1.5. Total 5.5 / 9.
    expect(rocAuc(items)).toBeCloseTo(5.5 / 9, 12);
    expect(rocAuc([...items].reverse())).toBeCloseTo(5.5 / 9, 12);
  });
});

describe('averagePrecision', () => {
  it('sums precision × recall step at each threshold', () => {
    // 0.9 ✓: recall ½, precision 1 → ½; 0.8 ✗: no recall step; 0.7 ✓: recall 1, precision ⅔ → ⅓. AP = ⅚.
    expect(
      averagePrecision(
        s([
          [0.9, 1],
          [0.8, 0],
          [0.7, 1],
          [0.1, 0],
        ]),
      ),
    ).toBeCloseTo(5 / 6, 12);
  });

  it('takes tied scores together', () => {
    // One threshold holding both: recall 1, precision ½.
    expect(
      averagePrecision(
        s([
          [0.5, 0],
          [0.5, 1],
        ]),
      ),
    ).toBe(0.5);
    expect(
      averagePrecision(
        s([
          [0.5, 1],
          [0.5, 0],
        ]),
      ),
    ).toBe(0.5);
  });

  it('is 1 when every positive comes first, the base rate for a constant, undefined without positives', () => {
    expect(
      averagePrecision(
        s([
          [0.9, 1],
          [0.8, 1],
          [0.3, 0],
        ]),
      ),
    ).toBe(1);
    expect(
      averagePrecision(
        s([
          [0.4, 1],
          [0.4, 0],
          [0.4, 0],
          [0.4, 0],
        ]),
      ),
    ).toBe(0.25);
    expect(
      averagePrecision(
        s([
          [0.4, 0],
          [0.2, 0],
        ]),
      ),
    ).toBeNull();
  });
});

describe('brier and the base rate', () => {
  it('is the mean squared error', () => {
    // (0.9 − 1)² = 0.01, (0.2 − 0)² = 0.04 → 0.025.
    expect(
      brier(
        s([
          [0.9, 1],
          [0.2, 0],
        ]),
      ),
    ).toBeCloseTo(0.025, 12);
    expect(brier([])).toBeNull();
  });

  it('of the in-sample positive rate is π(1 − π)', () => {
    const items = s([
      [0.9, 1],
      [0.1, 0],
      [0.5, 0],
      [0.7, 0],
    ]);
    expect(positiveRate(items)).toBe(0.25);
    expect(constantBrier(items, 0.25)).toBeCloseTo(0.25 * 0.75, 12);
  });
});

describe('reliabilityTable', () => {
  it('bins by decile of predicted probability, the last bin closed at 1', () => {
    const table = reliabilityTable(
      s([
        [0.05, 0],
        [0.1, 1],
        [0.15, 0],
        [0.95, 1],
        [1, 1],
        [0.3, 0],
      ]),
    );
    expect(table).toHaveLength(10);
    expect(table[0]).toEqual({ bin: 0, lower: 0, upper: 0.1, n: 1, meanPredicted: 0.05, observedRate: 0 });
    expect(table[1]).toMatchObject({ bin: 1, n: 2, observedRate: 0.5 });
    expect(table[1].meanPredicted).toBeCloseTo(0.125, 12);
    expect(table[3]).toMatchObject({ n: 1, meanPredicted: 0.3, observedRate: 0 });
    expect(table[9]).toMatchObject({ bin: 9, upper: 1, n: 2, meanPredicted: 0.975, observedRate: 1 });
    expect(table[5]).toEqual({ bin: 5, lower: 0.5, upper: 0.6, n: 0, meanPredicted: null, observedRate: null });
    expect(table.reduce((sum, b) => sum + b.n, 0)).toBe(6);
  });
});

describe('metricsOf', () => {
  it('gathers the sample sizes with the metrics', () => {
    const m = metricsOf(
      s([
        [0.9, 1],
        [0.8, 0],
        [0.7, 1],
        [0.1, 0],
      ]),
    );
    expect(m).toMatchObject({ n: 4, positives: 2, negatives: 2, rocAuc: 0.75 });
    expect(m.prAuc).toBeCloseTo(5 / 6, 12);
    // (0.01 + 0.64 + 0.09 + 0.01) / 4.
    expect(m.brier).toBeCloseTo(0.1875, 12);
    expect(m.reliability).toHaveLength(10);
  });
});
