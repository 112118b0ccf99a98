import type pg from 'pg';

/**
 * A handle on one ORM's connection pool, for the database health monitor: while the database is
 * known to be down or stalled, acquisitions fail at once (instead of waiting for a frozen server),
 * and the connections held by stuck queries can be dropped so those queries fail too.
 */
export interface PoolControl {
  /** When set, every new acquisition fails with this error. */
  unavailable?: Error;
  /** Closes the socket of every open pool connection: their queries fail, the pool opens new ones later. */
  dropConnections(reason: string): number;
  /** `performance.now()` of the last statement the database answered on a pooled connection (0: none yet). */
  lastAnswerAt: number;
}

/** The error acquisitions fail with while the database is down (mapped to 503 UNAVAILABLE by toAppError). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(reason: string) {
    super(`The database is unavailable (${reason})`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Remembers the pool's pg clients (fed by the pool's afterCreate hook). */
export function createPoolControl(): PoolControl & { track(client: pg.Client): void } {
  const clients = new Set<pg.Client>();
  return {
    unavailable: undefined,
    lastAnswerAt: 0,
    track(client) {
      clients.add(client);
      client.once('end', () => clients.delete(client));
    },
    dropConnections(reason) {
      let n = 0;
      for (const client of clients) {
        clients.delete(client);
        // pg emits 'error' then 'end': knex marks the connection disposed and the pool discards it.
        client.connection.stream.destroy(new DatabaseUnavailableError(reason));
        n++;
      }
      return n;
    },
  };
}
