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
    term('ahead', 'A — lecture à venir (1)', 1, '1', 0, ''),
    term('expectedMove', 'E — mouvement attendu du cours', 5.9, '+5.90%', 2, '%'),
  ],
  market: { bucket: 'SMALL', provisional: true, source: 'Provisional — Trialyst house assumption', ahead: true, breakEven: 0.714 },
};

describe('ScoreBreakdownCard', () => {
  it('shows the formula, every term in the reader’s language and the score they reproduce', () => {
    renderWithProviders(<ScoreBreakdownCard breakdown={breakdown} />, { lang: 'fr' });
    const formula = screen.getByTestId('breakdown-formula');
    expect(formula.textContent).toContain('score = 5 + E ÷ 2');
    const rows = within(formula).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-term'))).toEqual(['probability', 'upside', 'downside', 'exposure', 'ahead', 'expectedMove', 'score']);
    expect(rows[0].textContent).toMatch(/92,5\s?%/);
    expect(rows[2].textContent).toMatch(/-40,0\s?%|−40,0\s?%/);
    expect(rows[3].textContent).toContain('×0,50');
    expect(rows[6].textContent).toContain('8,0/10');
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

  it('formats each unit at the precision the score was computed with', () => {
    expect(termValue(breakdown.terms[4])).toBe('1');
    expect(termValue(breakdown.terms[3])).toMatch(/^×0[.,]50$/);
  });
});
