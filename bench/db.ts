import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { app, moduleServices } from '../api/src/composition.js';
import { loadConfig } from '../api/src/config.js';
import { createContext, type AppContext } from '../api/src/context.js';
import { databaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../api/src/db/embedded.js';
import { DEFAULT_DB_LIMITS, migrate, openOrm, type Orm } from '../api/src/db/orm.js';
import type { Deps } from '../api/src/deps.js';
import { createAppPubSub } from '../api/src/graphql/pubsub.js';
import { createRateLimiter } from '../api/src/lib/rate-limit.js';
import { listenForTrialWrites } from '../api/src/server/response-cache.listener.js';

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
 * close() stops the server and deletes the folder; it is safe to call more than once. With `keepDir`
 * the cluster lives in that folder and outlives the run (close() only stops it), so a later run can
 * measure the same seeded database again (see seededBefore).
 */
export async function openBenchDb(
  log: (l: string) => void,
  onCleanup: (close: () => Promise<void>) => void = () => undefined,
  keepDir?: string,
): Promise<BenchDb> {
  const dir = keepDir ? path.resolve(keepDir) : await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-bench-'));
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its cluster
  let starting: Promise<EmbeddedDatabase> | undefined;
  const orms: Orm[] = [];
  let listener: { close(): Promise<void> } | undefined;
  const pubsub = createAppPubSub(undefined);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await listener?.close();
    for (const o of orms) await o.close(true).catch(() => undefined);
    await pubsub.close().catch(() => undefined);
    // A signal may arrive while PostgreSQL is starting: wait for it, then stop it.
    const server = await starting?.catch(() => undefined);
    await server?.stop().catch(() => undefined);
    if (!keepDir) await fs.rm(dir, { recursive: true, force: true });
  };
  onCleanup(close);
  try {
    starting = startEmbeddedPostgres({ dataDir: dir, log });
    const server = await starting;
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const exists = await admin.query(`select 1 from pg_database where datname = 'bench'`);
    if (!exists.rowCount) await admin.query('create database bench');
    await admin.end();
    const url = databaseUrl(server.url, 'bench');
    const ormLog = (m: string) => log(m.replace(/\x1b\[[0-9;]*m/g, ''));
    const orm = await openOrm(url, app.entities, { logger: ormLog });
    orms.push(orm);
    await migrate(orm);
    // No statement timeout: a sequential scan of 500 000 trials may take longer than a server allows.
    const noIndexOrm = await openOrm(
      url,
      app.entities,
      { logger: ormLog, driverOptions: { connection: { options: NO_INDEX_OPTIONS } } },
      { ...DEFAULT_DB_LIMITS, statementTimeoutMs: 0 },
    );
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
      limiter: createRateLimiter(),
      // As in a server: the quotes' cache, and the company pages' cache, fed by PostgreSQL's announcements of trial writes.
      ...moduleServices(config, orm),
    };
    if (deps.companyTrials) listener = listenForTrialWrites(url, [deps.companyTrials]);
    // The search's own statement timeout (trials.search.guard.ts) would cut the sequential scans too.
    const noIndexDeps: Deps = { ...deps, orm: noIndexOrm, config: { ...config, SEARCH_STATEMENT_TIMEOUT_MS: 0 } };
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

interface SeedMarker {
  trials: number;
  analysis: boolean;
}
const markerFile = (db: BenchDb) => path.join(db.dir, 'bench-seeded.json');

/**
 * Whether a kept folder already holds this run's data (same trial count, same analysis choice),
 * written by markSeeded after a complete seeding. A folder holding anything else is emptied.
 */
export async function seededBefore(db: BenchDb, want: SeedMarker): Promise<boolean> {
  const marker = await fs
    .readFile(markerFile(db), 'utf8')
    .then((t) => JSON.parse(t) as SeedMarker)
    .catch(() => null);
  if (marker?.trials === want.trials && marker.analysis === want.analysis) return true;
  await fs.rm(markerFile(db), { force: true });
  await db.deps.orm.em.getConnection().execute(`do $$ declare t text; begin
    for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' loop
      execute format('truncate %I cascade', t);
    end loop; end $$`);
  return false;
}

export async function markSeeded(db: BenchDb, marker: SeedMarker): Promise<void> {
  await fs.writeFile(markerFile(db), JSON.stringify(marker));
}

/** VACUUM ANALYZE on a connection of its own, without the pool's statement timeout (it can take minutes on a large database). */
export async function vacuumAnalyze(db: Pick<BenchDb, 'url'>): Promise<void> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
