import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../src/composition.js';
import { signAccessToken } from '../src/modules/auth/auth.tokens.js';
import { seedDemoActivity } from '../src/modules/seed/seed.activity.js';
import { seedTrials } from '../src/modules/seed/seed.service.js';
import type { AuthRole } from './corpus/corpus.types.js';
import { formatReport, isFailure, describeCase } from './corpus/report.js';
import type { RealIds } from './corpus/rest.corpus.js';
import { buildCorpus, runCorpus } from './corpus/run.js';
import { closeHttpAgent, type Tokens } from './corpus/send.js';
import { createTestDb, type TestDb } from './db.js';
import { startTestServer, type TestServer } from './server.js';
import { createUser, type TestUser } from './users.js';

/**
 * The hardening proof (issue 12, section 2): a property-based corpus of malformed requests over every
 * REST route of the OpenAPI document and every GraphQL root field of the schema, over HTTP and
 * WebSocket, against the real server on a seeded database. No answer may be a 5xx (or, over
 * WebSocket, an INTERNAL error or a 4500 close), and no answer may carry a stack trace, SQL, a file
 * path or an internal message. The seed is fixed (CORPUS_SEED overrides it) so a failure reproduces.
 */
const SEED = Number(process.env.CORPUS_SEED ?? 20_260_612);
const SIZE = { restPerRoute: 116, graphqlHttpPerField: 50, graphqlWsPerField: 30 };

describe('malformed-request corpus', () => {
  let db: TestDb;
  let server: TestServer;
  let users: TestUser[];
  let throwaway: TestUser[];
  let expired: string;
  let ids: RealIds;

  beforeAll(async () => {
    // Development mode: the default of `npm start`, where internals were most likely to leak.
    db = await createTestDb({ NODE_ENV: 'development', isDevelopment: true, GRAPHQL_RESPONSE_CACHE_MB: 32 });
    const today = new Date().toISOString().slice(0, 10);
    await seedTrials(db.deps.orm, { count: 300, seed: 'corpus', today });
    await seedDemoActivity(db.deps.orm, { seed: 'corpus', today });
    server = await startTestServer(db);
    users = [];
    for (let i = 0; i < 6; i++) users.push(await createUser(db));
    throwaway = [await createUser(db), await createUser(db)];
    const claims = JSON.parse(Buffer.from(users[0].accessToken.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
    expired = await signAccessToken(db.deps.config, claims, { issuedAt: 1_600_000_000, expiresAt: 1_600_000_900 });
    const knex = db.deps.orm.em.fork().getKnex();
    const col = async (sql: string) => ((await knex.raw(sql)).rows as Record<string, string>[]).map((r) => Object.values(r)[0]);
    ids = {
      nctIds: await col(
        `(select nct_id from trials order by nct_id limit 4) union all (select trial_nct_id from comments group by 1 order by count(*) desc limit 2)`,
      ),
      commentIds: await col(`select id::text from comments order by created_at desc limit 4`),
      months: [
        ...(await col(`select distinct to_char(completion_date, 'YYYY-MM') from trials where completion_date is not null order by 1 desc limit 3`)),
        today.slice(0, 7),
      ],
      tickers: await col(`select distinct ticker from trials where ticker is not null order by 1 limit 4`),
    };
  }, 120_000);

  afterAll(async () => {
    closeHttpAgent();
    await server?.close();
    await db?.close();
  });

  it('answers every malformed request without a 5xx and without internals', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Record<string, any>;
    const schema = await buildAppSchema(db.deps.pubsub);
    const cases = buildCorpus(doc, schema, ids, SIZE, SEED);
    expect(cases.length).toBeGreaterThanOrEqual(8000);

    let turn = 0;
    const tokens: Tokens = {
      header(role: AuthRole) {
        turn++;
        if (role === 'user') return `Bearer ${users[turn % users.length].accessToken}`;
        if (role === 'throwaway') return `Bearer ${throwaway[turn % throwaway.length].accessToken}`;
        if (role === 'bogus') return ['Bearer not.a.jwt', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(5000)}`, 'Bearer \u00e9\u00e9'][turn % 5];
        if (role === 'expired') return `Bearer ${expired}`;
        return undefined;
      },
    };

    const started = performance.now();
    const results = await runCorpus(server.url, cases, tokens, { httpParallel: 12, wsClients: 3, wsBatch: 40 });
    const seconds = (performance.now() - started) / 1000;
    const report = formatReport(results, { seed: SEED, seconds });
    console.log(report);
    if (process.env.CORPUS_REPORT) fs.writeFileSync(process.env.CORPUS_REPORT, `${report}\n`);
    // CORPUS_DUMP=file: every failure with its full request, one JSON line each (for triage).
    if (process.env.CORPUS_DUMP)
      fs.writeFileSync(
        process.env.CORPUS_DUMP,
        results
          .filter(isFailure)
          .map((f) => JSON.stringify({ request: describeCase(f.c), label: f.o.label, leaks: f.leaks, case: f.c, answer: f.o.text.slice(0, 50_000) }))
          .join('\n'),
      );

    expect(results.length).toBe(cases.length);
    const failures = results.filter(isFailure);
    expect(failures.slice(0, 20).map((f) => `${f.o.label}${f.leaks.length ? ` leaks[${f.leaks}]` : ''} ← ${describeCase(f.c)}`)).toEqual([]);
    // The corpus must keep reaching the handlers, not only the guards in front of them.
    expect(results.filter((r) => r.o.status >= 200 && r.o.status < 300).length).toBeGreaterThan(cases.length * 0.15);
  }, 300_000);
});
