import pg from 'pg';

/** Advisory lock key of the background ClinicalTrials.gov sync (one process syncs at a time). */
export const SYNC_LOCK = 7_318_820_101;

/**
 * Runs `fn` if the session-level advisory lock `key` is free, on a connection of its own; returns
 * `{ ran: false }` at once when another process holds it. A process that dies releases the lock
 * with its connection.
 */
export async function tryWithAdvisoryLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
