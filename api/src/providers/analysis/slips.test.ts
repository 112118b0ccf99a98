import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import { analyzeWithRules, inputHashOf } from './rules.js';
import { slipContext } from './slips.js';

const base = (): AnalysisInput => toAnalysisInput(buildTrial({ status: 'RECRUITING' }), { sponsorRecord: null, marketCap: null, asOf: '2026-11-21' });

describe('slip context line', () => {
  it('states the run of slips, with no effect on the probability (no published effect size)', () => {
    expect(slipContext(base())).toMatchObject({ key: 'slips', effect: 0, tone: 'info' });
    const one = slipContext({ ...base(), slips: { count: 1, days: 183, latest: '2032-06-01' } });
    expect(one).toMatchObject({ effect: 0, min: 0, max: 0, source: null, tone: 'risk' });
    expect(one.statement.fr).toBe('Date de fin principale repoussée 1 fois de suite (183 jours au total ; désormais juin 2032)');
    expect(one.statement.en).toMatch(/^Primary completion date pushed back 1 time in a row \(183 days in all; now /);
    expect(slipContext({ ...base(), slips: { count: 3, days: 730, latest: null } }).statement.en).toContain('3 times in a row (730 days in all)');
  });

  it('shows in the risks, leaves the probability alone, and changes the input hash only for trials with slips', () => {
    const plain = base();
    const slipped = { ...base(), slips: { count: 2, days: 400, latest: '2033-01-15' } };
    expect(analyzeWithRules(slipped).breakdown.probability).toBe(analyzeWithRules(plain).breakdown.probability);
    expect(analyzeWithRules(slipped).details.fr.risques.join(' ')).toContain('repoussée 2 fois de suite');
    expect(analyzeWithRules(slipped).details.en.risques.join(' ')).toContain('pushed back 2 times in a row');
    expect(inputHashOf(slipped, 'rules')).not.toBe(inputHashOf(plain, 'rules'));
    expect(inputHashOf({ ...plain, slips: undefined }, 'rules')).toBe(inputHashOf(plain, 'rules'));
  });
});
