import { ApolloClient, ApolloLink } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../lib/apollo.cache';
import { renderWithProviders } from '../../../test/render';
import { burningRunway, pastCatalyst } from '../runway/runway.fixtures';
import { CompanyPage } from './CompanyPage';

type Vars = Record<string, any>;

const catalyst = (kind: string, windowStart: string, windowEnd: string, precision: string, label: string, confidence: string) => ({
  __typename: 'NextCatalyst',
  kind,
  windowStart,
  windowEnd,
  precision,
  label,
  confidence,
});
/** A topline expected in a quarter (never a countdown), an estimate left stale, a readout behind us. */
const TOPLINE = catalyst('TOPLINE_READOUT', '2031-04-01', '2031-06-30', 'QUARTER', 'T2 2031', 'ANTICIPATED');
const STALE = catalyst('PRIMARY_COMPLETION', '2026-03-15', '2026-03-15', 'DAY', '15 mars 2026', 'OVERDUE');
const BEHIND = catalyst('STUDY_COMPLETION', '2025-09-01', '2025-09-30', 'MONTH', 'septembre 2025', 'PASSED');

const trial = (nctId: string, phaseKey: string, area: string, extra: Vars = {}) => ({
  __typename: 'CompanyTrial',
  nctId,
  briefTitle: `Trial ${nctId}`,
  phases: phaseKey === 'NA' ? [] : phaseKey.split(','),
  phaseKey,
  status: 'RECRUITING',
  area,
  role: 'LEAD',
  score: 7.2,
  recommendation: 'INVESTIR',
  statusSignal: { __typename: 'StatusSignal', kind: 'NEUTRAL', color: 'yellow', reason: 'STUDY_ONGOING' },
  matchVia: null,
  nextCatalyst: TOPLINE,
  ...extra,
});

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** A PDUFA date 100 days ahead (on the timeline), and an approval on a price day (a chart marker). */
const PDUFA_DAY = isoDay(new Date(Date.now() + 100 * 86_400_000));
const regulatoryEvent = (eventId: string, kind: string, date: string, extra: Vars = {}) => ({
  __typename: 'RegulatoryEvent',
  eventId,
  kind,
  agency: 'FDA',
  date,
  dateConfidence: 'ANNOUNCED',
  drug: 'Vedolizumab',
  applicationNumber: 'BLA125476',
  company: 'Takeda',
  ticker: '4502.T',
  indication: null,
  outcome: 'PENDING',
  crlCategory: null,
  detail: null,
  source: 'DEMO',
  sourceUrl: '/methodology#demo-data',
  asOf: '2026-01-05',
  demo: true,
  link: { __typename: 'RegulatoryLink', method: 'DRUG_AND_COMPANY', confidence: 'HIGH' },
  ...extra,
});

function company(ticker: string, regulatoryEvents: Vars[] = []) {
  const pipeline = [
    trial('NCT00000001', 'PHASE3', 'oncology'),
    trial('NCT00000002', 'PHASE2', 'neurology', { role: 'COLLABORATOR', score: null, recommendation: null, nextCatalyst: STALE }),
    trial('NCT00000003', 'PHASE3', 'oncology', { status: 'TERMINATED', matchVia: 'Schering-Plough', nextCatalyst: BEHIND }),
  ];
  const prices = Array.from({ length: 40 }, (_, i) => ({
    __typename: 'StockHistoricalPrice',
    date: `2026-0${1 + Math.floor(i / 20)}-${String(1 + (i % 20)).padStart(2, '0')}`,
    close: 100 + i,
    volume: 1000 + i,
  }));
  return {
    __typename: 'Company',
    ticker,
    name: 'Takeda Pharmaceutical Company Limited',
    exchange: 'Tokyo',
    country: 'Japan',
    currency: 'JPY',
    kind: 'pharma',
    source: 'curated',
    subsidiaries: [],
    formerCompanies: [{ __typename: 'CompanyFormerCompany', name: 'Shire', event: 'acquired', year: 2019 }],
    marketCapUsd: 45_000_000_000,
    trialCount: 3,
    stock: {
      __typename: 'StockData',
      ticker,
      source: 'demo',
      currentPrice: 4200,
      change: 12,
      changePercent: 0.29,
      currency: 'JPY',
      marketCap: 6_700_000_000_000,
      isError: false,
      error: null,
      historicalPrices: prices.map(({ date, close }) => ({ __typename: 'StockHistoricalPrice', date, close })),
    },
    pipeline,
    groups: {
      __typename: 'CompanyGroups',
      byPhase: [
        { __typename: 'CompanyCount', key: 'PHASE3', count: 2 },
        { __typename: 'CompanyCount', key: 'PHASE2', count: 1 },
      ],
      byArea: [
        { __typename: 'CompanyCount', key: 'oncology', count: 2 },
        { __typename: 'CompanyCount', key: 'neurology', count: 1 },
      ],
      byStatus: [
        { __typename: 'CompanyCount', key: 'RECRUITING', count: 2 },
        { __typename: 'CompanyCount', key: 'TERMINATED', count: 1 },
      ],
    },
    scoreDistribution: {
      __typename: 'CompanyScoreDistribution',
      buckets: Array.from({ length: 10 }, (_, i) => ({ __typename: 'CompanyScoreBucket', from: i, to: i + 1, count: i === 7 ? 2 : 0 })),
      unscored: 1,
    },
    upcomingCatalysts: [
      { __typename: 'CompanyCatalyst', catalyst: STALE, trial: pipeline[1] },
      { __typename: 'CompanyCatalyst', catalyst: TOPLINE, trial: pipeline[0] },
    ],
    pastReadouts: [
      {
        __typename: 'CompanyReadout',
        date: '2025-10-01',
        outcome: 'NOT_MET',
        bestPValue: '0.41',
        measure: 'OS',
        trial: pipeline[2],
        move: { __typename: 'StockMove', move1d: -23.4, move5d: -30.1, demo: true },
      },
    ],
    runway: burningRunway(),
    pastCatalysts: [pastCatalyst()],
    regulatoryEvents,
    priceHistory: { __typename: 'StockHistory', currency: 'JPY', isError: false, error: null, prices },
    events: [
      {
        __typename: 'CompanyTrialEvent',
        date: '2026-01-10',
        kind: 'TERMINATED',
        trial: { __typename: 'CompanyTrial', nctId: 'NCT00000003', briefTitle: 'Trial NCT00000003' },
        move: { __typename: 'StockMove', move1d: -12.5, move5d: null, abnormal1d: -11.9, benchmark: 'XBI', demo: true },
      },
    ],
  };
}

function server(answer: (vars: Vars) => { data?: unknown; errors?: GraphQLError[] }) {
  const calls: { op: string; vars: Vars }[] = [];
  const link = new ApolloLink((operation) => {
    calls.push({ op: operation.operationName!, vars: operation.variables });
    return new Observable((o) => {
      const r = answer(operation.variables);
      o.next(r as never);
      o.complete();
    });
  });
  return { calls, client: new ApolloClient({ cache: createCache(), link }) };
}

const renderPage = (route: string, client: ApolloClient, lang: 'fr' | 'en' = 'fr') =>
  renderWithProviders(
    <Routes>
      <Route path="/company/:ticker" element={<CompanyPage />} />
    </Routes>,
    { client, route, lang },
  );

/** The headings of the upcoming-catalysts timeline, in order. */
const timelineHeadings = () =>
  within(screen.getByTestId('company-catalysts'))
    .getAllByTestId('catalyst-group')
    .map((g) => g.querySelector('h3')!.textContent);

describe('CompanyPage', () => {
  it(
    'fills the page from one query: facts, caps in yen and in USD, pipeline by phase, catalysts, readouts, scores, statuses',
    { timeout: 20_000 },
    async () => {
      const { client, calls } = server((v) => ({ data: { company: company(v.ticker) } }));
      renderPage('/company/4502.t', client);
      await screen.findByTestId('company-page');
      expect(calls.map((c) => c.op)).toEqual(['CompanyPage']);
      expect(calls[0].vars).toMatchObject({ ticker: '4502.T', range: 'Y1' });
      expect(screen.getByTestId('company-name').textContent).toBe('Takeda Pharmaceutical Company Limited');
      expect(screen.getByTestId('company-market-cap').textContent).toMatch(/^6,7\sBn\sJPY$/); // the French UI's compact yen
      // The demo provider's price is flagged where it is shown: a real ticker, simulated figures.
      const demo = within(screen.getByTestId('company-price')).getByTestId('stock-demo');
      expect(demo.textContent).toBe('Marché simulé');
      expect(demo.getAttribute('title')).toMatch(/pas de données réelles de la société/);
      expect(screen.getByTestId('company-market-cap-usd').textContent).toMatch(/^45,0\sMd\s\$US$/);
      expect(screen.getByTestId('company-sparkline')).toBeTruthy();
      const groups = screen.getAllByTestId('pipeline-group');
      expect(groups.map((g) => g.querySelector('h3')!.textContent)).toEqual(['Phase 3 (2)', 'Phase 2 (1)']);
      expect(within(groups[0]).getAllByTestId('pipeline-row')).toHaveLength(2);
      // The pipeline's next catalyst: the readout window's badge (kind, window, confidence), not a bare date.
      const [topline, behind] = within(groups[0]).getAllByTestId('next-catalyst');
      expect(topline.textContent).toBe('Résultats principauxT2 2031Anticipé');
      expect(topline.dataset.confidence).toBe('ANTICIPATED');
      expect(behind.textContent).toBe("Fin de l'étudeseptembre 2025Passé");
      expect(within(groups[1]).getByTestId('next-catalyst').dataset.confidence).toBe('OVERDUE');
      expect(screen.getByText('via Schering-Plough', { exact: false })).toBeTruthy();
      fireEvent.click(screen.getByTestId('pipeline-by-area'));
      expect(screen.getAllByTestId('pipeline-group').map((g) => g.querySelector('h3')!.textContent)).toEqual(['Oncologie (2)', 'Neurologie (1)']);
      // The timeline: the overdue date first, then a step per quarter; each item with its window, kind and confidence.
      expect(timelineHeadings()).toEqual(['En retard (date estimée dépassée)', 'T2 2031']);
      const timeline = screen.getByTestId('company-catalysts');
      const items = within(timeline).getAllByTestId('catalyst-item');
      expect(items).toHaveLength(2);
      expect(within(items[0]).getByTestId('catalyst-confidence').textContent).toBe('En retard');
      expect(items[0].textContent).toContain('15 mars 2026');
      expect(items[1].textContent).toContain('Résultats principaux');
      expect(within(items[1]).getByTestId('catalyst-countdown').textContent).toBe('T2 2031');
      expect(screen.getByTestId('readout-outcome').textContent).toBe('Critère principal non atteint');
      expect(screen.getByText('1 essai non analysé')).toBeTruthy();
      expect(screen.getAllByTestId('status-count')).toHaveLength(2);
      // Issue 31, from the same query: the cash runway, the past catalysts with their moves, the readouts' and the chart's moves.
      const runway = screen.getByTestId('company-runway');
      expect(within(runway).getByRole('heading', { name: 'Trésorerie' })).toBeTruthy();
      expect(within(runway).getByTestId('runway-months-value').textContent).toBe('18,0 mois');
      expect(within(runway).getAllByTestId('runway-marker')).toHaveLength(2);
      const past = screen.getByTestId('company-past-catalysts');
      expect(within(past).getByTestId('past-catalyst-move1d').textContent).toMatch(/^\u221223,4\s%$/);
      expect(screen.getByTestId('readout-move').textContent).toMatch(/cours \u221223,4\s% en 1 jour/);
      expect((await screen.findByTestId('chart-move-note')).textContent).toContain('variation du cours sur 1 jour de bourse');
    },
  );

  it('puts the regulatory events ahead on the timeline, lists them all in their card, and flags the chart', async () => {
    const events = [
      regulatoryEvent('g1', 'APPROVAL', '2026-01-15', { dateConfidence: 'ACTUAL', outcome: 'POSITIVE' }),
      regulatoryEvent('g2', 'PDUFA_DATE', PDUFA_DAY),
    ];
    const { client } = server((v) => ({ data: { company: company(v.ticker, events) } }));
    renderPage('/company/4502.T', client);
    await screen.findByTestId('company-page');
    // The timeline: the PDUFA date ahead only (the approval is behind us), with its kind and confidence.
    const ahead = within(screen.getByTestId('company-catalysts')).getAllByTestId('catalyst-regulatory-item');
    expect(ahead).toHaveLength(1);
    expect(within(ahead[0]).getByTestId('regulatory-kind').textContent).toBe('Date PDUFA (FDA)');
    expect(within(ahead[0]).getByTestId('regulatory-confidence').textContent).toBe('Annoncée');
    expect(within(ahead[0]).getByTestId('regulatory-demo').textContent).toBe('Données de démonstration');
    // The card: both, with the source and how they were linked.
    const card = screen.getByTestId('company-regulatory');
    expect(within(card).getByRole('heading', { name: 'Réglementaire' })).toBeTruthy();
    const items = within(card).getAllByTestId('regulatory-event');
    expect(items.map((i) => i.dataset.kind)).toEqual(['APPROVAL', 'PDUFA_DATE']);
    expect(within(items[0]).getByTestId('regulatory-outcome').textContent).toBe('Favorable');
    // The chart's legend names the regulatory markers (the approval falls on a price day).
    expect((await screen.findByTestId('chart-legend-regulatory')).textContent).toContain('Événement réglementaire');
  });

  it('speaks English', async () => {
    const { client } = server((v) => ({ data: { company: company(v.ticker) } }));
    renderPage('/company/4502.T', client, 'en');
    await screen.findByTestId('company-page');
    expect(screen.getByText('Upcoming catalysts (24 months)')).toBeTruthy();
    expect(screen.getAllByTestId('pipeline-row')[0].querySelector('[data-testid="next-catalyst"]')!.textContent).toBe('Topline readoutQ2 2031Anticipated');
    expect(timelineHeadings()).toEqual(['Overdue (estimated date passed)', 'Q2 2031']);
    expect(screen.getByTestId('readout-outcome').textContent).toBe('Primary endpoint not met');
    expect(screen.getByTestId('chart-range-Y5').textContent).toBe('5Y');
    expect(screen.getByRole('heading', { name: 'Cash runway' })).toBeTruthy();
    expect(screen.getByTestId('runway-at-next-value').textContent).toBe('9.4 months of cash left at the readout');
    expect(screen.getByRole('heading', { name: 'Past catalysts' })).toBeTruthy();
    expect(screen.getByTestId('readout-move').textContent).toMatch(/stock \u221223\.4% over 1 day/);
  });

  it('says when no company has the ticker, and offers a retry on other errors', async () => {
    const missing = server(() => ({ errors: [new GraphQLError('Company ZZZ not found', { extensions: { code: 'NOT_FOUND' } })] }));
    renderPage('/company/ZZZ', missing.client);
    await screen.findByText("Aucune société cotée n'a le symbole ZZZ.");
  });

  it('shows the error state with a retry when the API fails', async () => {
    let fail = true;
    const { client } = server((v) =>
      fail ? { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL' } })] } : { data: { company: company(v.ticker) } },
    );
    renderPage('/company/4502.T', client);
    const retry = await screen.findByRole('button', { name: /réessayer/i });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByTestId('company-page')).toBeTruthy());
  });
});
