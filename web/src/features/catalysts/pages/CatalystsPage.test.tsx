import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { CatalystsPage } from './CatalystsPage';

type Vars = Record<string, any>;

/** 120 catalysts: a readout then a regulatory event, alternately; scores and dates spread. */
const ALL = Array.from({ length: 120 }, (_, i) => {
  const day = String((i % 28) + 1).padStart(2, '0');
  const regulatory = i % 2 === 1;
  return {
    __typename: 'CatalystRow',
    id: regulatory ? `G:event-${i}` : `R:NCT9${String(i).padStart(7, '0')}`,
    category: regulatory ? 'REGULATORY' : 'READOUT',
    kind: regulatory ? 'PDUFA_DATE' : 'PRIMARY_COMPLETION',
    windowStart: `2027-0${(i % 9) + 1}-${day}`,
    windowEnd: `2027-0${(i % 9) + 1}-${day}`,
    precision: 'DAY',
    confidence: regulatory ? 'ANNOUNCED' : 'ANTICIPATED',
    daysUntil: 30 + i,
    nctId: `NCT9${String(i).padStart(7, '0')}`,
    trialTitle: `Study ${i}`,
    ticker: 'PFE',
    company: 'Pfizer Inc.',
    drugs: [`Drug ${i}`],
    indication: 'Asthma',
    phases: ['PHASE3'],
    readoutProbability: 0.5,
    score: (i * 7) % 10,
    marketCapUsd: 1e9 * (i + 1),
    runwayMonthsAtReadout: regulatory ? null : (i % 12) - 3,
    dilutionRisk: regulatory ? 'UNKNOWN' : i % 12 < 3 ? 'BEFORE_READOUT' : i % 12 < 9 ? 'WITHIN_6_MONTHS' : 'NONE',
    applicationNumber: null,
    outcome: null,
    source: 'Demo data',
    sourceUrl: `https://example.org/${i}`,
    asOf: '2026-11-27',
    demo: true,
  };
});

/** A client answering `Catalysts` from ALL (filtered by category, sorted by date or score, cursor paging); `fail` makes it error. */
function fakeServer(opts: { fail?: () => boolean } = {}) {
  const calls: Vars[] = [];
  const link = new ApolloLink((operation) => {
    const v = operation.variables;
    if (operation.operationName === 'Catalysts') calls.push(v);
    return new Observable((o) => {
      if (operation.operationName !== 'Catalysts') return o.error(new Error(`unexpected ${operation.operationName}`));
      if (opts.fail?.()) return o.error(new Error('Network down'));
      let rows = ALL.filter((r) => !v.filter?.categories || v.filter.categories.includes(r.category));
      if (v.filter?.dilutionRiskOnly) rows = rows.filter((r) => r.dilutionRisk === 'BEFORE_READOUT' || r.dilutionRisk === 'WITHIN_6_MONTHS');
      if (v.filter?.window === 'NEXT_30') rows = [];
      const dir = v.order === 'DESC' ? -1 : 1;
      rows = [...rows].sort((a, b) => dir * (v.sort === 'SCORE' ? a.score - b.score : a.windowStart.localeCompare(b.windowStart)) || a.id.localeCompare(b.id));
      const start = v.after ? Number(v.after) : 0;
      const page = rows.slice(start, start + v.first);
      const end = start + page.length;
      o.next({
        data: {
          catalysts: {
            __typename: 'CatalystPage',
            rows: page,
            totalCount: rows.length,
            endCursor: page.length ? String(end) : null,
            hasNextPage: end < rows.length,
          },
        },
      });
      o.complete();
    });
  });
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function renderPage(route: string, server = fakeServer(), lang: 'fr' | 'en' = 'fr') {
  renderWithProviders(
    <>
      <CatalystsPage />
      <Where />
    </>,
    { client: server.client, route, lang },
  );
  return server;
}

const ids = () => screen.getAllByTestId('catalyst-row').map((r) => r.getAttribute('data-id'));

// Pages of 50 to 120 rows: slow to render in jsdom on a loaded machine.
describe('CatalystsPage', { timeout: 30_000 }, () => {
  it('lists the first page with the total, and "Charger plus" appends the next one through the cursor', async () => {
    const server = renderPage('/catalysts');
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(50));
    expect(screen.getByTestId('catalysts-count').textContent).toBe('50 affichés sur 120');
    expect(screen.getByRole('table').querySelector('caption')!.textContent).toMatch(/^Catalyseurs/);
    expect(server.calls[0]).toEqual({ filter: {}, sort: 'DATE', order: 'ASC', first: 50 });
    const first = ids();
    fireEvent.click(screen.getByTestId('catalysts-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(100));
    expect(server.calls.at(-1)).toMatchObject({ after: '50', first: 50 });
    expect(ids().slice(0, 50)).toEqual(first);
    fireEvent.click(screen.getByTestId('catalysts-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(120));
    expect(screen.getByTestId('catalysts-count').textContent).toBe('120 catalyseurs');
    expect(screen.queryByTestId('catalysts-load-more')).toBeNull();
  });

  it('sorts on the server from a header (aria-sort), and keeps the sort in the URL', async () => {
    const server = renderPage('/catalysts');
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(50));
    const dateHeader = screen.getByRole('columnheader', { name: /^Date/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('catalysts-sort-SCORE'));
    await waitFor(() => expect(server.calls.at(-1)).toMatchObject({ sort: 'SCORE', order: 'DESC' }));
    await waitFor(() => expect(screen.getAllByTestId('catalyst-score')[0].textContent).toBe('9,0/10'));
    expect(screen.getByRole('columnheader', { name: /^Score/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /^Date/ }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('?sort=SCORE&order=DESC');
    expect(screen.getByTestId('catalysts-csv').getAttribute('href')).toBe('/api/catalysts.csv?sort=SCORE&order=DESC&lang=fr');
  });

  it('reads its filters from the URL, writes a changed filter back, and the exports follow', async () => {
    const server = renderPage('/catalysts?category=REGULATORY&sort=MARKET_CAP', fakeServer(), 'en');
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row').length).toBeGreaterThan(0));
    expect(server.calls[0]).toEqual({ filter: { categories: ['REGULATORY'] }, sort: 'MARKET_CAP', order: 'DESC', first: 50 });
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('REGULATORY');
    for (const row of screen.getAllByTestId('catalyst-row')) expect(row.getAttribute('data-category')).toBe('REGULATORY');
    fireEvent.change(screen.getByLabelText('Therapeutic area'), { target: { value: 'oncology' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?category=REGULATORY&area=oncology&sort=MARKET_CAP&order=DESC'));
    await waitFor(() => expect(server.calls.at(-1)!.filter).toEqual({ categories: ['REGULATORY'], areas: ['oncology'] }));
    expect(screen.getByTestId('catalysts-ics').getAttribute('href')).toBe(
      '/api/catalysts.ics?category=REGULATORY&area=oncology&sort=MARKET_CAP&order=DESC&lang=en',
    );
    // Every filter has a label; the watchlist filter only shows to a signed-in user.
    for (const label of ['Category', 'Catalyst kind', 'Date confidence', 'Period', 'Phase', 'Market cap']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText('Listed companies only')).toBeTruthy();
    expect(screen.queryByLabelText('My watchlist only')).toBeNull();
    // A chosen date range shows two labelled date fields and goes to the URL.
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'RANGE' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-01' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('from=2027-01-01'));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-03-31' } });
    await waitFor(() => expect(server.calls.at(-1)!.filter).toMatchObject({ from: '2027-01-01', to: '2027-03-31' }));
    fireEvent.click(screen.getByTestId('catalysts-reset'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?sort=MARKET_CAP&order=DESC'));
  });

  it('the dilution-risk filter is a labelled checkbox kept in the URL, sent to the API, counted on phones', async () => {
    const server = renderPage('/catalysts', fakeServer(), 'en');
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(50));
    expect(screen.getByRole('columnheader', { name: 'Runway at readout' })).toBeTruthy();
    const box = screen.getByLabelText<HTMLInputElement>('Dilution risk: runway ends before or within 6 months after the readout');
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?dilutionRiskOnly=true'));
    await waitFor(() => expect(server.calls.at(-1)!.filter).toEqual({ dilutionRiskOnly: true }));
    await waitFor(() => {
      const risks = screen.getAllByTestId('catalyst-dilution').map((b) => b.getAttribute('data-risk'));
      expect(risks.length).toBe(screen.getAllByTestId('catalyst-row').length);
      for (const r of risks) expect(['BEFORE_READOUT', 'WITHIN_6_MONTHS']).toContain(r);
    });
    expect(screen.getByTestId('catalysts-csv').getAttribute('href')).toContain('dilutionRiskOnly=true');
    fireEvent.click(screen.getByTestId('catalysts-reset'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Dilution risk: runway ends before or within 6 months after the readout').checked).toBe(false);
  });

  it('shows a busy list while loading, then says when no catalyst matches the filters', async () => {
    renderPage('/catalysts?window=NEXT_30');
    expect(screen.getByText('Chargement des catalyseurs…')).toBeTruthy();
    expect(screen.getByText('Chargement des catalyseurs…').closest('[aria-busy]')!.getAttribute('aria-busy')).toBe('true');
    await screen.findByText('Aucun catalyseur pour ces filtres');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Aucun catalyseur pour ces filtres').closest('[aria-busy]')!.getAttribute('aria-busy')).toBe('false');
  });

  it('shows the load error with a retry that fetches again', async () => {
    let failing = true;
    renderPage('/catalysts', fakeServer({ fail: () => failing }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erreur de chargement');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByTestId('catalyst-row')).toHaveLength(50));
  });
});
