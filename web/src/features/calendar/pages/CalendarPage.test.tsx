import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { monthKeys } from '../calendar.state';
import { CalendarPage } from './CalendarPage';

type Vars = Record<string, any>;

function fakeServer() {
  const calls: { op: string; vars: Vars }[] = [];
  const months = monthKeys(new Date(), 60);
  const trial = (nctId: string, month: string, day: string, verdict = 'OUI') => ({
    __typename: 'Trial',
    nctId,
    briefTitle: `Trial ${nctId}`,
    completionDate: `${month}-${day}`,
    completionDateRaw: `${month}-${day}`,
    completionDateType: 'ESTIMATED',
    leadSponsorName: 'Pfizer Inc.',
    ticker: 'PFE',
    investmentVerdict: verdict,
    recommendation: null,
    statusSignal: { __typename: 'StatusSignal', kind: 'NEUTRAL', color: 'yellow', reason: 'STUDY_ONGOING' },
    phases: ['PHASE3'],
    enrollment: 1200,
    status: 'RECRUITING',
    statusLabel: 'Recruiting',
    conditions: ['Asthma', 'COPD'],
    nextCatalyst: {
      __typename: 'NextCatalyst',
      kind: 'PRIMARY_COMPLETION',
      windowStart: `${month}-${day}`,
      windowEnd: `${month}-${day}`,
      precision: 'DAY',
      label: `${day}/${month}`,
      confidence: 'ANTICIPATED',
    },
    stock: { __typename: 'StockData', ticker: 'PFE', currentPrice: 25.5, changePercent: -1.2, currency: 'USD', marketCap: 145_000_000_000, isError: false },
  });
  const data: Record<string, ReturnType<typeof trial>[]> = {
    // In the server's order (by next catalyst).
    [months[1]]: [trial('NCT90000001', months[1], '03'), trial('NCT90000002', months[1], '20')],
    [months[2]]: [trial('NCT90000003', months[2], '11', 'POSSIBLE')],
  };
  const regulatory = (id: string, kind: string, date: string, over: Record<string, unknown> = {}) => ({
    __typename: 'RegulatoryEvent',
    id,
    kind,
    agency: 'FDA',
    date,
    dateConfidence: 'ANNOUNCED',
    drug: `Drug ${id}`,
    applicationNumber: null,
    company: 'Pfizer Inc.',
    ticker: 'PFE',
    indication: 'Asthma',
    outcome: 'PENDING',
    source: 'FILE',
    sourceUrl: `https://example.test/${id}`,
    asOf: '2026-11-01',
    demo: false,
    ...over,
  });
  const events: Record<string, ReturnType<typeof regulatory>[]> = {
    [months[2]]: [
      regulatory('r1', 'ADCOMM_MEETING', `${months[2]}-05`, { source: 'DEMO', sourceUrl: '/methodology#demo-data', demo: true, dateConfidence: 'ESTIMATED' }),
      regulatory('r2', 'PDUFA_DATE', `${months[2]}-12`, { applicationNumber: 'NDA123456' }),
    ],
  };
  // The server's rule: kinds (or confidences) of one category only show that category only.
  const shows = (f: Vars | undefined) => ({
    trials: !f?.phases && !(f?.regulatoryKinds && !f?.catalystKinds) && !(f?.regulatoryConfidences && !f?.confidences),
    events: !f?.phases && !(f?.catalystKinds && !f?.regulatoryKinds) && !(f?.confidences && !f?.regulatoryConfidences),
  });
  const handlers: Record<string, (v: Vars) => unknown> = {
    CalendarMonthCounts: (v) => ({
      calendarMonths: months.map((m) => {
        const trialCount = shows(v.filter).trials ? (data[m]?.length ?? 0) : 0;
        const regulatoryCount = shows(v.filter).events ? (events[m]?.length ?? 0) : 0;
        return { __typename: 'CalendarMonthCount', month: m, count: trialCount + regulatoryCount, trialCount, regulatoryCount };
      }),
    }),
    CalendarMonth: (v) => {
      const trials = shows(v.filter).trials ? (data[v.month] ?? []) : [];
      const regulatoryEvents = shows(v.filter).events ? (events[v.month] ?? []) : [];
      return {
        calendarMonth: {
          __typename: 'CalendarMonth',
          month: v.month,
          count: trials.length + regulatoryEvents.length,
          trialCount: trials.length,
          regulatoryCount: regulatoryEvents.length,
          trials,
          regulatoryEvents,
        },
      };
    },
  };
  const link = new ApolloLink((operation) => {
    calls.push({ op: operation.operationName!, vars: operation.variables });
    return new Observable((o) => {
      o.next({ data: handlers[operation.operationName!](operation.variables) as Record<string, unknown> });
      o.complete();
    });
  });
  return { calls, months, client: new ApolloClient({ cache: createCache(), link }) };
}

describe('CalendarPage', () => {
  it("loads a month once on first opening, keeps it, and shows its trials in the server's catalyst order", async () => {
    const { client, calls, months } = fakeServer();
    renderWithProviders(<CalendarPage />, { client, route: '/calendar' });
    await waitFor(() => expect(screen.getAllByTestId('month-count')).toHaveLength(60));
    expect(screen.getByTestId('calendar-hint').textContent).toBe('Cliquez sur un mois pour charger ses essais.');
    expect(calls.find((c) => c.op === 'CalendarMonthCounts')!.vars).toMatchObject({ from: months[0], count: 60, filter: { investmentVerdict: 'OUI' } });
    const card = screen.getAllByTestId('month-card')[1];
    expect(within(card).getByTestId('month-count').textContent).toBe('2 essais');
    fireEvent.click(within(card).getByTestId('month-toggle'));
    await waitFor(() => expect(within(card).getAllByTestId('calendar-trial')).toHaveLength(2));
    expect(
      within(card)
        .getAllByTestId('calendar-trial')
        .map((e) => e.getAttribute('data-nct-id')),
    ).toEqual(['NCT90000001', 'NCT90000002']);
    expect(within(card).getAllByTestId('calendar-trial')[0].textContent).toMatch(/145,0\s?Md\s?\$US/);
    const catalyst = within(within(card).getAllByTestId('calendar-trial')[0]).getByTestId('next-catalyst');
    expect(catalyst.getAttribute('data-kind')).toBe('PRIMARY_COMPLETION');
    expect(within(catalyst).getByTestId('catalyst-confidence').textContent).toBe('Anticipé');
    expect(catalyst.textContent).toContain("Fin de l'étude principale");
    fireEvent.click(within(card).getByTestId('month-toggle'));
    expect(within(card).queryAllByTestId('calendar-trial')).toHaveLength(0);
    fireEvent.click(within(card).getByTestId('month-toggle'));
    expect(within(card).getAllByTestId('calendar-trial')).toHaveLength(2);
    expect(calls.filter((c) => c.op === 'CalendarMonth')).toHaveLength(1);
    expect(calls.find((c) => c.op === 'CalendarMonth')!.vars).toEqual({ month: months[1], filter: { investmentVerdict: 'OUI' } });
  });

  /** Renders the page, waits for the 60 month counts and opens the second month (loaded); its card is read afresh each time. */
  async function openSecondMonth() {
    const { client, calls } = fakeServer();
    renderWithProviders(<CalendarPage />, { client, route: '/calendar' });
    await waitFor(() => expect(screen.getAllByTestId('month-count')).toHaveLength(60));
    const card = () => screen.getAllByTestId('month-card')[1];
    fireEvent.click(within(card()).getByTestId('month-toggle'));
    await waitFor(() => expect(card().getAttribute('data-status')).toBe('loaded'));
    return { calls, card };
  }

  it('forgets loaded months on a filter change, shows no-match, and saves the filters', async () => {
    const { calls, card } = await openSecondMonth();
    fireEvent.change(screen.getByTestId('calendar-phase'), { target: { value: 'PHASE2' } });
    expect(card().getAttribute('data-status')).toBe('unloaded');
    expect(JSON.parse(window.localStorage.getItem('calendarFilters')!)).toEqual({ investissement_bourse: 'OUI', phase: 'PHASE2' });
    await waitFor(() => expect(screen.getByText('Aucun essai trouvé')).toBeTruthy());
    fireEvent.click(within(card()).getByTestId('month-toggle'));
    await waitFor(() => expect(card().getAttribute('data-status')).toBe('loaded'));
    expect(within(card()).getByText('Essayez de modifier vos filtres pour voir plus de résultats')).toBeTruthy();
    expect(calls.filter((c) => c.op === 'CalendarMonth').at(-1)!.vars.filter).toEqual({ investmentVerdict: 'OUI', phases: ['PHASE2'] });
    expect(screen.getByTestId('calendar-ics').getAttribute('href')).toBe('/api/calendar.ics?investissement_bourse=OUI&phase=PHASE2&lang=fr');
  });

  it('filters by catalyst kind and confidence (saved, sent to the server and to the .ics address)', async () => {
    const { calls, card } = await openSecondMonth();
    fireEvent.change(screen.getByTestId('calendar-catalyst-kind'), { target: { value: 'TOPLINE_READOUT' } });
    fireEvent.change(screen.getByTestId('calendar-catalyst-confidence'), { target: { value: 'OVERDUE' } });
    expect(card().getAttribute('data-status')).toBe('unloaded');
    expect(JSON.parse(window.localStorage.getItem('calendarCatalystFilters')!)).toEqual({ kind: 'TOPLINE_READOUT', confidence: 'OVERDUE' });
    await waitFor(() =>
      expect(calls.filter((c) => c.op === 'CalendarMonthCounts').at(-1)!.vars.filter).toEqual({
        investmentVerdict: 'OUI',
        catalystKinds: ['TOPLINE_READOUT'],
        confidences: ['OVERDUE'],
      }),
    );
    expect(screen.getByTestId('calendar-ics').getAttribute('href')).toBe(
      '/api/calendar.ics?investissement_bourse=OUI&phase=ALL&lang=fr&catalyst_kind=TOPLINE_READOUT&confidence=OVERDUE',
    );
    fireEvent.click(screen.getByTestId('calendar-reset'));
    expect(JSON.parse(window.localStorage.getItem('calendarCatalystFilters')!)).toEqual({ kind: 'ALL', confidence: 'ALL' });
  });

  it("shows a month's regulatory events after its trials: kind, confidence, drug, demo badge and source link", async () => {
    const { client, months } = fakeServer();
    renderWithProviders(<CalendarPage />, { client, route: '/calendar' });
    await waitFor(() => expect(screen.getAllByTestId('month-count')).toHaveLength(60));
    const card = screen.getAllByTestId('month-card')[2];
    expect(within(card).getByTestId('month-count').textContent).toBe('1 essai');
    expect(within(card).getByTestId('month-regulatory-count').textContent).toBe('2 événements réglementaires');
    expect(within(screen.getAllByTestId('month-card')[1]).queryByTestId('month-regulatory-count')).toBeNull();
    fireEvent.click(within(card).getByTestId('month-toggle'));
    await waitFor(() => expect(within(card).getAllByTestId('regulatory-event')).toHaveLength(2));
    expect(within(card).getAllByTestId('calendar-trial')).toHaveLength(1);
    const [demo, pdufa] = within(card).getAllByTestId('regulatory-event');
    expect(within(demo).getByTestId('regulatory-kind').textContent).toBe('Comité consultatif FDA');
    expect(within(demo).getByTestId('regulatory-demo').textContent).toBe('Données de démonstration');
    expect(demo.textContent).toContain('Date estimée');
    expect(within(demo).getByTestId('regulatory-source').getAttribute('href')).toBe('/methodology#demo-data');
    expect(within(demo).getByTestId('regulatory-source').textContent).toBe('Source : Données de démonstration (au 01/11/2026)');
    expect(within(pdufa).getByTestId('regulatory-kind').textContent).toBe('Date PDUFA (FDA)');
    expect(within(pdufa).queryByTestId('regulatory-demo')).toBeNull();
    expect(pdufa.textContent).toContain('Drug r2');
    expect(pdufa.textContent).toContain('NDA123456');
    expect(pdufa.textContent).toContain(`12/${months[2].slice(5)}/${months[2].slice(0, 4)}`);
    const source = within(pdufa).getByTestId('regulatory-source');
    expect(source.getAttribute('href')).toBe('https://example.test/r2');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(source.textContent).toBe('Source : Annonce de la société (au 01/11/2026)');
    expect(within(pdufa).getByTestId('ticker-link').getAttribute('href')).toBe('/company/PFE');
  });

  it('filters by a regulatory kind or confidence: sent as regulatory filters, to the server and to the .ics address', async () => {
    const { calls, card } = await openSecondMonth();
    fireEvent.change(screen.getByTestId('calendar-catalyst-kind'), { target: { value: 'PDUFA_DATE' } });
    expect(card().getAttribute('data-status')).toBe('unloaded');
    await waitFor(() =>
      expect(calls.filter((c) => c.op === 'CalendarMonthCounts').at(-1)!.vars.filter).toEqual({ investmentVerdict: 'OUI', regulatoryKinds: ['PDUFA_DATE'] }),
    );
    await waitFor(() => expect(within(screen.getAllByTestId('month-card')[1]).getByTestId('month-count').textContent).toBe('0 essai'));
    fireEvent.change(screen.getByTestId('calendar-catalyst-confidence'), { target: { value: 'ANNOUNCED' } });
    expect(screen.getByTestId('calendar-ics').getAttribute('href')).toBe(
      '/api/calendar.ics?investissement_bourse=OUI&phase=ALL&lang=fr&regulatory_kind=PDUFA_DATE&regulatory_confidence=ANNOUNCED',
    );
    fireEvent.change(screen.getByTestId('calendar-catalyst-kind'), { target: { value: 'ALL' } });
    fireEvent.change(screen.getByTestId('calendar-catalyst-confidence'), { target: { value: 'ACTUAL' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.op === 'CalendarMonthCounts').at(-1)!.vars.filter).toEqual({
        investmentVerdict: 'OUI',
        confidences: ['ACTUAL'],
        regulatoryConfidences: ['ACTUAL'],
      }),
    );
    const kinds = [...screen.getByTestId<HTMLSelectElement>('calendar-catalyst-kind').options].map((o) => o.textContent);
    expect(kinds).toContain('Décision de la Commission européenne');
    expect(kinds).toContain('Lettre de réponse complète (CRL)');
  });

  it('forgets loaded months on a refresh: reopening a month asks the server again', async () => {
    const { calls, card } = await openSecondMonth();
    fireEvent.click(screen.getByTestId('calendar-refresh'));
    expect(card().getAttribute('data-status')).toBe('unloaded');
    expect(within(card()).queryAllByTestId('calendar-trial')).toHaveLength(0);
    fireEvent.click(within(card()).getByTestId('month-toggle'));
    await waitFor(() => expect(within(card()).getAllByTestId('calendar-trial')).toHaveLength(2));
    expect(calls.filter((c) => c.op === 'CalendarMonth')).toHaveLength(2);
  });

  it('writes month names and dates the English way in English', async () => {
    const { client, months } = fakeServer();
    renderWithProviders(<CalendarPage />, { client, route: '/calendar', lang: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('month-count')).toHaveLength(60));
    const card = screen.getAllByTestId('month-card')[1];
    const [y, m] = months[1].split('-').map(Number);
    expect(within(card).getByRole('button').textContent).toContain(
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15))),
    );
    fireEvent.click(within(card).getByTestId('month-toggle'));
    await waitFor(() => expect(within(card).getAllByTestId('calendar-trial')).toHaveLength(2));
    expect(within(card).getAllByTestId('calendar-trial')[0].textContent).toContain(`${String(m).padStart(2, '0')}/03/${y}`);
    const third = screen.getAllByTestId('month-card')[2];
    expect(within(third).getByTestId('month-regulatory-count').textContent).toBe('2 regulatory events');
    fireEvent.click(within(third).getByTestId('month-toggle'));
    await waitFor(() => expect(within(third).getAllByTestId('regulatory-event')).toHaveLength(2));
    const [demo, pdufa] = within(third).getAllByTestId('regulatory-event');
    expect(within(demo).getByTestId('regulatory-demo').textContent).toBe('Demo data');
    expect(within(pdufa).getByTestId('regulatory-kind').textContent).toBe('PDUFA date (FDA)');
    expect(within(pdufa).getByTestId('regulatory-source').textContent).toBe('Source: Company announcement (as of 11/01/2026)');
  });
});
