import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppContext, ContextFactory } from '../context.js';
import { errorExtensions, isServerFailure, toAppError, toHttpError } from '../errors.js';
import { logFailure } from '../errors.log.js';
import { countErrors } from '../lib/metrics.js';
import { httpRequestInfo, requestIdOf } from '../server/request-info.js';

/**
 * Sends any error in our error model: the spec's REST shape `{ success: false, error, code }` or a
 * GraphQL `{ errors }` body. Internal and unavailable errors are logged with the request id and
 * answered carrying that id (internal ones with a generic message: nothing else of them reaches the client).
 */
export function sendError(res: Response, err: unknown, req?: Request, shape: 'rest' | 'graphql' = 'rest'): void {
  const appError = toAppError(err);
  countErrors(shape, 'http', [appError.code]);
  const requestId = req ? requestIdOf(req) : appError.requestId;
  // Once per failure: one the context factory already logged is not logged again.
  logFailure(appError, err, { reqId: requestId, url: req?.originalUrl });
  const { status, body } = toHttpError(appError);
  if (appError.code === 'RATE_LIMITED' && typeof appError.details?.retryAfterSeconds === 'number') {
    res.set('Retry-After', String(appError.details.retryAfterSeconds));
  }
  const withId = isServerFailure(appError) && requestId ? { requestId } : {};
  if (res.headersSent) return void res.end();
  if (shape === 'graphql') {
    res.status(status).json({ errors: [{ message: body.error, extensions: { ...errorExtensions(appError), ...withId } }] });
  } else {
    res.status(status).json({ ...body, ...withId });
  }
}

/**
 * A REST facade handler: builds the request context, runs `fn`, sends its result as JSON
 * (with 200, or the status it sets) and turns any error into the spec's `{ success: false, error, code }`.
 */
export function handle(contextOf: ContextFactory, fn: (ctx: AppContext, req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const ctx = await contextOf(httpRequestInfo(req));
      const body = await fn(ctx, req, res);
      if (!res.headersSent) res.json(body);
    } catch (err) {
      sendError(res, err, req);
    }
  };
}

/** Query-string value as a string ('' and absent → undefined; the spec's 'ALL' means no filter). */
export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  const s = Array.isArray(v) ? v[0] : v;
  if (typeof s !== 'string') return undefined;
  const t = s.trim();
  return t === '' || t === 'ALL' ? undefined : t;
}
