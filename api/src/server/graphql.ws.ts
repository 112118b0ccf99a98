import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { GraphQLError, getOperationAST, parse, specifiedRules, subscribe, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { AppContext, ContextFactory } from '../context.js';
import type { Deps } from '../deps.js';
import { fail, toHttpError, type ErrorReason } from '../errors.js';
import { findInputProblem } from '../lib/input-guard.js';
import {
  activeSubscriptions,
  countErrors,
  graphqlOperationDuration,
  operationLabel,
  rateLimitRejections,
  wsConnections,
  wsConnectionsOpened,
} from '../lib/metrics.js';
import { formatGraphQLError, logInternalErrors, withRequestId } from './graphql.errors.js';
import { createFanout, type FanoutSubscription, type SessionEvents, type ViewerSession } from './graphql.ws.fanout.js';
import { GRAPHQL_LIMITS, listCost, listCostError, parseOptions, validationRules } from './graphql.limits.js';
import { clientAddress, connectionIdOf, socketRequestInfo, type TrustProxy } from './request-info.js';

/** The limits with the default configuration (WS_MAX_* variables unset). */
export const WS_LIMITS = {
  /** Largest frame accepted (the same 1 MB as an HTTP body). */
  maxPayloadBytes: 1024 * 1024,
  /** Connections open at once from one client address, on one process (loopback is not limited). */
  maxConnectionsPerAddress: 50,
  /** Subscriptions open at once on one connection (the web app opens at most five). */
  maxSubscriptions: 50,
  /** Operations a connection may start: a burst of `burst`, then `perSecond`. */
  burst: 30,
  perSecond: 10,
} as const;

export type WsLimits = { -readonly [K in keyof typeof WS_LIMITS]: number };

/** The limits in force: WS_MAX_CONNECTIONS_PER_ADDRESS, WS_MAX_SUBSCRIPTIONS_PER_CONNECTION, WS_MAX_OPERATIONS_PER_SECOND. */
export function wsLimits(config: Config): WsLimits {
  const perSecond = config.WS_MAX_OPERATIONS_PER_SECOND;
  return {
    maxPayloadBytes: WS_LIMITS.maxPayloadBytes,
    maxConnectionsPerAddress: config.WS_MAX_CONNECTIONS_PER_ADDRESS,
    maxSubscriptions: config.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
    burst: 3 * perSecond,
    perSecond,
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The access token's expiry (ms since epoch) from an `Authorization` value already verified by requestContext. */
function accessTokenExpiry(authorization: string | null | undefined, fallback: number): number {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization?.trim() ?? '')?.[1];
  try {
    const exp = token ? decodeJwt(token).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : fallback;
  } catch {
    return fallback;
  }
}

/** Parsed and validated documents by query text (subscribers of one page send the same few). */
const DOCUMENT_CACHE_SIZE = 200;
/** Longer query texts are parsed each time rather than kept. */
const DOCUMENT_CACHE_MAX_CHARS = 20_000;

const CLIENT_MESSAGE_TYPES = new Set(['connection_init', 'ping', 'pong', 'subscribe', 'complete']);

interface ConnectionState {
  subscriptions: Set<string>;
  tokens: number;
  refilledAt: number;
  /** The connection's id (the upgrade request's) and the number of operations it started: operation n's request id is `<id>:<n>`. */
  id: string;
  operations: number;
}

const rejected = (message: string, code: string, reason: ErrorReason, params: Record<string, unknown> = {}) => [
  new GraphQLError(message, { extensions: { code, reason, params } }),
];

function takeToken(state: ConnectionState, limits: WsLimits): boolean {
  const now = Date.now();
  state.tokens = Math.min(limits.burst, state.tokens + ((now - state.refilledAt) / 1000) * limits.perSecond);
  state.refilledAt = now;
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

/** The parsed document and its validation errors, or the parse error; the last DOCUMENT_CACHE_SIZE texts kept (LRU). */
function documentCache(schema: GraphQLSchema) {
  const cache = new Map<string, { document: DocumentNode; errors: readonly GraphQLError[] }>();
  return (query: string): { document: DocumentNode; errors: readonly GraphQLError[] } => {
    const hit = cache.get(query);
    if (hit) {
      cache.delete(query);
      cache.set(query, hit);
      return hit;
    }
    const document = parse(query, parseOptions);
    const entry = { document, errors: validate(schema, document, [...specifiedRules, ...validationRules]) };
    if (query.length <= DOCUMENT_CACHE_MAX_CHARS) {
      cache.set(query, entry);
      if (cache.size > DOCUMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    return entry;
  };
}

/**
 * GraphQL over WebSocket (graphql-ws) with the same pipeline as HTTP: parse with the token limit,
 * the same validation rules and list-cost limit, the same context factory (the client address
 * from the upgrade request, under the same proxy trust) and the same error formatting —
 * for queries and mutations as much as for subscriptions. Per client address: a cap on open
 * connections (per process: see connectionsPerAddress). Per connection: frames up to 1 MB, a cap on
 * open subscriptions and on operations per second. Subscriptions are served by the fan-out
 * (graphql.ws.fanout.ts): each event executed and serialised once per distinct document, variables
 * and viewer-dependence, then written to every subscriber's socket; a signed-in subscription ends
 * with its session (revoked on any process, or its access token expired).
 */
export function createGraphQLWebSocketServer(
  deps: Deps,
  schema: GraphQLSchema,
  httpServer: HttpServer,
  trust: TrustProxy,
  wiring: { contextOf: ContextFactory; sessions: SessionEvents },
) {
  const { contextOf, sessions } = wiring;
  const limits = wsLimits(deps.config);
  const perAddress = connectionsPerAddress(limits.maxConnectionsPerAddress, trust);
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: limits.maxPayloadBytes,
    verifyClient: (info, done) => {
      const refused = perAddress.refusal(info.req);
      if (refused) done(false, 429, refused.body, refused.headers);
      else done(true);
    },
  });
  // The 101 answer carries the connection's request id, like every HTTP answer.
  wsServer.on('headers', (headers, req) => headers.push(`X-Request-Id: ${connectionIdOf(req)}`));
  wsServer.on('connection', (socket, req) => {
    wsConnectionsOpened.inc();
    perAddress.opened(socket, req);
  });
  const states = new WeakMap<object, ConnectionState>();
  /** States of the connections open now (the active-subscriptions gauge sums their subscriptions when scraped). */
  const open = new Set<ConnectionState>();
  const stateOf = (ctx: { extra: { request: IncomingMessage } }): ConnectionState => {
    let s = states.get(ctx);
    if (!s) {
      s = { subscriptions: new Set(), tokens: limits.burst, refilledAt: Date.now(), id: connectionIdOf(ctx.extra.request), operations: 0 };
      states.set(ctx, s);
      open.add(s);
    }
    return s;
  };
  const removeGauges = [
    wsConnections.add(() => wsServer.clients.size),
    activeSubscriptions.add(() => {
      let n = 0;
      for (const s of open) n += s.subscriptions.size;
      return n;
    }),
  ];
  /** Queries and mutations under way: when they started, and their labels (the answer is timed in onNext). */
  const running = new WeakMap<object, { start: number; operation: string; type: string }>();
  const timed = (operationName: string | null | undefined, type: string, status: 'ok' | 'error', start: number) =>
    graphqlOperationDuration.record((performance.now() - start) / 1000, operationLabel(operationName, 'anonymous'), type, 'ws', status);
  const fanout = createFanout(deps);
  const stopListening = sessions.onEnded(deps.pubsub, (ended) => fanout.revoke(ended));
  const documentOf = documentCache(schema);
  /** What the fan-out needs of a subscription, keyed by the small context graphql-ws hands back to `subscribe`. */
  const subscriptions = new WeakMap<object, FanoutSubscription>();

  const cleanup = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      // Never put an error's text in a close reason, whatever NODE_ENV says.
      isProd: true,
      // A message type only a server may send is malformed from a client: graphql-ws closes with 4400.
      jsonMessageReviver: (key, value) => {
        if (key === '' && !CLIENT_MESSAGE_TYPES.has((value as { type?: unknown } | null)?.type as string)) throw new Error('Invalid message type');
        return value;
      },
      onSubscribe: async (ctx, id, payload) => {
        const start = performance.now();
        const state = stateOf(ctx);
        const refused = (errors: GraphQLError[], type = 'unknown') => {
          timed(payload.operationName, type, 'error', start);
          return errors;
        };
        if (!takeToken(state, limits)) {
          rateLimitRejections.inc({ rule: 'ws:operations' });
          return refused(
            rejected(`Too many operations on this connection: at most ${limits.perSecond} per second`, 'RATE_LIMITED', 'TOO_MANY_OPERATIONS', {
              max: limits.perSecond,
            }),
          );
        }
        if (typeof payload.query !== 'string') return refused(rejected('The operation has no query document', 'BAD_USER_INPUT', 'INVALID_OPERATION'));
        const problem = findInputProblem(payload.variables ?? {}, 'variables');
        if (problem) return refused(rejected(problem.message, 'BAD_USER_INPUT', problem.reason, { field: problem.field }));
        let document: DocumentNode;
        try {
          const parsed = documentOf(payload.query);
          if (parsed.errors.length) return refused([...parsed.errors]);
          document = parsed.document;
        } catch (e) {
          return refused([e instanceof GraphQLError ? e : new GraphQLError('Syntax Error: the query could not be parsed')]);
        }
        const operation = getOperationAST(document, payload.operationName ?? undefined);
        if (!operation) return refused(rejected('Unknown operation: name the operation to run (operationName)', 'BAD_USER_INPUT', 'INVALID_OPERATION'));
        const type = operation.operation;
        const variables = payload.variables ?? {};
        const cost = listCost(schema, document, operation, variables);
        if (cost > GRAPHQL_LIMITS.maxListCost) return refused([listCostError(cost)], type);
        if (type === 'subscription') {
          if (state.subscriptions.size >= limits.maxSubscriptions) {
            rateLimitRejections.inc({ rule: 'ws:subscriptions' });
            return refused(
              rejected(`Too many subscriptions on this connection: at most ${limits.maxSubscriptions}`, 'RATE_LIMITED', 'TOO_MANY_SUBSCRIPTIONS', {
                max: limits.maxSubscriptions,
              }),
              type,
            );
          }
          state.subscriptions.add(id);
        }
        let contextValue: AppContext;
        const requestId = `${state.id}:${++state.operations}`;
        // Revocations heard from now on apply to this subscription, even before the fan-out holds it.
        const since = Date.now();
        const info = socketRequestInfo(ctx.extra.request, trust, ctx.connectionParams, requestId);
        try {
          contextValue = await contextOf(info);
        } catch (e) {
          state.subscriptions.delete(id);
          return refused([new GraphQLError('The request could not be prepared', { originalError: e as Error })], type);
        }
        contextValue.operation = operation.name?.value ?? null;
        if (type !== 'subscription') {
          running.set(contextValue, { start, operation: operationLabel(contextValue.operation, 'anonymous'), type });
          return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue };
        }
        timed(contextValue.operation, type, 'ok', start);
        // A subscription keeps only its viewer (not the request's entity manager and loaders):
        // every event is executed with a fresh context built from it.
        const { user, authError, locale, ip, userAgent } = contextValue;
        const session: ViewerSession | undefined = user?.sessionId
          ? {
              userId: user.id,
              familyId: user.sessionId,
              expiresAt: accessTokenExpiry(info.authorization, since + sessions.accessTokenTtlSeconds * 1000),
              since,
            }
          : undefined;
        const handle = { requestId };
        subscriptions.set(handle, {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: variables,
          query: payload.query,
          socket: ctx.extra.socket,
          id,
          viewer: { user, authError, locale, ip, userAgent },
          session,
        });
        return { schema, document, operationName: payload.operationName, variableValues: variables, contextValue: handle };
      },
      subscribe: (args) => {
        const handle = args.contextValue;
        const sub = typeof handle === 'object' && handle !== null ? subscriptions.get(handle) : undefined;
        return sub ? fanout.subscribe(sub) : subscribe(args);
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        const op = running.get(args.contextValue as object);
        if (op) {
          running.delete(args.contextValue as object);
          graphqlOperationDuration.record((performance.now() - op.start) / 1000, op.operation, op.type, 'ws', result.errors?.length ? 'error' : 'ok');
        }
        if (!result.errors?.length) return;
        const requestId = (args.contextValue as AppContext).requestId;
        logInternalErrors(result.errors, requestId);
        const formatted = result.errors.map((e) => formatGraphQLError(e.toJSON(), e));
        countErrors(
          'graphql',
          'ws',
          formatted.map((e) => e.extensions?.code),
        );
        return { ...result, errors: withRequestId(formatted, requestId) };
      },
      onError: (ctx, id, _payload, errors) => {
        stateOf(ctx).subscriptions.delete(id);
        const formatted = errors.map((e) => formatGraphQLError(e.toJSON(), e));
        countErrors(
          'graphql',
          'ws',
          formatted.map((e) => e.extensions?.code),
        );
        return formatted;
      },
      onComplete: (ctx, id) => {
        stateOf(ctx).subscriptions.delete(id);
      },
      onClose: (ctx) => {
        const state = states.get(ctx);
        if (state) open.delete(state);
      },
    },
    wsServer,
  );

  let closing: Promise<void> | undefined;
  return {
    fanout,
    /**
     * Closes every socket with 1001 "Going away" (clients reconnect, to another process behind the
     * proxy) and the server (graphql-ws's dispose does both); safe to call twice.
     */
    close: () =>
      (closing ??= Promise.resolve(cleanup.dispose()).finally(() => {
        stopListening();
        for (const remove of removeGauges) remove();
      })),
  };
}

/**
 * Open connections per client address (the upgrade request's, under the proxy trust rules), on this
 * process: past `max`, an upgrade is answered 429. Per process on purpose: what a connection costs
 * (memory, sockets, fan-out work) is the process's; a shared Redis count would be left too high by a
 * process that dies with its connections counted, refusing those addresses until it expired, and
 * would add a round trip to every upgrade. With N processes an address may hold N × max; a global cap
 * belongs to the proxy in front (nginx `limit_conn`). Loopback addresses are not limited (local
 * tools, tests; a proxy on the same host must be named in TRUST_PROXY, as for every per-address limit).
 */
function connectionsPerAddress(max: number, trust: TrustProxy) {
  const open = new Map<string, number>();
  const addressOf = (req: IncomingMessage) => {
    const address = clientAddress(req, trust);
    return max > 0 && address && !LOOPBACK.test(address) ? address : null;
  };
  return {
    /** The 429 answer for an upgrade over the limit, or null. */
    refusal(req: IncomingMessage): { body: string; headers: Record<string, string> } | null {
      const address = addressOf(req);
      if (!address || (open.get(address) ?? 0) < max) return null;
      rateLimitRejections.inc({ rule: 'ws:connections:address' });
      const { body } = toHttpError(fail('TOO_MANY_CONNECTIONS', `Too many WebSocket connections from this address: at most ${max}`, { max }));
      return {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'Retry-After': '10', 'X-Request-Id': connectionIdOf(req) },
      };
    },
    /** Counts an accepted connection until it closes (the same tick as `refusal`: no upgrade slips between). */
    opened(socket: { once(event: 'close', listener: () => void): unknown }, req: IncomingMessage) {
      const address = addressOf(req);
      if (!address) return;
      open.set(address, (open.get(address) ?? 0) + 1);
      socket.once('close', () => {
        const n = (open.get(address) ?? 1) - 1;
        if (n > 0) open.set(address, n);
        else open.delete(address);
      });
    },
  };
}
