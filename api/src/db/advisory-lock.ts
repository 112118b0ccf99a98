import pg from 'pg';

/**
 * Keys of the PostgreSQL advisory locks the app takes (one database's keys; other databases on the
 * same server have their own). Several server processes (cluster workers, compose replicas) start at
 * once: these make the one-time start-up work run in one process at a time, never concurrently.
 */
export const LOCKS = {
  /** Applying migrations (db/orm.ts migrate). */
  migrations: 7_318_820_001,
  /** Start-up data work after migrations: company sync, seeding an empty database (main.ts). */
  startupData: 7_318_820_002,
} as const;

/**
 * Runs `fn` while holding the session-level advisory lock `key`, on a connection of its own (not a
 * pooled one): another process holding it makes this one wait, and a process that dies holding it
 * releases it with its connection. `onWait` is called once when the lock is busy.
 */
export async function withAdvisoryLock<T>(url: string, key: number, fn: () => Promise<T>, opts: { onWait?: () => void } = {}): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined); // a dropped connection fails the queries below; it must not crash the process
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) {
      opts.onWait?.();
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
