import { performance } from 'node:perf_hooks';
import type { Orm } from '../api/src/db/orm.js';

interface CapturedQuery {
  sql: string;
  bindings: unknown[];
}

/** Runs fn once and returns the SQL statements it sent (knex 'query' events of this ORM). */
export async function captureSql(orm: Orm, fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const knex = orm.em.getKnex();
  const seen: CapturedQuery[] = [];
  const listener = (q: { sql: string; bindings?: unknown[] }) => seen.push({ sql: q.sql, bindings: [...(q.bindings ?? [])] });
  knex.on('query', listener);
  try {
    await fn();
  } finally {
    knex.removeListener('query', listener);
  }
  return seen;
}

interface PgSession {
  query(sql: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The scan nodes of a plan, e.g. "Bitmap Index Scan trials_search_trgm, Index Scan trials_pkey". */
function scans(node: PlanNode, out: string[]): string[] {
  const t = node['Node Type'];
  if (/Scan/.test(t) && t !== 'Subquery Scan' && t !== 'CTE Scan' && t !== 'Function Scan') {
    const label = `${t} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim();
    if (!out.includes(label)) out.push(label);
  }
  for (const c of node.Plans ?? []) scans(c, out);
  return out;
}

/** EXPLAIN (no ANALYZE) of each statement fn sends, in the sessions of `orm`: which scans the planner picks. */
export async function planSummary(orm: Orm, fn: () => Promise<unknown>): Promise<string[]> {
  const queries = await captureSql(orm, fn);
  // The captured SQL is already in PostgreSQL's $n form: run EXPLAIN on a pooled pg session of this ORM.
  const client = orm.em.getKnex().client as {
    acquireConnection(): Promise<PgSession>;
    releaseConnection(c: PgSession): Promise<void>;
  };
  const session = await client.acquireConnection();
  const out: string[] = [];
  try {
    for (const q of queries) {
      if (!/^[\s(]*(with|select)\b/i.test(q.sql)) continue;
      try {
        const { rows } = await session.query(`explain (format json) ${q.sql}`, q.bindings);
        const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
        out.push(scans(plan, []).join(', ') || plan['Node Type']);
      } catch (e) {
        out.push(`(plan unavailable: ${(e as Error).message.slice(0, 80)})`);
      }
    }
  } finally {
    await client.releaseConnection(session);
  }
  return out;
}

/** Each SELECT statement fn sends, run again alone on one pooled session: its time and its first words. */
export async function statementTimes(orm: Orm, fn: () => Promise<unknown>): Promise<{ ms: number; sql: string }[]> {
  const queries = await captureSql(orm, fn);
  const client = orm.em.getKnex().client as { acquireConnection(): Promise<PgSession>; releaseConnection(c: PgSession): Promise<void> };
  const session = await client.acquireConnection();
  const out: { ms: number; sql: string }[] = [];
  try {
    for (const q of queries) {
      if (!/^[\s(]*(with|select)\b/i.test(q.sql)) continue;
      const t0 = performance.now();
      await session.query(q.sql, q.bindings);
      out.push({ ms: Math.round(performance.now() - t0), sql: q.sql.replace(/\s+/g, ' ').trim().slice(0, 140) });
    }
  } finally {
    await client.releaseConnection(session);
  }
  return out;
}
