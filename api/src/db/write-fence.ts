import type { Orm } from './orm.js';
import { DatabaseUnavailableError } from './pool.control.js';

/**
 * Closes an ORM to new writes when a stopping server's grace period is over: from then on a write
 * outside a transaction, or a new transaction, fails at once with DatabaseUnavailableError (503
 * UNAVAILABLE), while reads and the transactions already open run to their end. So a request still
 * running either commits before the fence (and answers its success: the reads after its write still
 * work) or never commits, and its client gets a 503 either way: no write lands after its client
 * was told it failed or saw its connection close.
 */
export interface WriteFence {
  readonly closed: boolean;
  close(reason: string): void;
}

/** A statement that writes nothing (a `select … for update` counts as a write: it is refused too). */
const READ = /^\s*(select|with|show|explain|values)\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate|copy)\b/i;

export const isReadOnlyStatement = (sql: string): boolean => READ.test(sql) && !WRITE_WORD.test(sql);

interface KnexClient {
  /** Statements outside a transaction (a transaction's own go through a client of its own). */
  query(connection: unknown, query: string | { sql?: string }): Promise<unknown>;
  /** A new top-level transaction (nested ones go through their transaction's client). */
  transaction(...args: unknown[]): unknown;
}

export function installWriteFence(orm: Orm): WriteFence {
  const client = orm.em.getConnection().getKnex().client as KnexClient;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  let refusal: Error | undefined;
  client.query = (connection, q) => {
    const sql = typeof q === 'string' ? q : (q.sql ?? '');
    return refusal && !isReadOnlyStatement(sql) ? Promise.reject(refusal) : query(connection, q);
  };
  // knex chains `.catch()` on what this returns: a rejected promise, not a throw.
  client.transaction = (...args) => (refusal ? Promise.reject(refusal) : transaction(...args));
  return {
    get closed() {
      return refusal !== undefined;
    },
    close(reason) {
      refusal ??= new DatabaseUnavailableError(reason);
    },
  };
}
