import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { AlertRegulatoryDetails } from './AlertRegulatoryDetails';
import { TrialRegulatoryCard } from './TrialRegulatoryCard';

type Vars = Record<string, unknown>;

/** Local noon, so that the countdowns count whole days whatever the machine's time zone. */
const NOW = new Date(2026, 10, 27, 12);

const event = (eventId: string, kind: string, date: string, extra: Vars = {}) => ({
  __typename: 'RegulatoryEvent',
  eventId,
  kind,
  agency: 'FDA',
  date,
  dateConfidence: 'ANNOUNCED',
  drug: 'Zanubrutinib',
  applicationNumber: 'NDA213217',
  company: 'BeiGene',
  ticker: 'BGNE',
  indication: 'Mantle cell lymphoma',
  outcome: 'PENDING',
  crlCategory: null,
  detail: 'Demo data: FDA target action date',
  source: 'DEMO',
  sourceUrl: '/methodology#demo-data',
  asOf: '2026-11-20',
  demo: true,
  link: { __typename: 'RegulatoryLink', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' },
  ...extra,
});

const EVENTS = [
  event('e1', 'CRL', '2026-05-14', { dateConfidence: 'ACTUAL', outcome: 'NEGATIVE', crlCategory: 'MANUFACTURING', detail: null }),
  event('e2', 'PDUFA_DATE', '2026-12-04'),
  event('e3', 'CHMP_OPINION', '2027-06-25', {
    agency: 'EMA',
    dateConfidence: 'ESTIMATED',
    outcome: null,
    source: 'FILE',
    sourceUrl: 'https://www.ema.europa.eu/en/medicines/human/EPAR/brukinsa',
    demo: false,
    applicationNumber: null,
    link: { __typename: 'RegulatoryLink', method: 'DRUG_NAME', confidence: 'LOW' },
  }),
];

/** A fake API: every TrialRegulatory request gets `answer()`; the calls are counted. */
function server(answer: () => { data?: unknown; errors?: GraphQLError[] }, opts: { hold?: boolean } = {}) {
  const calls: Vars[] = [];
  const link = new ApolloLink((operation) => {
    calls.push(operation.variables);
    return new Observable((o) => {
      if (opts.hold) return;
      o.next(answer() as never);
      o.complete();
    });
  });
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

const trial = (events: unknown[]) => ({ data: { trial: { __typename: 'Trial', nctId: 'NCT01234567', regulatoryEvents: events } } });

describe('TrialRegulatoryCard', () => {
  it('lists the trial’s events in French: kind, date, countdown, confidence, drug, outcome, source, link and demo badge', async () => {
    const { client, calls } = server(() => trial(EVENTS));
    renderWithProviders(<TrialRegulatoryCard nctId="NCT01234567" now={NOW} />, { client });
    const card = screen.getByTestId('trial-regulatory');
    expect(within(card).getByRole('heading', { name: 'Réglementaire' })).toBeTruthy();
    const items = await within(card).findAllByTestId('regulatory-event');
    expect(calls).toEqual([{ nctId: 'NCT01234567' }]);
    expect(items.map((i) => i.dataset.kind)).toEqual(['CRL', 'PDUFA_DATE', 'CHMP_OPINION']);

    const [crl, pdufa, chmp] = items;
    expect(within(crl).getByTestId('regulatory-kind').textContent).toBe('Lettre de réponse complète (CRL)');
    expect(within(crl).getByTestId('regulatory-date').textContent).toBe('14 mai 2026');
    expect(within(crl).getByTestId('regulatory-confidence').textContent).toBe('Réalisée');
    expect(within(crl).getByTestId('regulatory-outcome').textContent).toBe('Défavorable (motif : fabrication)');
    expect(within(crl).queryByTestId('regulatory-countdown')).toBeNull(); // long past: the date says it

    expect(within(pdufa).getByTestId('regulatory-kind').textContent).toBe('Date PDUFA (FDA)');
    expect(within(pdufa).getByTestId('regulatory-date').textContent).toBe('4 décembre 2026');
    expect(within(pdufa).getByTestId('regulatory-countdown').textContent).toBe('dans 7 jours');
    expect(within(pdufa).getByTestId('regulatory-confidence').textContent).toBe('Annoncée');
    expect(within(pdufa).getByTestId('regulatory-outcome').textContent).toBe('En attente');
    expect(within(pdufa).getByTestId('regulatory-drug').textContent).toBe('Zanubrutinib');
    expect(within(pdufa).getByTestId('regulatory-application').textContent).toContain('Dossier NDA213217');
    expect(within(pdufa).getByTestId('regulatory-as-of').textContent).toBe('au 20 novembre 2026');
    // The provider's own text stays as written, marked English for screen readers.
    expect(within(pdufa).getByText('Demo data: FDA target action date').getAttribute('lang')).toBe('en');
    expect(within(pdufa).getByTestId('regulatory-link').textContent).toBe('Lien : nom du médicament et société (élevée)');
    expect(within(pdufa).getByTestId('regulatory-demo').textContent).toBe('Données de démonstration');
    const demoSource = within(pdufa).getByTestId('regulatory-source');
    expect(demoSource.textContent).toBe('Données de démonstration');
    expect(demoSource.getAttribute('target')).toBe('_blank');
    expect(demoSource.getAttribute('rel')).toBe('noopener noreferrer');

    expect(within(chmp).getByTestId('regulatory-kind').textContent).toBe('Avis du CHMP (EMA)');
    expect(within(chmp).getByTestId('regulatory-confidence').textContent).toBe('Estimée');
    expect(within(chmp).queryByTestId('regulatory-demo')).toBeNull();
    expect(within(chmp).queryByTestId('regulatory-outcome')).toBeNull();
    const source = within(chmp).getByRole('link', { name: "Source : Annonce de la société (s'ouvre dans un nouvel onglet)" });
    expect(source.getAttribute('href')).toBe('https://www.ema.europa.eu/en/medicines/human/EPAR/brukinsa');
    expect(within(chmp).getByTestId('regulatory-link').textContent).toBe('Lien : nom du médicament (faible)');
    // Each event is a labelled article: screen readers hear the kind and the day first.
    expect(pdufa.getAttribute('aria-label')).toBe('Date PDUFA (FDA), 4 décembre 2026');
  });

  it('speaks English', async () => {
    const { client } = server(() => trial(EVENTS));
    renderWithProviders(<TrialRegulatoryCard nctId="NCT01234567" now={NOW} />, { client, lang: 'en' });
    const [crl, pdufa] = await screen.findAllByTestId('regulatory-event');
    expect(screen.getByRole('heading', { name: 'Regulatory' })).toBeTruthy();
    expect(within(crl).getByTestId('regulatory-outcome').textContent).toBe('Negative (reason: manufacturing)');
    expect(within(pdufa).getByTestId('regulatory-kind').textContent).toBe('PDUFA date (FDA)');
    expect(within(pdufa).getByTestId('regulatory-date').textContent).toBe('December 4, 2026');
    expect(within(pdufa).getByTestId('regulatory-countdown').textContent).toBe('in 7 days');
    expect(within(pdufa).getByTestId('regulatory-confidence').textContent).toBe('Announced');
    expect(within(pdufa).getByTestId('regulatory-as-of').textContent).toBe('as of November 20, 2026');
    expect(within(pdufa).getByTestId('regulatory-link').textContent).toBe('Link: drug name and company (high)');
    expect(within(pdufa).getByTestId('regulatory-demo').textContent).toBe('Demo data');
  });

  it('shows a loading status, then says when the trial has no known event', async () => {
    const held = server(() => trial([]), { hold: true });
    const { unmount } = renderWithProviders(<TrialRegulatoryCard nctId="NCT01234567" />, { client: held.client });
    expect(screen.getByText('Chargement des événements réglementaires…')).toBeTruthy();
    unmount();
    const { client } = server(() => trial([]));
    renderWithProviders(<TrialRegulatoryCard nctId="NCT01234567" />, { client });
    const empty = await screen.findByText('Aucun événement réglementaire connu pour cet essai');
    expect(empty.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByText('Chargement des événements réglementaires…')).toBeNull();
  });

  it('shows the error state, and retries', async () => {
    let fail = true;
    const { client, calls } = server(() => (fail ? { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL' } })] } : trial(EVENTS)));
    renderWithProviders(<TrialRegulatoryCard nctId="NCT01234567" now={NOW} />, { client });
    const retry = await screen.findByRole('button', { name: /réessayer/i });
    expect(screen.getByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByTestId('regulatory-event')).toHaveLength(3));
    expect(calls).toHaveLength(2);
  });
});

describe('AlertRegulatoryDetails', () => {
  const regulatory = {
    __typename: 'AlertRegulatoryEvent' as const,
    reason: 'DATE_CHANGED' as const,
    eventId: 'e2',
    kind: 'PDUFA_DATE' as const,
    agency: 'FDA' as const,
    date: '2027-03-12',
    previousDate: '2026-12-12',
    dateConfidence: 'ANNOUNCED' as const,
    outcome: 'PENDING' as const,
    drug: 'Zanubrutinib',
    applicationNumber: 'NDA213217',
    sourceUrl: 'https://www.accessdata.fda.gov/',
    demo: true,
  };

  it('says why, how far the date moved, the drug and the source', () => {
    renderWithProviders(<AlertRegulatoryDetails regulatory={regulatory} />);
    const block = screen.getByTestId('alert-regulatory');
    expect(block.dataset.reason).toBe('DATE_CHANGED');
    expect(block.textContent).toContain('Date modifiée');
    expect(screen.getByTestId('alert-regulatory-line').textContent).toBe('Date PDUFA : 12 mars 2027 (avant : 12 décembre 2026, report de 90 jours)');
    expect(block.textContent).toContain('Dossier NDA213217');
    expect(block.textContent).toContain('Données de démonstration');
    const source = screen.getByTestId('alert-regulatory-source');
    expect(source.getAttribute('href')).toBe('https://www.accessdata.fda.gov/');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('speaks English, and gives a decision’s outcome', () => {
    renderWithProviders(
      <AlertRegulatoryDetails regulatory={{ ...regulatory, reason: 'DECISION', kind: 'APPROVAL', previousDate: null, outcome: 'POSITIVE', demo: false }} />,
      {
        lang: 'en',
      },
    );
    expect(screen.getByTestId('alert-regulatory').textContent).toContain('Decision');
    expect(screen.getByTestId('alert-regulatory-line').textContent).toBe('Approval: March 12, 2027 — Positive');
    expect(screen.queryByText('Demo data')).toBeNull();
  });
});
