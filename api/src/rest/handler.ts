import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createContext, type AppContext } from '../context.js';
import type { Deps } from '../deps.js';
import { AppError, toAppError, toHttpError } from '../errors.js';
import { logger } from '../lib/logger.js';
import { authenticateBearer } from '../modules/auth/auth.bearer.js';

export async function restContext(deps: Deps, req: Request): Promise<AppContext> {
  const auth = await authenticateBearer(deps, req.get('authorization'));
  return createContext(deps, {
    ...auth,
    locale: req.get('accept-language') ?? null,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    requestId: (req as Request & { id?: string }).id,
  });
}

export function sendError(res: Response, err: unknown, req?: Request): void {
  const appError = toAppError(err);
  if (appError.code === 'INTERNAL') logger.error({ err, url: req?.originalUrl }, 'REST handler failed');
  const { status, body } = toHttpError(appError);
  if (appError.code === 'RATE_LIMITED' && typeof appError.details?.retryAfterSeconds === 'number') {
    res.set('Retry-After', String(appError.details.retryAfterSeconds));
  }
  res.status(status).json(body);
}

/**
 * A REST facade handler: builds the request context, runs `fn`, sends its result as JSON
 * (with 200, or the status it sets) and turns any error into the spec's `{ success: false, error, code }`.
 */
export function handle(deps: Deps, fn: (ctx: AppContext, req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      const ctx = await restContext(deps, req);
      const body = await fn(ctx, req, res);
      if (!res.headersSent) res.json(body);
    } catch (err) {
      sendError(res, err, req);
    }
  };
}

/** For handlers that require a signed-in user. */
export function requireUser(ctx: AppContext): NonNullable<AppContext['user']> {
  if (ctx.user) return ctx.user;
  if (ctx.authError === 'TOKEN_EXPIRED') throw new AppError('TOKEN_EXPIRED', 'Access token expired');
  throw new AppError('UNAUTHENTICATED', 'Authentication required');
}

/** Query-string value as a string ('' and absent → undefined; the spec's 'ALL' means no filter). */
export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  const s = Array.isArray(v) ? v[0] : v;
  if (typeof s !== 'string') return undefined;
  const t = s.trim();
  return t === '' || t === 'ALL' ? undefined : t;
}
