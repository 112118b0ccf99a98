import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers with a Content-Security-Policy the SPA and the self-hosted explorer work with
 * (GraphiQL's editor injects styles and runs web workers from our own origin), and
 * `Cache-Control: no-store` on every API answer: some carry tokens, none should sit in a shared cache.
 */
export function securityHeaders() {
  const headers = helmet({
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
    // The app is served over plain HTTP on localhost by default: HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (/^\/(api|graphql)(\/|$)/.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    headers(req, res, next);
  };
}
