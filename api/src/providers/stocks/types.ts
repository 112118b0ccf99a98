import type { MarketState, StockSource } from '../../domain/market.js';

/** The stock data contract shared by every provider (the spec's section 3, "Stock data"). Its closed sets are the domain's (domain/market.ts). */

export interface HistoricalPrice {
  /** Trading day, YYYY-MM-DD (exchange local date). */
  date: string;
  close: number;
  volume: number | null;
}

export interface Holders {
  insidersPercentHeld: number | null;
  institutionsPercentHeld: number | null;
  institutionsFloatPercentHeld: number | null;
  institutionsCount: number | null;
}

export interface AnalystRecommendation {
  /** '0m' (this month), '-1m'... */
  period: string;
  strongBuy: number;
  buy: number;
  hold: number;
  sell: number;
  strongSell: number;
}

export interface FinancialData {
  numberOfAnalystOpinions: number | null;
  recommendationKey: string | null;
  targetLowPrice: number | null;
  targetMeanPrice: number | null;
  targetHighPrice: number | null;
  totalRevenue: number | null;
  revenuePerShare: number | null;
  profitMargins: number | null;
  operatingMargins: number | null;
  returnOnAssets: number | null;
  returnOnEquity: number | null;
  revenueGrowth: number | null;
  earningsGrowth: number | null;
  totalCash: number | null;
  totalDebt: number | null;
  debtToEquity: number | null;
  currentRatio: number | null;
  freeCashflow: number | null;
  operatingCashflow: number | null;
  grossProfits: number | null;
}

export interface KeyStats {
  forwardPE: number | null;
  pegRatio: number | null;
  priceToBook: number | null;
  priceToSales: number | null;
  enterpriseValue: number | null;
  enterpriseToRevenue: number | null;
  enterpriseToEbitda: number | null;
  shortRatio: number | null;
}

export interface TopInstitution {
  organization: string;
  /** Fraction of shares held (0.072 = 7.2 %). */
  pctHeld: number | null;
  position: number | null;
  value: number | null;
}

/** One ticker's data. Numbers a provider does not know are null; `isError` marks a ticker it could not serve. */
export interface StockData {
  ticker: string;
  companyName: string | null;
  currentPrice: number | null;
  change: number | null;
  changePercent: number | null;
  previousClose: number | null;
  dayLow: number | null;
  dayHigh: number | null;
  fiftyTwoWeekLow: number | null;
  fiftyTwoWeekHigh: number | null;
  volume: number | null;
  avgVolume: number | null;
  marketState: MarketState | null;
  marketCap: number | null;
  peRatio: number | null;
  beta: number | null;
  /** A fraction: 0.031 = 3.1 %. */
  dividendYield: number | null;
  exchange: string | null;
  currency: string;
  monthChange: number | null;
  monthChangePercent: number | null;
  historicalPrices: HistoricalPrice[];
  holders: Holders | null;
  analystRecommendations: AnalystRecommendation[];
  financialData: FinancialData | null;
  keyStats: KeyStats | null;
  topInstitutions: TopInstitution[];
  /** ISO timestamp of the data. */
  lastUpdate: string;
  source: StockSource;
  /** Served from an expired cache entry or a stored snapshot because the provider failed. */
  stale: boolean;
  isError: boolean;
  error: string | null;
  /** Why it could not be served, for the reader's language: a reason of the error catalogue (errors.catalogue.ts). */
  errorReason: StockErrorReason | null;
}

/** The reasons a ticker's data cannot be served. */
export type StockErrorReason = 'TICKER_NOT_FOUND' | 'NO_PRICE_HISTORY' | 'STOCK_PROVIDER_FAILED';

export interface StockHistory {
  ticker: string;
  currency: string;
  source: StockSource;
  prices: HistoricalPrice[];
  stale: boolean;
  isError: boolean;
  error: string | null;
  errorReason: StockErrorReason | null;
}

/** A currency's rate against the US dollar (USD per one unit: EUR ≈ 1.08, JPY ≈ 0.0067, GBp = GBP / 100). */
export interface FxRate {
  /** ISO code as quotes carry it (GBp: pence). */
  currency: string;
  /** US dollars per one unit of `currency`; null when the provider cannot serve it. */
  usdPer: number | null;
  /** ISO timestamp of the rate. */
  asOf: string;
  source: StockSource;
  isError: boolean;
}

/** An outside world of stock prices. Tickers reaching a provider are valid and upper-case. */
export interface StockProvider {
  readonly name: StockSource;
  /** One call for many tickers; every requested ticker has an entry (isError when it cannot be served). */
  getQuotes(tickers: string[]): Promise<Map<string, StockData>>;
  /** Daily closes of the last `days` calendar days, oldest first. */
  getHistory(ticker: string, days: number): Promise<StockHistory>;
  /** Rates against USD for several currencies in one call; every requested currency has an entry. */
  getFxRates(currencies: string[]): Promise<Map<string, FxRate>>;
}

/** An entry for a ticker that cannot be served. */
export function errorStock(
  ticker: string,
  source: StockSource,
  error: string,
  errorReason: StockErrorReason = 'STOCK_PROVIDER_FAILED',
  currency = 'USD',
): StockData {
  return {
    ticker,
    companyName: null,
    currentPrice: null,
    change: null,
    changePercent: null,
    previousClose: null,
    dayLow: null,
    dayHigh: null,
    fiftyTwoWeekLow: null,
    fiftyTwoWeekHigh: null,
    volume: null,
    avgVolume: null,
    marketState: null,
    marketCap: null,
    peRatio: null,
    beta: null,
    dividendYield: null,
    exchange: null,
    currency,
    monthChange: null,
    monthChangePercent: null,
    historicalPrices: [],
    holders: null,
    analystRecommendations: [],
    financialData: null,
    keyStats: null,
    topInstitutions: [],
    lastUpdate: new Date().toISOString(),
    source,
    stale: false,
    isError: true,
    error,
    errorReason,
  };
}

export function errorHistory(ticker: string, source: StockSource, error: string, errorReason: StockErrorReason = 'STOCK_PROVIDER_FAILED'): StockHistory {
  return { ticker, currency: 'USD', source, prices: [], stale: false, isError: true, error, errorReason };
}
