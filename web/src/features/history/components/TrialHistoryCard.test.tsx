import { formatNumber } from '../../../lib/format';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { historyValue, slipView } from '../history.format';
import { TrialHistoryCard } from './TrialHistoryCard';

const change = (id: string, field: string, oldValue: string | null, newValue: string | null, changedAt: string, slipDays: number | null = null) => ({
  __typename: 'TrialChange' as const,
  id,
  field,
  oldValue,
  newValue,
  changedAt,
  slipDays,
  recordedAt: '2026-11-25T10:00:00.000Z',
});

function clientWith(changes: ReturnType<typeof change>[]) {
  const link = new ApolloLink(
    () =>
      new Observable((o) => {
        o.next({ data: { trial: { __typename: 'Trial', nctId: 'NCT90000001', changes } } });
        o.complete();
      }),
  );
  return new ApolloClient({ link, cache: createCache() });
}

const CHANGES = [
  change('c3', 'primaryCompletionDate', '2031-12-01', '2032-06-01', '2024-03-05', 183),
  change('c2', 'status', 'RECRUITING', 'TERMINATED', '2024-03-05'),
  change('c1', 'phases', 'EARLY_PHASE1', 'PHASE2,PHASE3', '2023-01-10'),
  change('c0', 'regulatory.decision', 'PDUFA_DATE:PENDING', 'CRL:NEGATIVE', '2023-01-01'),
];

describe('TrialHistoryCard', () => {
  it('lists the changes newest first with labels, formatted values and the slip, in French', async () => {
    renderWithProviders(<TrialHistoryCard nctId="NCT90000001" />, { client: clientWith(CHANGES) });
    const items = await screen.findAllByTestId('history-item');
    expect(items).toHaveLength(4);
    expect(items[0].textContent).toContain('Date de fin principale');
    expect(items[0].textContent).toContain('01/12/2031 → 01/06/2032');
    expect(items[0].textContent).toContain('Repoussée de 183 jours');
    expect(items[0].textContent).toContain('05/03/2024');
    expect(items[1].textContent).toContain('Statut');
    // Statuses and phases in the words every screen uses, never another language's or the registry's codes.
    expect(items[1].textContent).toContain('Recrutement en cours → Arrêté prématurément');
    expect(items[2].textContent).toContain('Phase 1 précoce → Phase 2, Phase 3');
    expect(items[3].textContent).toContain('Décision réglementaire');
    expect(items[3].textContent).toContain('Date PDUFA (FDA) (En attente) → Lettre de réponse complète (CRL) (Défavorable)');
    expect(screen.getByText('Historique des changements')).toBeTruthy();
  });

  it('speaks English and says when nothing was recorded', async () => {
    renderWithProviders(<TrialHistoryCard nctId="NCT90000001" />, { client: clientWith(CHANGES), lang: 'en' });
    const [item, status, phases] = await screen.findAllByTestId('history-item');
    expect(item.textContent).toContain('Primary completion date');
    expect(item.textContent).toContain('Pushed back 183 days');
    expect(status.textContent).toContain('Recruiting → Terminated');
    expect(phases.textContent).toContain('Early Phase 1 → Phase 2, Phase 3');
    renderWithProviders(<TrialHistoryCard nctId="NCT90000002" />, { client: clientWith([]), lang: 'en' });
    expect(await screen.findByText('No change recorded for this trial.')).toBeTruthy();
  });

  it('formats values by field and the slip direction', () => {
    const t = ((key: string, o?: { defaultValue?: string }) => (key === 'history:none' ? 'none' : (o?.defaultValue ?? key))) as never;
    expect(historyValue('enrollment', '1200', t, 'fr-FR')).toBe(formatNumber(1200)); // numbers follow the interface language
    expect(historyValue('whyStopped', null, t, 'fr-FR')).toBe('none');
    expect(slipView(-30)).toEqual({ tone: 'green', key: 'earlier', days: 30 });
    expect(slipView(0)).toBeNull();
  });
});
