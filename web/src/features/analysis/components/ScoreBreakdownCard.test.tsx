import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ScoreBreakdown } from '../analysis.types';
import { ScoreBreakdownCard, termValue } from './ScoreBreakdownCard';

const term = (key: string, label: string, value: number, shown: string, digits: number, unit: string) => ({
  key,
  label,
  value,
  shown,
  digits,
  unit,
});

/** A breakdown as the API serves it (engine rules-6): a small cap's phase 3 ahead. */
const breakdown: ScoreBreakdown = {
  prior: 0.8225,
  priorSource: 'Dechartres 2016; BIO 2021',
  priorBasis: 'Phase III: BIO rate shifted by δ',
  phase: 'PHASE3',
  areaLabel: 'hématologie',
  logOdds: 2.51,
  forecast: 0.925,
  outcome: null,
  probability: 0.925,
  probabilityOfApproval: 0.715,
  probabilityOfApprovalLabel: "Probabilité d'approbation (LOA depuis la phase III, BIO 2021) — BIO",
  expectedMove: 5.9,
  formula: 'score = 5 + E ÷ 2 (borné entre 0 et 10), où E = A × x × (p × U + (1 − p) × D)',
  score: 8,
  investThreshold: 6.5,
  watchThreshold: 5.5,
  missing: [],
  factors: [
    {
      key: 'comparator',
      label: 'Comparateur',
      effect: 0.249,
      min: -0.4,
      max: 0.3,
      statement: 'Contrôle placebo',
      source: 'Dechartres 2016',
    },
  ],
  context: [{ key: 'slips', label: 'Reports de la date de fin', statement: 'Date repoussée 2 fois de suite', tone: 'risk' }],
  terms: [
    term('probability', 'p — probabilité que le critère principal soit atteint', 92.5, '92.5%', 1, '%'),
    term('upside', 'U — mouvement si succès', 16, '+16.0%', 1, '%'),
    term('downside', 'D — mouvement si échec', -40, '−40.0%', 1, '%'),
    term('exposure', 'x — exposition', 0.5, '×0.50', 2, '×'),
    term('dilutionRisk', 'R — risque de dilution (0) : trésorerie suffisante', 0, '0', 0, ''),
    term('dilutionMove', 'F — réaction à l’annonce d’une augmentation de capital (Eckbo, Masulis et Norli 2007)', -2, '−2.0%', 1, '%'),
    term('dilution', 'R × F — terme de dilution', 0, '0.0%', 1, '%'),
    term('ahead', 'A — lecture à venir (1)', 1, '1', 0, ''),
    term('expectedMove', 'E — mouvement attendu du cours', 5.9, '+5.90%', 2, '%'),
  ],
  market: { bucket: 'SMALL', provisional: true, source: 'Provisional — Trialyst house assumption', ahead: true, breakEven: 0.714, measured: null },
  dilution: {
    applies: false,
    risk: 'NONE',
    move: -2,
    moveSource: 'Eckbo BE, Masulis RW, Norli Ø. Security Offerings… 2007, Table 13 and p. 317 — vérifié',
    readoutDate: '2027-06-30',
    monthsAtReadout: 14.2,
    runwayEnd: '2028-09-05',
    monthsOfRunway: 23.2,
    notBurning: false,
    filing: { form: '10-Q', periodEnd: '2026-09-30', filed: '2026-11-09' },
    financialsSource: 'SEC',
    demo: false,
    statement:
      'Trésorerie suffisante à la lecture (fin estimée le 5 septembre 2028, 14,2 mois après la lecture attendue au plus tard le 30 juin 2027 ; 10-Q du 30 septembre 2026, déposé le 9 novembre 2026)',
  },
};

/** A small cap whose cash runs out before the readout, on Trialyst's measured small-cap row (demo market). */
const diluted: ScoreBreakdown = {
  ...breakdown,
  expectedMove: -3.1,
  score: 0,
  terms: breakdown.terms.map((t) =>
    t.key === 'dilutionRisk'
      ? { ...t, label: 'R — dilution risk (1): cash runway ends before the readout', value: 1, shown: '1' }
      : t.key === 'dilution'
        ? { ...t, label: 'R × F — dilution term', value: -2, shown: '−2.0%' }
        : t,
  ),
  market: {
    ...breakdown.market!,
    provisional: false,
    source: 'Trialyst, measured: n = 41 successes / 33 failures, median abnormal 1-day move vs XBI, as of 2026-11-20, demo market',
    measured: { successes: 41, failures: 33, benchmark: 'XBI', demo: true, asOf: '2026-11-20' },
  },
  dilution: {
    ...breakdown.dilution!,
    applies: true,
    risk: 'BEFORE_READOUT',
    monthsAtReadout: -3,
    runwayEnd: '2027-03-31',
    monthsOfRunway: 6,
    financialsSource: 'DEMO',
    demo: true,
    filing: { form: '10-Q', periodEnd: '2026-09-30', filed: null },
    moveSource: 'Eckbo BE, Masulis RW, Norli Ø. Security Offerings… 2007, Table 13 and p. 317 — verified',
    statement:
      'Cash runway ends before the readout (estimated end March 31, 2027, 3 months before the readout expected by June 30, 2027; 10-Q for September 30, 2026, demo figures)',
  },
};

/** A row of the runway figures (its header and value). */
const runwayRow = (root: HTMLElement, key: string) => root.querySelector(`tr[data-runway="${key}"]`)!;

describe('ScoreBreakdownCard', () => {
  it('shows the formula, every term in the reader’s language and the score they reproduce', () => {
    renderWithProviders(<ScoreBreakdownCard breakdown={breakdown} />, { lang: 'fr' });
    const formula = screen.getByTestId('breakdown-formula');
    expect(formula.textContent).toContain('score = 5 + E ÷ 2');
    const rows = within(formula).getAllByRole('row');
    const terms = [...formula.querySelectorAll('tr[data-term]')];
    expect(terms.map((r) => r.getAttribute('data-term'))).toEqual([
      'probability',
      'upside',
      'downside',
      'exposure',
      'dilutionRisk',
      'dilutionMove',
      'dilution',
      'ahead',
      'expectedMove',
      'score',
    ]);
    expect(rows[0].textContent).toMatch(/92,5\s?%/);
    expect(rows[2].textContent).toMatch(/−40,0\s?%/);
    expect(rows[3].textContent).toContain('×0,50');
    expect(terms[5].textContent).toMatch(/−2,0\s?%/);
    expect(terms[6].textContent).toMatch(/^R × F — terme de dilution0,0\s?%$/);
    expect(terms[9].textContent).toContain('8,0/10');
    // The row's source and the dilution term with the runway's figures.
    expect(screen.getByTestId('breakdown-row-source').textContent).toBe('U et D publiés : Provisional — Trialyst house assumption');
    const dilution = screen.getByTestId('breakdown-dilution');
    expect(dilution.getAttribute('data-applies')).toBe('0');
    expect(dilution.textContent).toContain('Trésorerie suffisante à la lecture (fin estimée le 5 septembre 2028');
    expect(dilution.textContent).toMatch(/R = 0 : pas de risque de dilution retenu \(F = −2,0\s?% ne s’applique pas\)/);
    expect(runwayRow(dilution, 'runwayEnd').textContent).toContain('05/09/2028');
    expect(runwayRow(dilution, 'monthsAtReadout').textContent).toContain('+14,2');
    expect(runwayRow(dilution, 'filing').textContent).toContain('10-Q du 30/09/2026, déposé le 09/11/2026');
    expect(runwayRow(dilution, 'financialsSource').textContent).toContain('SEC (XBRL des dépôts)');
    expect(dilution.textContent).toContain('Source de F : Eckbo BE, Masulis RW, Norli Ø.');
    expect(formula.textContent).toContain('provisoires');
    expect(screen.getByTestId('breakdown-probability').textContent).toMatch(/Prévision : 92,5\s?%/);
    expect(screen.getByTestId('breakdown-approval').textContent).toContain('jamais utilisé dans la probabilité ni dans le score');
    expect(screen.getByTestId('breakdown-context').textContent).toContain('Date repoussée 2 fois de suite');
  });

  it('after a posted readout, says the probability is the outcome, not a forecast (English)', () => {
    renderWithProviders(<ScoreBreakdownCard breakdown={{ ...breakdown, outcome: 'NOT_MET', probability: 0 }} />, { lang: 'en' });
    expect(screen.getByTestId('breakdown-probability').textContent).toContain('primary end point not met');
    expect(screen.getByTestId('breakdown-probability').textContent).toContain('no longer a forecast');
  });

  it('a dilution risk and a measured row, in English: R = 1, the runway figures, the demo flags and the measured n', () => {
    renderWithProviders(<ScoreBreakdownCard breakdown={diluted} />, { lang: 'en' });
    const dilution = screen.getByTestId('breakdown-dilution');
    expect(dilution.getAttribute('data-applies')).toBe('1');
    expect(dilution.textContent).toContain('Cash runway ends before the readout (estimated end March 31, 2027');
    expect(dilution.textContent).toMatch(/R = 1: .* F = −2\.0% on the share price\. Demo figures\./);
    expect(runwayRow(dilution, 'monthsAtReadout').textContent).toMatch(/−3\.0$/);
    expect(runwayRow(dilution, 'filing').textContent).toBe('Cash figure10-Q for 09/30/2026');
    expect(runwayRow(dilution, 'financialsSource').textContent).toContain('demo');
    const row = screen.getByTestId('breakdown-row-source');
    expect(row.getAttribute('data-measured')).toBe('1');
    expect(row.textContent).toBe(
      'U and D measured by Trialyst (41 successes, 33 failures): Trialyst, measured: n = 41 successes / 33 failures, median abnormal 1-day move vs XBI, as of 2026-11-20, demo market',
    );
    const r = screen.getByTestId('breakdown-formula').querySelector('tr[data-term="dilutionRisk"]')!;
    expect(r.textContent).toBe('R — dilution risk (1): cash runway ends before the readout1');
  });

  it('formats each unit at the precision the score was computed with', () => {
    expect(termValue(breakdown.terms[7])).toBe('1');
    expect(termValue(breakdown.terms[3])).toMatch(/^×0[.,]50$/);
    expect(termValue(breakdown.terms[4])).toBe('0');
    expect(termValue(breakdown.terms[5])).toMatch(/^−2[.,]0\s?%$/);
  });
});
