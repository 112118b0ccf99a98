import type { GraphQLBody, Operation, Side } from './peers.operations.js';
import { SIDES, TRIALYST_SIDES } from './peers.operations.js';

export const DEMO_EMAIL = 'demo1@trialyst.demo';
const DEMO_PASSWORD = 'demo1234';

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await r.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${url} answered ${r.status}: ${text.slice(0, 200)}`);
  }
}

/**
 * Signs in as the demo user on a Trialyst server (each has its own signing key in production mode)
 * and checks that the token is accepted: `me` answers that user. Access tokens live 15 minutes, so the
 * bench signs in again before each turn.
 */
export async function signIn(graphqlUrl: string): Promise<string> {
  const login = await postJson(graphqlUrl, {
    query: 'mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
    variables: { e: DEMO_EMAIL, p: DEMO_PASSWORD },
  });
  const token = (login.data as { login?: { accessToken: string } } | undefined)?.login?.accessToken;
  if (!token) throw new Error(`login of ${DEMO_EMAIL} failed: ${JSON.stringify(login.errors ?? login).slice(0, 300)}`);
  const me = await postJson(graphqlUrl, { query: '{ me { email } }' }, { authorization: `Bearer ${token}` });
  const email = (me.data as { me?: { email: string } } | undefined)?.me?.email;
  if (email !== DEMO_EMAIL) throw new Error(`the token of ${DEMO_EMAIL} is not accepted: ${JSON.stringify(me.errors ?? me).slice(0, 300)}`);
  return token;
}

/** Where each server answers an operation, and the headers its requests carry. */
export interface Targets {
  url: Partial<Record<Side, (op: string) => string>>;
  headers: (side: Side, op: Operation) => Promise<Record<string, string>>;
}

/** The servers that answer an operation in this run: its Trialyst sides, PostGraphile when it has an equivalent, bare when it replays it. */
export function sidesOf(op: Operation, started: Partial<Record<Side, unknown>>): Side[] {
  return SIDES.filter(
    (side) =>
      started[side] &&
      ((TRIALYST_SIDES as readonly Side[]).includes(side)
        ? (op.trialystSides as readonly Side[]).includes(side)
        : side === 'postgraphile'
          ? op.postgraphile !== null
          : op.bare),
  );
}

/** Attempts at a check's request: a server may answer UNAVAILABLE once on a machine too busy to connect to PostgreSQL in time. */
const CHECK_ATTEMPTS = 3;

async function firstAnswer(targets: Targets, side: Side, op: Operation, body: GraphQLBody, checks: string[]): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt++) {
    const a = await postJson(targets.url[side]!(op.key), body, await targets.headers(side, op));
    if (!a.errors && a.data) return a.data as Record<string, unknown>;
    const what = `${side} failed ${op.key} (variables ${JSON.stringify(body.variables)}): ${JSON.stringify(a.errors ?? a).slice(0, 300)}`;
    if (attempt >= CHECK_ATTEMPTS) throw new Error(what);
    checks.push(`retried after: ${what}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

type TableData = { trialsTable: { rows: { nctId: string }[]; pagination: { totalCount: number; currentPage: number } } };
type PgTableData = { allTrials: { nodes: { nctId: string }[]; totalCount: number } };
type Detail = { nctId: string; briefTitle: string };

/**
 * The first answers of each server to each operation, at the operation's check points (page 1 and a
 * later page, the first and the last trial): data without errors, and the same trials in the same
 * order (same total), or the same trial, from every Trialyst server and PostGraphile.
 */
export async function crossCheck(targets: Targets, ops: Operation[]): Promise<string[]> {
  const checks: string[] = [];
  for (const op of ops) {
    const sides = sidesOf(op, targets.url);
    for (const at of op.checkAt) {
      const answers: Partial<Record<Side, Record<string, unknown>>> = {};
      for (const side of sides) {
        const body: GraphQLBody | undefined = side === 'postgraphile' ? op.postgraphile?.[at] : op.trialyst[at];
        if (!body) continue;
        answers[side] = await firstAnswer(targets, side, op, body, checks);
      }
      const pg = answers.postgraphile;
      for (const side of op.trialystSides) {
        const t = answers[side];
        if (!t) continue;
        const who = `${op.key}${op.signedIn ? ' (signed in)' : ''}, ${side}`;
        if (op.check === 'table' && pg) {
          const rows = (t as TableData).trialsTable;
          const nodes = (pg as PgTableData).allTrials;
          const same = rows.rows.map((r) => r.nctId).join() === nodes.nodes.map((r) => r.nctId).join();
          checks.push(
            `${who}, page ${rows.pagination.currentPage}: Trialyst ${rows.rows.length} rows of ${rows.pagination.totalCount}, PostGraphile ${nodes.nodes.length} of ${nodes.totalCount}; same trials in the same order: ${same && rows.pagination.totalCount === nodes.totalCount ? 'yes' : 'NO'}`,
          );
        }
        if (op.check === 'detail' && pg) {
          const a = (t as { trial: Detail }).trial;
          const b = (pg as { trialByNctId: Detail }).trialByNctId;
          checks.push(
            `${who}, detail ${a.nctId}: PostGraphile answers the same trial and title: ${a.nctId === b.nctId && a.briefTitle === b.briefTitle ? 'yes' : 'NO'}`,
          );
        }
        if (op.check === 'search') {
          const found = (t as { searchTrials: { nctId: string }[] }).searchTrials;
          checks.push(`${who}, search "${String(op.trialyst[at].variables?.query)}": ${found.length} results`);
        }
      }
    }
  }
  const failed = checks.filter((c) => c.endsWith(': NO'));
  if (failed.length) throw new Error(`the servers do not answer the same data:\n  ${failed.join('\n  ')}`);
  return checks;
}
