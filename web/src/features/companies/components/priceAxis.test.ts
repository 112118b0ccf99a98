import { describe, expect, it } from 'vitest';
import { textWidth } from '../../../lib/chartText';
import { dateTicks, niceStep, priceAxis } from './priceAxis';

describe('price axis', () => {
  it('steps by 1, 2 or 5 × 10^k', () => {
    expect(niceStep(400, 440, 5)).toBe(10);
    expect(niceStep(0, 1, 5)).toBe(0.2);
    expect(niceStep(460000, 560000, 5)).toBe(20000);
  });

  it('is as wide as its widest label, whatever the currency and size of the prices', () => {
    for (const [closes, currency] of [
      [[410, 420, 415], 'USD'],
      [[553019, 470000, 520000], 'KRW'],
      [[0.5012, 0.5018], 'EUR'],
    ] as const) {
      const axis = priceAxis(closes, currency);
      const labels = axis.ticks.map(axis.format);
      expect(axis.width).toBeGreaterThanOrEqual(Math.max(...labels.map((l) => textWidth(l))) + 10);
      // Bounds on whole steps around the prices, and no two labels alike.
      expect(axis.min).toBeLessThanOrEqual(Math.min(...closes));
      expect(axis.max).toBeGreaterThanOrEqual(Math.max(...closes));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe('date ticks', () => {
  const dates = Array.from({ length: 262 }, (_, i) => new Date(Date.UTC(2025, 10, 3) + i * 86_400_000 * 1.4).toISOString().slice(0, 10));
  const label = (d: string) => d.slice(0, 7);
  const margin = { left: 60, right: 12 };

  it('puts fewer labels on a phone than on a desktop, never more than eight', () => {
    const wide = dateTicks(dates, label, 1100, margin);
    const narrow = dateTicks(dates, label, 260, margin);
    expect(wide.length).toBeLessThanOrEqual(8);
    expect(narrow.length).toBeLessThan(wide.length);
    expect(narrow.length).toBeGreaterThan(1);
  });

  it('leaves room for every label: the centres are a label and a gap apart, and the last stays inside', () => {
    for (const inner of [260, 600, 1100]) {
      const ticks = dateTicks(dates, label, inner, margin);
      const step = inner / (dates.length - 1);
      const xs = ticks.map((d) => dates.indexOf(d) * step);
      const w = Math.max(...ticks.map((d) => textWidth(label(d))));
      for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(w);
      expect(xs[xs.length - 1] + w / 2).toBeLessThanOrEqual(inner + margin.right);
      expect(new Set(ticks.map(label)).size).toBe(ticks.length);
    }
  });
});
