import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { startServerProcess, type ServerProcess } from '../../test/process.js';
import { getHead, jsonPost, rawRequest, type RawAnswer, type RawRequest } from '../../test/raw-http.js';
import { databaseUrl, isAlive, startEmbeddedPostgres } from '../db/embedded.js';
import { openOrm } from '../db/orm.js';
import { queryOnce } from '../../test/pg.js';
import { app } from '../composition.js';

const GRACE_MS = 3000;
/** Past the grace period: the settle time (server/app.ts), closing the sockets, the pool and the embedded PostgreSQL. */
const MARGIN_MS = 6000;

type Kind = 'rest-write' | 'gql-write' | 'read' | 'slow-write' | 'stuck-write' | 'new-during-drain';
interface Probe {
  kind: Kind;
  content?: string;
  req: RawRequest;
  answer?: RawAnswer;
}

/**
 * The real server process (`node src/main.ts`) on its own embedded PostgreSQL (no DATABASE_URL),
 * in NODE_ENV=development (where Apollo would install its own signal handlers), stopped with SIGTERM
 * while 32 requests are in flight: reads, signed-in writes (REST and GraphQL), writes whose body is
 * still arriving, and requests that arrive during the drain.
 */
describe('SIGTERM under load: one clean shutdown path', () => {
  let dataDir: string;
  let proc: ServerProcess | undefined;
  let postmasterPid = 0;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-shutdown-'));
    await fs.chmod(dataDir, 0o755);
  });

  afterAll(async () => {
    proc?.kill('SIGKILL');
    // Whatever happened, no PostgreSQL is left behind.
    if (postmasterPid && isAlive(postmasterPid)) process.kill(postmasterPid, 'SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('exits 0 within the grace period, keeps every acknowledged write and no other, and stops its PostgreSQL', async () => {
    proc = await startServerProcess(
      {
        NODE_ENV: 'development',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        SHUTDOWN_GRACE_MS: String(GRACE_MS),
        GRAPHQL_RESPONSE_CACHE_MB: '0',
      },
      60_000,
    );
    const server = proc;

    // A trial to comment on, and signed-in users (10 comments a minute each).
    const attached = await startEmbeddedPostgres({ dataDir });
    postmasterPid = attached.pid;
    expect(attached.owner).toBe(false);
    const appUrl = databaseUrl(attached.url, 'trialyst');
    const orm = await openOrm(appUrl, app.entities);
    const [trial] = await insertTrials(orm.em.fork(), [buildTrial()]);
    await orm.close(true);
    const nctId = trial.nctId;
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `shutdown${i}-${crypto.randomBytes(3).toString('hex')}@example.test`, password: 'a long enough password' }),
      });
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    let n = 0;
    const auth = () => ({ Authorization: `Bearer ${tokens[n++ % tokens.length]}` });

    const probes: Probe[] = [];
    const probe = async (kind: Kind, content?: string) => {
      const p: Probe = { kind, content, req: rawRequest(server.port) };
      probes.push(p);
      await p.req.connected;
      return p;
    };
    const restComment = (content: string) => jsonPost('/api/comments', { nctId, content }, auth());
    const gqlComment = (content: string) =>
      jsonPost(
        '/graphql',
        { query: 'mutation($n: String!, $c: String!) { createComment(nctId: $n, content: $c) { id content } }', variables: { n: nctId, c: content } },
        auth(),
      );

    // Before SIGTERM: writes whose body is still arriving (6 finish during the grace period, 4 never do),
    // and 2 connections whose request head is half sent (their request arrives during the drain).
    const slow = await Promise.all(Array.from({ length: 6 }, (_, i) => probe('slow-write', `slow-${i}`)));
    const slowReqs = slow.map((p, i) => (i % 2 ? gqlComment(p.content!) : restComment(p.content!)));
    slow.forEach((p, i) => p.req.write(slowReqs[i].head + slowReqs[i].body.slice(0, 10)));
    const stuck = await Promise.all(Array.from({ length: 4 }, (_, i) => probe('stuck-write', `stuck-${i}`)));
    stuck.forEach((p, i) => {
      const r = i % 2 ? gqlComment(p.content!) : restComment(p.content!);
      p.req.write(r.head + r.body.slice(0, 10));
    });
    const late = await Promise.all(Array.from({ length: 2 }, (_, i) => probe('new-during-drain', `late-${i}`)));
    const lateReqs = late.map((p) => restComment(p.content!));
    late.forEach((p, i) => p.req.write(lateReqs[i].head.slice(0, 20)));
    // Then 20 complete requests at once: 12 writes and 8 reads, some answered before the signal, some in flight at it.
    const quick = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => probe('rest-write', `rest-${i}`)),
      ...Array.from({ length: 6 }, (_, i) => probe('gql-write', `gql-${i}`)),
      ...Array.from({ length: 8 }, () => probe('read')),
    ]);
    expect(probes).toHaveLength(32);
    await new Promise((r) => setTimeout(r, 300)); // every connection accepted by the server
    for (const [i, p] of quick.entries()) {
      if (p.kind === 'rest-write') p.req.write(Object.values(restComment(p.content!)).join(''));
      else if (p.kind === 'gql-write') p.req.write(Object.values(gqlComment(p.content!)).join(''));
      else
        p.req.write(
          i % 2 ? getHead(`/api/trials/${nctId}`) : Object.values(jsonPost('/graphql', { query: `{ trial(nctId: "${nctId}") { nctId } }` })).join(''),
        );
    }
    await new Promise((r) => setTimeout(r, 30));

    const signalled = Date.now();
    server.kill('SIGTERM');
    setTimeout(() => {
      slow.forEach((p, i) => p.req.write(slowReqs[i].body.slice(10)));
      late.forEach((p, i) => p.req.write(lateReqs[i].head.slice(20) + lateReqs[i].body));
    }, 1000);

    await Promise.all(probes.map(async (p) => (p.answer = await p.req.answer)));
    const code = await server.exited;
    const stoppedAfter = Date.now() - signalled;

    expect(code).toBe(0);
    expect(stoppedAfter).toBeLessThan(GRACE_MS + MARGIN_MS);
    expect(server.logs.some((l) => /^stopped in \d+ ms$/.test(String(l.msg)))).toBe(true);
    // The embedded PostgreSQL this process started is stopped.
    expect(isAlive(postmasterPid)).toBe(false);

    // Every request got an answer: a success, or 503 UNAVAILABLE; none saw its connection drop.
    const answers = probes.map((p) => ({ kind: p.kind, content: p.content, ...p.answer! }));
    expect(answers.filter((a) => a.lost)).toEqual([]);
    for (const a of answers) if (!a.lost) expect([200, 201, 503], JSON.stringify(a)).toContain(a.status);
    const ok = (kind: Kind) => answers.filter((a) => a.kind === kind && !a.lost && a.status < 300);
    expect(ok('read')).toHaveLength(8);
    expect(ok('rest-write')).toHaveLength(6);
    expect(ok('gql-write')).toHaveLength(6);
    // Bodies finished during the grace period: the writes are done.
    expect(ok('slow-write')).toHaveLength(6);
    // Bodies never finished: 503 once the grace period is over.
    for (const a of answers.filter((x) => x.kind === 'stuck-write')) {
      expect(a).toMatchObject({ lost: false, status: 503 });
      expect(a.at - signalled).toBeGreaterThanOrEqual(GRACE_MS - 100);
    }
    // A request arriving during the drain: 503, and the connection closes.
    for (const a of answers.filter((x) => x.kind === 'new-during-drain')) {
      expect(a).toMatchObject({ lost: false, status: 503, headers: { connection: 'close' } });
      if (!a.lost) expect(JSON.parse(a.body)).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    }
    const acknowledged = answers
      .filter((a) => a.content && !a.lost && a.status < 300)
      .map((a) => a.content!)
      .sort();
    for (const a of answers.filter((x) => x.content && !x.lost && x.status < 300 && x.kind.includes('write'))) {
      const body = JSON.parse(a.lost ? '{}' : a.body) as { comment?: { content: string }; data?: { createComment: { content: string } } };
      expect(body.comment?.content ?? body.data?.createComment.content).toBe(a.content);
    }

    // The database, started again: every acknowledged comment is there, and no other.
    const again = await startEmbeddedPostgres({ dataDir });
    try {
      postmasterPid = again.pid;
      const rows = await queryOnce(databaseUrl(again.url, 'trialyst'), 'select content from comments');
      expect(rows.map((r) => String(r.content)).sort()).toEqual(acknowledged);
      expect(acknowledged).toHaveLength(18);
    } finally {
      await again.stop();
    }
  }, 90_000);
});
