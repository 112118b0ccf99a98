import http from 'node:http';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Deps } from '../deps.js';
import { readiness } from '../modules/system/system.service.js';
import { sendError } from '../rest/handler.js';
import { restRouter } from '../rest/router.js';
import { createGraphQLServer } from './graphql.js';
import { GRAPHQL_BODY_LIMIT } from './graphql.http.js';
import { rejectUnstorableText } from './input-guard.middleware.js';
import { compileTrustProxy, trackRequest } from './request-info.js';
import { securityHeaders } from './security-headers.js';
import { serveWeb } from './static.js';

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  webServed: boolean;
  /** Stops accepting connections, drains GraphQL (HTTP and WebSocket), closes the server. */
  close(): Promise<void>;
}

const HANDED_OVER = Symbol('graphql plain path error');
type HandedOver = http.IncomingMessage & { [HANDED_OVER]?: unknown };

export async function createServer(deps: Deps, schema: GraphQLSchema, opts: { webDist?: string } = {}): Promise<AppServer> {
  const app = express();
  app.disable('x-powered-by');
  // res.send computes no ETag (a hash of every /graphql and /api body, which are `no-store` answers,
  // never revalidated; calendar.ics sets its own). The setting stays enabled, so files sent by
  // res.sendFile (the web app) keep their stat-based ETags and 304s.
  app.set('etag', () => undefined);
  const trust = compileTrustProxy(deps.config.TRUST_PROXY);
  app.set('trust proxy', trust);
  const httpServer = http.createServer();

  app.use((req, res, next) => {
    trackRequest(req, res, req.originalUrl);
    next();
  });
  app.use(securityHeaders());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const r = await readiness(deps);
    res.status(r.ready ? 200 : 503).json(r.ready ? { status: 'ready' } : { status: 'not ready', reason: r.reason });
  });

  const gql = await createGraphQLServer(deps, schema, httpServer, trust);
  app.use(
    '/graphql',
    // A request the plain path (graphql.http.ts) read but could not use arrives with the error Express's chain would have raised.
    (req, _res, next) => next((req as HandedOver)[HANDED_OVER]),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    rejectUnstorableText,
    gql.middleware,
  );
  app.use('/api', restRouter(deps));
  const webServed = opts.webDist ? serveWeb(app, opts.webDist) : false;

  // Last resort (body parsing and URL decoding errors keep their 4xx; anything else is logged, never shown).
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    sendError(res, err, req, req.path.startsWith('/graphql') ? 'graphql' : 'rest');
  });

  // The plain JSON POST /graphql is answered without Express; everything else goes through it.
  httpServer.on('request', (req: HandedOver, res: http.ServerResponse) => {
    const handOff = (err: unknown) => {
      req[HANDED_OVER] = err;
      app(req, res);
    };
    if (!gql.plainPost(req, res, handOff)) app(req, res);
  });

  return {
    app,
    httpServer,
    webServed,
    close: async () => {
      await gql.stop();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
