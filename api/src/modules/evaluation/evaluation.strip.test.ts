import { describe, expect, it } from 'vitest';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import { mapStudy } from '../../providers/ctgov/ctgov.mapper.js';
import { rulesProvider } from '../../providers/analysis/rules.js';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { asKnownBeforeReadout, readoutDay } from './evaluation.strip.js';

/** A real record with posted results: NCT02552212 (phase 3, COMPLETED, primary completion 2018-05, completion 2020-05, results 2020-08). */
function realInput(): AnalysisInput {
  const record = mapStudy(ctgovFixture('NCT02552212.json'));
  return toAnalysisInput(
    { ...record, ticker: null, investmentVerdict: 'NON' },
    { sponsorRecord: { completed: 4, terminated: 1 }, marketCap: 5e9, asOf: '2026-11-27', enrollmentTarget: 500, companyActiveTrials: 3 },
  );
}

describe('asKnownBeforeReadout', () => {
  it('removes the outcome, the status and whatever is dated after the primary completion', () => {
    const input = realInput();
    expect(input.results).not.toBeNull();
    expect(input.status).toBe('COMPLETED');
    const before = asKnownBeforeReadout(input);
    expect(readoutDay(input)).toBe('2018-05-01');
    expect(before).toMatchObject({
      status: 'UNKNOWN',
      whyStopped: null,
      results: null,
      resultsFirstPostDate: null,
      lastUpdatePostDate: null,
      completionDate: null,
      completionDateRaw: null,
      completionDateType: null,
      sponsorRecord: null,
      companyActiveTrials: null,
      enrollmentTarget: null,
      marketCap: null,
      asOf: '2018-05-01',
    });
    // The design as registered stays.
    expect(before.primaryCompletionDate).toBe(input.primaryCompletionDate);
    expect(before.startDate).toBe(input.startDate);
    expect(before.phases).toEqual(input.phases);
    expect(before.conditions).toEqual(input.conditions);
    expect(before.eligibilityCriteria).toBe(input.eligibilityCriteria);
    expect(before.leadSponsorClass).toBe(input.leadSponsorClass);
    // The input itself is left as it was.
    expect(input.results).not.toBeNull();
  });

  it('keeps the dates up to the readout day and only the slips it is given', () => {
    const input: AnalysisInput = {
      ...realInput(),
      primaryCompletionDate: '2020-01-31',
      completionDate: '2020-01-31',
      lastUpdatePostDate: '2019-06-01',
      whyStopped: 'Futility at interim analysis',
      slips: { count: 3, days: 400, latest: '2021-01-01' },
    };
    const before = asKnownBeforeReadout(input, { slips: { count: 1, days: 90, latest: '2019-12-01' }, enrollmentTarget: 300 });
    expect(before.completionDate).toBe('2020-01-31');
    expect(before.lastUpdatePostDate).toBe('2019-06-01');
    expect(before.whyStopped).toBeNull();
    expect(before.slips).toEqual({ count: 1, days: 90, latest: '2019-12-01' });
    expect(before.enrollmentTarget).toBe(300);
    expect(asKnownBeforeReadout(input).slips).toBeUndefined();
  });

  it('gives the engine nothing to read the outcome from', async () => {
    const out = await rulesProvider.analyze(asKnownBeforeReadout(realInput()));
    expect(out.breakdown.readout).toBeNull();
    expect(out.breakdown.outcome).toBeNull();
    expect(out.breakdown.probability).toBe(out.breakdown.forecast);
  });
});
