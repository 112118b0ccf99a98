import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { computeRunway } from '../../domain/runway.js';
import { DemoStockProvider } from '../stocks/demo.js';
import { errorStock, type FinancialData, type StockData, type StockProvider } from '../stocks/types.js';
import { CIKS, cikOfPath, NOT_FOUND_BODY, sampleText, startFakeSec, type FakeSec } from './fixtures/sec/index.js';
import { ChainFinancialsProvider, createFinancialsProvider, DemoFinancialsProvider, RateGate, stockFinancials } from './index.js';

const NOW = new Date('2026-03-10T15:30:00Z');

const financialData = (over: Partial<FinancialData>): FinancialData => ({
  numberOfAnalystOpinions: null,
  recommendationKey: null,
  targetLowPrice: null,
  targetMeanPrice: null,
  targetHighPrice: null,
  totalRevenue: null,
  revenuePerShare: null,
  profitMargins: null,
  operatingMargins: null,
  returnOnAssets: null,
  returnOnEquity: null,
  revenueGrowth: null,
  earningsGrowth: null,
  totalCash: null,
  totalDebt: null,
  debtToEquity: null,
  currentRatio: null,
  freeCashflow: null,
  operatingCashflow: null,
  grossProfits: null,
  ...over,
});

/** A quote as the live provider maps it (only the fields the figures read matter). */
const quote = (ticker: string, currency: string, fin: Partial<FinancialData> | null): StockData => ({
  ...errorStock(ticker, 'yahoo', ''),
  isError: false,
  error: null,
  errorReason: null,
  companyName: `${ticker} plc`,
  currency,
  currentPrice: 10,
  financialData: fin === null ? null : financialData(fin),
  lastUpdate: NOW.toISOString(),
});

/** A live-like stock provider answering fixed quotes, counting its calls. */
class FakeStocks implements StockProvider {
  readonly name = 'yahoo' as const;
  calls: string[][] = [];
  constructor(private readonly quotes: Record<string, StockData | 'fail'>) {}
  async getQuotes(tickers: string[]) {
    this.calls.push(tickers);
    return new Map(
      tickers.map((t) => {
        const q = this.quotes[t];
        if (q === 'fail') return [t, errorStock(t, 'yahoo', 'down', 'STOCK_PROVIDER_FAILED')] as const;
        return [t, q ?? errorStock(t, 'yahoo', 'unknown', 'TICKER_NOT_FOUND')] as const;
      }),
    );
  }
  async getHistory(): Promise<never> {
    throw new Error('not used');
  }
  async getFxRates(): Promise<never> {
    throw new Error('not used');
  }
}

describe('stock provider figures', () => {
  it('reads total cash and a quarter of the yearly operating cash flow, dated the quote day, in the main currency unit', () => {
    const f = stockFinancials('GSK.L', quote('GSK.L', 'GBp', { totalCash: 4_000_000_000, operatingCashflow: -800_000_000 }), NOW);
    expect(f).toMatchObject({
      ticker: 'GSK.L',
      source: 'stock',
      demo: false,
      cik: null,
      entityName: 'GSK.L plc',
      unavailable: null,
      shortTermInvestments: null,
    });
    expect(f.cash).toEqual({
      value: 4_000_000_000,
      currency: 'GBP',
      form: 'provider',
      periodEnd: '2026-03-10',
      filed: null,
      concept: 'financialData.totalCash',
    });
    expect(f.quarters).toEqual([
      { start: '2025-12-10', end: '2026-03-10', value: -200_000_000, currency: 'GBP', form: 'provider', filed: null, derived: true },
    ]);
    // 4,000 M / (200 M / 3) = 60 months.
    expect(computeRunway(f).monthsOfRunway).toBe(60);
  });

  it('says why there are no figures', () => {
    expect(stockFinancials('X', quote('X', 'EUR', null), NOW).unavailable).toBe('NO_CASH_FIGURES');
    expect(stockFinancials('X', quote('X', 'EUR', { operatingCashflow: -5 }), NOW).unavailable).toBe('NO_CASH_FIGURES');
    expect(stockFinancials('X', errorStock('X', 'yahoo', 'no', 'TICKER_NOT_FOUND'), NOW).unavailable).toBe('NOT_FOUND');
    expect(stockFinancials('X', errorStock('X', 'yahoo', 'no', 'STOCK_PROVIDER_FAILED'), NOW).unavailable).toBe('PROVIDER_FAILED');
    expect(stockFinancials('X', quote('X', 'EUR', { totalCash: 5 }), NOW).quarters).toEqual([]);
  });
});

describe('createFinancialsProvider', () => {
  let server: FakeSec | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('demo: follows the demo market it is given', async () => {
    const market = new DemoStockProvider({ companies: [{ ticker: 'ABCD', name: 'Abcd Therapeutics', kind: 'biotech' }], now: () => NOW });
    const provider = createFinancialsProvider(loadConfig({}), market, { now: () => NOW });
    expect(provider).toBeInstanceOf(DemoFinancialsProvider);
    const f = await provider.get('ABCD');
    expect(f).toMatchObject({ source: 'demo', demo: true, entityName: 'Abcd Therapeutics', unavailable: null });
    expect(f.cash!.value + f.shortTermInvestments!.value).toBe((await market.getQuotes(['ABCD'])).get('ABCD')!.financialData!.totalCash);
  });

  it('demo with a live stock provider: the demo market of the listed companies', async () => {
    const provider = createFinancialsProvider(loadConfig({ FINANCIALS_PROVIDER: 'demo' }), new FakeStocks({}), { now: () => NOW });
    expect((await provider.get('MRNA')).source).toBe('demo');
    expect((await provider.get('NOPE')).unavailable).toBe('NOT_FOUND');
  });

  it('sec: refuses to start without SEC_USER_AGENT', () => {
    expect(() => createFinancialsProvider(loadConfig({ FINANCIALS_PROVIDER: 'sec' }), new FakeStocks({}))).toThrow(ConfigError);
    expect(() => createFinancialsProvider(loadConfig({ FINANCIALS_PROVIDER: 'sec' }), new FakeStocks({}))).toThrow(/SEC_USER_AGENT/);
  });

  it('sec: SEC facts for a CIK, else the stock figures, else NO_SOURCE; an SEC failure stays a failure', async () => {
    server = await startFakeSec((req) => {
      const cik = cikOfPath(req.path);
      if (cik === CIKS.VKTX) return { status: 200, body: sampleText('VKTX') };
      if (cik === 1) return { status: 503, body: 'Service Unavailable' };
      return { status: 404, body: NOT_FOUND_BODY };
    });
    const stocks = new FakeStocks({
      'NOVN.SW': quote('NOVN.SW', 'CHF', { totalCash: 10_000_000_000, operatingCashflow: 16_000_000_000 }),
      NOXBRL: quote('NOXBRL', 'USD', { totalCash: 300_000_000, operatingCashflow: -120_000_000 }),
      DOWNSEC: quote('DOWNSEC', 'USD', { totalCash: 1, operatingCashflow: -1 }),
      BROKEN: 'fail',
    });
    const ciks: Record<string, number> = { VKTX: CIKS.VKTX, NOXBRL: 4242, DOWNSEC: 1, NOCASH: 4343 };
    const provider = createFinancialsProvider(
      loadConfig({ FINANCIALS_PROVIDER: 'sec', SEC_USER_AGENT: 'Trialyst tests ops@example.com', SEC_BASE_URL: server.baseUrl }),
      stocks,
      { now: () => NOW, cikOf: (t) => ciks[t] ?? null, gate: new RateGate({ maxPerWindow: 10, windowMs: 1000 }) },
    );
    expect(provider).toBeInstanceOf(ChainFinancialsProvider);
    expect(provider.name).toBe('chain');

    const viking = await provider.get('VKTX');
    expect(viking).toMatchObject({ source: 'sec', cik: CIKS.VKTX, unavailable: null });
    expect(viking.cash?.value).toBe(16_805_000);
    expect(stocks.calls).toEqual([]);

    const novartis = await provider.get('NOVN.SW');
    expect(novartis).toMatchObject({ source: 'stock', cik: null, unavailable: null });
    expect(novartis.cash).toMatchObject({ value: 10_000_000_000, currency: 'CHF', form: 'provider', periodEnd: '2026-03-10' });
    expect(computeRunway(novartis).notBurning).toBe(true);

    // A CIK the SEC has no facts for (404): the stock figures, the CIK kept.
    expect(await provider.get('NOXBRL')).toMatchObject({ source: 'stock', cik: 4242, unavailable: null });

    const none = await provider.get('ZZZZ');
    expect(none).toMatchObject({ unavailable: 'NO_SOURCE', cash: null, quarters: [] });

    // The SEC knows the company (CIK) but has nothing and the stock provider neither: the SEC's answer.
    expect(await provider.get('NOCASH')).toMatchObject({ source: 'sec', cik: 4343, unavailable: 'NOT_FOUND' });

    stocks.calls = [];
    expect(await provider.get('DOWNSEC')).toMatchObject({ source: 'sec', unavailable: 'PROVIDER_FAILED' });
    expect(stocks.calls).toEqual([]);
    expect((await provider.get('BROKEN')).unavailable).toBe('PROVIDER_FAILED');
  });
});
