import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import proxyaddr from 'proxy-addr';
import type { RequestInfo } from '../context.js';

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
