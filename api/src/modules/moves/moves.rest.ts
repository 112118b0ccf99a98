import { z } from 'zod';
import { success } from '../../rest/openapi.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { tickerParam } from '../stocks/stocks.validation.js';
import { PastCatalystOut, ReactionStatsOut } from './moves.outputs.js';
import { getReactionStats, pastCatalystsOfCompany } from './moves.service.js';
import { pastCatalystsSchema, reactionStatsSchema } from './moves.validation.js';

/** REST facades of the moves module (same services as Company.pastCatalysts and Query.reactionStats). */
export const movesRoutes = [
  defineRoute({
    method: 'get',
    path: '/companies/:ticker/past-catalysts',
    tag: 'companies',
    summary: 'Past catalysts of a company (readouts, stops, regulatory decisions) with the stock’s move, most recent first',
    params: { ticker: tickerParam },
    query: { first: pastCatalystsSchema.shape.first.describe('At most this many (1–200, default 50)') },
    response: success({ ticker: z.string(), pastCatalysts: z.array(PastCatalystOut) }),
    errors: { '404': 'No company has this ticker' },
    handler: async (ctx, { params, query }) => ({ success: true as const, ...(await pastCatalystsOfCompany(ctx, params.ticker, { first: query.first })) }),
  }),
  defineRoute({
    method: 'get',
    path: '/analytics/reactions',
    tag: 'analytics',
    summary: 'Stock reactions to past catalysts on success and on failure: median and quartiles with n, by cap bucket and therapeutic area',
    query: { measure: reactionStatsSchema.shape.measure.describe('ABNORMAL_1D (default), ABNORMAL_5D, MOVE_1D or MOVE_5D') },
    response: success({ stats: ReactionStatsOut }),
    handler: async (ctx, { query }) => ({ success: true as const, stats: await getReactionStats(ctx, { measure: query.measure }) }),
  }),
];
