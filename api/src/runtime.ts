import 'reflect-metadata';
import { config as loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { migrate, openOrm } from './db/orm.js';
import type { Deps } from './deps.js';
import { createAppPubSub } from './graphql/pubsub.js';
import { createStocks } from './modules/stocks/stocks.factory.js';

export interface Runtime {
  deps: Deps;
  database: Database;
  migrationsApplied: string[];
  close(): Promise<void>;
}

/**
 * Database (embedded or DATABASE_URL), ORM, migrations and pub/sub: what the server and every
 * CLI command need. Closing stops the embedded PostgreSQL only if this process started it.
 */
export async function openRuntime(opts: { config?: Config; log?: (line: string) => void } = {}): Promise<Runtime> {
  const config = opts.config ?? loadConfig();
  const log = opts.log ?? (() => undefined);
  const database = await openDatabase(config, log);
  let orm;
  try {
    orm = await openOrm(database.url);
  } catch (e) {
    await database.stop();
    throw e;
  }
  const migrationsApplied = await migrate(orm);
  const pubsub = createAppPubSub(config.REDIS_URL);
  const deps: Deps = { config, orm, pubsub, stocks: createStocks(config, orm) };
  let closed = false;
  return {
    deps,
    database,
    migrationsApplied,
    async close() {
      if (closed) return;
      closed = true;
      await pubsub.close().catch(() => undefined);
      await deps.stocks.close().catch(() => undefined);
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
    rt = await openRuntime({ log: (l) => console.error(l) });
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
