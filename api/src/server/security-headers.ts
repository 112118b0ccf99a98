import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers with a Content-Security-Policy the SPA and the self-hosted explorer work with
 * (GraphiQL's editor injects styles and runs web workers from our own origin), and
 * `Cache-Control: no-store` on every API answer: some carry tokens, none should sit in a shared cache.
 */
export const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The legacy header says what `frame-ancestors 'none'` says (helmet's default, SAMEORIGIN, contradicted it).
  xFrameOptions: { action: 'deny' },
  // Per request instead (securityHeaders below): only an answer to an HTTPS request may carry HSTS.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};
const helmetMiddleware = helmet(HELMET_OPTIONS);

/**
 * What helmet does to a response, recorded once: with this configuration every header is a
 * constant (no nonce, no per-request directive), so each answer gets the same list without
 * running helmet's dozen middlewares per request.
 */
function recordHelmet(): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let error: unknown;
  helmetMiddleware({} as never, recorder as never, (err?: unknown) => {
    error = err;
  });
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return { set, removed };
}
const HELMET = recordHelmet();

const API_PATH = /^\/(api|graphql)(\/|$)/;

/** Sets the security headers of an answer (`api`: a /api or /graphql answer, never stored). */
export function setSecurityHeaders(res: ServerResponse, api: boolean): void {
  if (api) res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of HELMET.set) res.setHeader(name, value);
  for (const name of HELMET.removed) res.removeHeader(name);
}

/** HSTS, as deploy/nginx.conf sends it on TLS; a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers above on every answer, plus HSTS when the request came over HTTPS: a TLS socket, or
 * `X-Forwarded-Proto: https` from a proxy TRUST_PROXY trusts (Express's `req.secure`). Plain HTTP
 * answers never carry it (a browser ignores it there, and localhost must stay reachable over HTTP).
 */
export function securityHeaders() {
  return (req: Request, res: Response, next: NextFunction) => {
    setSecurityHeaders(res, API_PATH.test(req.path));
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    next();
  };
}
