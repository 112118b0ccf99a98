import type { Router } from 'express';
import type { Deps } from '../../deps.js';
import { handle, queryString } from '../../rest/handler.js';
import { presentEnrichedRow } from './stocks.presenter.js';
import { clearStockCache, enrichedTrialsWithStocks, getStock, getStocks, getTrialStock, stockCacheStats } from './stocks.service.js';
import { presentTableRow } from '../trials/trials.presenter.js';

/** REST facades of the stocks module (the spec's section 7), mounted under /api. Specific paths before /stock/:ticker. */
export function stocksRoutes(router: Router, deps: Deps): void {
  router.post(
    '/stock/multiple',
    handle(deps, async (ctx, req) => {
      const quotes = await getStocks(ctx, (req.body as { tickers?: unknown } | undefined)?.tickers);
      return { success: true, data: Object.fromEntries(quotes.map((q) => [q.ticker, q])) };
    }),
  );

  router.get(
    '/stock/trials/enriched',
    handle(deps, async (ctx, req) => {
      const page = await enrichedTrialsWithStocks(ctx, {
        investmentVerdict: queryString(req, 'investissement_bourse'),
        page: queryString(req, 'page'),
        limit: queryString(req, 'limit'),
      });
      return { success: true, data: page.trials.map((t, i) => presentEnrichedRow(t, page.stocks[i] ?? null)), pagination: page.pagination };
    }),
  );

  router.get(
    '/stock/trial/:id',
    handle(deps, async (ctx, req) => {
      const r = await getTrialStock(ctx, req.params.id);
      return { success: true, data: r.stock, trial: presentTableRow(r.trial), ticker: r.ticker };
    }),
  );

  router.get(
    '/stock/cache/stats',
    handle(deps, async (ctx) => ({ success: true, data: await stockCacheStats(ctx) })),
  );

  router.delete(
    '/stock/cache',
    handle(deps, async (ctx) => {
      const r = await clearStockCache(ctx);
      return { success: true, message: 'Stock cache cleared', data: r };
    }),
  );

  router.get(
    '/stock/:ticker',
    handle(deps, async (ctx, req) => ({ success: true, data: await getStock(ctx, req.params.ticker) })),
  );
}
