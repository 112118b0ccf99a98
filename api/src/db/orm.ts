import { MikroORM, type EntityManager, type Knex, type Options } from '@mikro-orm/postgresql';
import type { ConnectionType, LogContext } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type pg from 'pg';
import type { Config } from '../config.js';
import { logger } from '../lib/logger.js';
import { addPoolSource, dbQueryDuration, dbSlowQueries, type PoolNumbers } from '../lib/metrics.js';
import { LOCKS, withAdvisoryLock } from './advisory-lock.js';
import { loadMigrations, MIGRATIONS_DIR } from './migrations/index.js';
import { createPoolControl, type PoolControl } from './pool.control.js';

export type Orm = MikroORM;

/** The entities the ORM maps: every module's (the composition root's `app.entities`). */
export type OrmEntities = NonNullable<Options['entities']>;

/** Time limits of the connection pool (milliseconds; a statement timeout of 0 means none). */
export interface DbLimits {
  /** Server-side `statement_timeout` of every pooled connection. */
  statementTimeoutMs: number;
  /** Longest wait for a free pooled connection before failing with UNAVAILABLE. */
  acquireTimeoutMs: number;
  /** Longest wait for a new connection's TCP + authentication handshake. */
  connectTimeoutMs: number;
  /** Statements slower than this are logged (0: never). */
  slowQueryMs?: number;
}

export const DEFAULT_DB_LIMITS: DbLimits = { statementTimeoutMs: 30_000, acquireTimeoutMs: 10_000, connectTimeoutMs: 5_000, slowQueryMs: 500 };

type LimitsConfig = Pick<Config, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_CLI_STATEMENT_TIMEOUT_MS' | 'DB_ACQUIRE_TIMEOUT_MS' | 'DB_CONNECT_TIMEOUT_MS'> &
  Partial<Pick<Config, 'DB_SLOW_QUERY_MS'>>;

/** The server's limits, or a CLI command's (long batch jobs: no statement timeout unless configured). */
export function dbLimits(config: LimitsConfig, role: 'server' | 'cli'): DbLimits {
  return {
    statementTimeoutMs: role === 'server' ? config.DB_STATEMENT_TIMEOUT_MS : config.DB_CLI_STATEMENT_TIMEOUT_MS,
    acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    slowQueryMs: config.DB_SLOW_QUERY_MS ?? DEFAULT_DB_LIMITS.slowQueryMs,
  };
}

export function ormOptions(
  url: string,
  entities: OrmEntities,
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

export async function openOrm(url: string, entities: OrmEntities, overrides: Partial<Options> = {}, limits: DbLimits = DEFAULT_DB_LIMITS): Promise<Orm> {
  const control = createPoolControl();
  const options = ormOptions(url, entities, overrides, limits, (c) => control.track(c));
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, migrationsList: await loadMigrations() } });
  // Every query and transaction takes its connection here: fail at once while the database is known down.
  const client = orm.em.getConnection().getKnex().client as { acquireConnection(): Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => (control.unavailable ? Promise.reject(control.unavailable) : acquire());
  controls.set(orm, control);
  const stopInstrumenting = instrument(orm, limits.slowQueryMs ?? 0, control);
  const close = orm.close.bind(orm);
  orm.close = (force?: boolean) => {
    stopInstrumenting();
    return close(force);
  };
  return orm;
}

/**
 * What a request's statements carry, for the slow-query log: its request id and operation (GraphQL
 * operation name or REST route). The request's entity manager (requestEntityManager) hands it to
 * MikroORM as its logger context and to knex as the query context of the builders it makes.
 */
export interface QueryTag {
  reqId: string;
  operation: string | null;
}

/** The tag of the MikroORM statement being built right now (set during the synchronous start of its execution). */
let ormTag: QueryTag | undefined;

const isTag = (v: unknown): v is QueryTag => typeof (v as QueryTag | undefined)?.reqId === 'string';

/** A view of `knex` whose builders and raw statements carry `tag` as their query context. */
function taggedKnex(knex: Knex, tag: QueryTag): Knex {
  const tagged = ((...args: Parameters<Knex>) => knex(...args).queryContext(tag)) as Knex;
  Object.setPrototypeOf(tagged, knex);
  // knex's own `raw` is a read-only property (of the prototype here): defined, not assigned.
  Object.defineProperty(tagged, 'raw', { value: (...args: Parameters<Knex['raw']>) => knex.raw(...args).queryContext(tag), configurable: true });
  return tagged;
}

/**
 * The entity manager of one request: a fork of the ORM's whose statements — those of the entity
 * manager (find, flush, query builders) and of the knex builders and raw SQL of its `getKnex()` —
 * carry the request's tag. Raw SQL through `getConnection().execute()` carries it when given the
 * entity manager's logger context; a transaction's own fork keeps the logger context, while knex
 * builders made from it are untagged.
 */
export function requestEntityManager(orm: Orm, tag: QueryTag): EntityManager {
  const em = orm.em.fork();
  em.setLoggerContext(tag);
  const rootKnex = orm.em.getKnex();
  const getKnex = em.getKnex.bind(em);
  let knex: Knex | undefined;
  em.getKnex = (type?: ConnectionType) => {
    const k = getKnex(type);
    return k === rootKnex ? (knex ??= taggedKnex(k, tag)) : k;
  };
  return em;
}

/**
 * SQL for a log line: string literals (MikroORM inlines its parameters) masked, at most 1000
 * characters. A bulk statement runs to megabytes of inlined rows: only its head is read (a regular
 * expression over all of it overflowed the stack), and a literal the cut leaves open is masked too.
 */
export function sqlForLog(sql: string): string {
  let head = sql.slice(0, 4000);
  if ((head.match(/'/g)?.length ?? 0) % 2 === 1) head = `${head.slice(0, head.lastIndexOf("'"))}'…`;
  return head.replace(/'[^']*(?:''[^']*)*'/g, "'…'").slice(0, 1000);
}

interface KnexQueryEvent {
  __knexQueryUid?: string;
  sql?: string;
  queryContext?: unknown;
}

/**
 * Times every statement of this ORM (knex's query events: builders, raw SQL, MikroORM, inside
 * transactions or not) into trialyst_db_query_duration_seconds, logs those over `slowQueryMs` (a
 * warning with their request id and operation when they carry a tag, debug otherwise), and reports the pool to the pool gauges.
 */
function instrument(orm: Orm, slowQueryMs: number, control: PoolControl): () => void {
  const connection = orm.em.getConnection();
  const knex = connection.getKnex();
  // MikroORM builds its statement synchronously at the start of `executeQuery`'s callback, with the
  // entity manager's logger context in `context`: that context becomes the raw statement's tag.
  const executeQuery = connection['executeQuery'].bind(connection);
  connection['executeQuery'] = <T>(query: string, cb: () => Promise<T>, context?: LogContext): Promise<T> => {
    if (!isTag(context)) return executeQuery(query, cb, context);
    const tag: QueryTag = { reqId: context.reqId, operation: context.operation };
    return executeQuery(
      query,
      () => {
        ormTag = tag;
        try {
          return cb();
        } finally {
          ormTag = undefined;
        }
      },
      context,
    );
  };
  const client = knex.client as { raw(...args: unknown[]): Knex.Raw; pool?: TarnPool };
  const raw = client.raw.bind(client);
  client.raw = (...args: unknown[]) => {
    const statement = raw(...args);
    return ormTag ? statement.queryContext(ormTag) : statement;
  };

  const started = new Map<string, number>();
  const onQuery = (q: KnexQueryEvent) => {
    if (!q.__knexQueryUid) return;
    started.set(q.__knexQueryUid, performance.now());
    // A statement whose answer never came (a dropped connection mid-query) is forgotten eventually.
    if (started.size > 10_000) started.delete(started.keys().next().value!);
  };
  const onEnd = (q: KnexQueryEvent, outcome: 'ok' | 'error') => {
    const start = q.__knexQueryUid === undefined ? undefined : started.get(q.__knexQueryUid);
    if (start === undefined) return;
    started.delete(q.__knexQueryUid!);
    const ms = performance.now() - start;
    dbQueryDuration.record(ms / 1000, outcome);
    if (slowQueryMs > 0 && ms >= slowQueryMs) {
      dbSlowQueries.inc();
      const tag = isTag(q.queryContext) ? q.queryContext : undefined;
      // A request's statement is what a user waits for: a warning. Work outside a request (seeding,
      // analysis, imports, cache warming) runs long bulk statements by design: debug only.
      const line = { reqId: tag?.reqId, op: tag?.operation ?? undefined, ms: Math.round(ms), sql: sqlForLog(q.sql ?? '') };
      if (tag) logger.warn(line, 'slow query');
      else logger.debug(line, 'slow query');
    }
  };
  const onResponse = (_response: unknown, q: KnexQueryEvent) => {
    control.lastAnswerAt = performance.now();
    onEnd(q, 'ok');
  };
  const onError = (_err: unknown, q: KnexQueryEvent) => onEnd(q, 'error');
  knex.on('query', onQuery);
  knex.on('query-response', onResponse);
  knex.on('query-error', onError);
  const removePool = addPoolSource((): PoolNumbers | null => {
    const pool = client.pool;
    if (!pool) return null;
    return { used: pool.numUsed(), idle: pool.numFree(), pending: pool.numPendingAcquires(), max: pool.max };
  });
  return () => {
    knex.off('query', onQuery);
    knex.off('query-response', onResponse);
    knex.off('query-error', onError);
    removePool();
  };
}

/** The part of knex's tarn pool the gauges read. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/**
 * Applies pending migrations; returns the names applied. Under a PostgreSQL advisory lock: several
 * processes starting at once (cluster workers, replicas) migrate one after the other — the first
 * applies them, the others find nothing pending — never concurrently.
 */
export async function migrate(orm: Orm, opts: { log?: (line: string) => void } = {}): Promise<string[]> {
  const url = orm.config.get('clientUrl');
  if (!url) throw new Error('migrate: the ORM has no clientUrl');
  return withAdvisoryLock(
    url,
    LOCKS.migrations,
    async () => {
      const applied = await orm.getMigrator().up();
      return applied.map((m) => m.name);
    },
    { onWait: () => opts.log?.('Another process is applying the migrations: waiting for it') },
  );
}

export async function pendingMigrations(orm: Orm): Promise<string[]> {
  return (await orm.getMigrator().getPendingMigrations()).map((m) => m.name);
}
