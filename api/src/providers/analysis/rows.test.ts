import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { arithmeticProblems } from './arithmetic.check.js';
import { analyzeWithRules, inputHashOf } from './rules.js';
import { MEASURED_MIN_N, measuredRowFor, rowFor } from './rows.js';

const TRIAL: Partial<TrialRecord> = {
  investmentVerdict: 'OUI',
  ticker: 'ABCD',
  conditions: ['Hemophilia A'],
  leadSponsorClass: 'INDUSTRY',
  status: 'RECRUITING',
  primaryCompletionDate: '2027-03-15',
  primaryCompletionDateRaw: '2027-03-15',
  primaryCompletionDateType: 'ESTIMATED',
};
const trial = buildTrial(TRIAL);
const input = (marketCap: number | null, reactions?: MeasuredReactionRows): AnalysisInput => ({
  ...toAnalysisInput(trial, { sponsorRecord: null, marketCap, asOf: '2026-11-21', companyActiveTrials: 0 }),
  ...(reactions ? { reactions } : {}),
});
const side = (median: number | null, n: number) => ({ median, n });
const rows = (small: [number, number, number, number], mid: [number, number, number, number] = [4.2, 29, -12, 80]): MeasuredReactionRows => ({
  benchmark: 'XBI',
  demo: false,
  asOf: '2026-11-20',
  rows: {
    SMALL: { upside: side(small[0], small[1]), downside: side(small[2], small[3]) },
    MID: { upside: side(mid[0], mid[1]), downside: side(mid[2], mid[3]) },
    LARGE: { upside: side(null, 0), downside: side(null, 0) },
  },
});

describe('measured reactions replace the published row by bucket from n ≥ 30 on each side', () => {
  it('the threshold is the issue’s (say ≥ 30): 30 successes and 30 failures', () => {
    expect(MEASURED_MIN_N).toBe(30);
    expect(measuredRowFor('SMALL', rows([9.36, 30, -27.44, 30]))).toMatchObject({ upside: 9.4, downside: -27.4 });
    expect(measuredRowFor('SMALL', rows([9.36, 29, -27.44, 300]))).toBeNull();
    expect(measuredRowFor('SMALL', rows([9.36, 300, -27.44, 29]))).toBeNull();
    expect(measuredRowFor('SMALL', rows([9.36, 30, -27.44, 30], [1, 30, -1, 30]))?.measured?.successes).toBe(30);
    // No measured row for a listed company of unknown cap, nor for an unlisted sponsor.
    expect(measuredRowFor('UNKNOWN', rows([9.36, 30, -27.44, 30]))).toBeNull();
    expect(rowFor('UNKNOWN', rows([9.36, 30, -27.44, 30]))).toMatchObject({ upside: 0.8, downside: -2, measured: null });
    expect(rowFor('UNLISTED', rows([9.36, 30, -27.44, 30]))).toBeNull();
  });

  it('a small cap with enough measured reactions uses its medians and cites them; the scale stays 0.8', () => {
    const reactions = { ...rows([9.36, 41, -27.44, 33]), demo: true };
    const out = analyzeWithRules(input(1.2e9, reactions));
    const m = out.breakdown.market;
    expect(m).toMatchObject({ bucket: 'SMALL', upside: 9.4, downside: -27.4, provisional: false });
    expect(m.measured).toEqual({ successes: 41, failures: 33, benchmark: 'XBI', demo: true, asOf: '2026-11-20' });
    expect(m.source.en).toBe('Trialyst, measured: n = 41 successes / 33 failures, median abnormal 1-day move vs XBI, as of 2026-11-20, demo market');
    expect(m.source.fr).toBe(
      'Trialyst, mesuré : n = 41 succès / 33 échecs, mouvement anormal médian sur 1 jour vs XBI, au 2026-11-20, marché de démonstration',
    );
    expect(m.breakEven).toBeCloseTo(27.4 / 36.8, 10);
    expect(out.breakdown.terms.find((t) => t.key === 'upside')!.label.en).toBe('U — move on success (small caps, measured by Trialyst (n = 41/33, demo))');
    expect(out.breakdown.terms.find((t) => t.key === 'upside')!.shown).toBe('+9.4%');
    expect(out.breakdown.terms.find((t) => t.key === 'downside')!.shown).toBe('−27.4%');
    expect(arithmeticProblems(out.breakdown)).toEqual([]);
    expect(out.details.en.analyse).toContain('Trialyst, measured: n = 41 successes / 33 failures');
    expect(out.details.fr.analyse).toMatch(/score = 5 \+ 5 × E ÷ 0,8 = \d+,\d\/10/);
  });

  it('below the threshold, or in another bucket, the published row stays', () => {
    for (const [cap, reactions] of [
      [5e9, rows([9.36, 41, -27.44, 33])], // MID: 29 successes
      [1.2e9, rows([9.36, 12, -27.44, 33])],
      [null, rows([9.36, 41, -27.44, 33])],
    ] as const) {
      const out = analyzeWithRules(input(cap, reactions));
      expect(out.breakdown.market).toMatchObject({ upside: 0.8, downside: -2, measured: null });
      expect(out.breakdown.market.source.en).toMatch(/^Hwang TJ/);
      expect(out).toEqual(analyzeWithRules(input(cap)));
    }
  });

  it('the hash takes the row the trial uses: other buckets and counts below the threshold change nothing', () => {
    const small = (r: MeasuredReactionRows) => inputHashOf(input(1.2e9, r), 'rules');
    const base = rows([9.36, 41, -27.44, 33]);
    expect(small(base)).toBe(small(rows([9.36, 41, -27.44, 33], [5, 90, -15, 90]))); // MID changed
    expect(small(base)).not.toBe(small(rows([9.36, 42, -27.44, 33]))); // one more success measured
    expect(small(base)).not.toBe(small(rows([9.5, 41, -27.44, 33])));
    expect(small(base)).not.toBe(small({ ...base, asOf: '2026-11-21' }));
    // Below the threshold the published row applies: the hash is the one without measured reactions.
    expect(small(rows([9.36, 12, -27.44, 33]))).toBe(small(rows([3, 20, -5, 25])));
    expect(small(rows([9.36, 12, -27.44, 33]))).toBe(inputHashOf(input(1.2e9), 'rules'));
  });
});
