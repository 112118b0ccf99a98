import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type pg from 'pg';
import type { Config } from '../config.js';
import { logger } from '../lib/logger.js';
import { entities } from './entities.js';
import { loadMigrations, MIGRATIONS_DIR } from './migrations/index.js';
import { createPoolControl, type PoolControl } from './pool.control.js';

export type Orm = MikroORM;

/** Time limits of the connection pool (milliseconds; a statement timeout of 0 means none). */
export interface DbLimits {
  /** Server-side `statement_timeout` of every pooled connection. */
  statementTimeoutMs: number;
  /** Longest wait for a free pooled connection before failing with UNAVAILABLE. */
  acquireTimeoutMs: number;
  /** Longest wait for a new connection's TCP + authentication handshake. */
  connectTimeoutMs: number;
}

export const DEFAULT_DB_LIMITS: DbLimits = { statementTimeoutMs: 30_000, acquireTimeoutMs: 10_000, connectTimeoutMs: 5_000 };

type LimitsConfig = Pick<Config, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_CLI_STATEMENT_TIMEOUT_MS' | 'DB_ACQUIRE_TIMEOUT_MS' | 'DB_CONNECT_TIMEOUT_MS'>;

/** The server's limits, or a CLI command's (long batch jobs: no statement timeout unless configured). */
export function dbLimits(config: LimitsConfig, role: 'server' | 'cli'): DbLimits {
  return {
    statementTimeoutMs: role === 'server' ? config.DB_STATEMENT_TIMEOUT_MS : config.DB_CLI_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  };
}

export function ormOptions(
  url: string,
  overrides: Partial<Options> = {},
  limits: DbLimits = DEFAULT_DB_LIMITS,
  onConnection?: (client: pg.Client) => void,
): Options {
  return {
    clientUrl: url,
    entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: true },
    debug: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: {
      min: 0,
      max: 20,
      acquireTimeoutMillis: limits.acquireTimeoutMs,
      ...(onConnection ? { afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => (onConnection(conn), done(null, conn)) } : {}),
    },
    driverOptions: {
      acquireConnectionTimeout: limits.acquireTimeoutMs,
      // knex writes to the console ("Connection Error: …" for each connection a restart dropped):
      // into our log instead; the health monitor reports outages once.
      log: {
        warn: (message: unknown) => logger.debug({ knex: message }, 'knex warning'),
        error: (message: unknown) => logger.warn({ knex: message }, 'knex error'),
        deprecate: () => undefined,
        debug: () => undefined,
      },
      connection: {
        // Sent in the start-up packet: no extra round trip per connection.
        ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
        connectionTimeoutMillis: limits.connectTimeoutMs,
        keepAlive: true,
      },
    },
    migrations: {
      path: MIGRATIONS_DIR,
      emit: 'ts',
      // New files (npm run db:migration:create) are named like the existing ones.
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? name[0].toUpperCase() + name.slice(1) : ''}`,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    ...overrides,
  };
}

const controls = new WeakMap<Orm, PoolControl>();

/** The pool handle of an ORM opened by openOrm (the health monitor drives it). */
export function poolControlOf(orm: Orm): PoolControl | undefined {
  return controls.get(orm);
}

export async function openOrm(url: string, overrides: Partial<Options> = {}, limits: DbLimits = DEFAULT_DB_LIMITS): Promise<Orm> {
  const control = createPoolControl();
  const options = ormOptions(url, overrides, limits, (c) => control.track(c));
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, migrationsList: await loadMigrations() } });
  // Every query and transaction takes its connection here: fail at once while the database is known down.
  const client = orm.em.getConnection().getKnex().client as { acquireConnection(): Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => (control.unavailable ? Promise.reject(control.unavailable) : acquire());
  controls.set(orm, control);
  return orm;
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}

export async function pendingMigrations(orm: Orm): Promise<string[]> {
  return (await orm.getMigrator().getPendingMigrations()).map((m) => m.name);
}
