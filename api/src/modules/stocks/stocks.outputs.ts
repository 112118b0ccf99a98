import { z } from 'zod';
import { date, dateTime, json } from '../../rest/openapi.outputs.js';

/** A quote (providers/stocks/types.ts StockData) with its USD conversions; the nested blocks are the provider's. */
export const StockDataOut = z
  .strictObject({
    ticker: z.string(),
    companyName: z.string().nullable(),
    currentPrice: z.number().nullable(),
    change: z.number().nullable(),
    changePercent: z.number().nullable(),
    previousClose: z.number().nullable(),
    dayLow: z.number().nullable(),
    dayHigh: z.number().nullable(),
    fiftyTwoWeekLow: z.number().nullable(),
    fiftyTwoWeekHigh: z.number().nullable(),
    volume: z.number().nullable(),
    avgVolume: z.number().nullable(),
    marketState: z.enum(['REGULAR', 'CLOSED', 'PRE', 'POST']).nullable(),
    marketCap: z.number().nullable(),
    peRatio: z.number().nullable(),
    beta: z.number().nullable(),
    dividendYield: z.number().nullable().describe('A fraction (0.025 = 2.5 %)'),
    exchange: z.string().nullable(),
    currency: z.string(),
    monthChange: z.number().nullable(),
    monthChangePercent: z.number().nullable(),
    historicalPrices: z.array(z.strictObject({ date, close: z.number(), volume: z.number().nullable() })),
    holders: json.nullable(),
    analystRecommendations: z.array(json),
    financialData: json.nullable(),
    keyStats: json.nullable(),
    topInstitutions: z.array(json),
    lastUpdate: dateTime,
    source: z.string(),
    stale: z.boolean(),
    isError: z.boolean(),
    error: z.string().nullable(),
    errorReason: z.enum(['TICKER_NOT_FOUND', 'NO_PRICE_HISTORY', 'STOCK_PROVIDER_FAILED']).nullable(),
    usdRate: z.number().nullable().describe('US dollars per unit of the quote currency (GBp: per penny), from the stock provider'),
    marketCapUsd: z.number().nullable().describe('Market capitalisation in US dollars (caps compare in USD)'),
    currentPriceUsd: z.number().nullable().describe('Current price in US dollars'),
  })
  .meta({ id: 'StockData' });
