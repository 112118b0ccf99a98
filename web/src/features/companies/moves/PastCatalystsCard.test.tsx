import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { pastCatalyst, stockMove } from '../runway/runway.fixtures';
import { PastCatalystsCard } from './PastCatalystsCard';

// (plain selectors: role queries over a whole table are slow in jsdom)
const rows = () => [...screen.getByTestId('company-past-catalysts').querySelectorAll<HTMLElement>('tbody tr')];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
const headers = () => [...screen.getByTestId('company-past-catalysts').querySelectorAll('th')].map((h) => h.textContent);

describe('PastCatalystsCard', () => {
  const catalysts = [
    pastCatalyst(),
    pastCatalyst({
      id: 'RG:7d1c',
      date: '2025-03-14',
      kind: 'REGULATORY_DECISION',
      outcome: 'SUCCESS',
      nctId: null,
      trialTitle: null,
      regulatoryEventId: '7d1c',
      description: 'Demozumab : approbation FDA',
      move: stockMove({ move1d: 12.04, move5d: null, abnormal1d: 11.5, abnormal5d: null }),
    }),
    pastCatalyst({
      id: 'TS:NCT91000004:2024-03-01',
      date: '2024-03-01',
      kind: 'TERMINATED',
      outcome: 'UNKNOWN',
      nctId: 'NCT91000004',
      trialTitle: null,
      move: null,
    }),
  ];

  it('lists date, event, trial or decision, outcome and the moves, with n/a for what is not computed yet, naming the benchmark', () => {
    renderWithProviders(<PastCatalystsCard catalysts={catalysts} />);
    expect(screen.getByRole('heading', { name: 'Catalyseurs passés' })).toBeTruthy();
    expect(headers()).toEqual(['Date', 'Événement', 'Essai ou décision', 'Issue', 'Variation 1 j', 'Variation 5 j', 'Écart vs XBI (1 j / 5 j)']);
    const [readout, decision, stop] = rows();
    expect(cells(readout)[0]).toBe('01/10/2025');
    expect(cells(readout)[1]).toBe('Résultats publiés');
    expect(readout.querySelector('a')!.getAttribute('href')).toBe('/trial/NCT91000003');
    expect(readout.querySelector('a')!.textContent).toBe('A Phase 3 Study of Failomab');
    expect(cells(readout)[3]).toBe('Échec');
    expect(within(readout).getByTestId('past-catalyst-move1d').textContent).toMatch(/^\u221223,4\s%$/);
    expect(within(readout).getByTestId('past-catalyst-move1d').className).toBe('tone-red');
    expect(within(readout).getByTestId('past-catalyst-move5d').textContent).toMatch(/^\u221230,1\s%$/);
    expect(cells(readout)[6]).toMatch(/^\u221222,9\s% \/ \u221228,6\s%$/);
    expect(cells(decision)[1]).toBe('Décision réglementaire');
    expect(cells(decision)[2]).toBe('Demozumab : approbation FDA');
    expect(cells(decision)[3]).toBe('Succès');
    expect(within(decision).getByTestId('past-catalyst-move1d').textContent).toMatch(/^\+12,0\s%$/);
    expect(within(decision).getByTestId('past-catalyst-move5d').textContent).toBe('n.d.');
    expect(within(decision).getByTestId('past-catalyst-move5d').getAttribute('title')).toContain('pas encore calculée');
    expect(cells(stop)[2]).toBe('NCT91000004');
    expect(cells(stop).slice(4)).toEqual(['n.d.', 'n.d.', 'n.d. / n.d.']);
    expect(screen.getByTestId('past-catalysts-demo').textContent).toBe('Données de démonstration');
    expect(screen.getByTestId('past-catalysts-method').textContent).toContain("l'indice de référence (XBI)");
    expect(screen.getByTestId('past-catalysts-method').textContent).toContain('Cours : marché de démonstration.');
  });

  it('speaks English', () => {
    renderWithProviders(<PastCatalystsCard catalysts={catalysts} />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Past catalysts' })).toBeTruthy();
    expect(headers()[6]).toBe('vs XBI (1d / 5d)');
    const [readout, decision] = rows();
    expect(cells(readout).slice(0, 6)).toEqual(['10/01/2025', 'Results posted', 'A Phase 3 Study of Failomab', 'Failure', '\u221223.4%', '\u221230.1%']);
    expect(cells(decision)[5]).toBe('n/a');
    expect(screen.getByTestId('past-catalysts-demo').textContent).toBe('Demo data');
  });

  it('says when there is none', () => {
    renderWithProviders(<PastCatalystsCard catalysts={[]} />);
    expect(screen.getByText('Aucun catalyseur passé connu pour cette société.')).toBeTruthy();
    expect(screen.queryByTestId('past-catalysts-demo')).toBeNull();
  });
});
