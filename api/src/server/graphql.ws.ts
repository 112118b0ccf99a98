import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { GraphQLError, getOperationAST, parse, specifiedRules, subscribe, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { requestContext, type AppContext } from '../context.js';
import type { Deps } from '../deps.js';
import type { ErrorReason } from '../errors.js';
import { findUnstorableText, unstorableTextMessage } from '../lib/input-guard.js';
import { activeSubscriptions, countErrors, graphqlOperationDuration, operationLabel, wsConnections, wsConnectionsOpened } from '../lib/metrics.js';
import { formatGraphQLError, logInternalErrors, withRequestId } from './graphql.errors.js';
import { createFanout, type FanoutSubscription } from './graphql.ws.fanout.js';
import { GRAPHQL_LIMITS, listCost, listCostError, parseOptions, validationRules } from './graphql.limits.js';
import { connectionIdOf, socketRequestInfo, type TrustProxy } from './request-info.js';

export const WS_LIMITS = {
  /** Largest frame accepted (the same 1 MB as an HTTP body). */
  maxPayloadBytes: 1024 * 1024,
  /** Subscriptions open at once on one connection (the web app opens at most five). */
  maxSubscriptions: 50,
  /** Operations a connection may start: a burst of `burst`, then `perSecond`. */
  burst: 30,
  perSecond: 10,
} as const;

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

function takeToken(state: ConnectionState): boolean {
  const now = Date.now();
  state.tokens = Math.min(WS_LIMITS.burst, state.tokens + ((now - state.refilledAt) / 1000) * WS_LIMITS.perSecond);
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
 * for queries and mutations as much as for subscriptions. Per connection: frames up to 1 MB,
 * a cap on open subscriptions and on operations per second. Subscriptions are served by the
 * fan-out (graphql.ws.fanout.ts): each event executed and serialised once per distinct document,
 * variables and viewer-dependence, then written to every subscriber's socket.
 */
export function createGraphQLWebSocketServer(deps: Deps, schema: GraphQLSchema, httpServer: HttpServer, trust: TrustProxy) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: WS_LIMITS.maxPayloadBytes });
  // The 101 answer carries the connection's request id, like every HTTP answer.
  wsServer.on('headers', (headers, req) => headers.push(`X-Request-Id: ${connectionIdOf(req)}`));
  wsServer.on('connection', () => wsConnectionsOpened.inc());
  const states = new WeakMap<object, ConnectionState>();
  /** States of the connections open now (the active-subscriptions gauge sums their subscriptions when scraped). */
  const open = new Set<ConnectionState>();
  const stateOf = (ctx: { extra: { request: IncomingMessage } }): ConnectionState => {
    let s = states.get(ctx);
    if (!s) {
      s = { subscriptions: new Set(), tokens: WS_LIMITS.burst, refilledAt: Date.now(), id: connectionIdOf(ctx.extra.request), operations: 0 };
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
        if (!takeToken(state))
          return refused(
            rejected(`Too many operations on this connection: at most ${WS_LIMITS.perSecond} per second`, 'RATE_LIMITED', 'TOO_MANY_OPERATIONS', {
              max: WS_LIMITS.perSecond,
            }),
          );
        if (typeof payload.query !== 'string') return refused(rejected('The operation has no query document', 'BAD_USER_INPUT', 'INVALID_OPERATION'));
        const badField = findUnstorableText(payload.variables ?? {}, 'variables');
        if (badField) return refused(rejected(unstorableTextMessage(badField), 'BAD_USER_INPUT', 'UNSTORABLE_TEXT', { field: badField }));
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
          if (state.subscriptions.size >= WS_LIMITS.maxSubscriptions) {
            return refused(
              rejected(`Too many subscriptions on this connection: at most ${WS_LIMITS.maxSubscriptions}`, 'RATE_LIMITED', 'TOO_MANY_SUBSCRIPTIONS', {
                max: WS_LIMITS.maxSubscriptions,
              }),
              type,
            );
          }
          state.subscriptions.add(id);
        }
        let contextValue: AppContext;
        const requestId = `${state.id}:${++state.operations}`;
        try {
          contextValue = await requestContext(deps, socketRequestInfo(ctx.extra.request, trust, ctx.connectionParams, requestId));
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
        for (const remove of removeGauges) remove();
      })),
  };
}
