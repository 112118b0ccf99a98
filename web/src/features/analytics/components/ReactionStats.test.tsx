import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { ReactionStats } from './ReactionStats';

const group = (outcome: string, n: number, median: number | null, q1: number | null, q3: number | null, by: { capBucket?: string; area?: string } = {}) => ({
  __typename: 'ReactionGroup',
  outcome,
  capBucket: by.capBucket ?? null,
  area: by.area ?? null,
  n,
  median,
  q1,
  q3,
});

const MEASURED = [
  group('SUCCESS', 55, 6.2, 1.1, 14.3),
  group('FAILURE', 40, -21.5, -38, -7.25),
  group('SUCCESS', 30, 9, 2, 18, { capBucket: 'SMALL' }),
  group('FAILURE', 25, -31, -45, -12, { capBucket: 'SMALL' }),
  group('SUCCESS', 25, 2, 0.5, 5, { capBucket: 'LARGE' }),
  group('FAILURE', 0, null, null, null, { capBucket: 'LARGE' }),
  group('SUCCESS', 20, 7, 3, 12, { area: 'oncology' }),
  group('FAILURE', 15, -25, -40, -10, { area: 'oncology' }),
];

/** A client answering `ReactionStats`: measured figures for the abnormal 1-day move, nothing measured for the raw 5-day one. */
function fakeServer() {
  const calls: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((o) => {
        if (operation.operationName !== 'ReactionStats') return o.error(new Error(`unexpected ${operation.operationName}`));
        calls.push(operation.variables);
        const measure = String(operation.variables.measure);
        const empty = measure === 'MOVE_5D';
        o.next({
          data: {
            reactionStats: {
              __typename: 'ReactionStats',
              measure,
              total: empty ? 0 : 104,
              demo: true,
              benchmark: 'XBI',
              asOf: '2026-11-27',
              groups: empty ? [] : MEASURED,
            },
          },
        });
        o.complete();
      }),
  );
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

describe('ReactionStats', { timeout: 20_000 }, () => {
  it('shows the median and interquartile move on success and on failure with n, the benchmark and the demo flag (fr)', async () => {
    const server = fakeServer();
    renderWithProviders(<ReactionStats />, { client: server.client });
    const section = await screen.findByRole('region', { name: 'Réactions du marché aux catalyseurs' });
    await waitFor(() => expect(screen.getByTestId('reaction-n-SUCCESS').textContent).toBe('n = 55'));
    expect(server.calls[0]).toEqual({ measure: 'ABNORMAL_1D' });
    expect(screen.getByTestId('reaction-n-FAILURE').textContent).toBe('n = 40');
    expect(screen.getByTestId('reaction-median-SUCCESS').textContent).toBe('+6,2\u00a0%');
    expect(screen.getByTestId('reaction-median-FAILURE').textContent).toBe('\u221221,5\u00a0%');
    expect(within(screen.getByTestId('reaction-overall-FAILURE')).getByText(/^Écart interquartile/).textContent).toBe(
      'Écart interquartile : \u221238,0\u00a0% à \u22127,3\u00a0%',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Mesure').value).toBe('ABNORMAL_1D');
    expect(screen.getByTestId('reaction-benchmark').textContent).toContain("moins celle de l'indice de référence XBI");
    expect(screen.getByTestId('reaction-benchmark').textContent).toContain('Calculé au 27/11/2026.');
    expect(screen.getByTestId('reaction-demo').textContent).toBe('Données de démonstration');
    // The table: every group with its n (n = 0 included), success beside failure.
    const table = within(screen.getByTestId('reaction-table'));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Groupe', 'Succès', 'Échec']);
    const rows = screen.getAllByTestId('reaction-row');
    expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(['all', 'cap:SMALL', 'cap:LARGE', 'area:oncology']);
    expect(within(rows[2]).getByRole('rowheader').textContent).toBe('Grande capitalisation (≥ 10 Md$)');
    expect(rows[2].querySelectorAll('td')[1].textContent).toBe('—n = 0');
    expect(within(rows[3]).getByRole('rowheader').textContent).toBe('Oncologie');
    expect(table.getByRole('rowheader', { name: 'Par domaine thérapeutique' })).toBeTruthy();
    // The chart's legend says which colour is which.
    expect(within(section).getByText('Médiane sur succès')).toBeTruthy();
    expect(within(section).getByText('Écart interquartile (Q1 à Q3)')).toBeTruthy();
  });

  it('asks for another measure, and says when nothing is measured (en)', async () => {
    const server = fakeServer();
    renderWithProviders(<ReactionStats />, { client: server.client, lang: 'en' });
    await screen.findByRole('region', { name: 'Market reactions to catalysts' });
    await waitFor(() => expect(screen.getByTestId('reaction-n-SUCCESS').textContent).toBe('n = 55'));
    expect(screen.getByTestId('reaction-median-FAILURE').textContent).toBe('\u221221.5%');
    const select = screen.getByLabelText<HTMLSelectElement>('Measure');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Abnormal move over 1 day',
      'Abnormal move over 5 days',
      'Move over 1 day',
      'Move over 5 days',
    ]);
    fireEvent.change(select, { target: { value: 'MOVE_5D' } });
    await screen.findByText('No reaction measured yet');
    expect(server.calls.at(-1)).toEqual({ measure: 'MOVE_5D' });
    expect(screen.queryByTestId('reaction-table')).toBeNull();
    expect(screen.getByTestId('reaction-benchmark').textContent).toContain("without subtracting the benchmark's (XBI)");
  });
});
