import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { app, moduleServices } from '../src/composition.js';
import { loadConfig, type Config } from '../src/config.js';
import { databaseUrl } from '../src/db/embedded.js';
import { openOrm } from '../src/db/orm.js';
import type { Deps } from '../src/deps.js';
import { createContext, type AppContext, type ContextInput } from '../src/context.js';
import { createAppPubSub } from '../src/graphql/pubsub.js';
import { createRateLimiter } from '../src/lib/rate-limit.js';

export interface TestDb {
  deps: Deps;
  url: string;
  name: string;
  /** A fresh request context (own entity manager), as a resolver would get. */
  ctx(input?: ContextInput): AppContext;
  close(): Promise<void>;
}

/** A database of its own, cloned from the migrated template: call in beforeAll, close in afterAll. */
export async function createTestDb(configOverrides: Partial<Config> = {}, opts: { shareDatabaseOf?: TestDb } = {}): Promise<TestDb> {
  app.listeners();
  const server = inject('dbServerUrl');
  // shareDatabaseOf: a second "server process" on the same database (own ORM and pub/sub); it does not drop it.
  const shared = opts.shareDatabaseOf?.name;
  const name = shared ?? `${inject('dbPrefix')}_${crypto.randomBytes(5).toString('hex')}`;
  if (!shared) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${inject('templateDb')}"`);
    } finally {
      await admin.end();
    }
  }
  const url = databaseUrl(server, name);
  const orm = await openOrm(url, app.entities);
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/${name}`, JWT_SECRET: crypto.createHash('sha256').update(name).digest('hex') }),
    // Off unless a test asks for them: tests that write rows and read them back at once would race the
    // cache's invalidation, which arrives a moment after the commit (server/response-cache.test.ts
    // and modules/companies/companies.cache.test.ts test the caches themselves; the corpus and the browser tests run with them on).
    GRAPHQL_RESPONSE_CACHE_MB: 0,
    COMPANY_TRIALS_CACHE_ROWS: 0,
    ...configOverrides,
  };
  // Limit counters of their own per database (a shared one for shareDatabaseOf: two processes of one deployment).
  const limiter = createRateLimiter({ redisUrl: config.REDIS_URL, prefix: `trialyst:rl:${name}` });
  await limiter.ready();
  const deps: Deps = {
    config,
    orm,
    pubsub: createAppPubSub(config.REDIS_URL),
    limiter,
    ...moduleServices(config, orm),
  };
  return {
    deps,
    url,
    name,
    ctx: (input) => createContext(deps, input),
    async close() {
      await deps.pubsub.close();
      await deps.stocks.close();
      await deps.limiter.close();
      await orm.close(true);
      if (shared) return;
      const a = new pg.Client({ connectionString: server });
      await a.connect();
      await a.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await a.end();
    },
  };
}
