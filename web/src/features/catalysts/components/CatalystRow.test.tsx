import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CatalystRowFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { CatalystRow } from './CatalystRow';

const now = new Date(2026, 10, 27, 10, 0);

const pdufa: CatalystRowFieldsFragment = {
  id: 'G:7d1c2e5a-0000-4000-8000-000000000001',
  category: 'REGULATORY',
  kind: 'PDUFA_DATE',
  windowStart: '2026-11-30',
  windowEnd: '2026-11-30',
  precision: 'DAY',
  confidence: 'ANNOUNCED',
  daysUntil: 3,
  nctId: 'NCT01234567',
  trialTitle: 'A Study of Demozumab in Psoriasis',
  ticker: 'DEMO',
  company: 'Demo Therapeutics Inc.',
  drugs: ['Demozumab'],
  indication: 'Plaque psoriasis',
  phases: ['PHASE3'],
  readoutProbability: 0.62,
  score: 7.4,
  marketCapUsd: 12_300_000_000,
  runwayMonthsAtReadout: -2.3,
  dilutionRisk: 'BEFORE_READOUT',
  applicationNumber: 'BLA 761234',
  outcome: 'PENDING',
  source: 'Demo data',
  sourceUrl: 'https://example.org/demo/pdufa',
  asOf: '2026-11-27',
  demo: true,
};

const readout: CatalystRowFieldsFragment = {
  ...pdufa,
  id: 'R:NCT07654321',
  category: 'READOUT',
  kind: 'PRIMARY_COMPLETION',
  windowStart: '2027-04-01',
  windowEnd: '2027-06-30',
  precision: 'QUARTER',
  confidence: 'ANTICIPATED',
  daysUntil: 125,
  nctId: 'NCT07654321',
  ticker: null,
  company: 'University Hospital',
  drugs: [],
  indication: null,
  phases: ['PHASE2', 'PHASE3'],
  readoutProbability: null,
  score: null,
  marketCapUsd: null,
  runwayMonthsAtReadout: null,
  dilutionRisk: 'UNKNOWN',
  applicationNumber: null,
  outcome: null,
  source: 'ClinicalTrials.gov',
  sourceUrl: 'https://clinicaltrials.gov/study/NCT07654321',
  demo: false,
};

function renderRow(row: CatalystRowFieldsFragment, lang: 'fr' | 'en' = 'fr') {
  renderWithProviders(
    <table>
      <tbody>
        <CatalystRow row={row} now={now} />
      </tbody>
    </table>,
    { lang },
  );
  return within(screen.getByTestId('catalyst-row'));
}

describe('CatalystRow', () => {
  it('shows the runway at readout within 6 months, and a company that is not burning cash without a figure (en)', () => {
    let row = renderRow({ ...pdufa, runwayMonthsAtReadout: 4.6, dilutionRisk: 'WITHIN_6_MONTHS' }, 'en');
    expect(row.getByTestId('catalyst-runway-months').textContent).toBe('+4 mo');
    expect(row.getByTestId('catalyst-runway-months').getAttribute('title')).toBe(
      '4.6 months of cash left on the last day of the readout window (negative: runs out before)',
    );
    expect(row.getByTestId('catalyst-dilution').textContent).toBe('Runs out within 6 mo');
    expect(row.getByTestId('catalyst-dilution').getAttribute('data-tone')).toBe('orange');
    cleanup();
    row = renderRow({ ...pdufa, runwayMonthsAtReadout: null, dilutionRisk: 'NONE' }, 'en');
    expect(row.queryByTestId('catalyst-runway-months')).toBeNull();
    expect(row.getByTestId('catalyst-dilution').textContent).toBe('Lasts 6+ mo after');
  });

  it('shows a regulatory event with its countdown, confidence, links, figures, source and demo flag (fr)', () => {
    const row = renderRow(pdufa);
    expect(row.getByTestId('catalyst-countdown').textContent).toBe('dans 3 jours');
    expect(row.getByTestId('catalyst-date').textContent).toBe('30 novembre 2026');
    expect(row.getByTestId('catalyst-confidence').textContent).toBe('Annoncée');
    expect(row.getByTestId('catalyst-kind').textContent).toBe('Date PDUFA (décision FDA)');
    expect(row.getByTestId('catalyst-outcome').textContent).toBe('En attente');
    expect(row.getByText('Dossier BLA 761234')).toBeTruthy();
    expect(row.getByTestId('ticker-link').getAttribute('href')).toBe('/company/DEMO');
    expect(row.getByText('Demo Therapeutics Inc.')).toBeTruthy();
    expect(row.getByText('Demozumab')).toBeTruthy();
    expect(row.getByText('Plaque psoriasis')).toBeTruthy();
    const trial = row.getByTestId('catalyst-trial');
    expect(trial.getAttribute('href')).toBe('/trial/NCT01234567');
    expect(trial.getAttribute('title')).toBe('A Study of Demozumab in Psoriasis');
    expect(row.getByText('Phase 3')).toBeTruthy();
    expect(row.getByTestId('catalyst-probability').textContent).toBe('62\u00a0%');
    expect(row.getByTestId('catalyst-score').textContent).toBe('7,4/10');
    expect(row.getByTestId('catalyst-market-cap').textContent).toMatch(/^12,3\s?Md\s?\$/);
    // Runway at readout: signed whole months and the risk in words (not colour alone).
    expect(row.getByTestId('catalyst-runway-months').textContent).toBe('\u22123 mois');
    const risk = row.getByTestId('catalyst-dilution');
    expect(risk.textContent).toBe('Épuisée avant la lecture');
    expect(risk.getAttribute('data-risk')).toBe('BEFORE_READOUT');
    expect(risk.getAttribute('title')).toBe('Risque de dilution : la trésorerie est épuisée avant la lecture');
    expect(risk.closest('td')!.getAttribute('data-label')).toBe('Trésorerie à la lecture');
    expect(screen.getByTestId('catalyst-row').getAttribute('data-dilution-risk')).toBe('BEFORE_READOUT');
    const source = row.getByTestId('catalyst-source');
    expect(source.getAttribute('href')).toBe('https://example.org/demo/pdufa');
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    // The source's name is a word here: in the reader's language.
    expect(source.textContent).toBe('Données de démonstration');
    expect(source.getAttribute('aria-label')).toBe("Données de démonstration (s'ouvre dans un nouvel onglet)");
    expect(row.getByText('au 27/11/2026')).toBeTruthy();
    expect(row.getByTestId('catalyst-demo').textContent).toBe('Événement simulé');
    // Each cell is labelled with its column (the card layout on phones shows it).
    expect(row.getByTestId('catalyst-score').closest('td')!.getAttribute('data-label')).toBe('Score');
  });

  it('shows a readout window without ticker, drug or analysis as dashes, and no demo flag (en)', () => {
    const row = renderRow(readout, 'en');
    expect(row.getByTestId('catalyst-countdown').textContent).toBe('Q2 2027');
    expect(row.queryByTestId('catalyst-date')).toBeNull();
    expect(row.getByTestId('catalyst-confidence').textContent).toBe('Anticipated');
    expect(row.getByTestId('catalyst-kind').textContent).toBe('Primary completion');
    expect(row.queryByTestId('ticker-link')).toBeNull();
    expect(row.getByText('University Hospital')).toBeTruthy();
    expect(row.getByText('Phase 2')).toBeTruthy();
    expect(row.queryByTestId('catalyst-probability')).toBeNull();
    expect(row.queryByTestId('catalyst-score')).toBeNull();
    expect(row.queryByTestId('catalyst-market-cap')).toBeNull();
    // Drug, probability, score, market cap and the runway at readout are unknown.
    expect(row.getAllByText('—').length).toBe(5);
    expect(row.getByTestId('catalyst-runway').getAttribute('data-risk')).toBe('UNKNOWN');
    expect(row.getByTestId('catalyst-runway').textContent).toBe('—Unknown');
    expect(row.queryByTestId('catalyst-dilution')).toBeNull();
    expect(row.getByText('as of 11/27/2026')).toBeTruthy();
    expect(row.queryByTestId('catalyst-demo')).toBeNull();
    expect(row.getByTestId('catalyst-source').getAttribute('aria-label')).toBe('ClinicalTrials.gov (opens in a new tab)');
  });
});
