import express, { Router } from 'express';
import type { ContextFactory } from '../context.js';
import { notFound } from '../errors.js';
import { rejectUnstorableText } from '../server/input-guard.middleware.js';
import { sendError } from './handler.js';
import { serveOpenApi } from './openapi.js';
import { mountRoutes, type RestApi } from './route.js';

/**
 * The spec's REST calls under /api: thin facades over the same services as GraphQL, each module's
 * routes as the composition root lists them (`api.routes`), each request's context from `contextOf`.
 */
export function restRouter(api: RestApi, contextOf: ContextFactory): Router {
  const router = Router();
  router.use(express.json({ limit: '1mb' }), rejectUnstorableText);
  router.get('/openapi.json', serveOpenApi(api)); // OpenAPI 3 description of these facades
  mountRoutes(router, contextOf, api.routes);
  router.use((req, res) =>
    sendError(res, notFound(`No API route for ${req.method} ${req.path}`, 'ROUTE_NOT_FOUND', { method: req.method, path: req.path.slice(0, 200) }), req),
  );
  // Body parsing and URL decoding errors keep their 4xx (see toAppError); the rest is logged, never shown.
  router.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => sendError(res, err, req));
  return router;
}
