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
import { rejectUnstorableText } from '../server/input-guard.middleware.js';
import { sendError } from './handler.js';
import { serveOpenApi } from './openapi.js';

/** The spec's REST calls under /api: thin facades over the same services as GraphQL. */
export function restRouter(deps: Deps): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }), rejectUnstorableText);
  router.get('/openapi.json', serveOpenApi); // OpenAPI 3 description of these facades
  // Order matters where paths overlap: specific routes (e.g. /trials/popular) before /trials/:id.
  for (const register of [authRoutes, reactionsRoutes, trialsRoutes, calendarRoutes, commentsRoutes, stocksRoutes, analysisRoutes, analyticsRoutes]) {
    register(router, deps);
  }
  router.use((req, res) => sendError(res, new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}`), req));
  // Body parsing and URL decoding errors keep their 4xx (see toAppError); the rest is logged, never shown.
  router.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err, req));
  return router;
}
