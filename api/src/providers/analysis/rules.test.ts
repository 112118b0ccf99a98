import { describe, expect, it } from 'vitest';
import { buildOutcomeAnalysis, buildOutcomeMeasure, buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput } from '../../domain/analysis-input.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import type { TrialRecord, TrialResults } from '../../domain/trial-record.js';
import { BIO_TABLE, logit, priorFor } from './base-rates.js';
import { parsePValue } from './format.js';
import { analyzeWithRules, inputHashOf, recommendationFor, THRESHOLDS } from './rules.js';

const AS_OF = '2026-11-21';
function input(over: Partial<TrialRecord> = {}, extra: Partial<Pick<AnalysisInput, 'sponsorRecord' | 'marketCap' | 'asOf'>> = {}): AnalysisInput {
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
/** An ongoing trial whose primary completion (its next catalyst) is estimated 4 months after AS_OF. */
const AHEAD: Partial<TrialRecord> = {
  primaryCompletionDate: '2027-03-15',
  primaryCompletionDateRaw: '2027-03-15',
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: '2027-09-01',
  completionDateRaw: '2027-09-01',
};
const effect = (i: AnalysisInput, key: string) => analyzeWithRules(i).breakdown.factors.find((f) => f.key === key)!.effect;

import { CONDITIONS } from './areas.fixtures.js';

/** The BIO table of shared/reference/pos-base-rates.md, "LOA from Phase III" column. */
const LOA_PHASE3: Record<Area, number> = {
  hematology: 0.715,
  allergy: 0.647,
  respiratory: 0.616,
  autoimmune: 0.614,
  infectious: 0.594,
  urology: 0.586,
  endocrine: 0.571,
  metabolic: 0.557,
  gastroenterology: 0.519,
  psychiatry: 0.514,
  ophthalmology: 0.467,
  neurology: 0.46,
  cardiovascular: 0.456,
  oncology: 0.439,
  other: 0.524,
};

describe('priors', () => {
  it('phase 3 priors equal the BIO table (LOA from Phase III)', () => {
    for (const area of AREAS) expect(priorFor(area, 'PHASE3').value).toBe(LOA_PHASE3[area]);
  });

  it('other phases derive from the same report and are ordered phase 1 < 2 < 2/3 < 3', () => {
    for (const area of AREAS) {
      const row = BIO_TABLE[area];
      expect(priorFor(area, 'PHASE1').value).toBe(row.loaPhase1);
      expect(priorFor(area, 'PHASE2').value).toBeCloseTo(row.loaPhase1 / 0.52, 10);
      expect(priorFor(area, 'PHASE4').value).toBe(row.ndaToApproval);
      const p = ['PHASE1', 'PHASE1_2', 'PHASE2', 'PHASE2_3', 'PHASE3'].map((ph) => priorFor(area, ph as never).value);
      for (let k = 1; k < p.length; k++) expect(p[k]).toBeGreaterThan(p[k - 1]);
      expect(priorFor(area, 'PHASE3').source).toMatch(/BIO/);
    }
  });

  it('calibration: over a dataset, the mean prior per area equals the table', () => {
    const statuses = ['RECRUITING', 'COMPLETED', 'TERMINATED', 'ACTIVE_NOT_RECRUITING'] as const;
    const sums = new Map<string, { sum: number; n: number }>();
    CONDITIONS.forEach(([condition], k) => {
      for (const status of statuses) {
        const out = analyzeWithRules(input({ conditions: [condition], status, enrollment: 100 + 300 * k, leadSponsorClass: k % 2 ? 'INDUSTRY' : 'OTHER' }));
        const s = sums.get(out.breakdown.area) ?? { sum: 0, n: 0 };
        s.sum += out.breakdown.prior;
        s.n += 1;
        sums.set(out.breakdown.area, s);
      }
    });
    expect(sums.size).toBe(AREAS.length);
    for (const [area, { sum, n }] of sums) expect(sum / n).toBeCloseTo(LOA_PHASE3[area as Area], 10);
  });
});

describe('factors', () => {
  it('status: terminated, withdrawn and suspended lower the odds, completed raises them', () => {
    const base = effect(input({ status: 'RECRUITING' }), 'status');
    expect(base).toBe(0);
    expect(effect(input({ status: 'COMPLETED' }), 'status')).toBeGreaterThan(0);
    expect(effect(input({ status: 'SUSPENDED' }), 'status')).toBeLessThan(0);
    expect(effect(input({ status: 'WITHDRAWN' }), 'status')).toBeLessThan(effect(input({ status: 'SUSPENDED' }), 'status'));
    expect(effect(input({ status: 'TERMINATED', whyStopped: 'Futility at interim analysis' }), 'status')).toBeLessThan(
      effect(input({ status: 'TERMINATED', whyStopped: 'Business decision' }), 'status'),
    );
  });

  it('posted results: primary p < 0.05 raises, p ≥ 0.05 lowers, none is neutral', () => {
    expect(effect(input({ results: withPrimaryP(['0.003']) }), 'results')).toBeGreaterThan(0);
    expect(effect(input({ results: withPrimaryP(['0.31']) }), 'results')).toBeLessThan(0);
    expect(effect(input({ results: null }), 'results')).toBe(0);
    expect(effect(input({ results: withPrimaryP([null, 'NA']) }), 'results')).toBe(0);
  });

  it('serious adverse events: a high rate lowers, a low rate raises', () => {
    expect(effect(input({ results: withPrimaryP([], { affected: 90, atRisk: 200 }) }), 'sae')).toBeLessThan(0);
    expect(effect(input({ results: withPrimaryP([], { affected: 4, atRisk: 200 }) }), 'sae')).toBeGreaterThan(0);
  });

  it('enrollment uses the spec thresholds 500 and 1000', () => {
    const e = (n: number) => effect(input({ enrollment: n }), 'enrollment');
    expect(e(500)).toBeLessThan(e(501));
    expect(e(1000)).toBe(e(501));
    expect(e(1001)).toBeGreaterThan(e(1000));
  });

  it('sponsor class and record, biomarker and delay move the odds in the documented direction', () => {
    expect(effect(input({ leadSponsorClass: 'INDUSTRY' }), 'sponsorClass')).toBeGreaterThan(effect(input({ leadSponsorClass: 'OTHER' }), 'sponsorClass'));
    expect(effect(input({}, { sponsorRecord: { completed: 20, terminated: 0 } }), 'sponsorRecord')).toBeGreaterThan(0);
    expect(effect(input({}, { sponsorRecord: { completed: 3, terminated: 7 } }), 'sponsorRecord')).toBeLessThan(0);
    expect(effect(input({}, { sponsorRecord: { completed: 1, terminated: 1 } }), 'sponsorRecord')).toBe(0);
    const bio = effect(input({ conditions: ['EGFR Mutation-positive Non-small Cell Lung Cancer'] }), 'biomarker');
    expect(bio).toBeCloseTo(logit(0.655) - logit(0.515), 3);
    expect(effect(input({ conditions: ['Non-small Cell Lung Cancer'] }), 'biomarker')).toBe(0);
    expect(effect(input({ conditions: ['MSI-H Colorectal Cancer'] }), 'biomarker')).toBeGreaterThan(0);
    const criteria = (text: string) => ({ criteria: text, minimumAge: null, maximumAge: null, sex: 'ALL', healthyVolunteers: false, stdAges: [] });
    expect(
      effect(input({ eligibility: criteria('Inclusion Criteria:\n- KRAS G12C mutation confirmed\nExclusion Criteria:\n- prior therapy') }), 'biomarker'),
    ).toBeGreaterThan(0);
    expect(
      effect(input({ eligibility: criteria('Inclusion Criteria:\n- adults\nExclusion Criteria:\n- known EGFR mutation or ALK rearrangement') }), 'biomarker'),
    ).toBe(0);
    expect(effect(input({ status: 'RECRUITING', primaryCompletionDate: '2023-01-01' }), 'timing')).toBeLessThan(0);
    expect(effect(input({ status: 'RECRUITING', primaryCompletionDate: '2027-01-01', primaryCompletionDateRaw: '2027-01-01' }), 'timing')).toBe(0);
  });

  it('every factor stays within its bounds', () => {
    const out = analyzeWithRules(
      input(
        { status: 'TERMINATED', whyStopped: 'safety', results: withPrimaryP(['0.9'], { affected: 190, atRisk: 200 }) },
        { sponsorRecord: { completed: 0, terminated: 50 } },
      ),
    );
    for (const f of out.breakdown.factors) {
      expect(f.effect).toBeGreaterThanOrEqual(f.min);
      expect(f.effect).toBeLessThanOrEqual(f.max);
    }
    expect(out.score).toBeGreaterThanOrEqual(0);
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
  });
});

describe('monotonicity', () => {
  const bases: Partial<TrialRecord>[] = [];
  for (const verdict of ['OUI', 'POSSIBLE', 'NON'] as const)
    for (const conditions of [['Breast Cancer'], ['Asthma'], ['Alzheimer Disease']])
      for (const leadSponsorClass of ['INDUSTRY', 'OTHER'])
        bases.push({ investmentVerdict: verdict, ticker: verdict === 'NON' ? null : 'ABCD', conditions, leadSponsorClass });

  it('better p-values never lower the score', () => {
    const ps = ['0.9', '0.2', '0.051', '0.049', '0.02', '0.01', '0.004', '<0.001', '0.00001'];
    for (const b of bases) {
      const scores = ps.map((p) => analyzeWithRules(input({ ...b, status: 'COMPLETED', results: withPrimaryP([p]) })).score);
      for (let k = 1; k < scores.length; k++) expect(scores[k]).toBeGreaterThanOrEqual(scores[k - 1]);
    }
  });

  it('completed status never scores lower than ongoing, which never scores lower than stopped', () => {
    for (const b of bases) {
      const s = (status: TrialRecord['status']) => analyzeWithRules(input({ ...b, status })).score;
      expect(s('COMPLETED')).toBeGreaterThanOrEqual(s('RECRUITING'));
      expect(s('RECRUITING')).toBeGreaterThanOrEqual(s('TERMINATED'));
    }
  });

  it('larger enrollment never lowers the score', () => {
    for (const b of bases) {
      const scores = [50, 400, 500, 501, 900, 1000, 1001, 5000].map((n) => analyzeWithRules(input({ ...b, enrollment: n })).score);
      for (let k = 1; k < scores.length; k++) expect(scores[k]).toBeGreaterThanOrEqual(scores[k - 1]);
    }
  });

  it('a small cap scores at least as high as a mega cap, a listed sponsor at least as high as an unlisted one', () => {
    const small = analyzeWithRules(input({ investmentVerdict: 'OUI', ticker: 'SMAL' }, { marketCap: 1e9 })).score;
    const mega = analyzeWithRules(input({ investmentVerdict: 'OUI', ticker: 'MEGA' }, { marketCap: 500e9 })).score;
    const unlisted = analyzeWithRules(input({ investmentVerdict: 'NON', ticker: null })).score;
    expect(small).toBeGreaterThan(mega);
    expect(mega).toBeGreaterThanOrEqual(unlisted);
  });
});

describe('thresholds and verdict', () => {
  it('maps the score to the recommendation at the documented thresholds', () => {
    expect(THRESHOLDS).toEqual({ invest: 6.5, watch: 4 });
    expect(recommendationFor(6.5, 'OUI')).toBe('INVESTIR');
    expect(recommendationFor(6.4, 'OUI')).toBe('SURVEILLER');
    expect(recommendationFor(4.0, 'OUI')).toBe('SURVEILLER');
    expect(recommendationFor(3.9, 'OUI')).toBe('NE_PAS_INVESTIR');
    expect(recommendationFor(9.5, 'NON')).toBe('SURVEILLER');
    expect(recommendationFor(7, 'POSSIBLE')).toBe('INVESTIR');
  });

  it("reports the trial's verdict (the sponsor resolver's) whatever the recommendation", () => {
    const cases = [
      input({ investmentVerdict: 'OUI', ticker: 'ABCD', status: 'COMPLETED', results: withPrimaryP(['0.001']) }, { marketCap: 1.2e9 }),
      input({ investmentVerdict: 'OUI', ticker: 'ABCD', status: 'TERMINATED' }, { marketCap: 1.2e9 }),
      input({ investmentVerdict: 'OUI', ticker: 'ABCD' }, { marketCap: 300e9 }),
      input({ investmentVerdict: 'POSSIBLE', ticker: 'ABCD' }),
      input(
        { ...AHEAD, investmentVerdict: 'OUI', ticker: 'ABCD', conditions: ['HER2-positive Breast Cancer'], leadSponsorClass: 'INDUSTRY', enrollment: 1500 },
        { marketCap: 1.2e9 },
      ),
      input({ investmentVerdict: 'NON', ticker: null, status: 'COMPLETED', results: withPrimaryP(['0.001']) }),
    ];
    const seen = new Set<string>();
    for (const c of cases) {
      const out = analyzeWithRules(c);
      seen.add(out.recommendation);
      expect(out.investmentVerdict).toBe(c.investmentVerdict);
    }
    // The cases span the recommendations: the verdict does not follow them.
    expect(seen.size).toBeGreaterThan(1);
  });

  it('materiality = listing × size × phase: a phase 4 readout weighs less than a pivotal one', () => {
    const p3 = analyzeWithRules(input({ ...AHEAD, investmentVerdict: 'OUI', ticker: 'ABCD', phases: ['PHASE3'] }, { marketCap: 5e9 })).breakdown;
    const p4 = analyzeWithRules(input({ ...AHEAD, investmentVerdict: 'OUI', ticker: 'ABCD', phases: ['PHASE4'] }, { marketCap: 5e9 })).breakdown;
    expect(p3.materialityParts).toEqual({ listing: 1, size: 0.85, phase: 1, catalyst: 1, marketCap: 5e9 });
    expect(p3.materiality).toBeCloseTo(0.85, 10);
    expect(p4.materiality).toBeCloseTo(0.85 * 0.2, 10);
    const best4 = analyzeWithRules(
      input({ investmentVerdict: 'OUI', ticker: 'ABCD', phases: ['PHASE4'], status: 'COMPLETED', results: withPrimaryP(['0.0001']) }, { marketCap: 1e9 }),
    );
    expect(best4.recommendation).not.toBe('INVESTIR');
  });

  it('a listed small cap with its phase 3 readout ahead can be INVESTIR / OUI', () => {
    const out = analyzeWithRules(
      input(
        { ...AHEAD, investmentVerdict: 'OUI', ticker: 'abcd', conditions: ['HER2-positive Breast Cancer'], leadSponsorClass: 'INDUSTRY', enrollment: 1500 },
        { marketCap: 1.2e9 },
      ),
    );
    expect(out.score).toBeGreaterThanOrEqual(THRESHOLDS.invest);
    expect(out).toMatchObject({ recommendation: 'INVESTIR', investmentVerdict: 'OUI', sponsorListed: true, ticker: 'ABCD', hasError: false });
    expect(out.breakdown.materialityParts.catalyst).toBe(1);
  });
});

describe('catalyst timing', () => {
  const strong = {
    investmentVerdict: 'OUI',
    ticker: 'ABCD',
    conditions: ['HER2-positive Breast Cancer'],
    leadSponsorClass: 'INDUSTRY',
    enrollment: 1500,
  } satisfies Partial<TrialRecord>;

  it('results posted in 2016 are no forward opportunity: NE_PAS_INVESTIR, the texts say the catalyst is behind us and priced in', () => {
    const out = analyzeWithRules(
      input(
        {
          ...strong,
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
    expect(out.breakdown.materialityParts.catalyst).toBe(0);
    const timing = out.breakdown.factors.find((f) => f.key === 'timing')!;
    expect(timing.statement.fr).toContain('Catalyseur passé : publication des résultats, 2 mai 2016 — derrière nous, déjà intégré au cours');
    expect(timing.statement.en).toContain('behind us, priced in');
    expect(out.details.fr.analyse).toContain('derrière nous et déjà intégré au cours');
    expect(out.details.en.analyse).toContain('behind us and priced in: not a forward opportunity');
    expect(out.details.fr.risques.join('\n')).toContain("pas d'opportunité à venir");
    expect(out.details.en.risques.join('\n')).toContain('no forward opportunity');
  });

  it('results posted last month: the catalyst just happened, at most SURVEILLER', () => {
    const out = analyzeWithRules(
      input(
        {
          ...strong,
          status: 'COMPLETED',
          primaryCompletionDateType: 'ACTUAL',
          completionDateType: 'ACTUAL',
          resultsFirstPostDate: '2026-10-20',
          results: withPrimaryP(['0.0001']),
        },
        { marketCap: 1.2e9 },
      ),
    );
    expect(out.breakdown.materialityParts.catalyst).toBe(0.4);
    expect(out.recommendation).not.toBe('INVESTIR');
  });

  it('an OVERDUE date is an explicit, bounded factor; time to the next catalyst weighs the materiality', () => {
    const overdue = (pcd: string) =>
      analyzeWithRules(
        input({ ...strong, status: 'RECRUITING', primaryCompletionDate: pcd, primaryCompletionDateRaw: pcd, primaryCompletionDateType: 'ESTIMATED' }),
      );
    const fresh = overdue('2026-10-01').breakdown.factors.find((f) => f.key === 'timing')!;
    expect(fresh).toMatchObject({ effect: -0.2, min: -0.5, max: 0 });
    expect(fresh.statement.en).toMatch(/^Date passed without an update: primary completion, October 1, 2026/);
    expect(overdue('2021-01-01').breakdown.factors.find((f) => f.key === 'timing')!.effect).toBe(-0.5);
    expect(overdue('2021-01-01').breakdown.materialityParts.catalyst).toBe(0.7);
    const weight = (pcd: string) => overdue(pcd).breakdown.materialityParts.catalyst;
    expect(weight('2027-03-01')).toBe(1);
    expect(weight('2027-09-01')).toBe(0.9);
    expect(weight('2028-06-01')).toBe(0.75);
    expect(weight('2030-01-01')).toBe(0.6);
  });
});

describe('partial data, texts, timeline', () => {
  it('missing inputs give DONNEES_PARTIELLES and name what was missing, never a crash', () => {
    const out = analyzeWithRules(input({ enrollment: null, startDate: null, conditions: [], leadSponsorClass: null }));
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
    const w = analyzeWithRules(weird);
    expect(w.errorType).toBe('DONNEES_PARTIELLES');
    expect(w.breakdown.missing).toEqual(expect.arrayContaining(['phase', 'status']));
    expect(analyzeWithRules(input()).hasError).toBe(false);
  });

  it('writes French and English from the same facts, each point citing its field', () => {
    const out = analyzeWithRules(input({ status: 'COMPLETED', results: withPrimaryP(['0.003']), enrollment: 250 }));
    const { fr, en } = out.details;
    expect(fr.opportunites.join('\n')).toContain('Critère principal atteint (p = 0,003');
    expect(en.opportunites.join('\n')).toContain('Primary outcome met (p = 0.003');
    expect(fr.risques.join('\n')).toContain('250 participants : petite étude');
    expect(en.risques.join('\n')).toContain('250 participants: small study');
    expect(fr.analyse).toMatch(/Probabilité de base d'approbation : 43,9|52,4/);
    expect(en.analyse).toContain('Prior probability of approval');
    for (const k of ['opportunites', 'risques', 'facteurs_cles'] as const) {
      expect(fr[k].length).toBe(en[k].length);
      for (const p of [...fr[k], ...en[k]]) if (!/^(Aucun|No particular)/.test(p)) expect(p).toMatch(/\[[^\]]+\]/);
    }
  });

  it('builds the timeline with the expected readout window', () => {
    const ongoing = analyzeWithRules(input({ primaryCompletionDate: '2027-03-31', completionDate: '2027-09-01' })).timeline;
    expect(ongoing).toMatchObject({
      startDate: '2024-01-15',
      primaryCompletionDate: '2027-03-31',
      expectedReadoutFrom: '2027-03-31',
      expectedReadoutTo: '2028-03-31',
    });
    const posted = analyzeWithRules(input({ resultsFirstPostDate: '2025-05-02', results: withPrimaryP(['0.01']) })).timeline;
    expect(posted).toMatchObject({ resultsPostedDate: '2025-05-02', expectedReadoutFrom: '2025-05-02', expectedReadoutTo: '2025-05-02' });
  });

  it('is deterministic; the input hash ignores the day but not the data', () => {
    const a = input({ nctId: 'NCT11111111' });
    expect(analyzeWithRules(a)).toEqual(analyzeWithRules({ ...a }));
    expect(inputHashOf(a, 'rules')).toBe(inputHashOf({ ...a, asOf: '2026-11-25' }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf({ ...a, enrollment: 9999 }, 'rules'));
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
