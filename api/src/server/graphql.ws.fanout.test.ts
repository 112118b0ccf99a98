import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, subscribe, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { Authorized, buildSchema, Query, Resolver, Root, Subscription } from 'type-graphql';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { createUser, type TestUser } from '../../test/users.js';
import { authChecker } from '../graphql/auth-checker.js';
import { app, buildAppSchema } from '../composition.js';
import { contextFactory, type AppContext } from '../context.js';
import * as comments from '../modules/comments/comments.service.js';
import { likeTrial } from '../modules/reactions/reactions.service.js';
import { createGraphQLWebSocketServer } from './graphql.ws.js';
import { compileTrustProxy } from './request-info.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** A bare graphql-transport-ws client: one subscription, every frame kept as the exact text received. */
interface Subscriber {
  id: string;
  frames: string[];
  /** Parsed `next` payloads. */
  nexts(): ExecutionResult[];
  /** Parsed frames of any type. */
  messages(): { type: string; id?: string; payload?: unknown }[];
  close(): void;
}

function subscriber(
  url: string,
  id: string,
  query: string,
  variables: Record<string, unknown>,
  connectionParams: Record<string, unknown> = {},
): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    const frames: string[] = [];
    const s: Subscriber = {
      id,
      frames,
      nexts: () => s.messages().flatMap((m) => (m.type === 'next' ? [m.payload as ExecutionResult] : [])),
      messages: () => frames.map((f) => JSON.parse(f) as { type: string; id?: string; payload?: unknown }),
      close: () => ws.terminate(),
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: connectionParams })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = String(data);
      if (JSON.parse(text).type === 'connection_ack') {
        ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
        resolve(s);
      } else frames.push(text);
    });
  });
}

/** The reference: graphql-js's own subscribe with a request context, as graphql-ws ran it before the fan-out. */
async function reference(schema: GraphQLSchema, query: string, variables: Record<string, unknown>, ctx: AppContext) {
  const stream = await subscribe({ schema, document: parse(query), variableValues: variables, contextValue: ctx });
  if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
  const results: ExecutionResult[] = [];
  void (async () => {
    for await (const r of stream) results.push(r);
  })();
  return { results, stop: () => void stream.return?.() };
}

/** The graphql-ws server on a bare HTTP server, so its fan-out can be looked at. */
async function wsServer(db: TestDb, schema: GraphQLSchema) {
  const httpServer = http.createServer();
  const server = createGraphQLWebSocketServer(db.deps, schema, httpServer, compileTrustProxy(undefined), {
    contextOf: contextFactory(db.deps, app.authenticate),
    sessions: app.sessions,
  });
  await new Promise<void>((r) => httpServer.listen(0, '127.0.0.1', r));
  const url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`;
  return {
    url,
    fanout: server.fanout,
    close: async () => {
      await server.close();
      await new Promise<void>((r) => httpServer.close(() => r()));
    },
  };
}

const REACTIONS = 'subscription($id: ID!) { trialReactionsChanged(nctId: $id) { nctId likes dislikes } }';

describe('subscription fan-out: one execution per event, the same payloads', () => {
  let db: TestDb;
  let schema: GraphQLSchema;
  let srv: Awaited<ReturnType<typeof wsServer>>;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  const nct = 'NCT32000001';
  beforeAll(async () => {
    db = await createTestDb();
    schema = await buildAppSchema(db.deps.pubsub);
    srv = await wsServer(db, schema);
    await insertTrials(db.ctx().em, [buildTrial({ nctId: nct }), buildTrial({ nctId: 'NCT32000002' })]);
    [alice, bob, carol] = await Promise.all([createUser(db), createUser(db), createUser(db)]);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  it('250 subscribers (anonymous and signed in, shared and own ids) get byte-identical payloads, in order, from one execution per event', async () => {
    const variables = { id: nct };
    const subs = await Promise.all([
      ...Array.from({ length: 200 }, () => subscriber(srv.url, '1', REACTIONS, variables)),
      ...Array.from({ length: 40 }, (_, i) => subscriber(srv.url, `op-${i}`, REACTIONS, variables)),
      ...Array.from({ length: 10 }, (_, i) =>
        subscriber(srv.url, `u${i}`, REACTIONS, variables, { authorization: `Bearer ${[alice, bob][i % 2].accessToken}` }),
      ),
    ]);
    const ref = await reference(schema, REACTIONS, variables, db.ctx());
    await until(() => srv.fanout.stats().members === subs.length, 'every subscription registered');
    // Anonymous or not, nothing in this document reads the viewer: one family, one shared stream.
    expect(srv.fanout.stats()).toMatchObject({ families: 1, groups: 1, sharedGroups: 1, members: 250 });
    const executed = srv.fanout.stats().executions;

    // Five committed changes in a row (toggles of three users), published one after another.
    const answers = [];
    for (const u of [alice, bob, alice, carol, bob]) answers.push(await likeTrial(u.ctx(), nct));
    await until(() => subs.every((s) => s.frames.length === 5) && ref.results.length === 5, 'five events everywhere');
    await sleep(50);

    expect(srv.fanout.stats().executions - executed).toBe(5);
    const expected = answers.map((a) => ({ data: { trialReactionsChanged: { nctId: nct, ...a.reactions } } }));
    expect(ref.results).toEqual(expected);
    for (const s of subs) {
      // Exactly the frames graphql-ws writes: {"id","type":"next","payload"} around graphql-js's own result.
      expect(s.frames).toEqual(ref.results.map((r) => JSON.stringify({ id: s.id, type: 'next', payload: r })));
    }
    ref.stop();

    // Everyone gone: the family and its topic listener go too.
    for (const s of subs) s.close();
    await until(() => srv.fanout.stats().families === 0, 'the family to be dropped');
    await likeTrial(alice.ctx(), nct);
    await sleep(50);
    expect(srv.fanout.stats()).toMatchObject({ families: 0, groups: 0, members: 0 });
    expect(srv.fanout.stats().executions - executed).toBe(5);
  });

  it('answers per viewer where the document reads the viewer (likedByMe), sharing the execution between sockets of one viewer', async () => {
    const query = 'subscription($nctId: String!) { commentEvents(nctId: $nctId) { type comment { content likedByMe likes } } }';
    const variables = { nctId: nct };
    const asBob = { authorization: `Bearer ${bob.accessToken}` };
    const asCarol = { authorization: `Bearer ${carol.accessToken}` };
    const bobs = await Promise.all([subscriber(srv.url, '1', query, variables, asBob), subscriber(srv.url, '2', query, variables, asBob)]);
    const carols = await Promise.all([subscriber(srv.url, '1', query, variables, asCarol)]);
    const anonymous = await Promise.all(Array.from({ length: 20 }, () => subscriber(srv.url, '1', query, variables)));
    await until(() => srv.fanout.stats().members === 23, 'every subscription registered');
    const executed = srv.fanout.stats().executions;
    const refBob = await reference(schema, query, variables, bob.ctx());
    const refAnonymous = await reference(schema, query, variables, db.ctx());

    const c = await comments.createComment(alice.ctx(), { nctId: nct, content: 'shared news' });
    await comments.toggleCommentLike(bob.ctx(), { id: c.id });
    const all = [...bobs, ...carols, ...anonymous];
    await until(() => all.every((s) => s.frames.length === 2) && refBob.results.length === 2 && refAnonymous.results.length === 2, 'two events everywhere');

    const liked = (s: Subscriber) => s.nexts().map((r) => (r.data as { commentEvents: { comment: { likedByMe: boolean } } }).commentEvents.comment.likedByMe);
    for (const s of bobs) expect(liked(s)).toEqual([false, true]);
    for (const s of [...carols, ...anonymous]) expect(liked(s)).toEqual([false, false]);
    for (const s of bobs) expect(s.nexts()).toEqual(refBob.results);
    for (const s of anonymous) expect(s.nexts()).toEqual(refAnonymous.results);
    // likedByMe reads the user: one execution per distinct viewer (bob, carol, anonymous), not per socket.
    expect(srv.fanout.stats().executions - executed).toBe(2 * 3);
    refBob.stop();
    refAnonymous.stop();
    for (const s of all) s.close();
    await until(() => srv.fanout.stats().families === 0, 'the family to be dropped');
  });

  it('keeps live quotes (a stream of its own per subscriber) out of sharing', async () => {
    const query = 'subscription { stockQuotes(tickers: []) { ticker } }';
    const a = await subscriber(srv.url, '1', query, {});
    const b = await subscriber(srv.url, '1', query, {});
    await until(() => srv.fanout.stats().members === 2, 'both registered');
    expect(srv.fanout.stats()).toMatchObject({ families: 1, groups: 2, sharedGroups: 0 });
    a.close();
    b.close();
    await until(() => srv.fanout.stats().families === 0, 'the family to be dropped');
  });
});

const SECRET_TOPIC = 'TEST_FANOUT_SECRET';

@Resolver()
class SecretResolver {
  @Query(() => String, { description: 'A query root.' })
  ping(): string {
    return 'pong';
  }

  @Authorized()
  @Subscription(() => String, { description: 'Signed-in users only.', topics: SECRET_TOPIC })
  secret(@Root() payload: string): string {
    return payload;
  }
}

describe('subscription fan-out: per-connection authentication still applies', () => {
  let db: TestDb;
  let srv: Awaited<ReturnType<typeof wsServer>>;
  let alice: TestUser;
  beforeAll(async () => {
    db = await createTestDb();
    const schema = await buildSchema({ resolvers: [SecretResolver], authChecker, pubSub: db.deps.pubsub, validate: false, authMode: 'error' });
    srv = await wsServer(db, schema);
    alice = await createUser(db);
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
  });

  it('a signed-in stream already open is never shared with an anonymous socket or a bad token', async () => {
    const query = 'subscription { secret }';
    const signedIn = await Promise.all([
      subscriber(srv.url, '1', query, {}, { authorization: `Bearer ${alice.accessToken}` }),
      subscriber(srv.url, '1', query, {}, { authorization: `Bearer ${alice.accessToken}` }),
    ]);
    await until(() => srv.fanout.stats().members === 2, 'the signed-in subscriptions');
    expect(srv.fanout.stats()).toMatchObject({ families: 1, groups: 1 });

    // Same document, opened after the signed-in stream exists.
    const anonymous = await subscriber(srv.url, '1', query, {});
    const forged = await subscriber(srv.url, '1', query, {}, { authorization: 'Bearer not-a-token' });
    await until(() => [anonymous, forged].every((s) => s.messages().some((m) => m.type === 'complete')), 'the refusals');
    for (const s of [anonymous, forged]) {
      const [next, complete] = s.messages();
      expect(next).toMatchObject({ id: '1', type: 'next', payload: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] } });
      expect(complete).toEqual({ id: '1', type: 'complete' });
    }

    db.deps.pubsub.publish(SECRET_TOPIC, 'for members');
    await until(() => signedIn.every((s) => s.frames.length === 1), 'the event');
    await sleep(50);
    for (const s of signedIn) expect(s.frames).toEqual(['{"id":"1","type":"next","payload":{"data":{"secret":"for members"}}}']);
    expect(anonymous.nexts()).toHaveLength(1);
    expect(forged.nexts()).toHaveLength(1);
    for (const s of [...signedIn, anonymous, forged]) s.close();
  });
});

describe('subscription fan-out: the liker is answered while the broadcast runs', () => {
  let db: TestDb;
  let app: TestServer;
  let alice: TestUser;
  const nct = 'NCT32000003';
  beforeAll(async () => {
    db = await createTestDb();
    app = await startTestServer(db);
    await insertTrials(db.ctx().em, [buildTrial({ nctId: nct })]);
    alice = await createUser(db);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('2000 subscribers: the mutation answers before the last of them is served, and every one of them is', async () => {
    const N = 2000;
    const url = `${app.url.replace('http', 'ws')}/graphql`;
    const subs: Subscriber[] = [];
    for (let i = 0; i < N; i += 200) subs.push(...(await Promise.all(Array.from({ length: 200 }, () => subscriber(url, '1', REACTIONS, { id: nct })))));
    const like = `mutation($id: ID!, $key: String) { likeTrial(nctId: $id, clientMutationId: $key) { reactions { likes dislikes } trial { nctId likes } } }`;
    const received = () => subs.reduce((n, s) => n + s.frames.length, 0);
    // A first like: every subscription is registered once every socket got it.
    await app.gql(like, { id: nct, key: crypto.randomUUID() }, alice.accessToken);
    await until(() => received() === N, 'the first like everywhere', 30_000);

    const res = await app.gql(like, { id: nct, key: crypto.randomUUID() }, alice.accessToken);
    const servedWhenAnswered = received() - N;
    expect(res.errors).toBeUndefined();
    await until(() => received() === 2 * N, 'the second like everywhere', 30_000);
    expect(servedWhenAnswered).toBeLessThan(N);
    const expected = JSON.stringify({ id: '1', type: 'next', payload: { data: { trialReactionsChanged: { nctId: nct, ...res.data!.likeTrial.reactions } } } });
    for (const s of subs) expect(s.frames[1]).toBe(expected);
    for (const s of subs) s.close();
  }, 60_000);
});
