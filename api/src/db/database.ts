import pg from 'pg';
import type { Config } from '../config.js';
import { databaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';

export interface Database {
  url: string;
  /** Human description for the start-up line (never contains the password). */
  description: string;
  embedded: boolean;
  /** The embedded server (to supervise), when DATABASE_URL is unset. */
  server?: EmbeddedDatabase;
  stop(): Promise<void>;
}

const APP_DATABASE = 'trialyst';

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres'), connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined); // a dropped connection fails the query below; it must not crash the process
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount)
      await client.query(`create database "${name}"`).catch((e: { code?: string }) => {
        if (e.code !== '42P04') throw e; // created meanwhile by another process
      });
  } finally {
    await client.end();
  }
}

export function describeUrl(url: string): string {
  const u = new URL(url);
  return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR. */
export async function openDatabase(cfg: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>, log: (line: string) => void = () => undefined): Promise<Database> {
  if (cfg.DATABASE_URL) {
    return { url: cfg.DATABASE_URL, description: describeUrl(cfg.DATABASE_URL), embedded: false, stop: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: cfg.DATA_DIR, log });
  try {
    await ensureDatabase(server.url, APP_DATABASE);
  } catch (e) {
    await server.stop();
    throw e;
  }
  return {
    url: databaseUrl(server.url, APP_DATABASE),
    description: `embedded PostgreSQL in ${server.dataDir} (port ${server.port}${server.owner ? '' : ', shared with another process'})`,
    embedded: true,
    server,
    stop: () => server.stop(),
  };
}
