import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './breaker.js';
import { createYahooFinanceClient, YahooStockProvider, type YahooClient } from './yahoo.js';
import { fakeYahooFetch, FIXTURE_NOW, PFE_CLOSES, QUOTE_PFE, SUMMARY_PFE } from './yahoo.fixtures.js';

/** yahoo-finance2 itself, talking to a fake Yahoo (recorded-style HTTP answers). */
function realLibraryProvider() {
  const fake = fakeYahooFetch();
  const provider = new YahooStockProvider({ client: () => createYahooFinanceClient(10_000, fake.fetch), now: () => FIXTURE_NOW });
  return { provider, fake };
}

describe('yahoo provider on recorded answers (through yahoo-finance2)', () => {
  it('maps quote, quoteSummary modules and chart to StockData', async () => {
    const { provider } = realLibraryProvider();
    const pfe = (await provider.getQuotes(['PFE'])).get('PFE')!;
    expect(pfe).toMatchObject({
      ticker: 'PFE',
      companyName: 'Pfizer, Inc.',
      currentPrice: 25.11,
      change: -0.2,
      changePercent: -0.7905,
      previousClose: 25.31,
      dayLow: 24.98,
      dayHigh: 25.42,
      fiftyTwoWeekLow: 20.92,
      fiftyTwoWeekHigh: 27.69,
      volume: 21504321,
      avgVolume: 41236700,
      marketState: 'REGULAR',
      marketCap: 142754000000,
      peRatio: 14.6,
      beta: 0.554,
      dividendYield: 0.0685, // summaryDetail's fraction, not the quote's 6.85 percent
      exchange: 'NYSE',
      currency: 'USD',
      source: 'yahoo',
      isError: false,
      error: null,
      stale: false,
    });
    expect(pfe.holders).toEqual({
      insidersPercentHeld: 0.00043,
      institutionsPercentHeld: 0.6512,
      institutionsFloatPercentHeld: 0.6515,
      institutionsCount: 4671,
    });
    expect(pfe.analystRecommendations[0]).toEqual({ period: '0m', strongBuy: 5, buy: 8, hold: 13, sell: 1, strongSell: 0 });
    expect(pfe.financialData).toMatchObject({
      numberOfAnalystOpinions: 24,
      recommendationKey: 'hold',
      targetLowPrice: 24,
      targetMeanPrice: 28.9,
      targetHighPrice: 35,
      totalRevenue: 63e9,
      debtToEquity: 68.37,
      grossProfits: 45.08e9,
    });
    expect(pfe.keyStats).toEqual({
      forwardPE: 8.19,
      pegRatio: 0.86,
      priceToBook: 1.536,
      priceToSales: 2.266,
      enterpriseValue: 188.24e9,
      enterpriseToRevenue: 2.988,
      enterpriseToEbitda: 8.267,
      shortRatio: 1.55,
    });
    // Biggest holder first.
    expect(pfe.topInstitutions.map((i) => i.organization)).toEqual(['Vanguard Group Inc', 'Blackrock Inc.', 'State Street Corporation']);
    expect(pfe.topInstitutions[0]).toEqual({ organization: 'Vanguard Group Inc', pctHeld: 0.0949, position: 539615264, value: 13549000000 });
    expect(pfe.historicalPrices.map((p) => p.close)).toEqual(PFE_CLOSES);
    expect(pfe.historicalPrices[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pfe.monthChange).toBeCloseTo(25.11 - PFE_CLOSES[0], 4);
    expect(pfe.monthChangePercent).toBeCloseTo(((25.11 - PFE_CLOSES[0]) / PFE_CLOSES[0]) * 100, 3);
  });

  it('leaves the fields of missing modules empty, serves unknown tickers as isError, in one quote call', async () => {
    const { provider, fake } = realLibraryProvider();
    const quotes = await provider.getQuotes(['MRNA', 'NOPE', 'PFE']);
    const mrna = quotes.get('MRNA')!;
    expect(mrna.isError).toBe(false);
    expect(mrna.analystRecommendations).toEqual([]);
    expect(mrna.topInstitutions).toEqual([]);
    expect(mrna.peRatio).toBeNull();
    expect(mrna.exchange).toBe('NasdaqGS');
    expect(mrna.financialData).toMatchObject({ numberOfAnalystOpinions: 22, targetMeanPrice: null, profitMargins: -1.0842 });
    expect(mrna.keyStats).toMatchObject({ priceToSales: 3.41, pegRatio: null, shortRatio: 4.3 });
    const nope = quotes.get('NOPE')!;
    expect(nope).toMatchObject({ ticker: 'NOPE', isError: true, currentPrice: null, source: 'yahoo' });
    expect(nope.error).toContain('NOPE');
    expect(quotes.get('PFE')!.isError).toBe(false);
    expect(fake.calls.filter((c) => c === '/v7/finance/quote')).toHaveLength(1);
    expect(fake.calls.some((c) => c.endsWith('/NOPE'))).toBe(false);
  });

  it('maps a daily history from the chart', async () => {
    const { provider } = realLibraryProvider();
    const h = await provider.getHistory('PFE', 30);
    expect(h).toMatchObject({ ticker: 'PFE', currency: 'USD', source: 'yahoo', isError: false });
    expect(h.prices.map((p) => p.close)).toEqual(PFE_CLOSES);
    const bad = await provider.getHistory('NOPE', 30);
    expect(bad.isError).toBe(true);
  });

  it('asks the chart for the whole range of a long history (ten years of daily closes for the moves)', async () => {
    const fake = fakeYahooFetch();
    const urls: URL[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return fake.fetch(input, init);
    };
    const provider = new YahooStockProvider({ client: () => createYahooFinanceClient(10_000, fetchSpy), now: () => FIXTURE_NOW });
    const h = await provider.getHistory('XBI', 3653);
    const chart = urls.find((u) => u.pathname.startsWith('/v8/finance/chart/'))!;
    expect(chart.searchParams.get('interval')).toBe('1d');
    expect(Number(chart.searchParams.get('period1'))).toBe(Math.floor((FIXTURE_NOW.getTime() - 3653 * 86_400_000) / 1000));
    expect(h.ticker).toBe('XBI');
  });
});

/** A client answering from already-parsed objects, with switchable failures. */
function scriptedClient(mode: { quote: 'ok' | 'fail' | 'hang'; summary?: 'ok' | 'fail' }) {
  const calls = { quote: 0, summary: 0, chart: 0 };
  const client: YahooClient = {
    async quote() {
      calls.quote += 1;
      if (mode.quote === 'fail') throw new Error('HTTP 503 Service Unavailable');
      if (mode.quote === 'hang') return new Promise(() => undefined);
      return [{ ...QUOTE_PFE, regularMarketTime: new Date(QUOTE_PFE.regularMarketTime * 1000) }];
    },
    async quoteSummary() {
      calls.summary += 1;
      if (mode.summary === 'fail') throw new Error('HTTP 500');
      return SUMMARY_PFE;
    },
    async chart() {
      calls.chart += 1;
      return {
        meta: { currency: 'USD' },
        quotes: [
          { date: new Date('2026-11-19T14:30:00Z'), close: 25.31, volume: 1 },
          { date: new Date('2026-11-20T14:30:00Z'), close: 25.11, volume: 2 },
        ],
      };
    },
  };
  return { client, calls };
}

describe('yahoo provider resilience', () => {
  it('times out a call that does not answer and marks every ticker isError', async () => {
    const { client } = scriptedClient({ quote: 'hang' });
    const provider = new YahooStockProvider({ client, timeoutMs: 50 });
    const started = Date.now();
    const q = await provider.getQuotes(['PFE', 'MRNA']);
    expect(Date.now() - started).toBeLessThan(2000);
    for (const t of ['PFE', 'MRNA']) expect(q.get(t)).toMatchObject({ isError: true, error: 'Timed out after 0 s' });
  });

  it('still serves the quote when quoteSummary fails (partial data)', async () => {
    const { client } = scriptedClient({ quote: 'ok', summary: 'fail' });
    const q = (await new YahooStockProvider({ client }).getQuotes(['PFE'])).get('PFE')!;
    expect(q).toMatchObject({ isError: false, currentPrice: 25.11, holders: null, financialData: null, analystRecommendations: [] });
    expect(q.historicalPrices).toHaveLength(2);
  });

  it('opens the circuit after repeated failures, then lets one trial call through after the cool-down', async () => {
    let clock = 0;
    const breaker = new CircuitBreaker(3, 10_000, () => clock);
    const mode: { quote: 'ok' | 'fail' } = { quote: 'fail' };
    const { client, calls } = scriptedClient(mode);
    const provider = new YahooStockProvider({ client, breaker });
    for (let i = 0; i < 3; i++) expect((await provider.getQuotes(['PFE'])).get('PFE')!.isError).toBe(true);
    expect(breaker.state).toBe('open');
    const refused = (await provider.getQuotes(['PFE'])).get('PFE')!;
    expect(refused.error).toMatch(/circuit open/);
    expect(calls.quote).toBe(3);
    clock += 10_000;
    expect(breaker.state).toBe('half-open');
    mode.quote = 'ok';
    const ok = (await provider.getQuotes(['PFE'])).get('PFE')!;
    expect(ok.isError).toBe(false);
    expect(breaker.state).toBe('closed');
    expect(calls.quote).toBe(4);
  });
});

describe('provider selection', () => {
  it('STOCK_PROVIDER picks the demo market or yahoo (loaded lazily, on first call)', async () => {
    const { createStockProvider } = await import('./index.js');
    const { DemoStockProvider } = await import('./demo.js');
    expect(createStockProvider('demo')).toBeInstanceOf(DemoStockProvider);
    expect(createStockProvider('yahoo')).toBeInstanceOf(YahooStockProvider);
  });
});
