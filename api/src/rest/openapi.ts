import type { Request, Response } from 'express';
import { z } from 'zod';
import { ErrorOut, SHARED_OUTPUTS } from './openapi.outputs.js';
import type { RestApi, RestRoute } from './route.js';

/**
 * OpenAPI 3 description of the REST facades under /api (the spec's section 7), served at
 * GET /api/openapi.json and generated from the routes themselves: their parameters and bodies from
 * the services' zod input schemas, their answers from the zod output schemas of openapi.outputs.ts
 * (shared shapes) and of the modules (their own answers).
 * GraphQL is the primary API (its schema documents itself at /graphql and in the /explorer GraphiQL).
 */

type Json = Record<string, unknown>;
const COMPONENT = '#/components/schemas/';

/** OpenAPI 3.0 `nullable` needs a `type` (a nullable reference or union becomes a union with a null branch), and enums list null. */
const NULL_BRANCH: Json = { type: 'object', nullable: true, enum: [null] };
function nullableUnions(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(nullableUnions);
  if (!v || typeof v !== 'object') return v;
  const o: Json = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, nullableUnions(x)]));
  // A nullable enum must list null among its values (OpenAPI 3.0.3 clarification), or validators refuse it.
  if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) return { ...o, enum: [...o.enum, null] };
  if (o.nullable !== true || o.type !== undefined) return o;
  const { nullable: _nullable, allOf, anyOf, ...rest } = o as Json & { allOf?: Json[]; anyOf?: Json[] };
  return { ...rest, anyOf: [...(anyOf ?? allOf ?? []), NULL_BRANCH] };
}

/** One zod schema as an OpenAPI 3.0 schema; named schemas (`.meta({ id })`) become `$ref`s into `components`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Json & { definitions?: Record<string, Json> };
  const { definitions, ...root } = out;
  const relink = (v: Json): Json => nullableUnions(JSON.parse(JSON.stringify(v).replaceAll('"#/definitions/', `"${COMPONENT}`))) as Json;
  for (const [id, def] of Object.entries(definitions ?? {})) components[id] ??= relink(def);
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id === 'string') {
    components[id] ??= relink(root);
    return { $ref: `${COMPONENT}${id}` };
  }
  return relink(root);
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const errorResponse = (description: string): Json => ({ description, content: { 'application/json': { schema: { $ref: `${COMPONENT}Error` } } } });

const IDEMPOTENCY_KEY: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: a request repeated with the same key (1–255 printable ASCII characters) within 24 h returns the first answer and changes nothing',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function parameters(where: 'query' | 'path', shape: Record<string, z.ZodType> | undefined, components: Record<string, Json>): Json[] {
  if (!shape) return [];
  const obj = toSchema(z.object(shape), 'input', components) as { properties?: Record<string, Json & { description?: string }>; required?: string[] };
  return Object.entries(obj.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: where,
      required: where === 'path' || (obj.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
      // Lists travel comma-joined: ?phase=PHASE2,PHASE3
      ...(rest.type === 'array' ? { style: 'form', explode: false } : {}),
    };
  });
}

function operation(route: RestRoute, components: Record<string, Json>): Json {
  const params = [
    ...parameters('path', route.params, components),
    ...parameters('query', route.query, components),
    ...(route.idempotent ? [IDEMPOTENCY_KEY] : []),
  ];
  const content = route.produces ?? 'application/json';
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.auth === 'required' ? { security: [{ bearerAuth: [] }] } : route.auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input', components) } } } } : {}),
    responses: {
      [String(route.status ?? 200)]: { description: 'Success', content: { [content]: { schema: toSchema(route.response, 'output', components) } } },
      '400': { $ref: '#/components/responses/BadRequest' },
      ...(route.auth === 'required' ? { '401': { $ref: '#/components/responses/Unauthenticated' } } : {}),
      ...(route.idempotent ? { '409': errorResponse('Idempotency-Key reused with another request, or its first request still running') } : {}),
      '429': { $ref: '#/components/responses/RateLimited' },
      '500': { $ref: '#/components/responses/InternalError' },
      ...Object.fromEntries(Object.entries(route.errors ?? {}).map(([status, description]) => [status, errorResponse(description)])),
    },
  };
}

/** The OpenAPI 3.0 document of `api`'s routes; `serverUrl` is the /api base the client reaches. */
export function openApiDocument(api: RestApi, serverUrl = '/api') {
  const components: Record<string, Json> = {};
  for (const schema of [ErrorOut, ...SHARED_OUTPUTS, ...api.outputs]) toSchema(schema, 'output', components);
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of api.routes) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route, components);
  paths['/openapi.json'] = {
    get: {
      tags: ['meta'],
      summary: 'This document',
      responses: { '200': { description: 'OpenAPI 3 document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  };
  return {
    openapi: '3.0.3',
    info: {
      title: 'Trialyst REST API',
      version: '1.0.0',
      description:
        'REST facades of Trialyst (clinical trials, stock data, AI investment analysis, comments). Answers are `{ success: true, ... }`; errors are `{ success: false, error, code, reason, params }` with a fitting HTTP status: `code` is the category, `reason` the specific, stable cause (COMMENT_TOO_LONG, WRONG_CURRENT_PASSWORD...) and `params` its values (field, min, max...). The full API is GraphQL at `/graphql` (HTTP and graphql-ws subscriptions); explore it at `/explorer`.',
    },
    servers: [{ url: serverUrl }],
    tags: api.tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'accessToken from /auth/login; on 401 TOKEN_EXPIRED call /auth/refresh',
        },
      },
      responses: {
        BadRequest: errorResponse('Invalid input (BAD_USER_INPUT, details: { field, reason })'),
        Unauthenticated: errorResponse('Missing or invalid token (UNAUTHENTICATED), or expired (TOKEN_EXPIRED)'),
        RateLimited: errorResponse('Too many requests (RATE_LIMITED); see Retry-After'),
        InternalError: errorResponse('Unexpected error (INTERNAL)'),
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

/** Express handler of GET /api/openapi.json (generated once per base URL). */
export function serveOpenApi(api: RestApi): (req: Request, res: Response) => void {
  let cached: { base: string; body: string } | undefined;
  return (req, res) => {
    const base = req.baseUrl || '/api';
    if (cached?.base !== base) cached = { base, body: JSON.stringify(openApiDocument(api, base)) };
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(cached.body);
  };
}
