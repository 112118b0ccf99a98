import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { CtgovQuery } from '../../providers/ctgov/ctgov.client.js';

/** Book-keeping of `import_runs` rows (raw SQL through the entity manager's knex, transaction-aware). */

export interface LiveRunState {
  id: string;
  nextPageToken: string | null;
  pagesFetched: number;
  pageSize: number;
}

interface Counts {
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

async function run<T>(em: EntityManager, query: Knex.QueryBuilder): Promise<T> {
  const trx = em.getTransactionContext<Knex.Transaction>();
  const result: T = await (trx ? query.transacting(trx) : query);
  return result;
}

/** Same filters → same key, whatever their order or case. */
export function liveQueryKey(q: CtgovQuery): string {
  const list = (v?: string[]) => [...new Set((v ?? []).map((s) => s.trim().toUpperCase()).filter(Boolean))].sort();
  const since = q.updatedSince ? { since: q.updatedSince } : {};
  return `live:${JSON.stringify({ term: q.term?.trim() ?? '', cond: q.cond?.trim() ?? '', status: list(q.status), phase: list(q.phase), ...since })}`;
}

/** The key of the same filters without the incremental bound: the runs `--since-last` follows on from. */
export function baseQueryKey(q: CtgovQuery): string {
  const { updatedSince: _since, ...base } = q;
  return liveQueryKey(base);
}

export async function createRun(em: EntityManager, kind: 'file' | 'live', queryKey: string, query: Record<string, unknown>): Promise<string> {
  const knex = em.getKnex();
  const rows = await run<{ id: string }[]>(
    em,
    knex('import_runs')
      .insert({ kind, query_key: queryKey, query: JSON.stringify(query), status: 'running' })
      .returning('id'),
  );
  return rows[0].id;
}

/**
 * The day (YYYY-MM-DD, UTC) the latest completed live run of the same filters (whatever its own
 * incremental bound) started: `--since-last` fetches what was updated from then on. Null if none.
 */
export async function lastCompletedRunDay(em: EntityManager, query: CtgovQuery): Promise<string | null> {
  const knex = em.getKnex();
  const key = baseQueryKey(query);
  const rows = await run<{ day: string }[]>(
    em,
    knex('import_runs')
      .select(knex.raw(`to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day`))
      .where({ kind: 'live', status: 'completed' })
      .andWhere((w) => w.whereRaw(`query->>'baseKey' = ?`, [key]).orWhere({ query_key: key }))
      .orderBy('started_at', 'desc')
      .limit(1),
  );
  return rows[0]?.day ?? null;
}

/** The latest unfinished live run of this query that can go on from a saved page token. */
export async function findResumableRun(em: EntityManager, query: CtgovQuery): Promise<LiveRunState | null> {
  const knex = em.getKnex();
  const rows = await run<{ id: string; next_page_token: string | null; pages_fetched: number; query: { pageSize?: number } | string; status: string }[]>(
    em,
    knex('import_runs')
      .select('id', 'next_page_token', 'pages_fetched', 'query', 'status')
      .where({ kind: 'live', query_key: liveQueryKey(query) })
      .orderBy('started_at', 'desc')
      .limit(1),
  );
  const r = rows[0];
  if (!r || r.status === 'completed' || r.status === 'abandoned' || !r.next_page_token) return null;
  const q = typeof r.query === 'string' ? (JSON.parse(r.query) as { pageSize?: number }) : r.query;
  await run(em, knex('import_runs').update({ status: 'running', error: null, finished_at: null }).where({ id: r.id }));
  return { id: r.id, nextPageToken: r.next_page_token, pagesFetched: r.pages_fetched, pageSize: q.pageSize ?? 1000 };
}

export async function abandonRuns(em: EntityManager, query: CtgovQuery): Promise<void> {
  const knex = em.getKnex();
  await run(
    em,
    knex('import_runs')
      .update({ status: 'abandoned', finished_at: knex.fn.now() })
      .where({ kind: 'live', query_key: liveQueryKey(query) })
      .whereNot({ status: 'completed' }),
  );
}

/** Adds one page's counts and stores the token of the next page (in the page's transaction). */
export async function recordPage(em: EntityManager, id: string, nextPageToken: string | null, c: Counts): Promise<void> {
  const knex = em.getKnex();
  await run(
    em,
    knex('import_runs')
      .update({
        next_page_token: nextPageToken,
        pages_fetched: knex.raw('pages_fetched + 1'),
        inserted: knex.raw('inserted + ?', [c.inserted]),
        updated: knex.raw('updated + ?', [c.updated]),
        unchanged: knex.raw('unchanged + ?', [c.unchanged]),
        skipped: knex.raw('skipped + ?', [c.skipped]),
      })
      .where({ id }),
  );
}

/** Ends a run; file runs pass their final counts, live runs already added theirs page by page. */
export async function finishRun(em: EntityManager, id: string, status: string, counts: Counts | null, error: string | null): Promise<void> {
  const knex = em.getKnex();
  const patch: Record<string, unknown> = { status, error: error?.slice(0, 2000) ?? null, finished_at: knex.fn.now() };
  if (counts) Object.assign(patch, { inserted: counts.inserted, updated: counts.updated, unchanged: counts.unchanged, skipped: counts.skipped });
  await run(em, knex('import_runs').update(patch).where({ id }));
}
