import { ApolloClient, ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { localDay, UpcomingRegulatory } from './UpcomingRegulatory';

type Vars = Record<string, unknown>;

/** A server answering the section's query with `events`, or failing; it records the variables. */
function fakeServer(events: unknown[] | Error) {
  const calls: Vars[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation.variables);
    return new Observable((o) => {
      if (events instanceof Error) o.error(events);
      else {
        o.next({ data: { regulatoryEvents: events } });
        o.complete();
      }
    });
  });
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

const event = (id: string, kind: string, date: string, over: Record<string, unknown> = {}) => ({
  __typename: 'RegulatoryEvent',
  id,
  kind,
  agency: 'FDA',
  date,
  dateConfidence: 'ANNOUNCED',
  drug: `Drug ${id}`,
  applicationNumber: null,
  company: 'Acme Bio',
  ticker: 'ACME',
  indication: null,
  outcome: 'PENDING',
  source: 'OPENFDA',
  sourceUrl: `https://api.fda.gov/${id}`,
  asOf: '2026-11-20',
  demo: false,
  ...over,
});

describe('dashboard: regulatory events of the next 14 days', () => {
  it('asks for the next 14 days and lists the events with kind, demo badge and source link', async () => {
    const { client, calls } = fakeServer([
      event('a', 'PDUFA_DATE', '2026-12-01'),
      event('b', 'CRL', '2026-12-03', { demo: true, source: 'DEMO', sourceUrl: '/methodology#demo-data', outcome: 'NEGATIVE', dateConfidence: 'ACTUAL' }),
    ]);
    renderWithProviders(<UpcomingRegulatory days={14} />, { client });
    await waitFor(() => expect(screen.getAllByTestId('regulatory-event')).toHaveLength(2));
    const now = new Date();
    expect(calls[0]).toEqual({ from: localDay(now), to: localDay(now, 14), first: 6 });
    const [pdufa, crl] = screen.getAllByTestId('regulatory-event');
    expect(within(pdufa).getByTestId('regulatory-kind').textContent).toBe('Date PDUFA (FDA)');
    expect(within(pdufa).queryByTestId('regulatory-demo')).toBeNull();
    expect(within(pdufa).getByTestId('regulatory-source').getAttribute('href')).toBe('https://api.fda.gov/a');
    expect(within(pdufa).getByTestId('regulatory-source').textContent).toBe('Source : openFDA (au 20/11/2026)');
    expect(within(crl).getByTestId('regulatory-kind').textContent).toBe('Lettre de réponse complète (CRL)');
    expect(within(crl).getByTestId('regulatory-demo').textContent).toBe('Données de démonstration');
    expect(crl.textContent).toContain('Défavorable');
    expect(screen.getByTestId('upcoming-regulatory').textContent).toContain('2 événements');
  });

  it('English labels; an empty list and a failure say so', async () => {
    renderWithProviders(<UpcomingRegulatory days={14} />, {
      client: fakeServer([event('c', 'CHMP_OPINION', '2026-12-02', { agency: 'EMA' })]).client,
      lang: 'en',
    });
    await waitFor(() => expect(screen.getByTestId('regulatory-kind').textContent).toBe('CHMP opinion (EMA)'));
    expect(screen.getByTestId('regulatory-source').textContent).toBe('Source: openFDA (as of 11/20/2026)');
  });

  it('says when there is no event, and offers a retry when loading failed', async () => {
    const empty = renderWithProviders(<UpcomingRegulatory days={14} />, { client: fakeServer([]).client });
    await waitFor(() => expect(screen.getByTestId('upcoming-regulatory-empty').textContent).toBe('Aucun événement réglementaire dans les 14 prochains jours'));
    empty.unmount();
    renderWithProviders(<UpcomingRegulatory days={14} />, { client: fakeServer(new Error('down')).client });
    await waitFor(() => expect(screen.getByText("Les événements réglementaires n'ont pas pu être chargés.")).toBeTruthy());
  });

  it('local days roll over months', () => {
    expect(localDay(new Date(2026, 11, 25), 14)).toBe('2027-01-08');
    expect(localDay(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
  });
});
