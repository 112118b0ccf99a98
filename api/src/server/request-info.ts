import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import proxyaddr from 'proxy-addr';
import type { RequestInfo } from '../context.js';
import type { QueryTag } from '../db/orm.js';
import { logger } from '../lib/logger.js';
import { httpRequestDuration } from '../lib/metrics.js';

export type TrustProxy = (addr: string, i: number) => boolean;

/** `TRUST_PROXY` as proxy-addr understands it: none by default, so X-Forwarded-* are ignored. */
export function compileTrustProxy(setting: string | undefined): TrustProxy {
  const list = (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? proxyaddr.compile(list) : () => false;
}

/** The client address of an HTTP request or a WebSocket upgrade, with the same proxy trust rules. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string | null {
  try {
    return proxyaddr(req, trust) || null;
  } catch {
    return req.socket.remoteAddress ?? null;
  }
}

/** Per request: its id and operation, shared with its context (QueryTag), so its log line can name the operation. */
const requestTags = new WeakMap<IncomingMessage, QueryTag>();

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

function tagOf(req: IncomingMessage): QueryTag {
  let tag = requestTags.get(req);
  if (!tag) {
    const sent = req.headers['x-request-id'];
    tag = { reqId: typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : crypto.randomUUID(), operation: null };
    requestTags.set(req, tag);
  }
  return tag;
}

/** The request id (the client's `X-Request-Id` when it is sane, otherwise a new one), stable per request. */
export function requestIdOf(req: IncomingMessage): string {
  return tagOf(req).reqId;
}

/**
 * The route label of an answer, for the metrics: a REST route's pattern (`/api/trials/:nctId`),
 * never its values, so the number of series stays bounded.
 */
function routeOf(req: IncomingMessage, url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path === '/graphql' || path === '/healthz' || path === '/readyz' || path === '/metrics') return path;
  if (path.startsWith('/api/')) {
    const route = (req as { route?: { path?: unknown } }).route?.path;
    return typeof route === 'string' ? `/api${route}` : '/api/*';
  }
  if (path === '/explorer' || path.startsWith('/explorer/')) return '/explorer';
  return 'web';
}

/**
 * Every HTTP answer carries its request id (`X-Request-Id`) and is counted and timed in
 * trialyst_http_request_duration_seconds. One log line per request at `debug` (LOG_LEVEL=debug),
 * and at `warn` for answers 500 and above whatever the level: the default `info` writes no line per
 * request. Health probes are never logged.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, url: string, start = performance.now()): void {
  const tag = tagOf(req);
  res.setHeader('X-Request-Id', tag.reqId);
  res.on('finish', () => {
    const ms = performance.now() - start;
    httpRequestDuration.record(ms / 1000, req.method ?? 'GET', routeOf(req, url), res.statusCode);
    const failed = res.statusCode >= 500;
    if (!failed && !logger.isLevelEnabled('debug')) return;
    if (/^\/(healthz|readyz)(\?|$)/.test(url)) return;
    const line = { reqId: tag.reqId, ...(tag.operation ? { op: tag.operation } : {}), method: req.method, url, status: res.statusCode, ms };
    if (failed) logger.warn(line, 'request');
    else logger.debug(line, 'request');
  });
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

/** What a GraphQL request over plain node:http carries (the same as httpRequestInfo reads through Express). */
export function nodeRequestInfo(req: IncomingMessage, trust: TrustProxy): RequestInfo {
  const tag = tagOf(req);
  return {
    authorization: header(req, 'authorization'),
    locale: header(req, 'accept-language'),
    ip: clientAddress(req, trust),
    userAgent: header(req, 'user-agent'),
    requestId: tag.reqId,
    tag,
  };
}

/** An Express request; a REST route names the request's operation (`GET /api/trials/:nctId`). */
export function httpRequestInfo(req: Request): RequestInfo {
  const tag = tagOf(req);
  if (!tag.operation && typeof req.route?.path === 'string') tag.operation = `${req.method} ${req.baseUrl}${req.route.path}`;
  return {
    authorization: req.get('authorization'),
    locale: req.get('accept-language'),
    ip: req.ip ?? null,
    userAgent: req.get('user-agent'),
    requestId: tag.reqId,
    tag,
  };
}

/**
 * A WebSocket connection's id: the upgrade request's (its `X-Request-Id` when sane), also sent back
 * in the 101 answer's `X-Request-Id`. Each operation on the connection is `<connection id>:<n>`.
 */
export function connectionIdOf(req: IncomingMessage): string {
  return requestIdOf(req);
}

/** A WebSocket operation: the token and locale come from connectionParams, the address from the upgrade request. */
export function socketRequestInfo(req: IncomingMessage, trust: TrustProxy, params: Record<string, unknown> | undefined, requestId: string): RequestInfo {
  const p = params ?? {};
  const token = p.authorization ?? p.Authorization ?? (typeof p.accessToken === 'string' ? `Bearer ${p.accessToken}` : undefined);
  return {
    authorization: typeof token === 'string' ? token : undefined,
    locale: typeof p.locale === 'string' ? p.locale : req.headers['accept-language'],
    ip: clientAddress(req, trust),
    userAgent: req.headers['user-agent'],
    requestId,
  };
}
