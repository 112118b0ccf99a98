import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { currentLanguage } from '../../lib/i18n';
import { getAccessToken } from '../../lib/session';

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/** 'query', 'mutation' or 'subscription' of the operation that will run (the named one, or the only one). */
export function operationKind(query: string, operationName?: string | null): string | null {
  try {
    const ops = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const op = operationName ? ops.find((o) => o.name?.value === operationName) : ops.length === 1 ? ops[0] : undefined;
    return op?.operation ?? null;
  } catch {
    return null;
  }
}

/**
 * The same-origin GraphQL endpoint, with the signed-in user's token added unless the headers editor
 * sets its own Authorization. Subscriptions go over graphql-ws on the same path.
 */
export function createExplorerFetcher(): Fetcher {
  const wsClient = createClient({
    url: wsUrl(),
    lazy: true,
    connectionParams: () => {
      const token = getAccessToken();
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), locale: currentLanguage() };
    },
  });
  const base = createGraphiQLFetcher({ url: '/graphql', wsClient, headers: { 'apollo-require-preflight': 'true' } });
  return (params, opts) => {
    // Subscriptions always go over graphql-ws, even before GraphiQL has worked out the operation name
    // (the toolkit only recognises a subscription by name; an unnamed one would be POSTed and rejected).
    if (operationKind(params.query, params.operationName) === 'subscription') {
      return wsClient.iterate({
        query: params.query,
        variables: params.variables ?? undefined,
        operationName: params.operationName ?? undefined,
      }) as ReturnType<Fetcher>;
    }
    const headers: Record<string, string> = { 'accept-language': currentLanguage(), ...opts?.headers };
    const token = getAccessToken();
    if (token && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.authorization = `Bearer ${token}`;
    return base(params, { ...opts, headers });
  };
}
