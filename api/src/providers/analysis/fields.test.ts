import { describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import type { TrialRecord, TrialResults } from '../../domain/trial-record.js';
import { CITED_FIELDS, isCitedField, splitCitation } from './fields.js';
import { analyzeWithRules } from './rules.js';

const AS_OF = '2026-11-21';
function input(over: Partial<TrialRecord> = {}, extra: Partial<Pick<AnalysisInput, 'sponsorRecord' | 'marketCap' | 'enrollmentTarget'>> = {}): AnalysisInput {
  return toAnalysisInput(buildTrial(over), { sponsorRecord: null, marketCap: null, asOf: AS_OF, ...extra });
}
function results(pValues: string[], sae?: { affected: number; atRisk: number }): TrialResults {
  return {
    outcomeMeasuresModule: {
      outcomeMeasures: [buildOutcomeMeasure({ analyses: pValues.map((p) => buildOutcomeAnalysis({ pValue: p })) })],
    },
    adverseEventsModule: sae ? { seriousEvents: [], seriousNumAffected: sae.affected, seriousNumAtRisk: sae.atRisk } : null,
  };
}
const criteria = (text: string) => ({ criteria: text, minimumAge: null, maximumAge: null, sex: 'ALL', healthyVolunteers: false, stdAges: [] });

/** Inputs that make every rule speak: each factor up and down, each materiality point, partial data. */
const CASES: AnalysisInput[] = [
  input(
    { investmentVerdict: 'OUI', ticker: 'ABCD', status: 'COMPLETED', results: results(['0.001'], { affected: 2, atRisk: 200 }), enrollment: 1500 },
    { marketCap: 1e9 },
  ),
  input(
    { investmentVerdict: 'OUI', ticker: 'ABCD', status: 'COMPLETED', results: results(['0.4'], { affected: 90, atRisk: 200 }), enrollment: 100 },
    { marketCap: 50e9 },
  ),
  input({ investmentVerdict: 'OUI', ticker: 'MEGA', status: 'TERMINATED', whyStopped: 'safety', leadSponsorClass: 'OTHER' }, { marketCap: 500e9 }),
  input({ investmentVerdict: 'POSSIBLE', ticker: 'ABCD', status: 'WITHDRAWN' }, { sponsorRecord: { completed: 2, terminated: 20 } }),
  input({ investmentVerdict: 'NON', ticker: null, status: 'SUSPENDED', leadSponsorClass: 'INDUSTRY' }, { sponsorRecord: { completed: 30, terminated: 0 } }),
  input({ status: 'RECRUITING', primaryCompletionDate: '2023-01-01', conditions: ['EGFR Mutation-positive Non-small Cell Lung Cancer'] }),
  input({ status: 'RECRUITING', primaryCompletionDate: '2027-03-01', eligibility: criteria('Inclusion Criteria:\n- KRAS G12C mutation confirmed') }),
  input({ status: 'ACTIVE_NOT_RECRUITING', conditions: [], phases: [], enrollment: null, startDate: null, leadSponsorClass: null }),
  input({ status: 'UNKNOWN', primaryCompletionDate: null, completionDate: null }),
  input(
    {
      conditions: ['Breast Cancer'],
      officialTitle: 'A Non-inferiority Study',
      armGroups: [{ label: 'A', type: 'ACTIVE_COMPARATOR', description: null, interventionNames: [] }],
      enrollment: 200,
      enrollmentType: 'ACTUAL',
    },
    { enrollmentTarget: 400 },
  ),
];

describe('cited fields', () => {
  it('splits a point into its text, cited paths and what follows', () => {
    expect(splitCitation('Promoteur coté : Pfizer (PFE) [ticker_bourse]')).toEqual({
      text: 'Promoteur coté : Pfizer (PFE)',
      fields: ['ticker_bourse'],
      after: '',
    });
    expect(splitCitation('Prior 58% (oncology, LOA) [conditions, phases]').fields).toEqual(['conditions', 'phases']);
    expect(splitCitation('Industry sponsor [leadSponsor.class] (+0.20)')).toEqual({
      text: 'Industry sponsor',
      fields: ['leadSponsor.class'],
      after: ' (+0.20)',
    });
    expect(splitCitation('A dose [mg] then more text [status]').fields).toEqual(['status']);
    expect(splitCitation('No particular risk in the trial data')).toEqual({ text: 'No particular risk in the trial data', fields: [], after: '' });
  });

  it('every field the rules engine cites, in French and English, is a listed field (which the web labels)', () => {
    const seen = new Set<string>();
    for (const c of CASES) {
      const out = analyzeWithRules(c);
      for (const lang of ['fr', 'en'] as const) {
        const d = out.details[lang];
        for (const point of [...d.opportunites, ...d.risques, ...d.facteurs_cles]) {
          const { fields } = splitCitation(point);
          for (const f of fields) {
            seen.add(f);
            expect(isCitedField(f), `${f} in "${point}"`).toBe(true);
          }
        }
      }
    }
    // The cases reach every kind of point: each factor, listing, market cap, catalyst, partial data, prior and score.
    for (const f of ['status', 'results.primaryOutcome.pValue', 'results.seriousAdverseEvents', 'enrollment', 'leadSponsor.class', 'leadSponsor']) {
      expect(seen.has(f), f).toBe(true);
    }
    for (const f of ['armGroups.type', 'officialTitle', 'outcomes.primaryOutcomes', 'changes.enrollment']) expect(seen.has(f), f).toBe(true);
    for (const f of ['eligibility', 'conditions', 'phases', 'nextCatalyst', 'investissement_bourse', 'ticker_bourse', 'marketCap', 'score', 'startDate']) {
      expect(seen.has(f), f).toBe(true);
    }
  });

  it("every factor's full path (sent to the LLM provider) is a listed field", () => {
    for (const c of CASES) {
      const b = analyzeWithRules(c).breakdown;
      for (const f of [...b.factors, ...b.context]) {
        for (const path of f.field.split(', ')) expect(isCitedField(path), `${f.key}: ${path}`).toBe(true);
      }
    }
    expect(Object.keys(CITED_FIELDS).length).toBeGreaterThan(10);
  });
});
