import { describe, expect, it } from 'vitest';
import { slipRun } from './slips.js';

describe('slipRun', () => {
  it('counts consecutive slips: a date brought forward ends the run, an added date does not', () => {
    const c = (slipDays: number | null, newValue = '2030-01-01') => ({ slipDays, newValue });
    expect(slipRun([])).toBeUndefined();
    expect(slipRun([c(90), c(120, '2031-01-01')])).toEqual({ count: 2, days: 210, latest: '2031-01-01' });
    expect(slipRun([c(90), c(-30), c(60, '2032-02-02')])).toEqual({ count: 1, days: 60, latest: '2032-02-02' });
    expect(slipRun([c(90), c(null), c(10, 'x')])).toEqual({ count: 2, days: 100, latest: 'x' });
    expect(slipRun([c(90), c(-5)])).toBeUndefined();
  });
});
