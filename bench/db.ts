import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../api/src/config.js';
import { createContext, type AppContext } from '../api/src/context.js';
import { databaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../api/src/db/embedded.js';
import { migrate, openOrm, type Orm } from '../api/src/db/orm.js';
import type { Deps } from '../api/src/deps.js';
import { createAppPubSub } from '../api/src/graphql/pubsub.js';
import { createStocks } from '../api/src/modules/stocks/stocks.factory.js';
import { createRateLimiter } from '../api/src/lib/rate-limit.js';

/** Session settings of the "no index" baseline: the planner may only scan the table sequentially. */
export const NO_INDEX_OPTIONS = '-c enable_bitmapscan=off -c enable_indexscan=off -c enable_indexonlyscan=off';

export interface BenchDb {
  dir: string;
  url: string;
  deps: Deps;
  /** Same database, every session with index and bitmap scans disabled (the sequential-scan baseline). */
  noIndexDeps: Deps;
  ctx(): AppContext;
  noIndexCtx(): AppContext;
  close(): Promise<void>;
}

/**
 * A throwaway embedded PostgreSQL in a fresh temp folder (never the project's .data), migrated.
 * close() stops the server and deletes the folder; it is safe to call more than once.
 */
export async function openBenchDb(log: (l: string) => void, onCleanup: (close: () => Promise<void>) => void = () => undefined): Promise<BenchDb> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-bench-'));
  await fs.chmod(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its cluster
  let starting: Promise<EmbeddedDatabase> | undefined;
  const orms: Orm[] = [];
  const pubsub = createAppPubSub(undefined);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const o of orms) await o.close(true).catch(() => undefined);
    await pubsub.close().catch(() => undefined);
    // A signal may arrive while PostgreSQL is starting: wait for it, then stop it.
    const server = await starting?.catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  };
  onCleanup(close);
  try {
    starting = startEmbeddedPostgres({ dataDir: dir, log });
    const server = await starting;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const url = databaseUrl(server.url, 'bench');
    const ormLog = (m: string) => log(m.replace(/\x1b\[[0-9;]*m/g, ''));
    const orm = await openOrm(url, { logger: ormLog });
    orms.push(orm);
    await migrate(orm);
    const noIndexOrm = await openOrm(url, {
      logger: ormLog,
      driverOptions: { connection: { options: NO_INDEX_OPTIONS } },
    });
    orms.push(noIndexOrm);
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
    });
    const deps: Deps = {
      config,
      orm,
      pubsub,
      stocks: createStocks(config, orm),
      limiter: createRateLimiter(),
    };
    const noIndexDeps: Deps = { ...deps, orm: noIndexOrm };
    // Make sure the baseline sessions really run without indexes.
    const shown = await noIndexOrm.em
      .getConnection()
      .execute<{ i: string; b: string }[]>(`select current_setting('enable_indexscan') as i, current_setting('enable_bitmapscan') as b`);
    if (shown[0].i !== 'off' || shown[0].b !== 'off') throw new Error(`no-index baseline sessions are not configured (${JSON.stringify(shown[0])})`);
    return {
      dir,
      url,
      deps,
      noIndexDeps,
      ctx: () => createContext(deps),
      noIndexCtx: () => createContext(noIndexDeps),
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}
