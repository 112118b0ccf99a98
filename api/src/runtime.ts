import 'reflect-metadata';
import { app, moduleServices } from './composition.js';
import { config as loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { watchDatabaseHealth, type DatabaseHealth } from './db/health.js';
import { dbLimits, migrate, openOrm, pendingMigrations, type Orm } from './db/orm.js';
import { superviseEmbedded } from './db/supervisor.js';
import { installWriteFence } from './db/write-fence.js';
import type { Deps } from './deps.js';
import { createAppPubSub } from './graphql/pubsub.js';
import { createRateLimiter } from './lib/rate-limit.js';

export interface Runtime {
  deps: Deps;
  database: Database;
  migrationsApplied: string[];
  /** Database health monitor: while it says down, queries fail at once with UNAVAILABLE. */
  health: DatabaseHealth;
  /**
   * Refuses new writes from now on (db/write-fence.ts): a stopping server calls it when its grace
   * period is over, so the requests still running cannot commit after their clients got a 503.
   */
  refuseWrites(reason: string): void;
  close(): Promise<void>;
}

/**
 * Pending migrations run without the server's statement timeout (a migration may rewrite a big
 * table), on a short-lived ORM of their own.
 */
async function applyMigrations(orm: Orm, url: string, config: Config, role: 'server' | 'cli'): Promise<string[]> {
  const serverLimits = dbLimits(config, role);
  const migrationLimits = dbLimits(config, 'cli');
  if (serverLimits.statementTimeoutMs === migrationLimits.statementTimeoutMs || !(await pendingMigrations(orm)).length) return migrate(orm);
  const migrationOrm = await openOrm(url, app.entities, {}, migrationLimits);
  try {
    return await migrate(migrationOrm);
  } finally {
    await migrationOrm.close(true);
  }
}

/**
 * Database (embedded or DATABASE_URL), ORM, migrations and pub/sub: what the server and every
 * CLI command need. Closing stops the embedded PostgreSQL only if this process started it.
 */
export async function openRuntime(opts: { config?: Config; log?: (line: string) => void; role?: 'server' | 'cli' } = {}): Promise<Runtime> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? (() => undefined);
  const role = opts.role ?? 'server';
  // Process-wide hooks of the modules (e.g. every import alerts the watchers of what it changed).
  app.listeners();
  const database = await openDatabase(config, log);
  let orm: Orm | undefined;
  let migrationsApplied: string[];
  try {
    orm = await openOrm(database.url, app.entities, {}, dbLimits(config, role));
    migrationsApplied = await applyMigrations(orm, database.url, config, role);
  } catch (e) {
    await orm?.close(true).catch(() => undefined);
    await database.stop();
    throw e;
  }
  // Restarts a dead embedded PostgreSQL; the health monitor turns an outage into fast 503s.
  const supervisor = database.server ? superviseEmbedded(database.server, { log }) : undefined;
  const fence = installWriteFence(orm);
  const health = watchDatabaseHealth(orm, database.url, { log, failFast: role === 'server' });
  const pubsub = createAppPubSub(config.REDIS_URL);
  const limiter = createRateLimiter({ redisUrl: config.REDIS_URL });
  if (!(await limiter.ready())) log('Rate limiter: Redis not reachable yet, counting in memory until it answers');
  const deps: Deps = { config, orm, pubsub, limiter, ...moduleServices(config, orm) };
  let closed = false;
  return {
    deps,
    database,
    migrationsApplied,
    health,
    refuseWrites: (reason) => fence.close(reason),
    async close() {
      if (closed) return;
      closed = true;
      await supervisor?.stop();
      await health.stop();
      await pubsub.close().catch(() => undefined);
      await deps.stocks.close().catch(() => undefined);
      await deps.limiter.close().catch(() => undefined);
      await orm.close(true).catch(() => undefined);
      await database.stop();
    },
  };
}

/** Runs a CLI command with a runtime, closing it whatever happens; exit code 1 on failure. */
export async function runCli(name: string, fn: (rt: Runtime) => Promise<void>): Promise<void> {
  let rt: Runtime | undefined;
  const stop = async () => {
    await rt?.close();
  };
  process.once('SIGINT', () => {
    console.error(`\n${name}: interrupted, closing…`);
    void stop().finally(() => process.exit(130));
  });
  try {
    rt = await openRuntime({ log: (l) => console.error(l), role: 'cli' });
    await fn(rt);
    await stop();
  } catch (e) {
    const err = e as Error;
    console.error(`${name} failed: ${err.message}`);
    if (process.env.DEBUG) console.error(err.stack);
    await stop().catch(() => undefined);
    process.exitCode = 1;
  }
}
