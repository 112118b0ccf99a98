import { execute, parse, print, type GraphQLSchema } from 'graphql';
import { createContext } from '../api/src/context.js';
import { TrialsTableDocument } from '../web/src/gql/graphql.js';
import type { BenchDb } from './db.js';
import { captureSql } from './plans.js';
import { TABLE_VARIABLES, type Operation } from './peers.operations.js';

export interface Statement {
  sql: string;
  bindings: unknown[];
}

/** For each operation, for each variable set: the SQL statements Trialyst sends to answer it. */
export type SqlPlan = Record<string, Record<string, Statement[]>>;

/**
 * Runs each operation's web document twice on the real schema (the resolvers the server runs), in this
 * process, and records the SQL it sends (knex query events): what the bare handler replays. Also
 * checks that every answer has data and no error, and returns one answer per operation for the
 * cross-checks with PostGraphile.
 */
export async function captureOperationSql(db: BenchDb, schema: GraphQLSchema, ops: Operation[]): Promise<{ plan: SqlPlan; samples: Record<string, unknown> }> {
  const plan: SqlPlan = {};
  const samples: Record<string, unknown> = {};
  for (const op of ops) {
    plan[op.key] = {};
    for (let i = 0; i < op.trialyst.length; i++) {
      const body = op.trialyst[i];
      let result: Awaited<ReturnType<typeof execute>> | undefined;
      const run = async () => {
        result = await execute({
          schema,
          document: parse(body.query),
          variableValues: body.variables,
          operationName: body.operationName,
          contextValue: createContext(db.deps),
        });
      };
      // The steady state is what load measures: a first run warms what the server keeps between
      // requests (e.g. the table's count, cached while the database does not change), the second is recorded.
      await run();
      const statements = await captureSql(db.deps.orm, run);
      if (!result || result.errors?.length || !result.data)
        throw new Error(`${op.key}: the web operation failed in-process: ${result?.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
      if (i === 0) samples[op.key] = result.data;
      plan[op.key][op.keys[i]] = statements.filter((s) => /^[\s(]*(with|select)\b/i.test(s.sql));
    }
  }
  return { plan, samples };
}

/** Pages of the web's default table state (at most `max`), read through the real schema. */
export async function tablePageCount(db: BenchDb, schema: GraphQLSchema, max: number): Promise<number> {
  const result = await execute({
    schema,
    document: parse(print(TrialsTableDocument)),
    variableValues: TABLE_VARIABLES,
    operationName: 'TrialsTable',
    contextValue: createContext(db.deps),
  });
  const totalPages = (result.data as { trialsTable?: { pagination: { totalPages: number } } } | null | undefined)?.trialsTable?.pagination.totalPages;
  if (result.errors?.length || totalPages === undefined)
    throw new Error(`TrialsTable failed in-process: ${result.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return Math.max(1, Math.min(max, totalPages));
}
