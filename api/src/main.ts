// First: graphql-js must load in production mode (see the file).
import './server/graphql.mode.js';
import 'reflect-metadata';
import { app, buildAppSchema } from './composition.js';
import { ConfigError, config as loadConfig } from './config.js';
import { LOCKS, withAdvisoryLock } from './db/advisory-lock.js';
import { logger } from './lib/logger.js';
import { openRuntime, type Runtime } from './runtime.js';
import { createServer, type AppServer } from './server/app.js';
import { startJobs, type RunningJob } from './server/jobs.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The modules' start-up checks, e.g. the JWT signing key: a missing or short JWT_SECRET in production stops here with a clear message.
  app.prepare(config);
  const say = (line: string) => logger.info(line);
  let rt: Runtime | undefined;
  let server: AppServer | undefined;
  let jobs: RunningJob | undefined;
  let stopping = false;
  let opening: Promise<Runtime> | undefined;

  /**
   * The one shutdown path (Apollo's own signal handlers are off: server/graphql.ts). SIGTERM (or
   * SIGINT): stop accepting connections, let in-flight HTTP requests finish (at most
   * SHUTDOWN_GRACE_MS; past it the database refuses new writes and what still runs gets 503: see
   * AppServer.close), close WebSockets with 1001 "Going away" (clients reconnect, elsewhere behind
   * a proxy), close Redis, the pool and the embedded PostgreSQL this process started, flush the
   * log, exit 0. A runtime still opening is closed once open, so its embedded PostgreSQL stops too.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, `${signal} received: draining, then stopping`);
    // Past the grace period and a margin for closing the rest, exit anyway.
    const force = setTimeout(() => {
      logger.error('shutdown did not finish in time: exiting');
      void flushLog().finally(() => process.exit(1));
    }, config.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    const runtime = rt ?? (await opening?.catch(() => undefined));
    const onGraceOver = () => {
      logger.warn({ graceMs: config.SHUTDOWN_GRACE_MS }, 'grace period over: the database refuses new writes, requests still running get 503');
      runtime?.refuseWrites('the server is shutting down');
    };
    await server?.close({ onGraceOver }).catch((err) => logger.error({ err }, 'server close failed'));
    // After the server's close (started first, as before: awaiting something ahead of it left the drain hanging), before the database.
    await jobs?.stop();
    await runtime?.close().catch((err) => logger.error({ err }, 'database close failed'));
    logger.info(`stopped in ${Date.now() - started} ms`);
    await flushLog();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  opening = openRuntime({ config, log: say });
  rt = await opening;
  if (stopping) return; // the signal handler closes it
  try {
    await serve(rt);
  } catch (err) {
    await rt.close().catch(() => undefined); // never leave the embedded PostgreSQL behind
    throw err;
  }

  async function serve(rt: Runtime): Promise<void> {
    if (rt.migrationsApplied.length) say(`Applied ${rt.migrationsApplied.length} migration(s): ${rt.migrationsApplied.join(', ')}`);
    // Several processes starting together (cluster workers, replicas): one seeds an empty database, the others wait for it.
    await withAdvisoryLock(rt.database.url, LOCKS.startupData, () => app.prepareData(rt.deps, say), {
      onWait: () => say('Another process is preparing the data: waiting for it'),
    });
    const schema = await buildAppSchema(rt.deps.pubsub);
    server = await createServer(rt.deps, schema, app, { webDist: config.WEB_DIST });
    if (!server.webServed) logger.warn(`No web build in ${config.WEB_DIST}: run "npm run build" (npm start does it for you)`);
    await new Promise<void>((resolve, reject) => {
      server!.httpServer.once('error', reject);
      server!.httpServer.listen(config.PORT, config.HOST, resolve);
    });
    const address = server.httpServer.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    // The modules' background jobs that run once the server listens (e.g. warming the whole-table
    // aggregates, the ClinicalTrials.gov sync when CTGOV_SYNC_INTERVAL is set).
    jobs = startJobs(
      app.jobs.filter((j) => j.phase === 'once-listening'),
      rt.deps,
      { databaseUrl: rt.database.url },
    );
    logger.info(`Trialyst listening on http://localhost:${port} (GraphQL /graphql, REST /api) using ${rt.database.description}`);
  }
}

/** Waits until every log line is written (pino writes synchronously to stdout by default; a file or pipe destination may buffer). */
function flushLog(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') console.error(`Port already in use: set PORT to a free port (${(err as Error).message})`);
  else console.error(`Trialyst failed to start: ${(err as Error).message}`);
  process.exit(1);
});
