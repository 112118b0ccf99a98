import type { Server as HttpServer } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { RequestHandler } from 'express';
import type { AppContext, ContextFactory, RequestInfo } from '../context.js';
import type { Deps } from '../deps.js';
import { errorExtensions, toAppError, type ErrorReason } from '../errors.js';
import { findUnstorableText, unstorableTextMessage } from '../lib/input-guard.js';
import { countErrors, graphqlOperationDuration, operationLabel } from '../lib/metrics.js';
import { formatGraphQLError, logInternalErrors, statusForErrors, withRequestId } from './graphql.errors.js';
import { GRAPHQL_LIMITS, listCost, listCostError, parseOptions, validationRules } from './graphql.limits.js';
import { createGraphQLWebSocketServer } from './graphql.ws.js';
import type { SessionEvents } from './graphql.ws.fanout.js';
import { plainJsonPostHandler, type PlainJsonPostHandler } from './graphql.http.js';
import { httpRequestInfo, nodeRequestInfo, type TrustProxy } from './request-info.js';
import { ResponseCache } from './response-cache.js';
import { listenForTrialWrites } from './response-cache.listener.js';
import type { ResponseCacheRules } from './response-cache.policy.js';

export { GRAPHQL_LIMITS } from './graphql.limits.js';

const badRequest = (message: string, reason: ErrorReason, params: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', reason, params, http: { status: 400 } } });

/**
 * What HTTP adds to the shared pipeline: status codes, request ids on internal errors, the same
 * checks as WebSocket; and per request (both HTTP paths) its operation name in the context (log
 * lines, slow queries), its duration and outcome in trialyst_graphql_operation_duration_seconds
 * and its error codes in trialyst_errors_total.
 */
const httpPipeline: ApolloServerPlugin<AppContext> = {
  async requestDidStart() {
    const start = performance.now();
    return {
      async didResolveOperation({ operation, operationName, document, request, schema, contextValue }) {
        if (!operation) return; // Apollo has already refused it
        contextValue.operation = operationName ?? null;
        if (operation.operation === 'subscription')
          throw badRequest('Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP', 'SUBSCRIPTION_OVER_HTTP');
        const badField = findUnstorableText(request.variables ?? {}, 'variables');
        if (badField) throw badRequest(unstorableTextMessage(badField), 'UNSTORABLE_TEXT', { field: badField });
        const cost = listCost(schema, document, operation, request.variables ?? {});
        if (cost > GRAPHQL_LIMITS.maxListCost) throw listCostError(cost);
      },
      async didEncounterErrors({ errors, contextValue }) {
        logInternalErrors(errors, contextValue.requestId);
      },
      async willSendResponse({ response, contextValue, errors, operation, operationName, request }) {
        const formatted = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        graphqlOperationDuration.record(
          (performance.now() - start) / 1000,
          operationLabel(operationName ?? request.operationName, 'anonymous'),
          operation?.operation ?? 'unknown',
          'http',
          formatted?.length ? 'error' : 'ok',
        );
        if (response.body.kind !== 'single' || !formatted) return;
        countErrors(
          'graphql',
          'http',
          formatted.map((e) => e.extensions?.code),
        );
        response.body.singleResult.errors = withRequestId(formatted, contextValue.requestId);
        const status = statusForErrors(formatted);
        if (status) response.http.status = status;
        // A malformed or over-limit operation is the caller's mistake: 400, never 500.
        const codes = (errors ?? []).map((e) => e.extensions?.code);
        if (codes.length && codes.every((c) => c === 'GRAPHQL_PARSE_FAILED' || c === 'GRAPHQL_VALIDATION_FAILED') && (response.http.status ?? 500) >= 500) {
          response.http.status = 400;
        }
      },
    };
  },
};

export interface GraphQLServer {
  middleware: RequestHandler;
  /** The plain JSON POST /graphql, answered without Express (graphql.http.ts); false: Express serves it. */
  plainPost: PlainJsonPostHandler;
  /** Signed-out answers of trial reads (absent with GRAPHQL_RESPONSE_CACHE_MB=0). */
  cache?: ResponseCache;
  /** Closes every WebSocket with 1001 "Going away" (clients reconnect elsewhere). */
  closeWebSockets(): Promise<void>;
  /** Once HTTP is drained: stops the trial-write listener, the WebSockets and Apollo. */
  stop(): Promise<void>;
}

/** What the GraphQL transports receive from the composition root (through createServer). */
export interface GraphQLWiring {
  /** Every transport's context factory (context.ts, with the auth module's authenticator). */
  contextOf: ContextFactory;
  /** Session endings and token lifetime: a WebSocket subscription ends with its session. */
  sessions: SessionEvents;
  /** Which anonymous answers may be kept (none: no response cache). */
  responseCache: ResponseCacheRules | undefined;
}

/** The request as a signed-out visitor sends it (its credentials left out), when `signedOut`. */
const signedOutIf = (info: RequestInfo, signedOut = false): RequestInfo => (signedOut ? { ...info, authorization: undefined } : info);

export async function createGraphQLServer(
  deps: Deps,
  schema: GraphQLSchema,
  httpServer: HttpServer,
  trust: TrustProxy,
  wiring: GraphQLWiring,
): Promise<GraphQLServer> {
  const { contextOf } = wiring;
  const ws = createGraphQLWebSocketServer(deps, schema, httpServer, trust, wiring);
  // No drain plugin: the app drains HTTP itself (server/http-drain.ts), then closes the sockets, then stops Apollo.
  const plugins: ApolloServerPlugin<AppContext>[] = [
    httpPipeline,
    ApolloServerPluginLandingPageDisabled(),
    // No field sets a cache hint: the implicit cache-control plugin would only wrap every field
    // resolver to compute "no-store", which securityHeaders() already sends on /graphql.
    ApolloServerPluginCacheControlDisabled(),
    // Not a federated subgraph: nothing to trace inline.
    ApolloServerPluginInlineTraceDisabled(),
  ];
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: true,
    plugins,
    validationRules,
    parseOptions,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError,
    csrfPrevention: true,
    // The process owns SIGTERM and SIGINT (main.ts): Apollo's own handlers would start a second,
    // concurrent stop whose waiters are never released, and re-raise the signal.
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const context = async (info: RequestInfo): Promise<AppContext> => {
    try {
      return await contextOf(info);
    } catch (e) {
      // E.g. the database is down while checking the token: answer with our code and status, not Apollo's 500.
      const appError = toAppError(e);
      countErrors('graphql', 'http', [appError.code]);
      throw new GraphQLError(appError.message, {
        originalError: e as Error,
        extensions: { ...errorExtensions(appError), http: { status: appError.httpStatus } },
      });
    }
  };
  const middleware = expressMiddleware(apollo, { context: ({ req }) => context(httpRequestInfo(req)) });
  const cacheBytes = deps.config.GRAPHQL_RESPONSE_CACHE_MB * 1024 * 1024;
  const cacheUrl = deps.orm.config.get('clientUrl');
  const cache = cacheBytes > 0 && cacheUrl && wiring.responseCache ? new ResponseCache(schema, wiring.responseCache, cacheBytes) : undefined;
  const sinks = [cache, deps.companyTrials, deps.viewerReactions].filter((s) => s !== undefined);
  const listener = cacheUrl && sinks.length ? listenForTrialWrites(cacheUrl, sinks) : undefined;
  return {
    middleware,
    plainPost: plainJsonPostHandler(apollo, (req, signedOut) => context(signedOutIf(nodeRequestInfo(req, trust), signedOut)), cache),
    cache,
    closeWebSockets: () => ws.close(),
    stop: async () => {
      await listener?.close();
      await ws.close();
      await apollo.stop();
    },
  };
}
