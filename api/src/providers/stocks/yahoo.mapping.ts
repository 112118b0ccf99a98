import { round } from './random.js';
import type { MarketState } from '../../domain/market.js';
import type { AnalystRecommendation, FinancialData, HistoricalPrice, Holders, KeyStats, StockData, TopInstitution } from './types.js';

/** The parts of yahoo-finance2's answers we read (quote, quoteSummary modules, chart). */
export type YahooQuote = Record<string, unknown> & { symbol: string };
export interface YahooSummary {
  summaryDetail?: Record<string, unknown>;
  majorHoldersBreakdown?: Record<string, unknown>;
  recommendationTrend?: { trend?: Record<string, unknown>[] };
  financialData?: Record<string, unknown>;
  defaultKeyStatistics?: Record<string, unknown>;
  institutionOwnership?: { ownershipList?: Record<string, unknown>[] };
  [module: string]: unknown;
}
export interface YahooChart {
  meta?: Record<string, unknown>;
  quotes?: { date: Date | string | number; close?: number | null; volume?: number | null; [k: string]: unknown }[];
}

export const SUMMARY_MODULES = [
  'summaryDetail',
  'majorHoldersBreakdown',
  'recommendationTrend',
  'financialData',
  'defaultKeyStatistics',
  'institutionOwnership',
] as const;

/** A finite number, or null (yahoo sometimes answers {raw, fmt} objects, strings or nothing). */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (v && typeof v === 'object' && 'raw' in v) return num(v.raw);
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function toDay(v: unknown): string | null {
  const d = v instanceof Date ? v : typeof v === 'number' ? new Date(v < 1e12 ? v * 1000 : v) : typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString().slice(0, 10) : null;
}

export function mapMarketState(v: unknown): MarketState | null {
  switch (v) {
    case 'REGULAR':
      return 'REGULAR';
    case 'PRE':
      return 'PRE';
    case 'POST':
      return 'POST';
    case 'PREPRE':
    case 'POSTPOST':
    case 'CLOSED':
      return 'CLOSED';
    default:
      return null;
  }
}

export function mapHistory(chart: YahooChart | null | undefined): HistoricalPrice[] {
  const out: HistoricalPrice[] = [];
  for (const q of chart?.quotes ?? []) {
    const date = toDay(q.date);
    const close = num(q.close);
    if (!date || close === null) continue;
    const last = out[out.length - 1];
    const row = { date, close, volume: num(q.volume) };
    if (last?.date === date) out[out.length - 1] = row;
    else out.push(row);
  }
  return out;
}

function mapHolders(m: Record<string, unknown> | undefined): Holders | null {
  if (!m) return null;
  return {
    insidersPercentHeld: num(m.insidersPercentHeld),
    institutionsPercentHeld: num(m.institutionsPercentHeld),
    institutionsFloatPercentHeld: num(m.institutionsFloatPercentHeld),
    institutionsCount: num(m.institutionsCount),
  };
}

function mapTrend(m: YahooSummary['recommendationTrend']): AnalystRecommendation[] {
  return (m?.trend ?? [])
    .filter((t) => str(t.period))
    .map((t) => ({
      period: t.period as string,
      strongBuy: num(t.strongBuy) ?? 0,
      buy: num(t.buy) ?? 0,
      hold: num(t.hold) ?? 0,
      sell: num(t.sell) ?? 0,
      strongSell: num(t.strongSell) ?? 0,
    }));
}

const FINANCIAL_FIELDS = [
  'numberOfAnalystOpinions',
  'targetLowPrice',
  'targetMeanPrice',
  'targetHighPrice',
  'totalRevenue',
  'revenuePerShare',
  'profitMargins',
  'operatingMargins',
  'returnOnAssets',
  'returnOnEquity',
  'revenueGrowth',
  'earningsGrowth',
  'totalCash',
  'totalDebt',
  'debtToEquity',
  'currentRatio',
  'freeCashflow',
  'operatingCashflow',
  'grossProfits',
] as const;

function mapFinancial(m: Record<string, unknown> | undefined): FinancialData | null {
  if (!m) return null;
  const figures = Object.fromEntries(FINANCIAL_FIELDS.map((f) => [f, num(m[f])])) as Record<(typeof FINANCIAL_FIELDS)[number], number | null>;
  return { recommendationKey: str(m.recommendationKey), ...figures };
}

function mapKeyStats(k: Record<string, unknown> | undefined, d: Record<string, unknown> | undefined): KeyStats | null {
  if (!k && !d) return null;
  return {
    forwardPE: num(k?.forwardPE) ?? num(d?.forwardPE),
    pegRatio: num(k?.pegRatio),
    priceToBook: num(k?.priceToBook),
    priceToSales: num(d?.priceToSalesTrailing12Months),
    enterpriseValue: num(k?.enterpriseValue),
    enterpriseToRevenue: num(k?.enterpriseToRevenue),
    enterpriseToEbitda: num(k?.enterpriseToEbitda),
    shortRatio: num(k?.shortRatio),
  };
}

function mapInstitutions(m: YahooSummary['institutionOwnership']): TopInstitution[] {
  return (m?.ownershipList ?? [])
    .filter((o) => str(o.organization))
    .map((o) => ({ organization: o.organization as string, pctHeld: num(o.pctHeld), position: num(o.position), value: num(o.value) }))
    .sort((a, b) => (b.pctHeld ?? 0) - (a.pctHeld ?? 0))
    .slice(0, 10);
}

/** yahoo-finance2 answers → our StockData. Modules that are missing leave their fields null or empty. */
export function mapYahoo(ticker: string, quote: YahooQuote, summary: YahooSummary | null, chart: YahooChart | null, now = new Date()): StockData {
  const detail = summary?.summaryDetail;
  const price = num(quote.regularMarketPrice);
  const history = mapHistory(chart);
  const first = history[0]?.close ?? null;
  const monthChange = price !== null && first !== null ? round(price - first, 4) : null;
  const dividend =
    num(detail?.dividendYield) ??
    num(quote.trailingAnnualDividendYield) ??
    (num(quote.dividendYield) !== null ? (num(quote.dividendYield) as number) / 100 : null);
  return {
    ticker,
    companyName: str(quote.longName) ?? str(quote.shortName) ?? str(quote.displayName),
    currentPrice: price,
    change: num(quote.regularMarketChange),
    changePercent: num(quote.regularMarketChangePercent),
    previousClose: num(quote.regularMarketPreviousClose) ?? num(detail?.previousClose),
    dayLow: num(quote.regularMarketDayLow) ?? num(detail?.dayLow),
    dayHigh: num(quote.regularMarketDayHigh) ?? num(detail?.dayHigh),
    fiftyTwoWeekLow: num(quote.fiftyTwoWeekLow) ?? num(detail?.fiftyTwoWeekLow),
    fiftyTwoWeekHigh: num(quote.fiftyTwoWeekHigh) ?? num(detail?.fiftyTwoWeekHigh),
    volume: num(quote.regularMarketVolume) ?? num(detail?.volume),
    avgVolume: num(quote.averageDailyVolume3Month) ?? num(detail?.averageVolume) ?? num(quote.averageDailyVolume10Day),
    marketState: mapMarketState(quote.marketState),
    marketCap: num(quote.marketCap) ?? num(detail?.marketCap),
    peRatio: num(quote.trailingPE) ?? num(detail?.trailingPE),
    beta: num(detail?.beta) ?? num(quote.beta),
    dividendYield: dividend,
    exchange: str(quote.fullExchangeName) ?? str(quote.exchange),
    currency: str(quote.currency) ?? str(detail?.currency) ?? 'USD',
    monthChange,
    monthChangePercent: monthChange !== null && first ? round((monthChange / first) * 100, 4) : null,
    historicalPrices: history,
    holders: mapHolders(summary?.majorHoldersBreakdown),
    analystRecommendations: mapTrend(summary?.recommendationTrend),
    financialData: mapFinancial(summary?.financialData),
    keyStats: mapKeyStats(summary?.defaultKeyStatistics, detail),
    topInstitutions: mapInstitutions(summary?.institutionOwnership),
    lastUpdate: now.toISOString(),
    source: 'yahoo',
    stale: false,
    isError: price === null,
    error: price === null ? `No price for ${ticker}` : null,
    errorReason: price === null ? 'STOCK_PROVIDER_FAILED' : null,
  };
}
