import type { Request, Response, Router } from 'express';
import type { z } from 'zod';
import type { AppContext, ContextFactory } from '../context.js';
import { handle, queryString } from './handler.js';

export type Shape = Record<string, z.ZodType>;

/** What a REST facade's handler receives: only the documented query, path and body names (anything else is a compile error). */
export interface RouteInput<Q extends Shape, P extends Shape, B extends z.ZodType> {
  /** Query values as sent (trimmed; '' and the spec's 'ALL' mean absent): the service validates them. */
  query: { [K in keyof Q]?: string };
  params: { [K in keyof P]: string };
  /** The JSON body's documented fields, unvalidated: the service parses them with the same schema. */
  body: { [K in keyof z.input<B>]?: unknown };
  req: Request;
  res: Response;
}

/**
 * One REST facade: its OpenAPI description (from the services' zod input schemas and a zod output
 * schema) and its handler, typed by both. The router mounts these and the OpenAPI document is
 * generated from the same list, so a route cannot exist undocumented.
 */
export interface RouteSpec<Q extends Shape, P extends Shape, B extends z.ZodType, R extends z.ZodType> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path (`/comments/:id`); OpenAPI gets `/comments/{id}`. */
  path: string;
  /** The OpenAPI tag it is listed under: one of RestApi.tags. */
  tag: string;
  summary: string;
  auth?: 'required' | 'optional';
  /** Takes an Idempotency-Key header (and may answer 409 CONFLICT). */
  idempotent?: boolean;
  query?: Q;
  params?: P;
  body?: B;
  /** Status of a success (200 unless said). */
  status?: 200 | 201;
  /** Content type of a success when it is not JSON; the handler then returns the body text. */
  produces?: 'text/calendar' | 'text/csv';
  response: R;
  /** Other answers worth naming (400, 401, 429, 500 are added). */
  errors?: Partial<Record<'401' | '403' | '404' | '409', string>>;
  handler: (ctx: AppContext, input: RouteInput<Q, P, B>) => Promise<z.input<R>>;
}

/** A route with its types erased, as the router and the document generator see it. */
export type RestRoute = Omit<RouteSpec<Shape, Shape, z.ZodType, z.ZodType>, 'handler'> & {
  run: (ctx: AppContext, req: Request, res: Response) => Promise<unknown>;
};

const EMPTY: Shape = {};

export function defineRoute<Q extends Shape = Shape, P extends Shape = Shape, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>(
  spec: RouteSpec<Q, P, B, R>,
): RestRoute {
  const { handler, ...doc } = spec;
  const query = Object.keys(spec.query ?? EMPTY);
  const params = Object.keys(spec.params ?? EMPTY);
  return {
    ...doc,
    run: async (ctx, req, res) => {
      const input = {
        query: Object.fromEntries(query.map((k) => [k, queryString(req, k)])),
        params: Object.fromEntries(params.map((k) => [k, String(req.params[k])])),
        body: req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {},
        req,
        res,
      } as RouteInput<Q, P, B>;
      const out = await handler(ctx, input);
      if (spec.status) res.status(spec.status);
      if (spec.produces && !res.headersSent) {
        if (!res.get('Content-Type')) res.type(spec.produces);
        res.send(out);
        return undefined;
      }
      return out;
    },
  };
}

/** What the /api router and its OpenAPI document are made of: every module's routes, in the composition's order. */
export interface RestApi {
  /** In mounting order: a specific path before a parameterised one that would match it (the composition checks it). */
  routes: readonly RestRoute[];
  /** Named output schemas listed in the document even when only referenced from others. */
  outputs: readonly z.ZodType[];
  /** The document's tags, in order (every route names one of them). */
  tags: readonly string[];
}

/** Mounts routes on the /api router, in order (specific paths before parameterised ones). */
export function mountRoutes(router: Router, contextOf: ContextFactory, routes: readonly RestRoute[]): void {
  for (const r of routes) router[r.method](r.path, handle(contextOf, r.run));
}
