import http from 'node:http';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Deps } from '../deps.js';
import { logger } from '../lib/logger.js';
import { readiness } from '../modules/system/system.service.js';
import { sendError } from '../rest/handler.js';
import { restRouter } from '../rest/router.js';
import { createGraphQLServer } from './graphql.js';
import { rejectUnstorableText } from './input-guard.middleware.js';
import { compileTrustProxy, requestIdOf } from './request-info.js';
import { securityHeaders } from './security-headers.js';
import { serveWeb } from './static.js';

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  webServed: boolean;
  /** Stops accepting connections, drains GraphQL (HTTP and WebSocket), closes the server. */
  close(): Promise<void>;
}

export async function createServer(deps: Deps, schema: GraphQLSchema, opts: { webDist?: string } = {}): Promise<AppServer> {
  const app = express();
  app.disable('x-powered-by');
  const trust = compileTrustProxy(deps.config.TRUST_PROXY);
  app.set('trust proxy', trust);
  const httpServer = http.createServer(app);

  app.use((req, res, next) => {
    const id = requestIdOf(req);
    res.setHeader('X-Request-Id', id);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.path === '/healthz' || req.path === '/readyz') return;
      logger.info(
        { reqId: id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6 },
        'request',
      );
    });
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
  app.use('/graphql', express.json({ limit: '1mb' }), rejectUnstorableText, gql.middleware);
  app.use('/api', restRouter(deps));
  const webServed = opts.webDist ? serveWeb(app, opts.webDist) : false;

  // Last resort (body parsing and URL decoding errors keep their 4xx; anything else is logged, never shown).
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    sendError(res, err, req, req.path.startsWith('/graphql') ? 'graphql' : 'rest');
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
