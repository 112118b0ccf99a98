import type http from 'node:http';
import express from 'express';
import type { GraphQLSchema } from 'graphql';
import { contextFactory, type Authenticate } from '../context.js';
import type { Deps } from '../deps.js';
import { sendError } from '../rest/handler.js';
import type { RestApi } from '../rest/route.js';
import { restRouter } from '../rest/router.js';
import { createGraphQLServer } from './graphql.js';
import type { SessionEvents } from './graphql.ws.fanout.js';
import { startJobs, type BackgroundJob } from './jobs.js';
import type { ResponseCacheRules } from './response-cache.policy.js';
import type { ResponseCache } from './response-cache.js';
import { GRAPHQL_BODY_LIMIT } from './graphql.http.js';
import { rejectUnstorableText } from './input-guard.middleware.js';
import { metricsHandler } from './metrics.js';
import { createHttpDrain } from './http-drain.js';
import { createHttpServer } from './http-timeouts.js';
import { compileTrustProxy, trackRequest } from './request-info.js';
import { securityHeaders } from './security-headers.js';
import { serveWeb } from './static.js';

/** Whether the process can serve: /readyz answers 200 or 503 with the reason. */
export type ReadinessCheck = (deps: Deps) => Promise<{ ready: boolean; reason?: string }>;

/**
 * What the server receives from the composition root (composition.ts): everything module-specific
 * it serves, so that nothing under server/, graphql/ or rest/ names a module.
 */
export interface ServerWiring {
  /** The /api routes, in order, with their OpenAPI outputs and tags. */
  rest: RestApi;
  /** Who sent a request (the auth module): every transport's context factory calls it. */
  authenticate: Authenticate;
  /** Session endings and token lifetime (the auth module): a subscription ends with its session. */
  sessions: SessionEvents;
  /** Which anonymous GraphQL answers may be kept (the trials module's rules); none: no response cache. */
  responseCache: ResponseCacheRules | undefined;
  /** /readyz (the system module). */
  readiness: ReadinessCheck;
  /** Background jobs; those of phase `with-server` run while this server does. */
  jobs: readonly BackgroundJob[];
}

export interface AppServer {
  app: express.Express;
  httpServer: http.Server;
  webServed: boolean;
  /** Signed-out answers of trial reads (server/response-cache.ts); absent when GRAPHQL_RESPONSE_CACHE_MB=0. */
  graphqlCache?: ResponseCache;
  /**
   * Stops the server: /readyz answers 503, no new connection is accepted, idle keep-alive
   * connections close, a new request on an open connection gets 503 with `Connection: close`, and
   * in-flight HTTP requests finish within SHUTDOWN_GRACE_MS. Past it, `onGraceOver` runs (the
   * database refuses new writes: runtime.ts), requests whose body is still arriving get 503 at once
   * and the others SHUTDOWN_SETTLE_MS more, then 503 too. Then WebSockets close with 1001 "Going
   * away" (clients reconnect elsewhere), every connection closes, and Apollo stops.
   */
  close(opts?: { onGraceOver?: () => void }): Promise<void>;
}

/** Past the grace period, how long requests still running get to answer once the database refuses writes. */
const SHUTDOWN_SETTLE_MS = 2000;
/** How long WebSocket closing handshakes and the last answers get before their connections are destroyed. */
const SHUTDOWN_CLOSE_MS = 1000;

const HANDED_OVER = Symbol('graphql plain path error');
type HandedOver = http.IncomingMessage & { [HANDED_OVER]?: unknown };

export async function createServer(deps: Deps, schema: GraphQLSchema, wiring: ServerWiring, opts: { webDist?: string } = {}): Promise<AppServer> {
  const contextOf = contextFactory(deps, wiring.authenticate);
  const app = express();
  app.disable('x-powered-by');
  // res.send computes no ETag (a hash of every /graphql and /api body, which are `no-store` answers,
  // never revalidated; calendar.ics sets its own). The setting stays enabled, so files sent by
  // res.sendFile (the web app) keep their stat-based ETags and 304s.
  app.set('etag', () => undefined);
  const trust = compileTrustProxy(deps.config.TRUST_PROXY);
  app.set('trust proxy', trust);
  const httpServer = createHttpServer(deps.config);
  // Before the request listener below: it counts every request in flight.
  const drain = createHttpDrain(httpServer);

  app.use((req, res, next) => {
    trackRequest(req, res, req.originalUrl);
    next();
  });
  app.use(securityHeaders());

  let stopping = false;
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (stopping) return void res.status(503).json({ status: 'not ready', reason: 'shutting down' });
    const r = await wiring.readiness(deps);
    res.status(r.ready ? 200 : 503).json(r.ready ? { status: 'ready' } : { status: 'not ready', reason: r.reason });
  });
  // Prometheus metrics: only with METRICS_TOKEN (server/metrics.ts); otherwise a plain 404, not the web app.
  const metrics = metricsHandler(deps);
  app.get(
    '/metrics',
    metrics?.handler ??
      ((_req, res) => {
        res.status(404).type('text/plain').send('Not found (set METRICS_TOKEN to serve metrics)\n');
      }),
  );

  const gql = await createGraphQLServer(deps, schema, httpServer, trust, { contextOf, sessions: wiring.sessions, responseCache: wiring.responseCache });
  app.use(
    '/graphql',
    // A request the plain path (graphql.http.ts) read but could not use arrives with the error Express's chain would have raised.
    (req, _res, next) => next((req as HandedOver)[HANDED_OVER]),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    rejectUnstorableText,
    gql.middleware,
  );
  app.use('/api', restRouter(wiring.rest, contextOf));
  const webServed = opts.webDist ? serveWeb(app, opts.webDist) : false;

  // Last resort (body parsing and URL decoding errors keep their 4xx; anything else is logged, never shown).
  app.use((err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    sendError(res, err, req, req.path.startsWith('/graphql') ? 'graphql' : 'rest');
  });

  // The plain JSON POST /graphql is answered without Express; everything else goes through it.
  httpServer.on('request', (req: HandedOver, res: http.ServerResponse) => {
    if (drain.refuse(req, res)) return;
    const handOff = (err: unknown) => {
      req[HANDED_OVER] = err;
      app(req, res);
    };
    if (!gql.plainPost(req, res, handOff)) app(req, res);
  });

  // E.g. the alert dispatcher, which pushes stored alerts live and delivers their webhooks.
  const jobs = startJobs(
    wiring.jobs.filter((j) => j.phase === 'with-server'),
    deps,
    { databaseUrl: deps.orm.config.get('clientUrl') ?? '' },
  );

  return {
    app,
    httpServer,
    webServed,
    graphqlCache: gql.cache,
    close: async (opts = {}) => {
      stopping = true;
      // First, before awaiting anything: stop listening.
      const drained = drain.drain(deps.config.SHUTDOWN_GRACE_MS);
      metrics?.close();
      await jobs.stop();
      if (!(await drained)) {
        opts.onGraceOver?.();
        drain.answerUnstarted();
        await drain.settle(SHUTDOWN_SETTLE_MS);
      }
      await gql.closeWebSockets();
      await drain.close(SHUTDOWN_CLOSE_MS);
      await gql.stop();
    },
  };
}
