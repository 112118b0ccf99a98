import { z } from 'zod';
import { PaginationOut, success } from '../../rest/openapi.outputs.js';
import { TableRowOut } from '../trials/trials.outputs.js';
import { StockDataOut } from './stocks.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { trialSignalsOf } from '../analysis/analysis.signal.js';
import { presentTableRows } from '../trials/trials.present.js';
import { nctIdParam } from '../trials/trials.validation.js';
import { withUsd } from './stocks.fx.js';
import { presentEnrichedRow } from './stocks.presenter.js';
import { clearStockCache, enrichedTrialsWithStocks, getStock, getStocks, getTrialStock, stockCacheStats } from './stocks.service.js';
import { enrichedSchema, tickerParam, tickersInput } from './stocks.validation.js';

const EnrichedRowOut = TableRowOut.extend({ stockData: StockDataOut.nullable() });
// The presenters return Record<string, unknown>: typed here by the documented shapes (openapi.test checks real answers against them).
const enrichedRow = (...a: Parameters<typeof presentEnrichedRow>) => presentEnrichedRow(...a) as z.input<typeof EnrichedRowOut>;

/**
 * REST facades of the stocks module (the spec's section 7), mounted under /api. Specific paths before
 * /stock/:ticker. Quotes carry the spec's fields plus their USD conversions (usdRate, marketCapUsd,
 * currentPriceUsd), as GraphQL StockData.
 */
export const stocksRoutes = [
  defineRoute({
    method: 'post',
    path: '/stock/multiple',
    tag: 'stocks',
    summary: 'Quotes for several tickers in one call',
    body: tickersInput,
    response: success({ data: z.record(z.string(), StockDataOut).describe('Keyed by upper-case ticker') }),
    handler: async (ctx, { body }) => {
      const quotes = await Promise.all((await getStocks(ctx, body.tickers)).map((q) => withUsd(ctx, q)));
      return { success: true as const, data: Object.fromEntries(quotes.map((q) => [q.ticker, q])) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/stock/trials/enriched',
    tag: 'stocks',
    summary: 'Stock dashboard rows: listed trials with their stock data',
    query: {
      investissement_bourse: enrichedSchema.shape.investmentVerdict.describe('Verdict filter (the web app asks OUI)'),
      page: enrichedSchema.shape.page.describe('Page number'),
      limit: enrichedSchema.shape.limit.describe('Cards per page'),
      sortBy: enrichedSchema.shape.sortBy.describe('score (default) or marketCapUsd: market caps compared in US dollars'),
      sortOrder: enrichedSchema.shape.sortOrder.describe('desc (default) or asc; unknown values last'),
    },
    response: success({ data: z.array(EnrichedRowOut), pagination: PaginationOut }),
    handler: async (ctx, { query: q }) => {
      const page = await enrichedTrialsWithStocks(ctx, {
        investmentVerdict: q.investissement_bourse,
        page: q.page,
        limit: q.limit,
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      });
      const [stocks, signals] = await Promise.all([Promise.all(page.stocks.map(async (s) => (s ? withUsd(ctx, s) : null))), trialSignalsOf(ctx, page.trials)]);
      return {
        success: true as const,
        data: page.trials.map((t, i) => enrichedRow(t, signals.get(t.nctId)!, stocks[i] ?? null)),
        pagination: page.pagination,
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/stock/trial/:id',
    tag: 'stocks',
    summary: "Stock data of a trial's sponsor",
    params: { id: nctIdParam },
    response: success({ data: StockDataOut.nullable(), trial: TableRowOut, ticker: z.string().nullable() }),
    errors: { '404': 'Trial not found' },
    handler: async (ctx, { params }) => {
      const r = await getTrialStock(ctx, params.id);
      const [data, [trial]] = await Promise.all([r.stock ? withUsd(ctx, r.stock) : null, presentTableRows(ctx, [r.trial])]);
      return { success: true as const, data, trial, ticker: r.ticker };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/stock/cache/stats',
    tag: 'stocks',
    summary: 'Stock cache statistics',
    response: success({
      data: z.strictObject({
        validEntries: z.number().int(),
        totalEntries: z.number().int(),
        hits: z.number().int(),
        misses: z.number().int(),
        backend: z.string(),
        provider: z.string(),
      }),
    }),
    handler: async (ctx) => ({ success: true as const, data: await stockCacheStats(ctx) }),
  }),
  defineRoute({
    method: 'delete',
    path: '/stock/cache',
    tag: 'stocks',
    summary: 'Clear the stock cache',
    auth: 'required',
    response: success({ message: z.string(), data: z.strictObject({ cleared: z.number().int() }) }),
    handler: async (ctx) => ({ success: true as const, message: 'Stock cache cleared', data: await clearStockCache(ctx) }),
  }),
  defineRoute({
    method: 'get',
    path: '/stock/:ticker',
    tag: 'stocks',
    summary: 'Quote and fundamentals of one ticker',
    params: { ticker: tickerParam },
    response: success({ data: StockDataOut }),
    handler: async (ctx, { params }) => ({ success: true as const, data: await withUsd(ctx, await getStock(ctx, params.ticker)) }),
  }),
];
