import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Raw SQL on the entity manager's connection, inside its transaction when there is one. For the
 * statements an entity API does not express (upserts with RETURNING, conditional updates); the
 * caller names the row type.
 */
export function sql<T extends object = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
}
