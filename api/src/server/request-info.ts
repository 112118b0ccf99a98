import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import proxyaddr from 'proxy-addr';
import type { RequestInfo } from '../context.js';
import { logger } from '../lib/logger.js';

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

const requestIds = new WeakMap<IncomingMessage, string>();

/** The request id (the client's `X-Request-Id` when it is sane, otherwise a new one), stable per request. */
export function requestIdOf(req: IncomingMessage): string {
  let id = requestIds.get(req);
  if (!id) {
    const sent = req.headers['x-request-id'];
    id = typeof sent === 'string' && /^[\w.:-]{1,128}$/.test(sent) ? sent : crypto.randomUUID();
    requestIds.set(req, id);
  }
  return id;
}

/**
 * Every HTTP answer carries its request id (`X-Request-Id`). One log line per request at `debug`
 * (LOG_LEVEL=debug), and at `warn` for answers 500 and above whatever the level: the default
 * `info` writes no line per request. Health probes are never logged.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, url: string, start = process.hrtime.bigint()): void {
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  res.on('finish', () => {
    const failed = res.statusCode >= 500;
    if (!failed && !logger.isLevelEnabled('debug')) return;
    if (/^\/(healthz|readyz)(\?|$)/.test(url)) return;
    const line = { reqId: id, method: req.method, url, status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6 };
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
  return {
    authorization: header(req, 'authorization'),
    locale: header(req, 'accept-language'),
    ip: clientAddress(req, trust),
    userAgent: header(req, 'user-agent'),
    requestId: requestIdOf(req),
  };
}

export function httpRequestInfo(req: Request): RequestInfo {
  return {
    authorization: req.get('authorization'),
    locale: req.get('accept-language'),
    ip: req.ip ?? null,
    userAgent: req.get('user-agent'),
    requestId: requestIdOf(req),
  };
}

/** A WebSocket operation: the token and locale come from connectionParams, the address from the upgrade request. */
export function socketRequestInfo(req: IncomingMessage, trust: TrustProxy, params: Record<string, unknown> | undefined): RequestInfo {
  const p = params ?? {};
  const token = p.authorization ?? p.Authorization ?? (typeof p.accessToken === 'string' ? `Bearer ${p.accessToken}` : undefined);
  return {
    authorization: typeof token === 'string' ? token : undefined,
    locale: typeof p.locale === 'string' ? p.locale : req.headers['accept-language'],
    ip: clientAddress(req, trust),
    userAgent: req.headers['user-agent'],
    requestId: crypto.randomUUID(),
  };
}
