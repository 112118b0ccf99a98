import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { rowsToCsv, type ExportRow } from '../table.export';
import { parseCsv } from '../table.csv';
import { TablePage } from './TablePage';

type Vars = Record<string, any>;

/**
 * A client answering the table's operations from a small in-memory dataset, recording every operation;
 * an operation `hold` matches is answered only when the returned `release` is called.
 */
function fakeServer(hold: (op: string, vars: Vars) => boolean = () => false) {
  const held: (() => void)[] = [];
  const calls: { op: string; vars: Vars }[] = [];
  const rows = Array.from({ length: 60 }, (_, i) => ({
    __typename: 'Trial',
    nctId: `NCT9${String(i).padStart(7, '0')}`,
    briefTitle: `Study ${i}`,
    leadSponsorName: i % 3 === 0 ? 'Academic Hospital' : 'Pfizer Inc.',
    ticker: i % 3 === 0 ? null : i % 2 ? 'PFE' : 'MRK',
    phases: ['PHASE3'],
    score: 5 + (i % 5),
    recommendation: 'SURVEILLER',
    statusSignal: { __typename: 'StatusSignal', kind: 'NEUTRAL', color: 'yellow', reason: 'STUDY_ONGOING' },
    investmentVerdict: i % 3 === 0 ? 'NON' : 'OUI',
    enrollment: 100 + i,
    completionDate: '2027-01-15',
    completionDateRaw: '2027-01-15',
    completionDateType: 'ESTIMATED',
    countries: ['France', 'Germany', 'Spain'],
    nextCatalyst:
      i % 4 === 3
        ? null
        : {
            __typename: 'NextCatalyst',
            kind: 'TOPLINE_READOUT',
            windowStart: '2031-04-01',
            windowEnd: '2031-06-30',
            precision: 'QUARTER',
            label: 'T2 2031',
            confidence: 'ANTICIPATED',
          },
  }));
  /** Caps in USD by ticker (MRK: unknown to the provider). */
  const caps: Record<string, number | null> = { PFE: 162_400_000_000, MRK: null };
  const handlers: Record<string, (v: Vars) => unknown> = {
    TrialsTableFilters: () => ({
      trialsTableFilters: {
        __typename: 'TrialsTableFilters',
        investmentVerdicts: ['OUI', 'NON'],
        phases: ['PHASE3'],
        dateRange: { __typename: 'TrialsTableDateRange', min: '2020-01-01', max: '2031-12-31' },
      },
    }),
    TrialsTableStats: () => ({
      trialsTableStats: {
        __typename: 'TrialsTableStats',
        totalTrials: 40,
        averageScore: 6.5,
        totalEnrollment: 5000,
        recommendationBreakdown: [],
        investmentBreakdown: [],
      },
    }),
    TrialsTable: (v) => {
      const filtered = rows.filter((r) => !v.filter?.investmentVerdict || r.investmentVerdict === v.filter.investmentVerdict);
      const start = (v.page - 1) * v.limit;
      const totalPages = Math.ceil(filtered.length / v.limit);
      return {
        trialsTable: {
          __typename: 'TrialsTablePage',
          rows: filtered.slice(start, start + v.limit),
          pagination: {
            __typename: 'Pagination',
            currentPage: v.page,
            totalPages,
            totalCount: filtered.length,
            limit: v.limit,
            hasNextPage: v.page < totalPages,
            hasPrevPage: v.page > 1,
          },
        },
      };
    },
    TableQuotes: (v) => ({
      stocks: v.tickers.map((t: string) => ({
        __typename: 'StockData',
        ticker: t,
        currentPrice: 42.5,
        change: 1,
        changePercent: 2.4,
        currency: 'USD',
        isError: false,
        error: null,
        marketCapUsd: caps[t] ?? null,
        source: t === 'MRK' ? 'demo' : 'yahoo',
      })),
    }),
  };
  const link = new ApolloLink((operation) => {
    calls.push({ op: operation.operationName!, vars: operation.variables });
    return new Observable((o) => {
      const h = handlers[operation.operationName!];
      const answer = () => {
        o.next({ data: h(operation.variables) as Record<string, unknown> });
        o.complete();
      };
      if (!h) o.error(new Error(`unexpected ${operation.operationName}`));
      else if (hold(operation.operationName!, operation.variables)) held.push(answer);
      else answer();
    });
  });
  const release = () => held.splice(0).forEach((answer) => answer());
  return { calls, release, client: new ApolloClient({ cache: createCache(), link }) };
}

describe('TablePage', () => {
  it('shows the rows, fetches the quotes of the page in one operation, and shows Non coté for unlisted rows', async () => {
    const { client, calls } = fakeServer();
    window.localStorage.setItem(
      'trialsTableFilters',
      JSON.stringify({ investissement_bourse: 'ALL', phase: 'ALL', completionDateFrom: '', completionDateTo: '' }),
    );
    renderWithProviders(<TablePage />, { client, route: '/table' });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(25));
    await waitFor(() => expect(screen.getAllByTestId('quote-value').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Non coté').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Cliquer pour graphique').length).toBeGreaterThan(0);
    const quoteCalls = calls.filter((c) => c.op === 'TableQuotes');
    expect(quoteCalls).toHaveLength(1);
    expect(quoteCalls[0].vars.tickers).toEqual(['MRK', 'PFE']);
    // The sponsor's listing has its own labelled column, apart from the analysis' recommendation and signal.
    const row = screen.getAllByTestId('table-row')[1];
    const listing = within(row).getByTestId('listing');
    expect(listing.textContent).toBe('OUI');
    expect(listing.closest('td')!.getAttribute('data-label')).toBe('Société cotée');
    expect(listing.getAttribute('title')).toBe('Société cotée : OUI');
    const verdict = within(row).getByTestId('recommendation').closest('td')!;
    expect(verdict).not.toBe(listing.closest('td'));
    expect(verdict.getAttribute('data-label')).toBe('Avis IA');
    expect(within(verdict).getByTestId('signal-badge').textContent).toContain('Neutre');
    expect(within(verdict).queryByText('OUI')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Société cotée/ })).toBeTruthy();
    // A quote of the demo market on the page: the table's prices and caps are flagged as simulated, once.
    expect(screen.getByTestId('table-demo-market').textContent).toBe('Marché simulé pour les cours et capitalisations de ce tableau');
  });

  it('shows the next catalyst and the USD market cap columns, sortable on the server (fr)', async () => {
    const { client, calls } = fakeServer();
    window.localStorage.setItem(
      'trialsTableFilters',
      JSON.stringify({ investissement_bourse: 'ALL', phase: 'ALL', completionDateFrom: '', completionDateTo: '' }),
    );
    renderWithProviders(<TablePage />, { client, route: '/table' });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(25));
    expect(screen.getByRole('columnheader', { name: /Prochain catalyseur/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Capitalisation \(USD\)/ })).toBeTruthy();
    // Row 1 (PFE): a catalyst badge and a cap in billions of dollars; row 3 (no catalyst): 'Aucun'.
    const rows = screen.getAllByTestId('table-row');
    const pfe = rows[1];
    expect(within(pfe).getByTestId('next-catalyst').getAttribute('data-confidence')).toBe('ANTICIPATED');
    expect(within(pfe).getByTestId('catalyst-confidence').textContent).toBeTruthy();
    expect(within(pfe).getByTestId('next-catalyst').closest('td')!.getAttribute('data-label')).toBe('Prochain catalyseur');
    await waitFor(() => expect(within(pfe).getByTestId('market-cap').textContent).toMatch(/162,4\s?Md/));
    expect(within(pfe).getByTestId('market-cap').closest('td')!.getAttribute('data-label')).toBe('Capitalisation (USD)');
    expect(within(rows[3]).queryByTestId('next-catalyst')).toBeNull();
    expect(within(rows[3]).getByText('Aucun')).toBeTruthy();
    // MRK: listed, cap unknown; row 0: unlisted.
    expect(within(rows[2]).getByTestId('market-cap').textContent).toBe('—');
    expect(within(rows[0]).queryByTestId('market-cap')).toBeNull();

    // A click sorts on the server: the soonest catalyst first, then the other way; the largest cap first.
    fireEvent.click(screen.getByTestId('sort-nextCatalyst'));
    await waitFor(() => expect(calls.filter((c) => c.op === 'TrialsTable').at(-1)!.vars).toMatchObject({ sortBy: 'nextCatalyst', sortOrder: 'ASC', page: 1 }));
    expect(screen.getByRole('columnheader', { name: /Prochain catalyseur/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-nextCatalyst'));
    await waitFor(() => expect(calls.filter((c) => c.op === 'TrialsTable').at(-1)!.vars).toMatchObject({ sortBy: 'nextCatalyst', sortOrder: 'DESC' }));
    fireEvent.click(screen.getByTestId('sort-marketCapUsd'));
    await waitFor(() => expect(calls.filter((c) => c.op === 'TrialsTable').at(-1)!.vars).toMatchObject({ sortBy: 'marketCapUsd', sortOrder: 'DESC' }));
    expect(JSON.parse(window.localStorage.getItem('trialsTableSort')!)).toEqual({ sortBy: 'marketCapUsd', sortOrder: 'desc' });
    // The narrow screens' select offers both, both ways.
    const options = [...screen.getByTestId<HTMLSelectElement>('sort-mobile').options].map((o) => o.value);
    expect(options).toEqual(expect.arrayContaining(['nextCatalyst:asc', 'nextCatalyst:desc', 'marketCapUsd:asc', 'marketCapUsd:desc']));
    window.localStorage.removeItem('trialsTableSort');
  });

  it('names the two columns in English', async () => {
    const { client } = fakeServer();
    renderWithProviders(<TablePage />, { client, route: '/table', lang: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('table-row').length).toBeGreaterThan(0));
    expect(screen.getByRole('columnheader', { name: /Next catalyst/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Market cap \(USD\)/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Market cap (USD) (descending)' })).toBeTruthy();
  });

  it('the CSV export carries the next catalyst and the USD market cap', async () => {
    const { i18n } = renderWithProviders(<span />, { lang: 'en' });
    await i18n.loadNamespaces(['table', 'catalysts', 'trials']);
    const base = {
      __typename: 'Trial' as const,
      briefTitle: 'Study',
      leadSponsorName: 'Pfizer Inc.',
      ticker: 'PFE',
      phases: ['PHASE3' as const],
      score: 7.5,
      recommendation: 'INVESTIR' as const,
      statusSignal: { __typename: 'StatusSignal' as const, kind: 'NEUTRAL' as const, color: 'yellow' as const, reason: 'STUDY_ONGOING' as const },
      investmentVerdict: 'OUI' as const,
      enrollment: 100,
      completionDate: '2031-06-30',
      completionDateRaw: '2031-06',
      completionDateType: 'ESTIMATED' as const,
      countries: ['France'],
    };
    const rows: ExportRow[] = [
      {
        ...base,
        nctId: 'NCT00000001',
        nextCatalyst: {
          kind: 'TOPLINE_READOUT',
          windowStart: '2031-04-01',
          windowEnd: '2031-06-30',
          precision: 'QUARTER',
          label: 'Q2 2031',
          confidence: 'ANTICIPATED',
        },
        stock: { ticker: 'PFE', marketCapUsd: 162_400_000_000 },
      },
      { ...base, nctId: 'NCT00000002', ticker: null, nextCatalyst: null, stock: null },
    ];
    const csv = rowsToCsv(rows, i18n.getFixedT('en', 'table'), 'https://x.test', 'en');
    const [header, first, second] = parseCsv(csv);
    // English spreadsheets: comma separators, decimal points.
    expect(csv.startsWith('\uFEFFNCT ID,Title,')).toBe(true);
    const col = (name: string) => header.indexOf(name);
    expect(col('Next catalyst (start)')).toBeGreaterThan(0);
    expect(col('Market cap (USD)')).toBeGreaterThan(0);
    expect(first[col('Next catalyst (start)')]).toBe('2031-04-01');
    expect(first[col('Next catalyst (end)')]).toBe('2031-06-30');
    expect(first[col('Catalyst kind')]).toBe(i18n.getFixedT('en', 'catalysts')('kind.TOPLINE_READOUT'));
    expect(first[col('Market cap (USD)')]).toBe('162400000000');
    expect(second[col('Next catalyst (start)')]).toBe('');
    expect(second[col('Market cap (USD)')]).toBe('');
    expect(first[col('AI score')]).toBe('7.5');
    expect(first[col('Recommendation')]).toBe('Invest');
    expect(first[col('Phases')]).toBe('Phase 3');
  });

  it('issue 33: the French CSV is what French spreadsheets split: `;` separators, decimal commas, a UTF-8 BOM', async () => {
    const { i18n } = renderWithProviders(<span />, { lang: 'fr' });
    await i18n.loadNamespaces(['table', 'catalysts', 'trials', 'labels']);
    const row: ExportRow = {
      nctId: 'NCT00000003',
      briefTitle: 'Étude ; "phase 3", comparée',
      leadSponsorName: 'Sanofi',
      ticker: 'SNY',
      phases: ['PHASE2', 'PHASE3'],
      score: 5.6,
      recommendation: 'NE_PAS_INVESTIR',
      statusSignal: { kind: 'NEUTRAL', color: 'yellow', reason: 'STUDY_ONGOING' },
      investmentVerdict: 'OUI',
      enrollment: 1200,
      completionDate: '2031-06-30',
      completionDateRaw: '2031-06-30',
      completionDateType: 'ESTIMATED',
      countries: ['France', 'Allemagne'],
      nextCatalyst: null,
      stock: { ticker: 'SNY', marketCapUsd: 120_000_000_000 },
    };
    const csv = rowsToCsv([row], i18n.getFixedT('fr', 'table'), 'https://x.test', 'fr');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0].split(';')[0]).toBe('NCT ID');
    expect(lines[0].split(';')).toHaveLength(19);
    const [header, first] = parseCsv(csv);
    const col = (name: string) => header.indexOf(name);
    expect(first[col('Score IA')]).toBe('5,6');
    expect(lines[1]).toContain(';5,6;');
    expect(first[col('Titre')]).toBe('Étude ; "phase 3", comparée');
    expect(first[col('Recommandation')]).toBe('Ne pas investir');
    expect(first[col('Phases')]).toBe('Phase 2, Phase 3');
    expect(first[col('Capitalisation (USD)')]).toBe('120000000000');
    expect(first[col('Signal')]).toBe('Neutre');
  });

  it('saves the page and page size, and a filter or size change goes back to page 1', async () => {
    const { client, calls } = fakeServer();
    renderWithProviders(<TablePage />, { client, route: '/table' });
    await waitFor(() => expect(screen.getAllByTestId('table-row').length).toBeGreaterThan(0));
    // Default OUI filter sent to the server.
    expect(calls.find((c) => c.op === 'TrialsTable')!.vars).toMatchObject({
      filter: { investmentVerdict: 'OUI' },
      page: 1,
      limit: 25,
      sortBy: 'analyzedAt',
      sortOrder: 'DESC', // the API's enum; the stored sort keeps the spec's 'desc'
    });
    fireEvent.change(screen.getByTestId('pagination-size'), { target: { value: '10' } });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(10));
    fireEvent.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(screen.getByTestId('pagination-page').textContent).toMatch(/^Page 2 sur 4/));
    expect(JSON.parse(window.localStorage.getItem('trialsTablePagination')!)).toEqual({ page: 2, limit: 10 });
    fireEvent.change(screen.getByTestId('filter-verdict'), { target: { value: 'ALL' } });
    await waitFor(() => expect(screen.getByTestId('pagination-page').textContent).toMatch(/^Page 1 sur 6/));
    expect(JSON.parse(window.localStorage.getItem('trialsTableFilters')!)).toMatchObject({ investissement_bourse: 'ALL' });
    expect(JSON.parse(window.localStorage.getItem('trialsTablePagination')!)).toEqual({ page: 1, limit: 10 });
    const stats = within(screen.getByTestId('table-stats'));
    expect(stats.getByTestId('stat-total').textContent).toBe('40');
  });

  it('keeps the rows shown while the next page loads, then shows the new ones', async () => {
    window.localStorage.setItem('trialsTablePagination', JSON.stringify({ page: 1, limit: 10 }));
    const { client, release } = fakeServer((op, vars) => op === 'TrialsTable' && vars.page === 2);
    renderWithProviders(<TablePage />, { client, route: '/table' });
    await waitFor(() => expect(screen.getAllByTestId('table-row')).toHaveLength(10));
    const first = () => screen.getAllByTestId('table-row')[0].getAttribute('data-nct-id');
    const before = first();
    fireEvent.click(screen.getByTestId('pagination-next'));
    await waitFor(() => expect(screen.getByTestId('pagination-page').textContent).toMatch(/^Page 2 sur 4/));
    // The page's rows stay, marked busy, and no spinner replaces the table.
    expect(screen.getAllByTestId('table-row')).toHaveLength(10);
    expect(first()).toBe(before);
    expect(screen.getAllByTestId('table-row')[0].closest('section')!.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(first()).not.toBe(before));
    expect(screen.getAllByTestId('table-row')).toHaveLength(10);
  });
});
