import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { burningRunway, runwayReadout, unavailableRunway } from '../../companies/runway/runway.fixtures';
import { renderWithProviders } from '../../../test/render';
import { StockRunwayCard, TrialRunwayCard } from './StockRunwayCard';

const text = (id: string) => screen.getByTestId(id).textContent;

describe('StockRunwayCard', () => {
  it("shows the company's runway and where this trial's readout falls on it, with the dilution risk in words", () => {
    const atReadout = runwayReadout({ readoutDate: '2027-06-30', label: 'T2 2027', monthsAtReadout: -3, risk: 'BEFORE_READOUT' });
    renderWithProviders(<TrialRunwayCard runway={{ company: burningRunway(), atReadout }} ticker="DEMO" />);
    expect(screen.getByRole('heading', { name: 'Trésorerie de la société' })).toBeTruthy();
    expect(text('runway-cash-value')).toMatch(/^312,4\sM\s\$US$/);
    expect(text('runway-burn-source')).toContain('10-Q, période close le 30/09/2025, déposé le 05/11/2025');
    expect(text('runway-months-value')).toBe('18,0 mois');
    // Compact: no "next readout" figure (the card shows this trial's).
    expect(screen.queryByTestId('runway-at-next')).toBeNull();
    expect(text('trial-runway-at')).toBe('Trésorerie épuisée 3,0 mois avant la lecture');
    expect(text('runway-risk')).toBe('Dilution : avant la lecture');
    expect(screen.getByTestId('runway-risk').getAttribute('title')).toBe('Risque de dilution : trésorerie épuisée avant la lecture');
    expect(text('trial-runway-readout')).toContain('T2 2027, fin de fenêtre le 30/06/2027');
    expect(screen.getByRole('link', { name: 'Voir la trésorerie de DEMO' }).getAttribute('href')).toBe('/company/DEMO');
    expect(text('runway-demo')).toBe('Données de démonstration');
  });

  it('speaks English, and says when the trial has no readout ahead or the figures are unknown', () => {
    renderWithProviders(<TrialRunwayCard runway={{ company: unavailableRunway('NO_SOURCE'), atReadout: null }} ticker="ACME.L" />, {
      lang: 'en',
    });
    expect(screen.getByRole('heading', { name: 'Company cash runway' })).toBeTruthy();
    expect(text('runway-unknown')).toBe('Unknown: no source of financial figures for this company');
    expect(text('trial-runway-readout')).toContain('No readout ahead for this trial in the next 36 months');
  });

  it('shows nothing for a trial without a listed company, and asks nothing', () => {
    const { container } = renderWithProviders(<StockRunwayCard nctId="NCT00000001" ticker={null} />);
    expect(container.querySelector('[data-testid="trial-runway"]')).toBeNull();
    expect(container.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });

  it('reads the runway with its own query, and says when it cannot', async () => {
    renderWithProviders(<StockRunwayCard nctId="NCT00000001" ticker="DEMO" />);
    // The test client is offline: the query fails and the card says so, with a retry.
    expect(await screen.findByRole('button', { name: /réessayer/i })).toBeTruthy();
    expect(screen.queryByTestId('trial-runway')).toBeNull();
  });
});
