import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import { app, buildAppSchema } from '../src/composition.js';
import type { Config } from '../src/config.js';
import { createServer, type AppServer } from '../src/server/app.js';
import { createTestDb, type TestDb } from './db.js';

export interface GqlResult<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; [k: string]: unknown } }[];
}

export interface TestServer {
  url: string;
  server: AppServer;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResult<T>>;
  rest<T = any>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T; headers: Headers }>;
  /** A graphql-ws client on /graphql (closed with the server). */
  ws(connectionParams?: Record<string, unknown>): Client;
  close(): Promise<void>;
}

/** The real HTTP + WebSocket server on a free port, over a test database. */
export async function startTestServer(db: TestDb, opts: { webDist?: string } = {}): Promise<TestServer> {
  const schema = await buildAppSchema(db.deps.pubsub);
  const server = await createServer(db.deps, schema, app, opts);
  await new Promise<void>((resolve) => server.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const clients: Client[] = [];
  return {
    url,
    server,
    async gql(query, variables, token) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await res.json()) as GqlResult<any>;
      return { ...json, status: res.status };
    },
    async rest(method, path, body, token) {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    ws(connectionParams) {
      const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: false });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map(async (c) => c.dispose()));
      await server.close();
    },
  };
}

/**
 * A database of its own and the real server over it, for the enclosing describe block: created in
 * beforeAll, closed in afterAll. Read `fx.db` and `fx.srv` inside tests.
 */
export function useTestServer(configOverrides: Partial<Config> = {}): { readonly db: TestDb; readonly srv: TestServer } {
  const fx = {} as { db: TestDb; srv: TestServer };
  beforeAll(async () => {
    fx.db = await createTestDb(configOverrides);
    fx.srv = await startTestServer(fx.db);
  });
  afterAll(async () => {
    await fx.srv?.close();
    await fx.db?.close();
  });
  return fx;
}

/**
 * Two server "processes" (each its own ORM, pub/sub and limiter connection) on one database and one
 * Redis, for the enclosing describe block. Read `fx.dbA`, `fx.srvA`, `fx.dbB`, `fx.srvB` inside tests.
 */
export function useTwoServers(redisUrl: string): { readonly dbA: TestDb; readonly dbB: TestDb; readonly srvA: TestServer; readonly srvB: TestServer } {
  const fx = {} as { dbA: TestDb; dbB: TestDb; srvA: TestServer; srvB: TestServer };
  beforeAll(async () => {
    fx.dbA = await createTestDb({ REDIS_URL: redisUrl });
    fx.dbB = await createTestDb({ REDIS_URL: redisUrl }, { shareDatabaseOf: fx.dbA });
    fx.srvA = await startTestServer(fx.dbA);
    fx.srvB = await startTestServer(fx.dbB);
  });
  afterAll(async () => {
    await fx.srvA?.close();
    await fx.srvB?.close();
    await fx.dbB?.close();
    await fx.dbA?.close();
  });
  return fx;
}
