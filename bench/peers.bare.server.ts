/**
 * The practical limit: a bare Node `http` + `pg` handler that runs, for each operation, the SQL
 * statements Trialyst sends for it (captured by peers.sql.ts), concurrently on one pool, and answers
 * the rows as JSON. No GraphQL, no framework, no validation.
 *
 *   node --import tsx bench/peers.bare.server.ts <port> <databaseUrl> <sqlPlan.json>
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';

interface Statement {
  sql: string;
  bindings: unknown[];
}

const [port, url, planFile] = process.argv.slice(2);
const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as Record<string, Record<string, Statement[]>>;
const pool = new pg.Pool({ connectionString: url, max: 20, idleTimeoutMillis: 10_000 });
const TYPENAME = JSON.stringify({ data: { __typename: 'Query' } });

/** Which captured variable set a request asks for. */
function keyOf(op: string, variables: Record<string, unknown>): string {
  if (op === 'detail') return String(variables.nctId);
  if (op === 'search') return String(variables.query);
  return op === 'table' ? 'default' : op;
}

const send = (res: http.ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const op = (req.url ?? '/').slice(1);
    if (op === 'typename') return send(res, 200, TYPENAME);
    const byKey = plan[op];
    if (req.method !== 'POST' || !byKey) return send(res, 404, '{"error":"not found"}');
    let statements: Statement[] | undefined;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { variables?: Record<string, unknown> };
      statements = byKey[keyOf(op, body.variables ?? {})];
    } catch {
      return send(res, 400, '{"error":"bad json"}');
    }
    if (!statements) return send(res, 404, '{"error":"unknown variables"}');
    Promise.all(statements.map((s) => pool.query(s.sql, s.bindings))).then(
      (results) => send(res, 200, JSON.stringify({ data: results.map((r) => r.rows) })),
      (e: Error) => send(res, 500, JSON.stringify({ error: e.message })),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
