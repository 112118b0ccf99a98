import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from 'knex';

/**
 * Runs a named statement: PostgreSQL parses and plans it once per connection instead of at every
 * request (the hot reads of the trial and table pages). One name, one constant text.
 *
 * It runs on the entity manager's transaction when it has one: outside it, a read made while a
 * mutation holds its connection would wait for a second one from the pool, and 200 such mutations
 * at once would exhaust it.
 */
export async function namedQuery<R>(em: EntityManager, name: string, sql: string, bindings: readonly Knex.RawBinding[]): Promise<R[]> {
  const knex = em.getTransactionContext<Knex.Transaction>() ?? em.getKnex();
  const result: { rows: R[] } = await knex.raw(sql, bindings).options({ name });
  return result.rows;
}
