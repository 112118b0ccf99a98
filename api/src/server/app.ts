import http from 'node:http';
import crypto from 'node:crypto';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Deps } from '../deps.js';
import { logger } from '../lib/logger.js';
import { readiness } from '../modules/system/system.service.js';
import { restRouter } from '../rest/router.js';
import { createGraphQLServer } from './graphql.js';
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
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);

  app.use((req, res, next) => {
    const id = req.get('x-request-id') ?? crypto.randomUUID();
    (req as express.Request & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      if (req.path === '/healthz' || req.path === '/readyz') return;
      logger.info({ reqId: id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Number(process.hrtime.bigint() - start) / 1e6 }, 'request');
    });
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const r = await readiness(deps);
    res.status(r.ready ? 200 : 503).json(r.ready ? { status: 'ready' } : { status: 'not ready', reason: r.reason });
  });

  const gql = await createGraphQLServer(deps, schema, httpServer);
  app.use('/graphql', express.json({ limit: '1mb' }), gql.middleware);
  app.use('/api', restRouter(deps));
  const webServed = opts.webDist ? serveWeb(app, opts.webDist) : false;

  // Last resort: body-parser errors and anything unhandled, without stack traces.
  app.use((err: { type?: string; status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err?.type === 'entity.too.large') return void res.status(413).json({ errors: [{ message: 'Request body too large (1 MB at most)', extensions: { code: 'BAD_USER_INPUT' } }] });
    if (err?.type === 'entity.parse.failed') return void res.status(400).json({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_USER_INPUT' } }] });
    logger.error({ err }, 'unhandled error');
    res.status(500).json({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }] });
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
