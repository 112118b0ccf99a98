/**
 * Recorded-style Yahoo Finance HTTP answers (the JSON the v7 quote, v10 quoteSummary and v8 chart
 * endpoints send, numbers as {raw, fmt}), served by a fake fetch so yahoo-finance2 runs for real
 * without network. PFE has every module; MRNA lacks recommendationTrend and institutionOwnership;
 * NOPE is unknown to Yahoo.
 */
const r = (raw: number, fmt = String(raw)) => ({ raw, fmt });

export const FIXTURE_NOW = new Date('2026-11-20T16:00:00Z');
const DAY = 86_400;
const t0 = Math.floor(new Date('2026-10-21T14:30:00Z').getTime() / 1000);
const days = Array.from({ length: 31 }, (_, i) => t0 + i * DAY).filter((t) => ![0, 6].includes(new Date(t * 1000).getUTCDay()));

export const QUOTE_PFE = {
  language: 'en-US',
  region: 'US',
  quoteType: 'EQUITY',
  typeDisp: 'Equity',
  quoteSourceName: 'Nasdaq Real Time Price',
  triggerable: true,
  customPriceAlertConfidence: 'HIGH',
  currency: 'USD',
  exchange: 'NYQ',
  shortName: 'Pfizer, Inc.',
  longName: 'Pfizer, Inc.',
  messageBoardId: 'finmb_26446',
  exchangeTimezoneName: 'America/New_York',
  exchangeTimezoneShortName: 'EST',
  gmtOffSetMilliseconds: -18000000,
  market: 'us_market',
  esgPopulated: false,
  marketState: 'REGULAR',
  regularMarketChangePercent: -0.7905,
  regularMarketPrice: 25.11,
  hasPrePostMarketData: true,
  firstTradeDateMilliseconds: 76253400000,
  priceHint: 2,
  regularMarketChange: -0.2,
  regularMarketTime: 1763654400,
  regularMarketDayHigh: 25.42,
  regularMarketDayRange: '24.98 - 25.42',
  regularMarketDayLow: 24.98,
  regularMarketVolume: 21504321,
  regularMarketPreviousClose: 25.31,
  bid: 25.1,
  ask: 25.12,
  fullExchangeName: 'NYSE',
  financialCurrency: 'USD',
  regularMarketOpen: 25.3,
  averageDailyVolume3Month: 41236700,
  averageDailyVolume10Day: 38120000,
  fiftyTwoWeekLow: 20.92,
  fiftyTwoWeekHigh: 27.69,
  trailingAnnualDividendRate: 1.71,
  trailingPE: 14.6,
  dividendRate: 1.72,
  dividendYield: 6.85,
  trailingAnnualDividendYield: 0.0676,
  marketCap: 142754000000,
  sharesOutstanding: 5685000000,
  epsTrailingTwelveMonths: 1.72,
  tradeable: false,
  cryptoTradeable: false,
  sourceInterval: 15,
  exchangeDataDelayedBy: 0,
  symbol: 'PFE',
};

export const QUOTE_MRNA = {
  ...QUOTE_PFE,
  shortName: 'Moderna, Inc.',
  longName: 'Moderna, Inc.',
  exchange: 'NMS',
  fullExchangeName: 'NasdaqGS',
  regularMarketPrice: 27.4,
  regularMarketChange: 0.62,
  regularMarketChangePercent: 2.315,
  regularMarketPreviousClose: 26.78,
  regularMarketDayLow: 26.5,
  regularMarketDayHigh: 27.9,
  fiftyTwoWeekLow: 23.15,
  fiftyTwoWeekHigh: 48.92,
  marketCap: 10680000000,
  trailingPE: undefined,
  dividendYield: undefined,
  trailingAnnualDividendYield: 0,
  regularMarketVolume: 8213000,
  averageDailyVolume3Month: 11020000,
  symbol: 'MRNA',
};

export const SUMMARY_PFE = {
  summaryDetail: {
    maxAge: 1,
    priceHint: r(2),
    previousClose: r(25.31),
    open: r(25.3),
    dayLow: r(24.98),
    dayHigh: r(25.42),
    dividendRate: r(1.72),
    dividendYield: r(0.0685, '6.85%'),
    payoutRatio: r(0.9942),
    beta: r(0.554),
    trailingPE: r(14.6),
    forwardPE: r(8.19),
    volume: r(21504321),
    averageVolume: r(41236700),
    marketCap: r(142754000000, '142.75B'),
    fiftyTwoWeekLow: r(20.92),
    fiftyTwoWeekHigh: r(27.69),
    priceToSalesTrailing12Months: r(2.266),
    currency: 'USD',
    tradeable: false,
  },
  majorHoldersBreakdown: {
    maxAge: 1,
    insidersPercentHeld: r(0.00043),
    institutionsPercentHeld: r(0.6512),
    institutionsFloatPercentHeld: r(0.6515),
    institutionsCount: r(4671),
  },
  recommendationTrend: {
    trend: [
      { period: '0m', strongBuy: 5, buy: 8, hold: 13, sell: 1, strongSell: 0 },
      { period: '-1m', strongBuy: 5, buy: 7, hold: 14, sell: 1, strongSell: 0 },
    ],
    maxAge: 86400,
  },
  financialData: {
    maxAge: 86400,
    currentPrice: r(25.11),
    targetHighPrice: r(35),
    targetLowPrice: r(24),
    targetMeanPrice: r(28.9),
    targetMedianPrice: r(28),
    recommendationMean: r(2.4),
    recommendationKey: 'hold',
    numberOfAnalystOpinions: r(24),
    totalCash: r(15710000000),
    totalCashPerShare: r(2.76),
    ebitda: r(22770000000),
    totalDebt: r(60950000000),
    quickRatio: r(0.61),
    currentRatio: r(1.16),
    totalRevenue: r(63000000000),
    debtToEquity: r(68.37),
    revenuePerShare: r(11.1),
    returnOnAssets: r(0.0565),
    returnOnEquity: r(0.1134),
    grossProfits: r(45080000000),
    freeCashflow: r(9180000000),
    operatingCashflow: r(12740000000),
    earningsGrowth: r(0.41),
    revenueGrowth: r(0.1),
    grossMargins: r(0.7155),
    ebitdaMargins: r(0.3614),
    operatingMargins: r(0.3013),
    profitMargins: r(0.1566),
    financialCurrency: 'USD',
  },
  defaultKeyStatistics: {
    maxAge: 1,
    priceHint: r(2),
    enterpriseValue: r(188240000000),
    forwardPE: r(8.19),
    profitMargins: r(0.1566),
    sharesOutstanding: r(5685000000),
    heldPercentInsiders: r(0.00043),
    heldPercentInstitutions: r(0.6512),
    shortRatio: r(1.55),
    beta: r(0.554),
    bookValue: r(16.35),
    priceToBook: r(1.536),
    enterpriseToRevenue: r(2.988),
    enterpriseToEbitda: r(8.267),
    pegRatio: r(0.86),
  },
  institutionOwnership: {
    maxAge: 1,
    ownershipList: [
      {
        maxAge: 1,
        reportDate: r(1759190400, '2025-09-30'),
        organization: 'Blackrock Inc.',
        pctHeld: r(0.0801),
        position: r(455399215),
        value: r(11434000000),
        pctChange: r(0.012),
      },
      {
        maxAge: 1,
        reportDate: r(1759190400, '2025-09-30'),
        organization: 'Vanguard Group Inc',
        pctHeld: r(0.0949),
        position: r(539615264),
        value: r(13549000000),
        pctChange: r(0.008),
      },
      {
        maxAge: 1,
        reportDate: r(1759190400, '2025-09-30'),
        organization: 'State Street Corporation',
        pctHeld: r(0.0508),
        position: r(288775420),
        value: r(7251000000),
        pctChange: r(-0.01),
      },
    ],
  },
};

/** MRNA: no recommendationTrend, no institutionOwnership, financialData without targets. */
export const SUMMARY_MRNA = {
  summaryDetail: {
    maxAge: 1,
    beta: r(1.812),
    trailingPE: {},
    dividendYield: {},
    marketCap: r(10680000000),
    priceToSalesTrailing12Months: r(3.41),
    currency: 'USD',
  },
  majorHoldersBreakdown: {
    maxAge: 1,
    insidersPercentHeld: r(0.1021),
    institutionsPercentHeld: r(0.7218),
    institutionsFloatPercentHeld: r(0.8039),
    institutionsCount: r(1452),
  },
  financialData: {
    maxAge: 86400,
    currentPrice: r(27.4),
    recommendationKey: 'hold',
    numberOfAnalystOpinions: r(22),
    totalRevenue: r(3130000000),
    profitMargins: r(-1.0842),
    financialCurrency: 'USD',
  },
  defaultKeyStatistics: {
    maxAge: 1,
    enterpriseValue: r(3900000000),
    shortRatio: r(4.3),
    priceToBook: r(1.02),
    enterpriseToRevenue: r(1.246),
    enterpriseToEbitda: r(-1.1),
  },
};

function chartOf(symbol: string, closes: number[]) {
  const ts = days.slice(-closes.length);
  return {
    chart: {
      result: [
        {
          meta: {
            currency: 'USD',
            symbol,
            exchangeName: 'NYQ',
            fullExchangeName: 'NYSE',
            instrumentType: 'EQUITY',
            firstTradeDate: 76253400,
            regularMarketTime: 1763654400,
            hasPrePostMarketData: true,
            gmtoffset: -18000,
            timezone: 'EST',
            exchangeTimezoneName: 'America/New_York',
            regularMarketPrice: closes.at(-1),
            priceHint: 2,
            dataGranularity: '1d',
            range: '',
            validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'ytd', 'max'],
            currentTradingPeriod: {
              pre: { timezone: 'EST', start: 1763629200, end: 1763649000, gmtoffset: -18000 },
              regular: { timezone: 'EST', start: 1763649000, end: 1763672400, gmtoffset: -18000 },
              post: { timezone: 'EST', start: 1763672400, end: 1763686800, gmtoffset: -18000 },
            },
          },
          timestamp: ts,
          indicators: {
            quote: [
              {
                open: closes,
                high: closes.map((c) => c * 1.01),
                low: closes.map((c) => c * 0.99),
                close: closes,
                volume: closes.map((_, i) => 30000000 + i * 1000),
              },
            ],
            adjclose: [{ adjclose: closes }],
          },
        },
      ],
      error: null,
    },
  };
}

export const PFE_CLOSES = [24.2, 24.4, 24.1, 24.6, 24.9, 25, 24.8, 25.2, 25.4, 25.1, 25.3, 25.6, 25.2, 24.9, 25, 25.3, 25.5, 25.31, 25.11];
export const CHART_PFE = chartOf('PFE', PFE_CLOSES);
export const CHART_MRNA = chartOf('MRNA', [25.1, 25.6, 26, 26.4, 26.1, 26.78, 27.4]);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeYahoo {
  fetch: typeof fetch;
  /** Paths requested, e.g. /v7/finance/quote. */
  calls: string[];
}

/** A fetch answering like Yahoo for PFE and MRNA (cookie + crumb handshake included). */
export function fakeYahooFetch(): FakeYahoo {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(url.pathname);
    if (url.hostname === 'finance.yahoo.com' || url.hostname === 'fc.yahoo.com') {
      return new Response('<html></html>', {
        status: 200,
        headers: {
          'set-cookie': 'A3=d=AQABBfake&S=AQAAAfake; Expires=Tue, 21 Nov 2028 10:00:00 GMT; Max-Age=63072000; Domain=.yahoo.com; Path=/; Secure; HttpOnly',
        },
      });
    }
    if (url.pathname === '/v1/test/getcrumb') return new Response('fakeCrumb123', { status: 200 });
    if (url.pathname === '/v7/finance/quote') {
      const symbols = (url.searchParams.get('symbols') ?? '').split(',');
      const known: Record<string, unknown> = { PFE: QUOTE_PFE, MRNA: QUOTE_MRNA };
      return json({ quoteResponse: { result: symbols.map((s) => known[s]).filter(Boolean), error: null } });
    }
    const summary = /^\/v10\/finance\/quoteSummary\/([^/]+)$/.exec(url.pathname);
    if (summary) {
      const s = decodeURIComponent(summary[1]);
      const body = s === 'PFE' ? SUMMARY_PFE : s === 'MRNA' ? SUMMARY_MRNA : null;
      if (!body) return json({ quoteSummary: { result: null, error: { code: 'Not Found', description: 'Quote not found for symbol: ' + s } } }, 404);
      return json({ quoteSummary: { result: [body], error: null } });
    }
    const chart = /^\/v8\/finance\/chart\/([^/]+)$/.exec(url.pathname);
    if (chart) {
      const s = decodeURIComponent(chart[1]);
      if (s === 'PFE') return json(CHART_PFE);
      if (s === 'MRNA') return json(CHART_MRNA);
      return json({ chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } } }, 404);
    }
    return new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}
