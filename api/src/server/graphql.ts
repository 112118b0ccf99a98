import type { Server as HttpServer } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestHandler } from 'express';
import { createContext, type AppContext } from '../context.js';
import type { Deps } from '../deps.js';
import { toAppError } from '../errors.js';
import { logger } from '../lib/logger.js';
import { authenticateBearer } from '../modules/auth/auth.bearer.js';

export const GRAPHQL_LIMITS = { maxDepth: 12, maxAliases: 15, maxDirectives: 50, maxCost: 20000 };

/** Turns resolver errors into our error model; unknown errors never leak their message, SQL or stack. */
export function formatError(showInternals: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    const existingCode = formatted.extensions?.code as string | undefined;
    // Errors raised by graphql-js itself (syntax, validation, armor limits) keep their code.
    if (!original || (existingCode && existingCode !== 'INTERNAL_SERVER_ERROR' && !(original instanceof Error && original.name === 'AppError'))) {
      const { stacktrace: _s, ...ext } = formatted.extensions ?? {};
      return { ...formatted, extensions: ext };
    }
    const appError = toAppError(original);
    if (appError.code === 'INTERNAL') logger.error({ err: original, path: formatted.path }, 'GraphQL resolver failed');
    return {
      message: appError.code === 'INTERNAL' && showInternals ? `${appError.message}: ${(original as Error).message}` : appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: appError.code, ...(appError.details ? { details: appError.details } : {}) },
    };
  };
}

export interface GraphQLServer {
  middleware: RequestHandler;
  stop(): Promise<void>;
}

export async function createGraphQLServer(deps: Deps, schema: GraphQLSchema, httpServer: HttpServer): Promise<GraphQLServer> {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown>, { ctx?: AppContext }>(
    {
      schema,
      context: async (wsCtx) => {
        const params = wsCtx.connectionParams ?? {};
        const raw = (params.authorization ?? params.Authorization ?? (params.accessToken ? `Bearer ${params.accessToken}` : undefined)) as string | undefined;
        const auth = await authenticateBearer(deps, raw);
        return createContext(deps, { ...auth, locale: (params.locale as string) ?? null });
      },
      onError: (_ctx, _id, _payload, errors) => {
        logger.warn({ errors }, 'GraphQL subscription error');
      },
    },
    wsServer,
  );

  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  const plugins: ApolloServerPlugin<AppContext>[] = [
    ...(protection.plugins as ApolloServerPlugin<AppContext>[]),
    ApolloServerPluginDrainHttpServer({ httpServer }),
    ApolloServerPluginLandingPageDisabled(),
    {
      // A malformed or over-limit operation is the caller's mistake: 400, never 500.
      async requestDidStart() {
        return {
          async willSendResponse({ response, errors }) {
            const codes = (errors ?? []).map((e) => e.extensions?.code);
            if (codes.length && codes.every((c) => c === 'GRAPHQL_PARSE_FAILED' || c === 'GRAPHQL_VALIDATION_FAILED') && (response.http.status ?? 500) >= 500) {
              response.http.status = 400;
            }
          },
        };
      },
    },
    {
      async serverWillStart() {
        return {
          async drainServer() {
            await wsCleanup.dispose();
          },
        };
      },
    },
  ];
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: true,
    plugins,
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(deps.config.isDevelopment),
    csrfPrevention: true,
  });
  await apollo.start();
  const middleware = expressMiddleware(apollo, {
    context: async ({ req }) => {
      const auth = await authenticateBearer(deps, req.get('authorization'));
      return createContext(deps, {
        ...auth,
        locale: req.get('accept-language') ?? null,
        ip: req.ip ?? null,
        userAgent: req.get('user-agent') ?? null,
      });
    },
  });
  return {
    middleware,
    stop: async () => {
      await apollo.stop();
      wsServer.close();
    },
  };
}
