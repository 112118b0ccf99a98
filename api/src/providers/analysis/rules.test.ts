import { describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import type { ArmGroup, TrialRecord, TrialResults } from '../../domain/trial-record.js';
import { approvalProbabilityFor, BIO_TABLE, logit, READOUT_SHIFT, readoutPriorFor, sigmoid } from './base-rates.js';
import { CONDITIONS } from './areas.fixtures.js';
import { enrollmentEffect, powerAt } from './factors.js';
import { parsePValue } from './format.js';
import { CAP_ROWS, FORMULA, investCapOf, scoreFromTerms } from './market.js';
import { analyzeWithRules, ENGINE_VERSION, inputHashOf, recommendationFor, THRESHOLDS } from './rules.js';

const AS_OF = '2026-11-21';
type Extra = Partial<Pick<AnalysisInput, 'sponsorRecord' | 'marketCap' | 'asOf' | 'enrollmentTarget' | 'companyActiveTrials'>>;
function input(over: Partial<TrialRecord> = {}, extra: Extra = {}): AnalysisInput {
  return toAnalysisInput(buildTrial(over), { sponsorRecord: null, marketCap: null, asOf: AS_OF, ...extra });
}
function withPrimaryP(pValues: (string | null)[], sae?: { affected: number; atRisk: number }): TrialResults {
  return {
    outcomeMeasuresModule: {
      outcomeMeasures: [
        buildOutcomeMeasure({
          timeFrame: '2 years',
          analyses: pValues.map((p) => buildOutcomeAnalysis({ pValue: p, statisticalMethod: 'Log Rank' })),
        }),
        buildOutcomeMeasure({ title: 'Secondary', type: 'SECONDARY', analyses: [buildOutcomeAnalysis({ pValue: '0.0001' })] }),
      ],
    },
    adverseEventsModule: sae ? { seriousEvents: [], seriousNumAffected: sae.affected, seriousNumAtRisk: sae.atRisk } : null,
  };
}
/** Two posted primaries: the first met, the second not. */
const MIXED: TrialResults = {
  outcomeMeasuresModule: {
    outcomeMeasures: [
      buildOutcomeMeasure({ title: 'Progression-free survival', analyses: [buildOutcomeAnalysis({ pValue: '0.001' })] }),
      buildOutcomeMeasure({ title: 'Overall survival', analyses: [buildOutcomeAnalysis({ pValue: '0.40' })] }),
    ],
  },
  adverseEventsModule: null,
};
const arms = (...types: string[]): ArmGroup[] => types.map((type, k) => ({ label: `Arm ${k}`, type, description: null, interventionNames: [] }));
const criteria = (text: string) => ({ criteria: text, minimumAge: null, maximumAge: null, sex: 'ALL', healthyVolunteers: false, stdAges: [] });
/** An ongoing trial whose primary completion (its next catalyst) is estimated 4 months after AS_OF. */
const AHEAD: Partial<TrialRecord> = {
  primaryCompletionDate: '2027-03-15',
  primaryCompletionDateRaw: '2027-03-15',
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: '2027-09-01',
  completionDateRaw: '2027-09-01',
};
/** A listed small cap's strong phase 3 ahead: hematology, placebo-controlled, biomarker inclusion, industry. */
const STRONG: Partial<TrialRecord> = {
  ...AHEAD,
  investmentVerdict: 'OUI',
  ticker: 'ABCD',
  conditions: ['Hemophilia A'],
  leadSponsorClass: 'INDUSTRY',
  armGroups: arms('EXPERIMENTAL', 'PLACEBO_COMPARATOR'),
  eligibility: criteria('Inclusion Criteria:\n- Documented EGFR exon 19 deletion\nExclusion Criteria:\n- prior therapy'),
};
/** Results posted in October 2026, a primary completion a year earlier. */
const POSTED: Partial<TrialRecord> = {
  status: 'COMPLETED',
  primaryCompletionDate: '2025-10-01',
  primaryCompletionDateRaw: '2025-10',
  primaryCompletionDateType: 'ACTUAL',
  completionDate: '2025-12-01',
  completionDateType: 'ACTUAL',
  resultsFirstPostDate: '2026-10-01',
};
const analysis = (i: AnalysisInput) => analyzeWithRules(i);
const effect = (i: AnalysisInput, key: string) => analysis(i).breakdown.factors.find((f) => f.key === key)!.effect;

/** Research notes §1.2: the readout prior table (BIO Phase III → NDA/BLA shifted by δ), in %. */
const READOUT_PHASE3: Record<Area, number> = {
  hematology: 82.2,
  urology: 75.8,
  endocrine: 73.2,
  autoimmune: 72.4,
  allergy: 71.9,
  respiratory: 71.7,
  infectious: 71.2,
  metabolic: 70.9,
  gastroenterology: 65.0,
  psychiatry: 64.2,
  cardiovascular: 63.2,
  neurology: 61.2,
  ophthalmology: 59.4,
  oncology: 56.0,
  other: 65.6,
};

describe('readout priors: P(primary end point met at this readout)', () => {
  it('phase 3: BIO Phase III → NDA/BLA per area shifted by δ = logit(622/948) − logit(57.8 %) = +0.331', () => {
    expect(READOUT_SHIFT).toBeCloseTo(0.331, 3);
    for (const area of AREAS) {
      const p = readoutPriorFor(area, 'PHASE3');
      expect(p.value).toBeCloseTo(sigmoid(logit(BIO_TABLE[area].p3ToNda) + READOUT_SHIFT), 12);
      expect(Math.round(p.value * 1000) / 10).toBe(READOUT_PHASE3[area]);
      expect(p.source.en).toMatch(/Dechartres/);
      expect(p.source.fr).toMatch(/BIO/);
    }
    // "All indications" is the registry's phase 3 rate itself.
    expect(readoutPriorFor('other', 'PHASE3').value).toBeCloseTo(622 / 948, 12);
  });

  it('phase 2 is the labelled assumption (36.2 %), phase 1 and 1/2 use it flagged, phase 4 is 222/452, unknown 844/1,400, 2/3 the log-odds midpoint', () => {
    const p2 = readoutPriorFor('oncology', 'PHASE2');
    expect(p2.value).toBeCloseTo(sigmoid(logit(0.289) + READOUT_SHIFT), 12);
    expect(Math.round(p2.value * 1000) / 10).toBe(36.2);
    expect(p2.basis.fr).toContain('hypothèse');
    expect(p2.basis.en).toContain('assumption');
    for (const ph of ['PHASE1', 'PHASE1_2'] as const) {
      const p = readoutPriorFor('neurology', ph);
      expect(p.value).toBe(p2.value);
      expect(p.basis.fr).toMatch(/pas d'a priori publié/);
      expect(p.basis.en).toMatch(/no published efficacy-readout prior/);
    }
    expect(readoutPriorFor('cardiovascular', 'PHASE4').value).toBeCloseTo(222 / 452, 12);
    expect(readoutPriorFor('cardiovascular', 'NA').basis.en).toMatch(/assumption/);
    expect(readoutPriorFor('other', null).value).toBeCloseTo(844 / 1400, 12);
    for (const area of AREAS) {
      const mid = readoutPriorFor(area, 'PHASE2_3').value;
      expect(logit(mid)).toBeCloseTo((logit(p2.value) + logit(readoutPriorFor(area, 'PHASE3').value)) / 2, 10);
    }
  });

  it('calibration: over a dataset, the mean prior per area equals the table', () => {
    const statuses = ['RECRUITING', 'COMPLETED', 'TERMINATED', 'ACTIVE_NOT_RECRUITING'] as const;
    const sums = new Map<string, { sum: number; n: number }>();
    CONDITIONS.forEach(([condition], k) => {
      for (const status of statuses) {
        const out = analysis(input({ conditions: [condition], status, enrollment: 100 + 300 * k, leadSponsorClass: k % 2 ? 'INDUSTRY' : 'OTHER' }));
        const s = sums.get(out.breakdown.area) ?? { sum: 0, n: 0 };
        s.sum += out.breakdown.prior;
        s.n += 1;
        sums.set(out.breakdown.area, s);
      }
    });
    expect(sums.size).toBe(AREAS.length);
    for (const [area, { sum, n }] of sums) expect(sum / n).toBeCloseTo(readoutPriorFor(area as Area, 'PHASE3').value, 3);
  });

  it('keeps the probability of approval (BIO LOA from Phase III) as a separate, labelled figure that moves neither the probability nor the score', () => {
    const out = analysis(input({ conditions: ['Breast Cancer'] }));
    expect(out.breakdown.probabilityOfApproval).toEqual(approvalProbabilityFor('oncology', 'PHASE3'));
    expect(out.breakdown.probabilityOfApproval?.value).toBe(0.439);
    expect(out.breakdown.probabilityOfApproval?.label.fr).toBe("Probabilité d'approbation (LOA depuis la phase III, BIO 2021)");
    expect(out.breakdown.prior).not.toBe(0.439);
    expect(out.breakdown.terms.map((t) => t.value)).not.toContain(43.9);
    expect(out.details.fr.analyse).toContain('hors score');
    expect(out.details.en.analyse).toContain('not in the score');
  });

  it('says when the market cap comes from the simulated demo market (a real ticker priced by the demo provider)', () => {
    const listed = { ...STRONG };
    const real = analysis(input(listed, { marketCap: 9e9 }));
    expect(real.details.fr.analyse).toMatch(/capitalisation moyenne de 9 Md\$ —/);
    const demo = analysis({ ...input(listed, { marketCap: 9e9 }), marketCapDemo: true });
    expect(demo.details.fr.analyse).toContain('capitalisation moyenne de 9 Md$ (marché simulé de démonstration) —');
    expect(demo.details.en.analyse).toContain('mid cap of $9B (simulated demo market) —');
    expect(demo.score).toBe(real.score);
  });
});

describe('design factors: published effects only, bounded, sourced', () => {
  it('comparator: placebo, sham or no treatment +0.25, active −0.33 (Dechartres 2016), other 0', () => {
    expect(effect(input({ armGroups: arms('EXPERIMENTAL', 'PLACEBO_COMPARATOR') }), 'comparator')).toBeCloseTo(0.249, 3);
    expect(effect(input({ armGroups: arms('EXPERIMENTAL', 'SHAM_COMPARATOR') }), 'comparator')).toBeCloseTo(0.249, 3);
    expect(effect(input({ armGroups: arms('EXPERIMENTAL', 'NO_INTERVENTION') }), 'comparator')).toBeCloseTo(0.249, 3);
    expect(effect(input({ armGroups: arms('EXPERIMENTAL', 'ACTIVE_COMPARATOR') }), 'comparator')).toBeCloseTo(-0.334, 3);
    // Three arms: the placebo arm decides.
    expect(effect(input({ armGroups: arms('EXPERIMENTAL', 'ACTIVE_COMPARATOR', 'PLACEBO_COMPARATOR') }), 'comparator')).toBeCloseTo(0.249, 3);
    expect(effect(input({ armGroups: arms('EXPERIMENTAL') }), 'comparator')).toBe(0);
    expect(effect(input({ armGroups: [] }), 'comparator')).toBe(0);
  });

  it('non-inferiority or equivalence design +1.0 (Flacco 2015, publication-based), not bioequivalence', () => {
    expect(effect(input({ officialTitle: 'A Randomized Non-inferiority Study of Drug X' }), 'nonInferiority')).toBe(1);
    expect(
      effect(
        input({
          outcomes: {
            primaryOutcomes: [{ measure: 'Noninferiority of HbA1c change', description: null, timeFrame: '26 weeks' }],
            secondaryOutcomes: [],
            otherOutcomes: [],
          },
        }),
        'nonInferiority',
      ),
    ).toBe(1);
    expect(effect(input({ description: 'To demonstrate therapeutic equivalence of the biosimilar.' }), 'nonInferiority')).toBe(1);
    expect(effect(input({ officialTitle: 'A Bioequivalence Study of Two Tablets' }), 'nonInferiority')).toBe(0);
    const f = analysis(input({ officialTitle: 'Non-inferiority study' })).breakdown.factors.find((x) => x.key === 'nonInferiority')!;
    expect(f.source?.en).toMatch(/Flacco.*J Clin Epidemiol 2015.*publication-based/);
    expect(f.source?.fr).toMatch(/Flacco.*J Clin Epidemiol 2015.*fondé sur les publications/);
  });

  it('oncology primary end point: overall survival −0.58, progression-/disease-/event-free +0.45 (Otsuka 2021, EJC 2020); elsewhere 0', () => {
    const onc = (measure: string, conditions = ['Breast Cancer']) =>
      effect(
        input({ conditions, outcomes: { primaryOutcomes: [{ measure, description: null, timeFrame: null }], secondaryOutcomes: [], otherOutcomes: [] } }),
        'endpoint',
      );
    expect(onc('Overall Survival (OS)')).toBeCloseTo(-(146 / 260) * Math.log(2.79), 3);
    expect(onc('Overall Survival (OS)')).toBeCloseTo(-0.576, 3);
    expect(onc('Progression-free Survival (PFS) by BICR')).toBeCloseTo((114 / 260) * Math.log(2.79), 3);
    expect(onc('Disease-free survival')).toBeCloseTo(0.45, 2);
    expect(onc('Objective response rate')).toBe(0);
    expect(onc('Overall survival', ['Asthma'])).toBe(0);
    const both = input({
      conditions: ['Lung Cancer'],
      outcomes: {
        primaryOutcomes: [
          { measure: 'Overall survival', description: null, timeFrame: null },
          { measure: 'Progression-free survival', description: null, timeFrame: null },
        ],
        secondaryOutcomes: [],
        otherOutcomes: [],
      },
    });
    expect(effect(both, 'endpoint')).toBe(0);
  });

  it('biomarker +0.58 (BIO 2021) only for a selection phrase in the inclusion criteria, never a bare gene, a condition name or an exclusion', () => {
    const e = (text: string | null, over: Partial<TrialRecord> = {}) => effect(input({ ...over, eligibility: criteria(text ?? '') }), 'biomarker');
    expect(e('Inclusion Criteria:\n- KRAS G12C mutation confirmed\nExclusion Criteria:\n- prior therapy')).toBeCloseTo(logit(0.655) - logit(0.515), 3);
    expect(e('Inclusion Criteria:\n- HER2-positive breast cancer (IHC 3+)')).toBeGreaterThan(0);
    expect(e('Inclusion Criteria:\n- Documented EGFR exon 19 deletion or L858R mutation')).toBeGreaterThan(0);
    expect(e('Inclusion Criteria:\n- MSI-H or dMMR tumour')).toBeGreaterThan(0);
    // Not a selection: a bare gene name, a negation, a negative status, an exclusion, the condition only.
    expect(e('Inclusion Criteria:\n- EGFR and ALK status available')).toBe(0);
    expect(e('Inclusion Criteria:\n- No known EGFR mutation')).toBe(0);
    expect(e('Inclusion Criteria:\n- HER2-negative breast cancer')).toBe(0);
    expect(e('Inclusion Criteria:\n- adults\nExclusion Criteria:\n- known EGFR mutation or ALK rearrangement')).toBe(0);
    expect(e(null, { conditions: ['EGFR Mutation-positive Non-small Cell Lung Cancer'] })).toBe(0);
    expect(e(null, { briefTitle: 'Osimertinib in EGFR-mutated NSCLC' })).toBe(0);
  });

  it('vaccine +0.65 (Wong 2019) only for a vaccine against an infectious disease, named by an intervention or a condition', () => {
    const vaccine = (names: string[], conditions: string[]) =>
      effect(input({ conditions, interventions: names.map((name) => ({ type: 'BIOLOGICAL', name, description: null, otherNames: [] })) }), 'vaccine');
    expect(vaccine(['Quadrivalent Influenza Vaccine', 'Placebo'], ['Influenza'])).toBeCloseTo(logit(0.854) - logit(0.753), 3);
    expect(vaccine(['V114'], ['Pneumococcal Vaccines'])).toBeGreaterThan(0);
    expect(vaccine(['Oseltamivir'], ['Influenza'])).toBe(0);
    // A cancer vaccine is not Wong's row (vaccines against infectious disease).
    expect(vaccine(['Tumour lysate vaccine'], ['Melanoma'])).toBe(0);
  });

  it('enrollment against target: the power formula (90 % design power), no fitted constant; 0 without a recorded target', () => {
    // Research notes §2: p₀ = 65.6 %: f = 0.85 → −0.16, f = 0.7 → −0.38, f = 0.5 → −0.80.
    const p0 = 622 / 948;
    expect(powerAt(1)).toBeCloseTo(0.9, 4);
    expect(enrollmentEffect(p0, 0.85)).toBeCloseTo(-0.16, 2);
    expect(enrollmentEffect(p0, 0.7)).toBeCloseTo(-0.38, 2);
    expect(enrollmentEffect(p0, 0.5)).toBeCloseTo(-0.8, 2);
    expect(enrollmentEffect(p0, 1.2)).toBe(0);
    const actual = (n: number, target: number | null) =>
      effect(input({ enrollment: n, enrollmentType: 'ACTUAL' }, { enrollmentTarget: target }), 'enrollmentTarget');
    expect(actual(300, 600)).toBeCloseTo(-0.8, 2);
    expect(actual(600, 600)).toBe(0);
    expect(actual(700, 600)).toBe(0);
    expect(actual(300, null)).toBe(0);
    expect(effect(input({ enrollment: 600, enrollmentType: 'ESTIMATED' }, { enrollmentTarget: 900 }), 'enrollmentTarget')).toBe(0);
    expect(actual(10, 600)).toBe(-1);
  });

  it('funding: industry (lead or collaborator) +0.15, academic only −0.45, government 0 (Lundh 2017, Dechartres 2016)', () => {
    expect(effect(input({ leadSponsorClass: 'INDUSTRY' }), 'sponsorClass')).toBe(0.15);
    expect(effect(input({ leadSponsorClass: 'OTHER' }), 'sponsorClass')).toBe(-0.45);
    expect(effect(input({ leadSponsorClass: 'OTHER', collaborators: [{ name: 'Pharma Inc', class: 'INDUSTRY' }] }), 'sponsorClass')).toBe(0.15);
    expect(effect(input({ leadSponsorClass: 'NIH' }), 'sponsorClass')).toBe(0);
    expect(effect(input({ leadSponsorClass: null }), 'sponsorClass')).toBe(0);
  });

  it('status, sponsor record, serious adverse events, enrollment size, timing and slips are context (effect 0): they never move the probability', () => {
    const keys = analysis(input()).breakdown.factors.map((f) => f.key);
    expect(keys).toEqual(['comparator', 'nonInferiority', 'endpoint', 'biomarker', 'vaccine', 'enrollmentTarget', 'sponsorClass']);
    const ctx = analysis(input()).breakdown.context.map((c) => c.key);
    expect(ctx).toEqual(['status', 'timing', 'slips', 'enrollment', 'sponsorRecord', 'sae']);
    const forecasts = new Set(
      [
        input({ status: 'RECRUITING' }),
        input({ status: 'COMPLETED' }),
        input({ status: 'TERMINATED', whyStopped: 'Futility' }),
        input({ status: 'SUSPENDED' }),
        input({ enrollment: 50 }),
        input({ enrollment: 5000 }),
        input({}, { sponsorRecord: { completed: 0, terminated: 30 } }),
        input({ status: 'RECRUITING', primaryCompletionDate: '2021-01-01' }),
        { ...input(), slips: { count: 3, days: 700, latest: null } },
        input({ results: withPrimaryP([], { affected: 190, atRisk: 200 }) }),
      ].map((i) => analysis(i).breakdown.forecast),
    );
    expect(forecasts.size).toBe(1);
    for (const c of analysis(input({ status: 'TERMINATED' })).breakdown.context) expect(c).toMatchObject({ effect: 0, min: 0, max: 0, source: null });
  });

  it('every factor stays within its bounds and names its source', () => {
    const cases = [
      input({ ...STRONG, officialTitle: 'Non-inferiority trial', enrollment: 10, enrollmentType: 'ACTUAL' }, { enrollmentTarget: 1000 }),
      input({ conditions: ['Lung Cancer'], armGroups: arms('ACTIVE_COMPARATOR'), leadSponsorClass: 'OTHER' }),
    ];
    for (const c of cases) {
      for (const f of analysis(c).breakdown.factors) {
        expect(f.effect).toBeGreaterThanOrEqual(f.min);
        expect(f.effect).toBeLessThanOrEqual(f.max);
        expect(f.source?.en, f.key).toMatch(/\d{4}|normal approximation/);
        expect(f.source?.fr, f.key).toMatch(/\d{4}|Approximation normale/);
      }
    }
  });
});

describe('posted results govern', () => {
  const listed = { investmentVerdict: 'OUI', ticker: 'ABCD' } as const;

  it("gives the probability of approval from the trial's own phase, none where no published rate applies, none after a missed primary end point", () => {
    const approval = (phases: TrialRecord['phases'], over: Partial<TrialRecord> = {}) =>
      analysis(input({ conditions: ['Breast Cancer'], phases, ...over })).breakdown.probabilityOfApproval;
    expect(approval(['PHASE2', 'PHASE3'])?.value).toBe(0.439);
    expect(approval(['PHASE2'])?.value).toBeCloseTo(0.289 * 0.578 * 0.906, 12);
    expect(approval(['PHASE2'])?.label.en).toBe('Probability of approval from Phase II (BIO 2021 LOA, all areas)');
    expect(approval(['PHASE1', 'PHASE2'])?.value).toBeCloseTo(0.1513, 4);
    expect(approval(['PHASE1'])?.value).toBe(0.053);
    expect(approval(['PHASE1'])?.label.fr).toBe("Probabilité d'approbation (LOA depuis la phase I, BIO 2021)");
    for (const phases of [['PHASE4'], ['NA'], []] as TrialRecord['phases'][]) expect(approval(phases)).toBeNull();
    const failed = analysis(input({ conditions: ['Breast Cancer'], ...POSTED, results: withPrimaryP(['0.555']) }));
    expect(failed.breakdown.probabilityOfApproval).toBeNull();
    expect(failed.details.fr.analyse).toContain(
      "Probabilité d'approbation : non donnée — les taux publiés ne tiennent pas compte d'un critère principal non atteint.",
    );
    expect(failed.details.en.analyse).toContain('Probability of approval: not given — published rates do not account for a missed primary end point.');
    expect(failed.details.fr.facteurs_cles.join(' ')).not.toContain("Probabilité d'approbation");
  });

  it('a met primary end point moves the probability of approval to the next stage: phase III met, once filed; phase II met, from Phase III; phase I met, from Phase II', () => {
    const approval = (phases: TrialRecord['phases'], p: string) =>
      analysis(input({ conditions: ['Breast Cancer'], phases, ...POSTED, results: withPrimaryP([p]) })).breakdown.probabilityOfApproval;
    const filed = approval(['PHASE3'], '0.003');
    expect(filed?.value).toBe(0.92);
    expect(filed?.label.fr).toBe(
      "Probabilité d'approbation une fois le dossier déposé (NDA/BLA → approbation, BIO 2021) — étape suivante, critère principal atteint",
    );
    expect(filed?.label.en).toBe('Probability of approval once filed (NDA/BLA → approval, BIO 2021) — next stage, primary end point met');
    expect(approval(['PHASE2'], '0.003')?.value).toBe(0.439);
    expect(approval(['PHASE1'], '0.003')?.value).toBeCloseTo(0.1513, 4);
    expect(approval(['PHASE4'], '0.003')).toBeNull();
  });

  it('a failed primary end point: outcome NOT_MET, probability 0 (not a forecast), forecast kept, signal red, never INVESTIR, never positive', () => {
    const before = analysis(input({ ...STRONG }, { marketCap: 1e9 }));
    const out = analysis(input({ ...STRONG, ...POSTED, results: withPrimaryP(['0.555']) }, { marketCap: 1e9 }));
    const b = out.breakdown;
    expect(b.readout?.outcome).toBe('NOT_MET');
    expect(b.outcome).toBe('NOT_MET');
    expect(b.probability).toBe(0);
    expect(b.forecast).toBe(before.breakdown.forecast);
    expect(b.signal).toEqual({ kind: 'BEARISH', label: 'Négatif', color: 'red', reason: 'PRIMARY_NOT_MET' });
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    expect(b.market.ahead).toBe(false);
    for (const lang of ['fr', 'en'] as const) {
      const d = out.details[lang];
      expect(d.opportunites.join('\n')).not.toMatch(/atteint|met|positi|COMPLETED/i);
      expect(d.risques.join('\n')).toContain(lang === 'fr' ? 'critère principal non atteint' : 'primary end point not met');
      expect(d.analyse).not.toMatch(/impact positif|positive impact/i);
    }
  });

  it('a met primary end point: outcome MET, probability 1, signal green, the readout is behind us (priced in): no forward trade', () => {
    const out = analysis(input({ ...STRONG, ...POSTED, results: withPrimaryP(['0.003']) }, { marketCap: 1e9 }));
    expect(out.breakdown).toMatchObject({ outcome: 'MET', probability: 1, signal: { kind: 'BULLISH', color: 'green', reason: 'PRIMARY_MET' } });
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    expect(out.details.fr.opportunites.join('\n')).toContain('déjà intégré au cours');
    expect(out.details.en.opportunites.join('\n')).toContain('already priced in');
  });

  it('mixed: probability = the share of primaries met; not analysable: the forecast stays, signal grey', () => {
    const mixed = analysis(input({ ...listed, ...POSTED, results: MIXED }, { marketCap: 1e9 })).breakdown;
    expect(mixed).toMatchObject({ outcome: 'MIXED', probability: 0.5, signal: { reason: 'PRIMARY_MIXED' } });
    const none = analysis(input({ ...listed, ...POSTED, results: withPrimaryP([null]) }, { marketCap: 1e9 })).breakdown;
    expect(none.readout?.outcome).toBe('NOT_ANALYSABLE');
    expect(none).toMatchObject({ outcome: null, signal: { kind: 'NEUTRAL', color: 'grey', reason: 'RESULTS_NOT_ANALYSABLE' } });
    expect(none.probability).toBe(none.forecast);
    expect(none.market.ahead).toBe(false);
  });

  it('a completed study is a fact, never an opportunity; the signal without results follows the status', () => {
    const out = analysis(input({ ...STRONG, status: 'COMPLETED', primaryCompletionDateType: 'ACTUAL' }, { marketCap: 1e9 }));
    expect(out.breakdown.signal.reason).toBe('COMPLETED_NO_RESULTS');
    for (const lang of ['fr', 'en'] as const) expect(out.details[lang].opportunites.join('\n')).not.toContain('COMPLETED');
    expect(JSON.stringify(out.details)).not.toContain('Essai terminé normalement');
    expect(analysis(input({ status: 'TERMINATED' })).breakdown.signal.reason).toBe('STUDY_STOPPED');
    expect(analysis(input({ status: 'RECRUITING' })).breakdown.signal.reason).toBe('STUDY_ONGOING');
  });

  it('accepts an input stripped to what was known before the readout (status UNKNOWN, no results, no whyStopped)', () => {
    const full = input({ ...STRONG, ...POSTED, results: withPrimaryP(['0.555']) }, { marketCap: 1e9 });
    const stripped: AnalysisInput = { ...full, status: 'UNKNOWN', whyStopped: null, results: null, resultsFirstPostDate: null, completionDate: null };
    const out = analysis(stripped);
    expect(out.breakdown.readout).toBeNull();
    expect(out.breakdown.outcome).toBeNull();
    expect(out.breakdown.probability).toBe(out.breakdown.forecast);
    expect(out.breakdown.forecast).toBe(analysis(full).breakdown.forecast);
    expect(out.breakdown.signal.reason).toBe('OTHER');
  });
});

describe('score: probability × exposure × asymmetry', () => {
  it('documents its thresholds and caps: nothing to trade behind the readout, an unlisted sponsor at most SURVEILLER', () => {
    expect(THRESHOLDS).toEqual({ invest: 6.5, watch: 5.5 });
    expect(recommendationFor(6.5, 'OUI', true)).toBe('INVESTIR');
    expect(recommendationFor(6.4, 'OUI', true)).toBe('SURVEILLER');
    expect(recommendationFor(5.5, 'POSSIBLE', true)).toBe('SURVEILLER');
    expect(recommendationFor(5.4, 'OUI', true)).toBe('NE_PAS_INVESTIR');
    expect(recommendationFor(9.5, 'NON', true)).toBe('SURVEILLER');
    expect(recommendationFor(9.5, 'OUI', false)).toBe('NE_PAS_INVESTIR');
    expect(recommendationFor(9.5, 'OUI', true, 'OVERDUE')).toBe('SURVEILLER');
    expect(recommendationFor(9.5, 'OUI', true, 'POST_APPROVAL')).toBe('SURVEILLER');
    expect(recommendationFor(6.0, 'OUI', true, 'OVERDUE')).toBe('SURVEILLER');
    expect(recommendationFor(5.4, 'OUI', true, 'OVERDUE')).toBe('NE_PAS_INVESTIR');
    expect(investCapOf('PHASE3', 'OVERDUE')).toBe('OVERDUE');
    expect(investCapOf('PHASE4', 'ANTICIPATED')).toBe('POST_APPROVAL');
    expect(investCapOf('PHASE3', 'ANTICIPATED')).toBeNull();
    expect(investCapOf('NA', null)).toBeNull();
  });

  it('one published row (Hwang 2013) for every listed bucket; the scale 5 + 5 × E ÷ U puts the best case at 10 and the break-even at 5', () => {
    expect(ENGINE_VERSION).toBe('rules-13');
    for (const row of Object.values(CAP_ROWS)) {
      expect(row).toMatchObject({ upside: 0.8, downside: -2, provisional: false });
      expect(row.source.en).toMatch(/Hwang TJ.*PLoS One 2013/);
    }
    expect(FORMULA.en).toContain('score = 5 + 5 × E ÷ 0.8');
    expect(FORMULA.fr).toContain('score = 5 + 5 × E ÷ 0,8');
    const at = (p: number, exposure = 1) => scoreFromTerms({ p, upside: 0.8, downside: -2, exposure, ahead: 1 });
    expect(at(100)).toEqual({ expectedMove: 0.8, score: 10 }); // best case
    expect(at(71.4)).toEqual({ expectedMove: 0, score: 5 }); // break-even p* = 2 / 2.8
    expect(at(0)).toEqual({ expectedMove: -2, score: 0 }); // within [0, 10]
    // The thresholds in probability terms at x = 1: 6.5 ⇔ E ≥ +0.24 % ⇔ p ≥ 80 %; 5.5 ⇔ E ≥ +0.08 % ⇔ p ≥ 74.3 %.
    expect(at(80)).toEqual({ expectedMove: 0.24, score: 6.5 });
    expect(at(79.9)).toEqual({ expectedMove: 0.24, score: 6.5 }); // E = 0.2372 rounds to 0.24
    expect(at(79.8)).toEqual({ expectedMove: 0.23, score: 6.4 });
    expect(at(74.3)).toEqual({ expectedMove: 0.08, score: 5.5 });
    expect(at(74.2)).toEqual({ expectedMove: 0.08, score: 5.5 });
    expect(at(74.1)).toEqual({ expectedMove: 0.07, score: 5.4 });
    // Exposure scales E, not the scale: a quarter of the pipeline at p = 100 %.
    expect(at(100, 0.25)).toEqual({ expectedMove: 0.2, score: 6.3 });
    expect(scoreFromTerms({ p: 100, upside: 0.8, downside: -2, exposure: 1, ahead: 0 })).toEqual({ expectedMove: 0, score: 5 });
  });

  it('the cap bucket is context only: the same trial and pipeline score the same in every listed bucket', () => {
    const caps = [1.2e9, 5e9, 300e9, null];
    const outs = caps.map((marketCap) => analysis(input({ ...STRONG }, { marketCap, companyActiveTrials: 3 })));
    expect(outs.map((o) => o.breakdown.market.bucket)).toEqual(['SMALL', 'MID', 'LARGE', 'UNKNOWN']);
    for (const o of outs) {
      expect(o.breakdown.market).toMatchObject({ upside: 0.8, downside: -2, exposure: 0.25, pipelineTrials: 4, provisional: false });
      expect(o.breakdown.terms).toEqual(outs[0].breakdown.terms);
      expect(o.score).toBe(outs[0].score);
    }
  });

  describe('capped at SURVEILLER whatever the score, and the analysis says why', () => {
    const OVERDUE: Partial<TrialRecord> = {
      status: 'UNKNOWN',
      primaryCompletionDate: '2025-01-15',
      primaryCompletionDateRaw: '2025-01-15',
      primaryCompletionDateType: 'ESTIMATED',
      completionDate: '2025-04-29',
      completionDateRaw: '2025-04-29',
    };
    const PHASE4: Partial<TrialRecord> = { phases: ['PHASE4'] };
    // A measured mid-cap row (as in the demo, where a phase 4 trial reached 7.4/10 INVESTIR before the rule).
    const MID_ROW = {
      benchmark: 'XBI',
      demo: true,
      asOf: '2026-11-20',
      rows: {
        SMALL: { upside: { median: null, n: 0 }, downside: { median: null, n: 0 } },
        MID: { upside: { median: 3, n: 81 }, downside: { median: -5.5, n: 64 } },
        LARGE: { upside: { median: null, n: 0 }, downside: { median: null, n: 0 } },
      },
    };
    const small = (over: Partial<TrialRecord>) => analysis(input({ ...STRONG, ...over }, { marketCap: 1.2e9, companyActiveTrials: 0 }));
    const midMeasured = (over: Partial<TrialRecord>) =>
      analysis({ ...input({ ...STRONG, ...over }, { marketCap: 5e9, companyActiveTrials: 0 }), reactions: MID_ROW });
    it.each([
      {
        name: 'a readout whose date passed without an update',
        run: small,
        over: OVERDUE,
        fr: 'la date de lecture est dépassée sans mise à jour : pas de catalyseur daté',
        en: 'the readout date passed without an update: no dated catalyst',
      },
      {
        name: 'a phase 4 trial (an approved drug)',
        run: midMeasured,
        over: PHASE4,
        fr: "essai de phase 4 d'un médicament déjà approuvé : pas le catalyseur d'un composé en développement",
        en: "a phase 4 trial of an approved drug: not an investigational compound's catalyst",
      },
    ])('$name', ({ run, over, fr, en }) => {
      // The same trial without the cap: INVESTIR, and no such sentence.
      const free = run({});
      expect(free.recommendation).toBe('INVESTIR');
      expect(free.details.fr.analyse).not.toContain(fr);
      const out = run(over);
      expect(out.breakdown.market.ahead).toBe(true);
      expect(out.score).toBeGreaterThanOrEqual(THRESHOLDS.invest);
      expect(out.recommendation).toBe('SURVEILLER');
      expect(out.details.fr.analyse).toContain(`: Surveiller — au-dessus du seuil d'investissement (6,5/10), mais ${fr}.`);
      expect(out.details.en.analyse).toContain(`: Watch — above the invest threshold (6.5/10), but ${en}.`);
    });
    it('the overdue date is also a risk', () => {
      expect(small(OVERDUE).details.fr.risques.join(' ')).toContain('Date dépassée sans mise à jour');
    });
  });

  it('a listed single-asset company with a strong phase 3 ahead can be INVESTIR, its exposure shrinking with its pipeline', () => {
    const one = analysis(input({ ...STRONG }, { marketCap: 1.2e9, companyActiveTrials: 0 }));
    expect(one.breakdown.market).toMatchObject({ bucket: 'SMALL', exposure: 1, pipelineTrials: 1, ahead: true, provisional: false });
    expect(one.score).toBeGreaterThanOrEqual(THRESHOLDS.invest);
    expect(one).toMatchObject({ recommendation: 'INVESTIR', investmentVerdict: 'OUI', sponsorListed: true, ticker: 'ABCD' });
    const many = analysis(input({ ...STRONG }, { marketCap: 1.2e9, companyActiveTrials: 19 })).breakdown;
    expect(many.market.exposure).toBe(0.05);
    expect(Math.abs(many.expectedMove)).toBeLessThan(Math.abs(one.breakdown.expectedMove));
  });

  it("a large cap's broad pipeline leaves one trial a tiny exposure (x = 1 / 401 → 0.00): score 5.0, never SURVEILLER", () => {
    for (const conditions of [['Hemophilia A'], ['Glioblastoma']]) {
      const out = analysis(input({ ...STRONG, conditions }, { marketCap: 300e9, companyActiveTrials: 400 }));
      expect(out.breakdown.market).toMatchObject({ bucket: 'LARGE', upside: 0.8, downside: -2, exposure: 0, pipelineTrials: 401, provisional: false });
      expect(out.breakdown.market.source.en).toMatch(/Hwang TJ.*PLoS One 2013/);
      expect(out.breakdown.expectedMove).toBe(0);
      expect(out.score).toBe(5);
      expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    }
  });

  it('an unlisted sponsor: no share exposed (x = 0), score 5.0, nothing to trade', () => {
    const out = analysis(input({ ...STRONG, investmentVerdict: 'NON', ticker: null }));
    expect(out.breakdown.market).toMatchObject({ bucket: 'UNLISTED', exposure: 0, pipelineTrials: null, breakEven: null });
    expect(out.score).toBe(5);
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    expect(out.details.fr.risques.join('\n')).toContain('rien à négocier');
  });

  it('the readout behind us (results posted in 2016, or a stopped study) sets A = 0: NE_PAS_INVESTIR, said in both languages', () => {
    const out = analysis(
      input(
        {
          ...STRONG,
          status: 'COMPLETED',
          primaryCompletionDate: '2015-03-01',
          primaryCompletionDateRaw: '2015-03',
          primaryCompletionDateType: 'ACTUAL',
          completionDate: '2015-09-01',
          completionDateRaw: '2015-09',
          completionDateType: 'ACTUAL',
          resultsFirstPostDate: '2016-05-02',
          results: withPrimaryP(['0.0001']),
        },
        { marketCap: 1.2e9 },
      ),
    );
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    expect(out.breakdown.terms.find((t) => t.key === 'ahead')!.value).toBe(0);
    expect(out.breakdown.expectedMove).toBe(0);
    const timing = out.breakdown.context.find((f) => f.key === 'timing')!;
    expect(timing.statement.fr).toContain('Catalyseur passé : publication des résultats, 2 mai 2016 — derrière nous, déjà intégré au cours');
    expect(timing.statement.en).toContain('behind us, priced in');
    expect(out.details.fr.analyse).toContain('derrière nous et déjà intégré au cours');
    expect(out.details.en.analyse).toContain('behind us and priced in: not a forward opportunity');
    // One risk point says it, with the date: the passed catalyst and nothing left to trade.
    expect(out.details.fr.risques.filter((r) => r.includes('derrière nous'))).toEqual([
      "Catalyseur passé : publication des résultats, 2 mai 2016 — derrière nous, déjà intégré au cours : pas d'opportunité à venir sur cet essai [nextCatalyst]",
    ]);
    expect(out.details.en.risques.filter((r) => r.includes('behind us'))).toEqual([
      'Catalyst passed: results posting, May 2, 2016 — behind us, priced in: no forward opportunity on this trial [nextCatalyst]',
    ]);
    for (const status of ['TERMINATED', 'SUSPENDED', 'WITHDRAWN'] as const)
      expect(analysis(input({ ...STRONG, status }, { marketCap: 1.2e9 })).breakdown.market.ahead, status).toBe(false);
  });

  it('a higher forecast never lowers the score (same market); the break-even is −D / (U − D)', () => {
    const lo = analysis(input({ ...STRONG, armGroups: arms('ACTIVE_COMPARATOR'), leadSponsorClass: 'OTHER', eligibility: null }, { marketCap: 5e9 }));
    const hi = analysis(input({ ...STRONG }, { marketCap: 5e9 }));
    expect(hi.breakdown.forecast).toBeGreaterThan(lo.breakdown.forecast);
    expect(hi.score).toBeGreaterThanOrEqual(lo.score);
    expect(hi.breakdown.market.breakEven).toBeCloseTo(2 / 2.8, 10);
    // Below the break-even the expected move is negative: the risk says so.
    expect(lo.breakdown.expectedMove).toBeLessThan(0);
    expect(lo.details.en.risques.join('\n')).toContain('Negative expected move');
  });

  it("reports the trial's verdict (the sponsor resolver's) whatever the recommendation", () => {
    const cases = [
      input({ ...STRONG }, { marketCap: 1.2e9, companyActiveTrials: 0 }),
      input({ ...STRONG, status: 'TERMINATED' }, { marketCap: 1.2e9 }),
      input({ ...STRONG }, { marketCap: 300e9 }),
      input({ ...STRONG, investmentVerdict: 'POSSIBLE' }),
      input({ ...STRONG, investmentVerdict: 'NON', ticker: null }),
    ];
    const seen = new Set<string>();
    for (const c of cases) {
      const out = analysis(c);
      seen.add(out.recommendation);
      expect(out.investmentVerdict).toBe(c.investmentVerdict);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe('partial data, texts, timeline', () => {
  it('missing inputs give DONNEES_PARTIELLES and name what was missing, never a crash', () => {
    const out = analysis(input({ enrollment: null, startDate: null, conditions: [], leadSponsorClass: null }));
    expect(out.hasError).toBe(true);
    expect(out.errorType).toBe('DONNEES_PARTIELLES');
    expect(out.breakdown.missing).toEqual(['conditions', 'enrollment', 'startDate', 'leadSponsorClass']);
    expect(out.errorMessage).toBe('Données manquantes : pathologies, effectif, date de début, type de promoteur');
    // Stored results as a broken source may have left them: most fields missing.
    const brokenResults = JSON.parse(
      JSON.stringify({
        outcomeMeasuresModule: { outcomeMeasures: [{ title: 'x', type: null, analyses: [{ pValue: 'n/a' }] }] },
        adverseEventsModule: { seriousEvents: [{ term: 't', stats: [] }] },
      }),
    ) as AnalysisInput['results'];
    const weird: AnalysisInput = { ...input(), phases: [], status: 'UNKNOWN', results: brokenResults };
    const w = analysis(weird);
    expect(w.errorType).toBe('DONNEES_PARTIELLES');
    expect(w.breakdown.missing).toEqual(expect.arrayContaining(['phase', 'status']));
    expect(analysis(input()).hasError).toBe(false);
    // An input assembled before the new fields existed (O-eval's, an old caller's) still analyses.
    const bare: AnalysisInput = { ...input() };
    delete bare.armGroupTypes;
    delete bare.primaryOutcomes;
    delete bare.collaboratorClasses;
    delete bare.enrollmentType;
    expect(analysis(bare).breakdown.factors.every((f) => Number.isFinite(f.effect))).toBe(true);
  });

  it('writes French and English from the same facts, each point citing its field', () => {
    const out = analysis(input({ ...STRONG, status: 'COMPLETED', results: withPrimaryP(['0.003']), enrollment: 250 }, { marketCap: 1e9 }));
    const { fr, en } = out.details;
    expect(fr.risques.join('\n') + fr.facteurs_cles.join('\n') + fr.opportunites.join('\n')).toContain('critère principal atteint');
    expect(en.risques.join('\n') + en.facteurs_cles.join('\n') + en.opportunites.join('\n')).toContain('primary end point met');
    expect(fr.analyse).toContain('A priori que le critère principal soit atteint : 82,2 %');
    expect(en.analyse).toContain('Prior that the primary end point is met: 82.2%');
    expect(fr.analyse).toMatch(/score = 5 \+ 5 × E ÷ 0,8 = \d+,\d\/10/);
    expect(en.analyse).toMatch(/score = 5 \+ 5 × E ÷ 0\.8 = \d+\.\d\/10/);
    expect(fr.analyse).toContain('Hwang, PLoS One 2013, pour toute société cotée');
    expect(en.analyse).toContain(
      'Hwang, PLoS One 2013, for every listed company until reactions in its cap bucket are measured (30 successes and 30 failures)',
    );
    for (const k of ['opportunites', 'risques', 'facteurs_cles'] as const) {
      expect(fr[k].length).toBe(en[k].length);
      for (const p of [...fr[k], ...en[k]]) if (!/^(Aucun|No particular)/.test(p)) expect(p).toMatch(/\[[^\]]+\]/);
    }
  });

  it('words statuses, sponsor classes, control arms and the listing, never the registry codes or field names (issue 33)', () => {
    const CODES =
      /\b(RECRUITING|NOT_YET_RECRUITING|ACTIVE_NOT_RECRUITING|COMPLETED|TERMINATED|WITHDRAWN|SUSPENDED|INDUSTRY|NIH|FED|OTHER_GOV|OTHER|NETWORK|INDIV|PLACEBO_COMPARATOR|ACTIVE_COMPARATOR|SHAM_COMPARATOR|NO_INTERVENTION|investissement_bourse)\b/;
    const cases: [Partial<TrialRecord>, string, string][] = [
      [
        { status: 'RECRUITING', leadSponsorClass: 'NIH', leadSponsorName: 'National Cancer Institute' },
        'type de promoteur : Gouvernement',
        'sponsor type: Government',
      ],
      [
        { status: 'ACTIVE_NOT_RECRUITING', leadSponsorClass: 'OTHER', leadSponsorName: 'Mayo Clinic' },
        'type de promoteur : Académique/Autre',
        'sponsor type: Academic/Other',
      ],
      [
        { status: 'COMPLETED', leadSponsorClass: 'OTHER', collaborators: [{ name: 'Pfizer', class: 'INDUSTRY' }] },
        'collaborateur industriel',
        'industry collaborator',
      ],
      [{ status: 'TERMINATED', whyStopped: 'Sponsor decision', armGroups: arms('EXPERIMENTAL', 'SHAM_COMPARATOR') }, 'bras simulé', 'sham arm'],
      [{ status: 'SUSPENDED', armGroups: arms('EXPERIMENTAL', 'PLACEBO_COMPARATOR') }, 'bras placebo', 'placebo arm'],
      [{ status: 'WITHDRAWN', armGroups: arms('EXPERIMENTAL', 'ACTIVE_COMPARATOR') }, 'Comparateur actif :', 'Active comparator:'],
      [
        { status: 'ENROLLING_BY_INVITATION', armGroups: arms('EXPERIMENTAL', 'NO_INTERVENTION') },
        'Essai en cours (inclusion sur invitation)',
        'Trial ongoing (enrolling by invitation)',
      ],
      [{ status: 'APPROVED_FOR_MARKETING' }, 'Statut : Autorisé à la commercialisation', 'Status: Approved for marketing'],
    ];
    for (const [over, fr, en] of cases) {
      const out = analysis(input({ ...AHEAD, ...over }));
      const texts = (lang: 'fr' | 'en') => {
        const d = out.details[lang];
        const b = out.breakdown;
        return [
          d.analyse,
          ...d.opportunites,
          ...d.risques,
          ...d.facteurs_cles,
          ...b.factors.map((f) => f.statement[lang]),
          ...b.context.map((c) => c.statement[lang]),
          b.market.source[lang],
        ]
          .map((t) => t.replace(/\[[^\]]*\]/g, '')) // the cited fields, shown as words by the web
          .join('\n');
      };
      expect(texts('fr'), over.status).not.toMatch(CODES);
      expect(texts('en'), over.status).not.toMatch(CODES);
      expect(texts('fr'), over.status).toContain(fr);
      expect(texts('en'), over.status).toContain(en);
    }
  });

  it('a trial whose readout is ahead always lists the failure scenario among the risks', () => {
    const out = analysis(input({ ...STRONG }, { marketCap: 1.2e9, companyActiveTrials: 0 }));
    expect(out.details.fr.risques.join('\n')).toMatch(/En cas d’échec \(probabilité [\d,]+ %\) : −2,0 % × exposition 1,00 = −2,00 %/);
    expect(out.details.en.risques.join('\n')).toMatch(/On failure \(probability [\d.]+%\): −2.0% × exposure 1.00 = −2.00%/);
  });

  it('builds the timeline with the expected readout window', () => {
    const ongoing = analysis(input({ primaryCompletionDate: '2027-03-31', completionDate: '2027-09-01' })).timeline;
    expect(ongoing).toMatchObject({
      startDate: '2024-01-15',
      primaryCompletionDate: '2027-03-31',
      expectedReadoutFrom: '2027-03-31',
      expectedReadoutTo: '2028-03-31',
    });
    const posted = analysis(input({ resultsFirstPostDate: '2025-05-02', results: withPrimaryP(['0.01']) })).timeline;
    expect(posted).toMatchObject({ resultsPostedDate: '2025-05-02', expectedReadoutFrom: '2025-05-02', expectedReadoutTo: '2025-05-02' });
  });

  it('is deterministic; the input hash ignores the day but not the data', () => {
    const a = input({ nctId: 'NCT11111111' });
    expect(analysis(a)).toEqual(analysis({ ...a }));
    expect(inputHashOf(a, 'rules')).toBe(inputHashOf({ ...a, asOf: '2026-11-25' }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf({ ...a, enrollment: 9999 }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf({ ...a, companyActiveTrials: 4 }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf(a, 'llm'));
  });

  it('parses registry p-values', () => {
    expect(parsePValue('0.003')).toEqual({ value: 0.003, op: '=' });
    expect(parsePValue('<0.001')).toEqual({ value: 0.001, op: '<' });
    expect(parsePValue('< .05')).toEqual({ value: 0.05, op: '<' });
    expect(parsePValue('0,02')).toEqual({ value: 0.02, op: '=' });
    expect(parsePValue('NA')).toBeNull();
    expect(parsePValue('12')).toBeNull();
  });
});
