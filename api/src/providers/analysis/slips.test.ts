import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import { analyzeWithRules, inputHashOf } from './rules.js';
import { slipFactor } from './slips.js';

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
});
