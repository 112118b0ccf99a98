import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput } from '../../modules/analysis/analysis.input.js';
import { slipRun } from '../../modules/changes/changes.slips.js';
import { analyzeWithRules, inputHashOf } from './rules.js';
import { slipFactor } from './slips.js';
import type { AnalysisInput } from './types.js';

const base = (): AnalysisInput => toAnalysisInput(buildTrial({ status: 'RECRUITING' }), { sponsorRecord: null, marketCap: null, asOf: '2026-11-21' });

describe('slip factor', () => {
  it('is 0 without slips, grows with their number and total delay, and stays within [-0.6, 0]', () => {
    expect(slipFactor(base())).toMatchObject({ key: 'slips', effect: 0, min: -0.6, max: 0 });
    const one = slipFactor({ ...base(), slips: { count: 1, days: 183, latest: '2032-06-01' } });
    expect(one.effect).toBeCloseTo(-0.15 - (0.25 * 183) / 365, 3);
    expect(one.statement.fr).toBe('Date de fin principale repoussée 1 fois de suite (183 jours au total ; désormais juin 2032)');
    expect(one.statement.en).toMatch(/^Primary completion date pushed back 1 time in a row \(183 days in all; now /);
    const three = slipFactor({ ...base(), slips: { count: 3, days: 730, latest: null } });
    expect(three.effect).toBe(-0.6);
    expect(slipFactor({ ...base(), slips: { count: 2, days: 200, latest: null } }).effect).toBeLessThan(one.effect);
  });

  it('lowers the probability, shows in the risks and changes the input hash only for trials with slips', () => {
    const plain = base();
    const slipped = { ...base(), slips: { count: 2, days: 400, latest: '2033-01-15' } };
    expect(analyzeWithRules(slipped).breakdown.probability).toBeLessThan(analyzeWithRules(plain).breakdown.probability);
    expect(analyzeWithRules(slipped).details.fr.risques.join(' ')).toContain('repoussée 2 fois de suite');
    expect(inputHashOf(slipped, 'rules')).not.toBe(inputHashOf(plain, 'rules'));
    expect(inputHashOf({ ...plain, slips: undefined }, 'rules')).toBe(inputHashOf(plain, 'rules'));
  });

  it('counts consecutive slips: a date brought forward ends the run, an added date does not', () => {
    const c = (slipDays: number | null, newValue = '2030-01-01') => ({ slipDays, newValue });
    expect(slipRun([])).toBeUndefined();
    expect(slipRun([c(90), c(120, '2031-01-01')])).toEqual({ count: 2, days: 210, latest: '2031-01-01' });
    expect(slipRun([c(90), c(-30), c(60, '2032-02-02')])).toEqual({ count: 1, days: 60, latest: '2032-02-02' });
    expect(slipRun([c(90), c(null), c(10, 'x')])).toEqual({ count: 2, days: 100, latest: 'x' });
    expect(slipRun([c(90), c(-5)])).toBeUndefined();
  });
});
