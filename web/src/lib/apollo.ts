import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { Kind, OperationTypeNode } from 'graphql';
import { createCache } from './apollo.cache';
import { createAuthLink } from './auth-link';
import { tokenRefresher } from './refresh';
import { getAccessToken, onTokensChange } from './session';
import { currentLanguage } from './i18n';

export const GRAPHQL_PATH = '/graphql';
/** The spec's API time-out. */
export const API_TIMEOUT_MS = 30_000;

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/** The WebSocket authenticates with the current access token and reconnects whenever the tokens change. */
export function createWsClient(opts: { url?: string; webSocketImpl?: unknown } = {}): Client {
  let active: WebSocket | null = null;
  // The token the current connection authenticated with: when the stored one differs, reconnect.
  let usedToken: string | null = null;
  const restartIfStale = () => {
    // 4205 "Client Restart": graphql-ws reconnects and resubscribes, with fresh connectionParams.
    if (active && active.readyState === 1 /* OPEN */ && getAccessToken() !== usedToken) active.close(4205, 'Client Restart');
  };
  const client = createClient({
    url: opts.url ?? wsUrl,
    webSocketImpl: opts.webSocketImpl,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // Reconnect fast after a token change (0.3 s, then exponential up to 10 s with jitter).
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 300 * 2 ** retries) + Math.random() * 300)),
    connectionParams: () => {
      const token = getAccessToken();
      usedToken = token;
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), locale: currentLanguage() };
    },
    on: {
      connected: (socket) => {
        active = socket as WebSocket;
        // The tokens may have changed while this connection was being set up.
        restartIfStale();
      },
      closed: () => {
        active = null;
      },
    },
  });
  onTokensChange(restartIfStale);
  return client;
}

function timeoutFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(new DOMException('Request timed out', 'TimeoutError')), API_TIMEOUT_MS);
  init?.signal?.addEventListener('abort', () => ctrl.abort(init.signal?.reason));
  return fetch(input, { ...init, signal: ctrl.signal }).finally(() => clearTimeout(timer));
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, fetch: timeoutFetch, headers: { 'apollo-require-preflight': 'true' } });
  const ws = new GraphQLWsLink(createWsClient());
  const transport = ApolloLink.split(
    ({ query }) => {
      const def = getMainDefinition(query);
      return def.kind === Kind.OPERATION_DEFINITION && def.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  const langLink = new ApolloLink((operation, forward) => {
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': currentLanguage() },
    }));
    return forward(operation);
  });
  return new ApolloClient({
    link: ApolloLink.from([langLink, createAuthLink(tokenRefresher), transport]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
    },
  });
}

let client: ApolloClient | null = null;
export function apolloClient(): ApolloClient {
  client ??= createApolloClient();
  return client;
}
