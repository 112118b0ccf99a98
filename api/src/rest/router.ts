import express, { Router } from 'express';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { analysisRoutes } from '../modules/analysis/analysis.rest.js';
import { analyticsRoutes } from '../modules/analytics/analytics.rest.js';
import { authRoutes } from '../modules/auth/auth.rest.js';
import { calendarRoutes } from '../modules/calendar/calendar.rest.js';
import { commentsRoutes } from '../modules/comments/comments.rest.js';
import { reactionsRoutes } from '../modules/reactions/reactions.rest.js';
import { stocksRoutes } from '../modules/stocks/stocks.rest.js';
import { trialsRoutes } from '../modules/trials/trials.rest.js';
import { sendError } from './handler.js';
import { serveOpenApi } from './openapi.js';

/** The spec's REST calls under /api: thin facades over the same services as GraphQL. */
export function restRouter(deps: Deps): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }));
  router.get('/openapi.json', serveOpenApi); // OpenAPI 3 description of these facades
  // Order matters where paths overlap: specific routes (e.g. /trials/popular) before /trials/:id.
  for (const register of [authRoutes, reactionsRoutes, trialsRoutes, calendarRoutes, commentsRoutes, stocksRoutes, analysisRoutes, analyticsRoutes]) {
    register(router, deps);
  }
  router.use((req, res) => sendError(res, new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}`)));
  // Body parser errors (malformed JSON, too large) are user mistakes, not 500s.
  router.use((err: { type?: string; status?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err?.type === 'entity.too.large') return sendError(res, new AppError('BAD_USER_INPUT', 'Request body too large (1 MB at most)'));
    if (err?.type === 'entity.parse.failed') return sendError(res, new AppError('BAD_USER_INPUT', 'Malformed JSON body'));
    sendError(res, err, req);
  });
  return router;
}
