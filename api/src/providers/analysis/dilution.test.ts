import { describe, expect, it } from 'vitest';
import { buildTrial } from '../../../test/factories.js';
import { toAnalysisInput, type AnalysisInput, type AnalysisRunway } from '../../domain/analysis-input.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { arithmeticProblems } from './arithmetic.check.js';
import { ECKBO_SOURCE, OFFERING_MOVE } from './dilution.js';
import { FORMULA } from './market.js';
import { analyzeWithRules, inputHashOf } from './rules.js';

const AS_OF = '2026-11-21';
/** A listed small cap's phase 3 whose primary completion (its next catalyst, a day window) is 15 March 2027. */
const TRIAL: Partial<TrialRecord> = {
  investmentVerdict: 'OUI',
  ticker: 'ABCD',
  conditions: ['Hemophilia A'],
  leadSponsorClass: 'INDUSTRY',
  status: 'RECRUITING',
  primaryCompletionDate: '2027-03-15',
  primaryCompletionDateRaw: '2027-03-15',
  primaryCompletionDateType: 'ESTIMATED',
  completionDate: '2027-09-01',
  completionDateRaw: '2027-09-01',
};
const trial = buildTrial(TRIAL);
const input = (over: Partial<TrialRecord> = {}, runway?: AnalysisRunway | null): AnalysisInput => ({
  ...toAnalysisInput({ ...trial, ...over }, { sponsorRecord: null, marketCap: 1.2e9, asOf: AS_OF, companyActiveTrials: 0 }),
  ...(runway !== undefined ? { runway } : {}),
});
/** A runway read from a 10-Q, ending on `runwayEnd`. */
const runway = (runwayEnd: string | null, over: Partial<AnalysisRunway> = {}): AnalysisRunway => ({
  cashTotal: 40e6,
  currency: 'USD',
  quarterlyBurn: 20e6,
  burnQuarters: 4,
  monthsOfRunway: 6,
  runwayEnd,
  notBurning: false,
  source: 'sec',
  demo: false,
  filing: { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-05' },
  ...over,
});
const term = (out: ReturnType<typeof analyzeWithRules>, key: string) => out.breakdown.terms.find((t) => t.key === key)!;

describe('the dilution term R × F (cash runway at the readout)', () => {
  it('cites F = −2.0 % (Eckbo, Masulis & Norli 2007, Table 13, p. 317) in both languages; the formula states the term', () => {
    expect(OFFERING_MOVE).toBe(-2);
    expect(ECKBO_SOURCE.en).toMatch(
      /^Eckbo BE, Masulis RW, Norli Ø\. Security Offerings.*Handbook of Corporate Finance.*2007, Table 13 and p\. 317 — verified/,
    );
    expect(ECKBO_SOURCE.en).toContain('"the market reaction to firm commitment offerings in the U.S. is on average negative and about −2%"');
    expect(ECKBO_SOURCE.fr).toContain('vérifié');
    expect(FORMULA.fr).toContain('E = A × (x × (p × U + (1 − p) × D) + R × F)');
    expect(FORMULA.en).toContain('E = A × (x × (p × U + (1 − p) × D) + R × F)');
  });

  it('a runway ending before the readout: R = 1, E lowered by exactly 2.00 %, the risk line with the runway end and the filing', () => {
    const without = analyzeWithRules(input());
    const out = analyzeWithRules(input({}, runway('2027-01-31')));
    expect(out.breakdown.dilution).toMatchObject({
      applies: true,
      risk: 'BEFORE_READOUT',
      readoutDate: '2027-03-15',
      monthsAtReadout: -1.4, // 43 days of 30.4375
      runwayEnd: '2027-01-31',
      filing: { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-05' },
      financialsSource: 'sec',
      demo: false,
      move: -2,
    });
    expect([term(out, 'dilutionRisk').shown, term(out, 'dilutionMove').shown, term(out, 'dilution').shown]).toEqual(['1', '−2.0%', '−2.0%']);
    expect(term(without, 'dilutionRisk').shown).toBe('0');
    expect(term(without, 'dilution').shown).toBe('0.0%');
    expect(Math.round((out.breakdown.expectedMove - without.breakdown.expectedMove) * 100)).toBe(-200);
    expect(arithmeticProblems(out.breakdown)).toEqual([]);
    // With the published row, −2.0 % outweighs the best trial move (+0.8 %): the score is 0.
    expect(out.score).toBe(0);
    expect(out.recommendation).toBe('NE_PAS_INVESTIR');
    const risk = {
      fr: 'Trésorerie estimée épuisée avant la lecture (fin estimée le 31 janvier 2027, 1,4 mois avant la lecture attendue au plus tard le 15 mars 2027 ; 10-Q du 30 septembre 2026, déposé le 5 novembre 2026)',
      en: 'Cash runway ends before the readout (estimated end January 31, 2027, 1.4 months before the readout expected by March 15, 2027; 10-Q for September 30, 2026, filed November 5, 2026)',
    };
    expect(out.breakdown.dilution.statement).toEqual(risk);
    expect(out.details.fr.risques.some((r) => r.startsWith(risk.fr) && r.includes('R × F = −2,0 %') && r.endsWith('[ticker_bourse, nextCatalyst]'))).toBe(true);
    expect(out.details.en.risques.some((r) => r.startsWith(risk.en) && r.includes('R × F = −2.0%'))).toBe(true);
    expect(out.details.fr.analyse).toContain('+ 1 × (−2,0)) = ');
    expect(out.details.en.analyse).toContain('+ 1 × (−2.0)) = ');
    expect(out.details.en.analyse).toMatch(/score = 5 \+ 5 × E ÷ 0\.8 = 0\.0\/10/);
    // The negative expected move names the dilution when the forecast is above the break-even.
    if (out.breakdown.probability >= (out.breakdown.market.breakEven ?? 1))
      expect(out.details.en.risques.join('\n')).toContain('but a dilution risk before the readout');
  });

  it('a runway ending within 6 months after the readout: R = 1, the within-6-months line', () => {
    const out = analyzeWithRules(
      input({}, runway('2027-06-30', { demo: true, source: 'demo', filing: { form: 'demo', periodEnd: '2026-09-30', filed: null } })),
    );
    expect(out.breakdown.dilution).toMatchObject({ applies: true, risk: 'WITHIN_6_MONTHS', monthsAtReadout: 3.5, demo: true });
    expect(out.breakdown.dilution.statement.fr).toBe(
      'Trésorerie estimée épuisée moins de 6 mois après la lecture (fin estimée le 30 juin 2027, 3,5 mois après la lecture attendue au plus tard le 15 mars 2027 ; demo du 30 septembre 2026, données de démonstration)',
    );
    expect(out.breakdown.dilution.statement.en).toBe(
      'Cash runway ends within 6 months after the readout (estimated end June 30, 2027, 3.5 months after the readout expected by March 15, 2027; demo for September 30, 2026, demo figures)',
    );
    expect(term(out, 'dilutionRisk').label.en).toBe('R — dilution risk (1): cash runway ends within 6 months after the readout');
    expect(arithmeticProblems(out.breakdown)).toEqual([]);
  });

  it('R = 0 when the runway lasts 6 months past the readout, the company does not burn cash, or the runway is unknown', () => {
    const base = analyzeWithRules(input());
    const cases: [AnalysisRunway | null, string, RegExp][] = [
      [runway('2027-09-15'), 'NONE', /^Cash runway lasts past the readout \(estimated end September 15, 2027, 6 months after/],
      [runway(null, { notBurning: true, quarterlyBurn: -1e6, monthsOfRunway: null }), 'NONE', /^The company does not burn cash/],
      [runway(null, { quarterlyBurn: null, monthsOfRunway: null, burnQuarters: 0 }), 'UNKNOWN', /^Cash runway at the readout unknown/],
      [null, 'UNKNOWN', /^Cash runway unknown: no cash figures stored/],
    ];
    for (const [r, risk, statement] of cases) {
      const out = analyzeWithRules(input({}, r));
      expect(out.breakdown.dilution).toMatchObject({ applies: false, risk });
      expect(out.breakdown.dilution.statement.en).toMatch(statement);
      expect(out.breakdown.expectedMove).toBe(base.breakdown.expectedMove);
      expect(out.score).toBe(base.score);
      expect(arithmeticProblems(out.breakdown)).toEqual([]);
    }
    // A known runway with no risk is a key fact.
    const safe = analyzeWithRules(input({}, runway('2028-06-30')));
    expect(safe.details.fr.facteurs_cles.some((f) => f.startsWith('Trésorerie suffisante à la lecture (fin estimée le 30 juin 2028'))).toBe(true);
  });

  it('R = 0 once the readout is behind us (A = 0) and for an unlisted sponsor, whatever the figures', () => {
    const stopped = analyzeWithRules(input({ status: 'TERMINATED', whyStopped: 'Business decision' }, runway('2027-01-31')));
    expect(stopped.breakdown.dilution).toMatchObject({ applies: false, risk: 'UNKNOWN', readoutDate: null });
    expect(stopped.breakdown.dilution.statement.en).toMatch(/^Readout behind us/);
    expect(term(stopped, 'ahead').value).toBe(0);
    expect(stopped.breakdown.expectedMove).toBe(0);
    const unlisted = analyzeWithRules(input({ investmentVerdict: 'NON', ticker: null }, runway('2027-01-31')));
    expect(unlisted.breakdown.dilution).toMatchObject({ applies: false, financialsSource: null });
    expect(unlisted.score).toBe(5);
  });

  it('the runway is part of the input hash', () => {
    const a = input({}, runway('2027-01-31'));
    expect(inputHashOf(a, 'rules')).toBe(inputHashOf({ ...a, runway: runway('2027-01-31') }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf({ ...a, runway: runway('2027-08-31') }, 'rules'));
    expect(inputHashOf(a, 'rules')).not.toBe(inputHashOf({ ...a, runway: null }, 'rules'));
  });
});
