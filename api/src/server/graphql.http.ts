import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type ContextThunk } from '@apollo/server';
import type { AppContext } from '../context.js';
import { badInput } from '../errors.js';
import { findInputProblem } from '../lib/input-guard.js';
import { graphqlOperationDuration, operationLabel, responseCacheLookups } from '../lib/metrics.js';
import { parseLocale } from '../context.js';
import type { CacheKey, CachedAnswer, ResponseCache } from './response-cache.js';
import { setSecurityHeaders } from './security-headers.js';
import { trackRequest } from './request-info.js';

/**
 * The common GraphQL request — `POST /graphql` with a JSON body of known length — answered on
 * node:http directly, without Express's router, body parser and middleware chain (two thirds of
 * the cost of a small query). Apollo Server executes it exactly as under the Express middleware
 * (`executeHTTPGraphQLRequest`, the API its integrations are built on), with the same context, and
 * the answer carries the same status, headers and body.
 *
 * Everything else goes to Express untouched (nothing read): other methods and paths, a query
 * string, another content type or charset, a compressed or chunked body, a body over the limit.
 * A body this path has read but cannot use (malformed JSON, text PostgreSQL cannot store) is handed
 * to Express with the error Express's own chain would have raised, so its error answer is the same.
 */

/** express.json({ limit: '1mb' }) of the /graphql route. */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/** What express.json() accepts and decodes exactly like this path: JSON in UTF-8 (the charset it assumes when none is given). */
const JSON_UTF8 = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** An error as body-parser raises it (http-errors: status, expose, type), for the error model (errors.ts). */
function bodyError(type: 'entity.parse.failed' | 'request.aborted', message: string): Error {
  return Object.assign(new Error(message), { status: 400, statusCode: 400, expose: true, type });
}

/** The request this path answers, judged from its head alone. */
export function isPlainJsonPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/graphql') return false;
  const h = req.headers;
  if (h['transfer-encoding'] !== undefined || (h['content-encoding'] !== undefined && h['content-encoding'].toLowerCase() !== 'identity')) return false;
  const type = h['content-type'];
  if (type === undefined || !JSON_UTF8.test(type)) return false;
  const length = h['content-length'];
  if (length === undefined || !/^\d{1,8}$/.test(length)) return false;
  return Number(length) <= GRAPHQL_BODY_LIMIT;
}

/** body-parser's strict JSON: '' is {}, anything else must be an object or array (after a UTF-8 BOM and JSON whitespace). */
function parseJsonBody(buf: Buffer): unknown {
  let text = buf.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length === 0) return {};
  const first = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw bodyError('entity.parse.failed', 'strict JSON: object or array expected');
  try {
    return JSON.parse(text);
  } catch {
    throw bodyError('entity.parse.failed', 'malformed JSON');
  }
}

/** Express's res.send(string): the Content-Type gets charset=utf-8 (HTML when none), then Content-Length. */
function contentTypeWithCharset(type: unknown): string {
  if (typeof type !== 'string') return 'text/html; charset=utf-8';
  if (/;\s*charset=utf-8$/i.test(type)) return type;
  const [media, ...params] = type.split(';').map((p) => p.trim());
  return [media, ...params.filter((p) => !/^charset=/i.test(p)), 'charset=utf-8'].join('; ');
}

export interface PlainJsonPostHandler {
  /** Answers the request and returns true, or returns false having read nothing (Express serves it). */
  (req: IncomingMessage, res: ServerResponse, handOff: (err: unknown) => void): boolean;
}

/** A cached answer, sent as the first one was (status, Apollo's headers, body) with this request's own id. */
function sendCached(req: IncomingMessage, res: ServerResponse, hit: CachedAnswer, start: number, operationName: unknown): void {
  trackRequest(req, res, '/graphql', start);
  setSecurityHeaders(res, true);
  for (const [key, value] of hit.headers) res.setHeader(key, value);
  res.statusCode = hit.status;
  res.setHeader('Content-Length', Buffer.byteLength(hit.body));
  res.end(hit.body);
  const name = typeof operationName === 'string' ? operationName : undefined;
  graphqlOperationDuration.record((performance.now() - start) / 1000, operationLabel(name, 'anonymous'), 'query', 'http', 'ok');
}

/** Context factory of this path: the request's own, or (signedOut) the one a signed-out visitor of the same request gets. */
export type PlainContext = (req: IncomingMessage, signedOut?: boolean) => Promise<AppContext>;

type Answer = Awaited<ReturnType<ApolloServer<AppContext>['executeHTTPGraphQLRequest']>>;

/** Apollo writes `errors` before `data`: a complete 200 answer starting with data has none, and may be kept. */
const keepable = (answer: Answer) => (answer.status ?? 200) === 200 && answer.body.kind === 'complete' && answer.body.string.startsWith('{"data":');

function cachedForm(answer: Answer & { body: { kind: 'complete' } }): CachedAnswer {
  const headers: [string, string][] = [...answer.headers].filter(([key]) => key.toLowerCase() !== 'content-length' && key.toLowerCase() !== 'content-type');
  headers.push(['content-type', contentTypeWithCharset(answer.headers.get('content-type'))]);
  return { status: 200, headers, body: answer.body.string };
}

export function plainJsonPostHandler(apollo: ApolloServer<AppContext>, context: PlainContext, cache?: ResponseCache): PlainJsonPostHandler {
  const run = (req: IncomingMessage, body: unknown, signedOut: boolean): Promise<Answer> => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const thunk: ContextThunk<AppContext> = () => context(req, signedOut);
    return apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: { method: 'POST', headers, search: '', body }, context: thunk });
  };

  const send = async (req: IncomingMessage, res: ServerResponse, answer: Answer, start: number): Promise<void> => {
    trackRequest(req, res, '/graphql', start);
    setSecurityHeaders(res, true);
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      res.setHeader('Content-Type', contentTypeWithCharset(res.getHeader('Content-Type')));
      res.setHeader('Content-Length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };

  /**
   * The answer from the cache, or computed as a signed-out visitor gets it and kept; then, for a
   * signed-in request, with the viewer's own fields. Null: the request is executed whole.
   */
  const fromCache = async (req: IncomingMessage, res: ServerResponse, body: unknown, start: number, cache: ResponseCache, key: CacheKey): Promise<boolean> => {
    const signedIn = req.headers.authorization !== undefined;
    let shared = cache.get(key.key);
    responseCacheLookups.inc({ result: shared ? 'hit' : 'miss' });
    if (!shared) {
      const generation = cache.generation;
      const answer = await run(req, body, true);
      if (!keepable(answer)) {
        if (signedIn) return false;
        await send(req, res, answer, start);
        return true;
      }
      // The kept object: what the viewer's part learns of it on this request serves its later reads.
      shared = cache.set(key.key, key.deps, cachedForm(answer as Answer & { body: { kind: 'complete' } }), generation);
    }
    const operationName = (body as { operationName?: unknown }).operationName;
    if (!signedIn || key.viewer.kind === 'none') {
      sendCached(req, res, shared, start, operationName);
      return true;
    }
    const ctx = await context(req);
    ctx.operation = typeof operationName === 'string' ? operationName : null;
    const mine = await cache.forViewer(shared, key, ctx);
    if (!mine) return false;
    sendCached(req, res, mine, start, operationName);
    return true;
  };

  const execute = async (req: IncomingMessage, res: ServerResponse, body: unknown, start: number, handOff: (err: unknown) => void): Promise<void> => {
    // rejectUnstorableText: the path is storable and there is no query string; the body is checked (depth, text).
    const problem = findInputProblem(body, 'body');
    if (problem) return handOff(badInput(problem.message, { field: problem.field, reason: problem.reason }));
    // Operations that read trials only are answered from the cache (response-cache.ts), signed in or not.
    const key = cache?.keyOf(body, parseLocale(req.headers['accept-language']));
    if (cache && key && !(key.viewer.kind === 'whole' && req.headers.authorization !== undefined)) {
      try {
        if (await fromCache(req, res, body, start, cache, key)) return;
      } catch {
        // The whole execution answers it, with its own error path (unless an answer has left).
        if (res.headersSent) return;
      }
    }
    let answer: Answer;
    try {
      answer = await run(req, body, false);
    } catch (err) {
      return handOff(err);
    }
    await send(req, res, answer, start);
  };

  return (req, res, handOff) => {
    if (!isPlainJsonPost(req)) return false;
    const start = performance.now();
    const length = Number(req.headers['content-length']);
    const buf = Buffer.allocUnsafe(length);
    let received = 0;
    let ended = false;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      handOff(err);
    };
    // Only while the body arrives: a client leaving later (its socket destroyed while the operation
    // runs) is not an error of the request, as under Express once body-parser has its body.
    const lost = (err: unknown) => {
      if (!ended) fail(err);
    };
    req.on('data', (chunk: Buffer) => {
      // node:http frames the body by Content-Length: never more than announced.
      received += chunk.copy(buf, received);
    });
    req.on('aborted', () => lost(bodyError('request.aborted', 'request aborted')));
    req.on('error', lost);
    req.on('close', () => {
      if (!req.complete) lost(bodyError('request.aborted', 'request aborted'));
    });
    req.on('end', () => {
      ended = true;
      if (failed) return;
      let body: unknown;
      try {
        body = parseJsonBody(received === length ? buf : buf.subarray(0, received));
      } catch (err) {
        return fail(err);
      }
      execute(req, res, body, start, fail).catch(fail);
    });
    return true;
  };
}
