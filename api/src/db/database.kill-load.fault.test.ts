import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.js';
import { createUser, type TestUser } from '../../test/users.js';
import type { TestDb } from '../../test/db.js';
import { loadConfig } from '../config.js';
import { createContext } from '../context.js';
import { logger } from '../lib/logger.js';
import { openRuntime, type Runtime } from '../runtime.js';

/**
 * Finding 7 of issue 27: signed-in requests in flight when PostgreSQL is killed must answer 503
 * UNAVAILABLE (or succeed), never 500 — over GraphQL HTTP, GraphQL WebSocket and REST — and every
 * 503 must carry its request id, in the answer and in a warn line of the log.
 */

/** The bearer lookup (context factory) and one more read after it. */
const GQL = 'query Probe { me { id } unreadAlertCount }';
const KILLS = 3;

interface Answer {
  transport: 'http' | 'ws' | 'rest';
  status: number;
  codes: string[];
  requestId?: string;
  raw: string;
}

describe('PostgreSQL killed under signed-in load', () => {
  let dir: string;
  let rt: Runtime;
  let srv: TestServer;
  const lines: string[] = [];
  const warned = new Map<string, unknown[]>();
  let users: TestUser[] = [];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trialyst-killload-'));
    await fs.chmod(dir, 0o755);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'silent',
    });
    rt = await openRuntime({ config, log: (l) => lines.push(l) });
    const { deps } = rt;
    const db = { deps, url: rt.database.url, name: 'killload', ctx: (input) => createContext(deps, input), close: async () => undefined } as TestDb;
    srv = await startTestServer(db);
    users = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    // The logger is silent under vitest: its warn and error lines are recorded here instead.
    for (const level of ['warn', 'error'] as const) {
      vi.spyOn(logger, level).mockImplementation((obj: unknown) => {
        if (level === 'error') console.info(`[kill-load] error line: ${String((obj as { err?: Error }).err?.stack ?? JSON.stringify(obj))}`);
        const reqId = (obj as { reqId?: unknown } | null)?.reqId;
        if (typeof reqId === 'string') warned.set(reqId, [...(warned.get(reqId) ?? []), obj]);
      });
    }
  }, 60_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await srv?.close();
    await rt?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const gqlHttp = async (token: string): Promise<Answer> => {
    const res = await fetch(`${srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: GQL }),
    });
    const raw = await res.text();
    const body = JSON.parse(raw) as { errors?: { extensions?: { code?: string; requestId?: string } }[] };
    const errors = body.errors ?? [];
    return {
      transport: 'http',
      status: res.status,
      codes: errors.map((e) => e.extensions?.code ?? '?'),
      requestId: errors.find((e) => e.extensions?.requestId)?.extensions?.requestId,
      raw,
    };
  };

  const rest = async (token: string): Promise<Answer> => {
    const res = await fetch(`${srv.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    const raw = await res.text();
    const body = JSON.parse(raw) as { code?: string; requestId?: string };
    return { transport: 'rest', status: res.status, codes: body.code ? [body.code] : [], requestId: body.requestId, raw };
  };

  /** A query over a graphql-ws connection: 200 when it has data and no error, otherwise the status its code stands for. */
  const gqlWs = (client: Client): Promise<Answer> =>
    new Promise((resolve) => {
      const payloads: { errors?: { extensions?: { code?: string; requestId?: string } }[] }[] = [];
      const done = (extra?: unknown) => {
        const errors = [...payloads.flatMap((p) => p.errors ?? []), ...(Array.isArray(extra) ? (extra as (typeof payloads)[number]['errors'] & object) : [])];
        const codes = errors.map((e) => e.extensions?.code ?? '?');
        const raw = JSON.stringify({ payloads, extra: extra instanceof Error ? extra.message : extra });
        const status = extra && !Array.isArray(extra) ? 0 : codes.includes('UNAVAILABLE') ? 503 : codes.length ? 500 : 200;
        resolve({ transport: 'ws', status, codes, requestId: errors.find((e) => e.extensions?.requestId)?.extensions?.requestId, raw });
      };
      client.subscribe({ query: GQL }, { next: (p) => payloads.push(p as never), error: done, complete: () => done() });
    });

  it('every answer is 2xx or 503 UNAVAILABLE with a request id and a warn line, through several kills and restarts', async () => {
    const answers: Answer[] = [];
    const clients = users.map((u) => srv.ws({ authorization: `Bearer ${u.accessToken}` }));
    let running = true;
    const loop = async (fire: () => Promise<Answer>, pauseMs: number) => {
      while (running) {
        try {
          answers.push(await fire());
        } catch (e) {
          answers.push({ transport: 'http', status: 0, codes: [], raw: String(e) });
        }
        // Not a busy loop of instant 503s while the database is down (2 shared cores).
        const pause = answers.at(-1)?.status === 200 ? pauseMs : Math.max(pauseMs, 20);
        if (pause) await new Promise((r) => setTimeout(r, pause));
      }
    };
    const signedIn = async () => (await rest(users[0].accessToken)).status === 200;
    const loops = [
      ...users.flatMap((u) => [loop(() => gqlHttp(u.accessToken), 0), loop(() => rest(u.accessToken), 0)]),
      // graphql-ws allows 10 operations a second per connection.
      ...clients.map((c) => loop(() => gqlWs(c), 110)),
    ];
    try {
      for (let kill = 0; kill < KILLS; kill++) {
        const deadline = performance.now() + 20_000;
        while (!(await signedIn().catch(() => false))) {
          if (performance.now() > deadline) throw new Error('not serving again within 20 s');
          await new Promise((r) => setTimeout(r, 100));
        }
        await new Promise((r) => setTimeout(r, 300 + Math.random() * 200));
        process.kill(rt.database.server!.pid, 'SIGKILL');
        // Keep firing while it is down and through the supervisor's restart.
        await new Promise((r) => setTimeout(r, 2000));
      }
      const deadline = performance.now() + 20_000;
      while (!(await signedIn().catch(() => false))) {
        if (performance.now() > deadline) throw new Error('not serving again within 20 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      running = false;
      await Promise.all(loops);
    }

    const tally = new Map<string, number>();
    for (const a of answers)
      tally.set(`${a.transport} ${a.status} ${a.codes.join(',')}`, (tally.get(`${a.transport} ${a.status} ${a.codes.join(',')}`) ?? 0) + 1);
    console.info(`[kill-load] ${answers.length} answers: ${JSON.stringify(Object.fromEntries(tally))}`);

    const bad = answers.filter(
      (a) => !(a.status >= 200 && a.status < 300 && a.codes.length === 0) && !(a.status === 503 && a.codes.every((c) => c === 'UNAVAILABLE')),
    );
    for (const a of bad.slice(0, 5)) {
      const logged = (a.requestId && warned.get(a.requestId)) || [];
      console.info(
        `[kill-load] ${a.transport} ${a.status}: logged ${logged.map((l) => String((l as { err?: Error }).err?.stack ?? JSON.stringify(l))).join(' | ')}`,
      );
    }
    expect(bad.slice(0, 5).map((a) => `${a.transport} ${a.status} ${a.raw.slice(0, 400)}`)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    // The kills did hit requests in flight on every transport.
    for (const transport of ['http', 'ws', 'rest'] as const) expect(unavailable.filter((a) => a.transport === transport).length).toBeGreaterThan(0);
    const withoutId = unavailable.filter((a) => !a.requestId);
    expect(withoutId.slice(0, 5).map((a) => `${a.transport} ${a.raw.slice(0, 400)}`)).toEqual([]);
    // One warn line naming the failure (besides HTTP's access line) per 503, found by its request id.
    const failureLines = (id: string) => (warned.get(id) ?? []).filter((l) => (l as { reason?: unknown }).reason !== undefined);
    const unlogged = unavailable.filter((a) => failureLines(a.requestId!).length !== 1);
    expect(unlogged.slice(0, 5).map((a) => `${a.transport} ${a.requestId} ${JSON.stringify(warned.get(a.requestId!))}`)).toEqual([]);
    expect(failureLines(unavailable[0].requestId!)[0]).toMatchObject({ reason: 'DATABASE_UNAVAILABLE' });
  }, 90_000);
});
