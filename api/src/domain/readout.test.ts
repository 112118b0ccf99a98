import { describe, expect, it } from 'vitest';
import { nullValueOf, parsePostedP, readAnalysis, readPostedResults, statedAlpha } from './readout.js';
import type { OutcomeAnalysis, OutcomeMeasure, TrialResults } from './trial-record.js';

// The analyses below are copied from real ClinicalTrials.gov records (public data, NCT id in each
// case); the whole records are read through the mapper in providers/ctgov/ctgov.readout.test.ts.

const analysis = (a: Partial<OutcomeAnalysis>): OutcomeAnalysis => ({
  pValue: null,
  statisticalMethod: null,
  paramType: null,
  paramValue: null,
  ciPctValue: null,
  ciLowerLimit: null,
  ciUpperLimit: null,
  groupDescription: null,
  ...a,
});
const measure = (title: string, analyses: OutcomeAnalysis[], type = 'PRIMARY'): OutcomeMeasure => ({
  title,
  type,
  description: null,
  reportingStatus: 'POSTED',
  timeFrame: null,
  unitOfMeasure: null,
  analyses,
});
const results = (...measures: OutcomeMeasure[]): TrialResults => ({ outcomeMeasuresModule: { outcomeMeasures: measures }, adverseEventsModule: null });

describe('posted p-values', () => {
  it('parses the forms the registry posts', () => {
    expect(parsePostedP('<0.05')).toEqual({ op: '<', value: 0.05 });
    expect(parsePostedP('< 0.001')).toEqual({ op: '<', value: 0.001 });
    expect(parsePostedP('<0.00001')).toEqual({ op: '<', value: 0.00001 });
    expect(parsePostedP('0.75869')).toEqual({ op: '=', value: 0.75869 });
    expect(parsePostedP('p = 0.036')).toEqual({ op: '=', value: 0.036 });
    expect(parsePostedP('>0.99')).toEqual({ op: '>', value: 0.99 });
    expect(parsePostedP('≤0.05')).toEqual({ op: '<', value: 0.05 });
    expect(parsePostedP('0,04')).toEqual({ op: '=', value: 0.04 });
    expect(parsePostedP('NS')).toBeNull();
    expect(parsePostedP('1.5')).toBeNull();
    expect(parsePostedP(null)).toBeNull();
  });

  it('reads "<x" as significant iff x ≤ alpha, "=x" iff x < alpha', () => {
    const at = (pValue: string) => readAnalysis(analysis({ pValue })).significant;
    expect(at('<0.05')).toBe(true);
    expect(at('0.05')).toBe(false); // NCT01367860 VAS: p = 0.05 is not below 0.05
    expect(at('0.0499')).toBe(true);
    expect(at('0.0568')).toBe(false); // NCT04770285
    expect(at('>0.05')).toBe(false);
    expect(at('<0.1')).toBeNull(); // could be anything below 0.1
    expect(at('>0.01')).toBeNull();
  });
});

describe('alpha', () => {
  it('is 0.05 unless a level is stated', () => {
    expect(statedAlpha(analysis({}))).toBe(0.05);
    // NCT02945046
    expect(statedAlpha(analysis({ pValueComment: 'Threshold for significance at 0.05 level.' }))).toBe(0.05);
    // NCT02856893
    expect(
      statedAlpha(
        analysis({ groupDescription: 'The test is designed to reject a PFS rate at 18 months of 40% (null hypothesis) at the 0.08 significance level.' }),
      ),
    ).toBe(0.08);
    expect(statedAlpha(analysis({ statisticalComment: 'One-sided alpha of 0.025' }))).toBe(0.025);
    expect(statedAlpha(analysis({ pValueComment: 'Cui, Hung, Wang (CHW) procedure applied' }))).toBe(0.05); // NCT02438826
    expect(statedAlpha(analysis({ statisticalComment: 'alpha 0.5' }))).toBe(0.05); // not a level
  });

  it('reads p against the stated alpha', () => {
    expect(readAnalysis(analysis({ pValue: '0.03', statisticalComment: 'two-sided alpha = 0.025' })).significant).toBe(false);
    expect(readAnalysis(analysis({ pValue: '0.02', statisticalComment: 'two-sided alpha = 0.025' })).significant).toBe(true);
  });
});

describe('confidence intervals', () => {
  it('knows the null value from the parameter type', () => {
    expect(nullValueOf('Hazard Ratio (HR)')).toBe(1);
    expect(nullValueOf('Odds Ratio (OR)')).toBe(1);
    expect(nullValueOf('Mean Difference (Final Values)')).toBe(0);
    expect(nullValueOf('LS mean difference')).toBe(0);
    expect(nullValueOf('Comparison of adjusted least square mean')).toBe(0);
    expect(nullValueOf('Kaplan-Meier survival rate')).toBeNull();
    expect(nullValueOf('t')).toBeNull();
    expect(nullValueOf(null)).toBeNull();
  });

  it('decides alone when no p is posted, at the level 1 − alpha only', () => {
    const hr = { paramType: 'Hazard Ratio (HR)', ciPctValue: '95', ciNumSides: 'TWO_SIDED' };
    expect(readAnalysis(analysis({ ...hr, ciLowerLimit: '0.46', ciUpperLimit: '0.72' }))).toMatchObject({ significant: true, reason: 'CI_EXCLUDES_NULL' });
    expect(readAnalysis(analysis({ ...hr, ciLowerLimit: '0.768', ciUpperLimit: '1.219' }))).toMatchObject({ significant: false, reason: 'CI_INCLUDES_NULL' });
    // NCT03751280 day 29/57/85: a 90 % CI is never read against alpha 0.05.
    const lsm = { paramType: 'Comparison of adjusted least square mean', ciPctValue: '90', ciNumSides: 'TWO_SIDED' };
    expect(readAnalysis(analysis({ ...lsm, ciLowerLimit: '0.1', ciUpperLimit: '5.4' }))).toMatchObject({ significant: null, reason: 'NO_USABLE_P_OR_CI' });
    expect(readAnalysis(analysis({ ...lsm, pValue: '0.0931', ciLowerLimit: '0.1', ciUpperLimit: '5.4' }))).toMatchObject({
      significant: false,
      reason: 'P_NOT_BELOW_ALPHA',
      pValue: '0.0931',
      ci: { lower: 0.1, upper: 5.4, pct: 90 },
    });
    // A CI without its level cannot be read.
    expect(readAnalysis(analysis({ paramType: 'Hazard Ratio (HR)', ciLowerLimit: '0.4', ciUpperLimit: '0.7' })).significant).toBeNull();
  });

  it('makes a p that contradicts its CI unknown (NCT01367860 ODI)', () => {
    const odi = analysis({
      pValue: '<0.05',
      paramType: 'Mean Difference (Final Values)',
      ciPctValue: '95',
      ciNumSides: 'TWO_SIDED',
      ciLowerLimit: '-7.15',
      ciUpperLimit: '7.55',
    });
    expect(readAnalysis(odi)).toMatchObject({ significant: null, reason: 'P_CI_DISAGREE' });
  });
});

describe('non-inferiority and equivalence', () => {
  const ni = { nonInferiorityType: 'NON_INFERIORITY', paramType: 'Hazard Ratio', ciPctValue: '95', ciNumSides: 'TWO_SIDED' };
  it('reads the posted p as the NI test', () => {
    expect(readAnalysis(analysis({ ...ni, pValue: '0.001', ciLowerLimit: '0.8', ciUpperLimit: '1.1' }))).toMatchObject({
      significant: true,
      reason: 'NI_P_BELOW_ALPHA',
    });
    expect(readAnalysis(analysis({ ...ni, pValue: '0.2', ciLowerLimit: '0.8', ciUpperLimit: '1.4' }))).toMatchObject({
      significant: false,
      reason: 'NI_P_NOT_BELOW_ALPHA',
    });
  });
  it('compares the unfavourable CI bound with a stated margin when no p is posted', () => {
    const margin = (c: string, lower: string, upper: string, extra: Partial<OutcomeAnalysis> = {}) =>
      readAnalysis(analysis({ ...ni, nonInferiorityComment: c, ciLowerLimit: lower, ciUpperLimit: upper, ...extra }));
    expect(margin('Non-inferiority margin of 1.3 for the HR', '0.8', '1.1')).toMatchObject({ significant: true, reason: 'NI_MARGIN_MET' });
    expect(margin('Non-inferiority margin of 1.3 for the HR', '0.9', '1.45')).toMatchObject({ significant: false, reason: 'NI_MARGIN_NOT_MET' });
    const diff = { paramType: 'Risk Difference (RD)', nonInferiorityType: 'NON_INFERIORITY' };
    expect(margin('The NI margin was -10%', '-6.2', '3.1', diff)).toMatchObject({ significant: true, reason: 'NI_MARGIN_MET' });
    expect(margin('The NI margin was -10%', '-12.5', '1.0', diff)).toMatchObject({ significant: false, reason: 'NI_MARGIN_NOT_MET' });
    // No margin, or a direction that is not machine-readable: unknown.
    expect(margin('Non-inferiority was tested.', '0.8', '1.1')).toMatchObject({ significant: null, reason: 'NI_MARGIN_UNKNOWN' });
    expect(margin('margin 0.8', '0.85', '1.1')).toMatchObject({ significant: null, reason: 'NI_MARGIN_UNKNOWN' });
  });
  it('treats SUPERIORITY_OR_OTHER and OTHER as superiority', () => {
    expect(readAnalysis(analysis({ nonInferiorityType: 'SUPERIORITY_OR_OTHER', pValue: '0.036' })).reason).toBe('P_BELOW_ALPHA');
  });
});

describe('readPostedResults', () => {
  it('is null without posted primary results', () => {
    expect(readPostedResults(null)).toBeNull();
    expect(readPostedResults(undefined)).toBeNull();
    expect(readPostedResults(results())).toBeNull();
    expect(readPostedResults(results(measure('Secondary', [analysis({ pValue: '0.01' })], 'SECONDARY')))).toBeNull();
    expect(readPostedResults(results({ ...measure('Not posted', []), reportingStatus: 'NOT_POSTED' }))).toBeNull();
  });

  it('is NOT_ANALYSABLE when the primaries carry no analysis', () => {
    expect(readPostedResults(results(measure('Adverse events', []), measure('PK', [])))).toEqual({
      outcome: 'NOT_ANALYSABLE',
      alpha: 0.05,
      primaries: [
        { title: 'Adverse events', verdict: 'UNKNOWN', pValue: null, ci: null, reason: 'NO_ANALYSES' },
        { title: 'PK', verdict: 'UNKNOWN', pValue: null, ci: null, reason: 'NO_ANALYSES' },
      ],
    });
  });

  it('drops a per-protocol analysis when another remains (NCT04524598)', () => {
    const itt = analysis({
      nonInferiorityType: 'SUPERIORITY',
      pValue: '0.06',
      paramType: 't',
      groupDescription: 'A linear mixed-effects model (LMM) analysis…',
    });
    const pp = analysis({
      nonInferiorityType: 'SUPERIORITY',
      pValue: '0.01',
      paramType: 't',
      groupDescription: 'We used a Per Protocol approach that included…',
    });
    const r = readPostedResults(results(measure('Phase II - Change in Depressive Symptoms', [itt, pp])));
    expect(r).toMatchObject({ outcome: 'NOT_MET', primaries: [{ verdict: 'NOT_MET', pValue: '0.06', reason: 'P_NOT_BELOW_ALPHA' }] });
    // Alone, a per-protocol analysis is still read.
    expect(readPostedResults(results(measure('PP only', [pp])))?.outcome).toBe('MET');
  });

  it('counts any arm winning as met (NCT01866319: dose-vs-dose p = 0.759 beside drug-vs-control p < 0.00001)', () => {
    const hr = { paramType: 'Hazard Ratio (HR)', ciPctValue: '95', ciNumSides: 'TWO_SIDED' };
    const r = readPostedResults(
      results(
        measure('PFS', [
          analysis({ ...hr, pValue: '<0.00001', ciLowerLimit: '0.46', ciUpperLimit: '0.72' }),
          analysis({ ...hr, pValue: '<0.00001', ciLowerLimit: '0.45', ciUpperLimit: '0.7' }),
          analysis({ ...hr, pValue: '0.759', ciLowerLimit: '0.8', ciUpperLimit: '1.3' }),
        ]),
      ),
    );
    expect(r).toMatchObject({ outcome: 'MET', primaries: [{ verdict: 'MET', pValue: '<0.00001', ci: { lower: 0.46, upper: 0.72, pct: 95 } }] });
  });

  it('leaves out primaries without a verdict and mixes met and not met', () => {
    const met = measure('A', [analysis({ pValue: '0.01' })]);
    const notMet = measure('B', [analysis({ pValue: '0.4' })]);
    const unknown = measure('C', []);
    expect(readPostedResults(results(met, unknown))?.outcome).toBe('MET');
    expect(readPostedResults(results(notMet, unknown))?.outcome).toBe('NOT_MET');
    expect(readPostedResults(results(met, notMet, unknown))?.outcome).toBe('MIXED');
  });

  it('reports the alpha the decisive analyses used', () => {
    const r = readPostedResults(results(measure('A', [analysis({ pValue: '0.02', statisticalComment: 'one-sided alpha of 0.025' })])));
    expect(r).toMatchObject({ outcome: 'MET', alpha: 0.025 });
  });

  it('reads rows stored before the comment fields were mapped (fields absent)', () => {
    const stored = {
      pValue: '0.2',
      statisticalMethod: null,
      paramType: null,
      paramValue: null,
      ciPctValue: null,
      ciLowerLimit: null,
      ciUpperLimit: null,
      groupDescription: null,
    };
    expect(readPostedResults(results(measure('Old row', [stored])))?.outcome).toBe('NOT_MET');
  });
});
