import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CompanyRunwayCard } from './CompanyRunwayCard';
import { burningRunway, runwayReadout, unavailableRunway } from './runway.fixtures';

const NOW = new Date('2026-01-15T12:00:00Z');
const text = (id: string) => screen.getByTestId(id).textContent;

describe('CompanyRunwayCard', () => {
  it('shows cash, burn, runway, its end and the runway at the next readout, each with its source, flagged as demo', () => {
    renderWithProviders(<CompanyRunwayCard runway={burningRunway()} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Trésorerie' })).toBeTruthy();
    expect(text('runway-cash-value')).toMatch(/^312,4\sM\s\$US$/);
    expect(text('runway-cash-source')).toMatch(/192,4\sM\s\$US de trésorerie \+ 120,0\sM\s\$US de placements à court terme/);
    expect(text('runway-cash-source')).toContain('10-Q, période close le 30/09/2025, déposé le 05/11/2025');
    expect(text('runway-burn-value')).toMatch(/^52,1\sM\s\$US par trimestre$/);
    expect(text('runway-burn-source')).toBe(
      "moyenne du flux de trésorerie d'exploitation sur 4 trimestres · 10-Q, période close le 30/09/2025, déposé le 05/11/2025",
    );
    expect(text('runway-months-value')).toBe('18,0 mois');
    expect(text('runway-months-source')).toBe('trésorerie ÷ consommation mensuelle, à partir du 30/09/2025');
    expect(text('runway-end-value')).toBe('30/03/2027');
    expect(text('runway-at-next-value')).toBe('9,4 mois de trésorerie restant à la lecture');
    expect(text('runway-at-next-source')).toContain('T2 2026, fin de fenêtre le 30/06/2026');
    expect(within(screen.getByTestId('runway-at-next')).getByRole('link', { name: 'A Phase 3 Study of Demozumab' }).getAttribute('href')).toBe(
      '/trial/NCT91000001',
    );
    expect(text('runway-source-line')).toContain('Source : données de démonstration · lu le 10/01/2026');
    expect(within(screen.getByTestId('runway-source-line')).getByTestId('runway-demo').textContent).toBe('Données de démonstration');
    // The quarters behind the burn, with a derived quarter said so.
    expect(screen.getByTestId('runway-quarters').textContent).toContain('déduit des cumuls annuels');
  });

  it('draws the bar as a captioned figure, with the readouts as labelled markers and the one past the runway marked as dilution risk in words', () => {
    renderWithProviders(<CompanyRunwayCard runway={burningRunway()} now={NOW} />);
    const figure = screen.getByRole('figure', { name: /Trésorerie du 30\/09\/2025 \(date du bilan\) au 30\/03\/2027, soit 18,0 mois\./ });
    expect(within(figure).getByTestId('runway-bar-summary').textContent).toBe(
      'Trésorerie du 30/09/2025 (date du bilan) au 30/03/2027, soit 18,0 mois. 2 lectures à venir, dont 1 avec risque de dilution.',
    );
    const markers = within(figure).getAllByTestId('runway-marker');
    expect(markers.map((m) => [m.dataset.risk, m.dataset.beyond])).toEqual([
      ['NONE', 'false'],
      ['BEFORE_READOUT', 'true'],
    ]);
    expect(markers[1].getAttribute('aria-label')).toBe(
      'T2 2027 — A Phase 2 Study of Demotinib, 30/06/2027 : Trésorerie épuisée 3,0 mois avant la lecture. Risque de dilution : trésorerie épuisée avant la lecture',
    );
    // Markers sit in order along the axis, the second past the cash's end.
    const fill = parseFloat(screen.getByTestId('runway-fill').style.width);
    expect(parseFloat(markers[0].style.left)).toBeLessThan(fill);
    expect(parseFloat(markers[1].style.left)).toBeGreaterThan(fill);
    fireEvent.focus(markers[1]);
    expect(screen.getByRole('tooltip').textContent).toContain('Trésorerie épuisée 3,0 mois avant la lecture');
    expect(markers[1].getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    fireEvent.blur(markers[1]);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The list says the same, with the risk badge in words.
    const rows = screen.getAllByTestId('runway-readout');
    expect(rows.map((r) => within(r).getByTestId('runway-risk').textContent)).toEqual(['Couverte', 'Dilution : avant la lecture']);
  });

  it('speaks English', () => {
    renderWithProviders(<CompanyRunwayCard runway={burningRunway()} now={NOW} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Cash runway' })).toBeTruthy();
    expect(text('runway-cash-value')).toBe('$312.4M');
    expect(text('runway-cash-source')).toContain('10-Q, period ended 09/30/2025, filed 11/05/2025');
    expect(text('runway-burn-value')).toBe('$52.1M per quarter');
    expect(text('runway-months-value')).toBe('18.0 months');
    expect(text('runway-at-next-value')).toBe('9.4 months of cash left at the readout');
    expect(text('runway-bar-summary')).toBe('Cash from 09/30/2025 (balance-sheet date) to 03/30/2027: 18.0 months. 2 upcoming readouts, 1 with dilution risk.');
    expect(screen.getAllByTestId('runway-risk').map((b) => b.textContent)).toContain('Dilution: before readout');
    expect(screen.getByTestId('runway-demo').textContent).toBe('Demo data');
  });

  it('says "not burning cash" rather than a runway, with an open bar', () => {
    const r = burningRunway({
      quarterlyBurn: -10_000_000,
      notBurning: true,
      monthsOfRunway: null,
      runwayEnd: null,
      readouts: [runwayReadout({ monthsAtReadout: null, risk: 'NONE' })],
    });
    renderWithProviders(<CompanyRunwayCard runway={r} now={NOW} />);
    expect(text('runway-burn-value')).toBe('Non consommatrice de trésorerie');
    expect(text('runway-months-value')).toBe('Non limitée : pas de consommation');
    expect(text('runway-end-value')).toBe('Aucune : pas de consommation');
    expect(text('runway-at-next-value')).toBe('Non consommatrice de trésorerie');
    expect(screen.getByTestId('runway-fill').className).toContain('runway-fill-open');
    expect(text('runway-bar-summary')).toContain('la société ne consomme pas de trésorerie');
  });

  it('says unknown and why when there are no figures, never a guess', () => {
    renderWithProviders(<CompanyRunwayCard runway={unavailableRunway('NOT_FOUND')} now={NOW} />);
    expect(text('runway-unknown')).toBe('Inconnu : la source des données financières ne connaît pas cette société');
    expect(screen.queryByTestId('runway-bar')).toBeNull();
    expect(screen.queryByTestId('runway-cash')).toBeNull();
    expect(text('runway-source-line')).toContain('aucune source');
    expect(screen.getByTestId('runway-risk').textContent).toBe('Inconnu');
  });

  it('says which figure is unknown when the burn is missing', () => {
    const r = burningRunway({ quarterlyBurn: null, burnQuarters: 0, quarters: [], monthsOfRunway: null, runwayEnd: null });
    renderWithProviders(<CompanyRunwayCard runway={r} now={NOW} />, { lang: 'en' });
    expect(text('runway-cash-value')).toBe('$312.4M');
    expect(text('runway-burn-value')).toBe('Unknown: no quarterly operating cash flow published');
    expect(text('runway-months-value')).toBe('Unknown: no quarterly operating cash flow published');
    expect(screen.queryByTestId('runway-bar')).toBeNull();
  });

  it('has loading, error and empty states', () => {
    const { unmount } = renderWithProviders(<CompanyRunwayCard runway={undefined} loading />);
    expect(screen.getByText('Chargement de la trésorerie...')).toBeTruthy();
    unmount();
    const retried: string[] = [];
    const second = renderWithProviders(<CompanyRunwayCard runway={undefined} error={new Error('boom')} onRetry={() => retried.push('x')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retried).toEqual(['x']);
    second.unmount();
    renderWithProviders(<CompanyRunwayCard runway={burningRunway({ readouts: [] })} now={NOW} />);
    expect(text('runway-at-next-value')).toBe('Aucune lecture prévue dans les 36 prochains mois');
    expect(text('runway-bar-summary')).toContain('Aucune lecture à venir.');
  });
});
