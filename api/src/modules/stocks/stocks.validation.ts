import { z } from 'zod';
import { TICKER_PATTERN } from './stocks.ticker.js';

export const MAX_TICKERS = 100;
export const MAX_LIVE_TICKERS = 50;
export const MAX_HISTORY_DAYS = 365;

export const historySchema = z.object({
  ticker: z.unknown(),
  days: z.coerce.number().int().min(1).max(MAX_HISTORY_DAYS).default(30),
});

/** Stock dashboard orders: AI score, or market cap in US dollars (caps in yen and in dollars compare). */
export const ENRICHED_SORTS = ['score', 'marketCapUsd'] as const;
export type EnrichedSort = (typeof ENRICHED_SORTS)[number];

export const enrichedSchema = z.object({
  investmentVerdict: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['OUI', 'POSSIBLE', 'NON', 'ALL']))
    .default('ALL'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sortBy: z.string().trim().pipe(z.enum(ENRICHED_SORTS)).default('score'),
  sortOrder: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc']))
    .default('desc'),
});
export type EnrichedInput = z.input<typeof enrichedSchema>;

/** A ticker as the REST path and the GraphQL argument take it (stocks.ticker.ts parses it). */
export const tickerParam = z.string().regex(TICKER_PATTERN).describe('Ticker: 1–10 letters, digits, dot or dash');

/** POST /stock/multiple: up to 100 tickers; absent values ('N/A', null) are skipped (stocks.ticker.ts parseTickers). */
export const tickersInput = z.object({ tickers: z.array(z.string().nullable()).max(MAX_TICKERS).describe(`At most ${MAX_TICKERS} tickers`) });
