import { describe, expect, it } from 'vitest';
import { readPostedResults } from '../../domain/readout.js';
import { trialSignal } from '../../domain/signal.js';
import { ctgovFixture, READOUT_FIXTURES } from '../../../test/fixtures/ctgov/index.js';
import { mapStudy } from './ctgov.mapper.js';

/** Real ClinicalTrials.gov records (public data), mapped as an import maps them, then read by the posted-results rule. */
const read = (file: string) => readPostedResults(mapStudy(ctgovFixture(file)).results);

describe('posted results of real records', () => {
  it.each(Object.entries(READOUT_FIXTURES))('%s reads %s', (nctId, label) => {
    expect(read(`readouts/${nctId}.json`)?.outcome).toBe(label);
  });

  it('keeps the analysis fields the rule reads', () => {
    const r = mapStudy(ctgovFixture('readouts/NCT02945046.json')).results!;
    expect(r.outcomeMeasuresModule.outcomeMeasures[0].analyses[0]).toMatchObject({
      pValue: '0.9093',
      pValueComment: 'Threshold for significance at 0.05 level.',
      paramType: 'LS mean difference',
      ciPctValue: '95',
      ciNumSides: 'TWO_SIDED',
      nonInferiorityType: 'OTHER',
    });
    const ni = mapStudy(ctgovFixture('readouts/NCT02856893.json')).results!.outcomeMeasuresModule.outcomeMeasures[0].analyses[0];
    expect(ni.nonInferiorityComment).toMatch(/lower bound of the 84% two-sided confidence interval/);
    expect(ni.estimateComment).toMatch(/population parameter is PFS Rate/);
  });

  it('gives the reasons of the research notes', () => {
    expect(read('readouts/NCT04524598.json')?.primaries.find((p) => p.verdict !== 'UNKNOWN')).toMatchObject({ verdict: 'NOT_MET', pValue: '0.06' });
    expect(read('readouts/NCT01367860.json')?.primaries).toMatchObject([
      { verdict: 'NOT_MET', pValue: '0.05', reason: 'P_NOT_BELOW_ALPHA', ci: { lower: -4.05, upper: 0.26, pct: 95 } },
      { verdict: 'UNKNOWN', pValue: '<0.05', reason: 'P_CI_DISAGREE' },
    ]);
    expect(read('readouts/NCT02152631.json')?.primaries).toMatchObject([{ verdict: 'NOT_MET', pValue: '0.771', ci: { lower: 0.768, upper: 1.219 } }]);
    expect(read('readouts/NCT03751280.json')?.primaries[0]).toMatchObject({ verdict: 'NOT_MET', pValue: '0.0931', ci: { pct: 90 } });
    expect(read('readouts/NCT02856893.json')).toMatchObject({ outcome: 'NOT_ANALYSABLE', primaries: [{ verdict: 'UNKNOWN', reason: 'NO_USABLE_P_OR_CI' }] });
    expect(read('readouts/NCT02945046.json')).toMatchObject({ outcome: 'NOT_MET', alpha: 0.05 });
    const apnea = read('readouts/NCT04876482.json')!;
    expect(apnea.primaries).toHaveLength(11);
    expect(apnea.primaries.every((p) => p.verdict === 'MET' && p.pValue === '<0.05')).toBe(true);
  });

  it('reads a record with results but no primary analysis as not analysable, and one without results as null', () => {
    expect(read('NCT00203242.json')).toMatchObject({ outcome: 'NOT_ANALYSABLE', primaries: [{ reason: 'NO_ANALYSES' }] });
    expect(read('NCT02552212.json')?.outcome).toBe('MET');
    expect(read('NCT02724163.json')).toBeNull();
  });

  it('never gives a failed primary end point a positive signal', () => {
    for (const [nctId, label] of Object.entries(READOUT_FIXTURES)) {
      const record = mapStudy(ctgovFixture(`readouts/${nctId}.json`));
      const s = trialSignal(record.status, read(`readouts/${nctId}.json`)?.outcome ?? null);
      if (label === 'NOT_MET') expect(s).toMatchObject({ kind: 'BEARISH', label: 'Négatif', reason: 'PRIMARY_NOT_MET' });
      if (label === 'MET') expect(s).toMatchObject({ kind: 'BULLISH', reason: 'PRIMARY_MET' });
    }
  });
});
