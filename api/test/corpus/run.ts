import type { GraphQLSchema } from 'graphql';
import type { CorpusCase, HttpCase, WsOpCase } from './corpus.types.js';
import { boundsCorpus } from './bounds.corpus.js';
import { fieldOperations, malformedDocuments } from './graphql.corpus.js';
import { graphqlEnvelopeCases, httpCaseOf, wsCaseOf, wsRawCases } from './graphql.transport.js';
import { withLeaks, type CorpusResult } from './report.js';
import { restCorpus, type RealIds } from './rest.corpus.js';
import { sendHttp, sendWsBatch, sendWsRaw, type Tokens } from './send.js';

export interface CorpusSize {
  restPerRoute: number;
  graphqlHttpPerField: number;
  graphqlWsPerField: number;
}

/** Every case of the corpus: REST routes, GraphQL root fields over HTTP and WebSocket, malformed envelopes and frames. */
export function buildCorpus(doc: Record<string, any>, schema: GraphQLSchema, ids: RealIds, size: CorpusSize, seed: number): CorpusCase[] {
  const rest = restCorpus(doc, ids, size.restPerRoute, seed);
  const httpOps = [...fieldOperations(schema, ids, size.graphqlHttpPerField, seed), ...malformedDocuments(ids)];
  const wsOps = [...fieldOperations(schema, ids, size.graphqlWsPerField, seed + 7), ...malformedDocuments(ids)];
  // Issue 27's bounds: list sizes by default values, deep nesting, oversized texts (POST, and GET for the small ones).
  const bounds = boundsCorpus(doc, schema, ids);
  const boundsHttp = [
    ...bounds.bothTransports.flatMap((op) => [httpCaseOf(op, 0), httpCaseOf(op, 3)]),
    ...bounds.httpPostOnly.map((op) => httpCaseOf(op, 0)),
    ...bounds.http,
  ];
  const boundsWs = [...bounds.bothTransports, ...bounds.wsOnly].map(wsCaseOf);
  return [...rest, ...httpOps.map(httpCaseOf), ...graphqlEnvelopeCases(), ...wsOps.map(wsCaseOf), ...wsRawCases(), ...boundsHttp, ...boundsWs, ...bounds.wsRaw];
}

async function pool<T>(items: T[], width: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

/** Sends the corpus with bounded concurrency (HTTP and WebSocket side by side) and checks every answer for leaks. */
export async function runCorpus(
  baseUrl: string,
  cases: CorpusCase[],
  tokens: Tokens,
  opts: { httpParallel: number; wsClients: number; wsBatch: number },
): Promise<CorpusResult[]> {
  const base = new URL(baseUrl);
  const wsUrl = `ws://${base.host}/graphql`;
  const results: CorpusResult[] = [];
  const http = cases.filter((c): c is HttpCase => c.transport === 'http');
  const ws = cases.filter((c): c is WsOpCase => c.transport === 'ws');
  const raw = cases.filter((c) => c.transport === 'ws-raw');
  // WebSocket operations in batches of one role each: one connection per batch.
  const batches: WsOpCase[][] = [];
  for (const role of [...new Set(ws.map((c) => c.auth))]) {
    const mine = ws.filter((c) => c.auth === role);
    for (let i = 0; i < mine.length; i += opts.wsBatch) batches.push(mine.slice(i, i + opts.wsBatch));
  }
  await Promise.all([
    pool(http, opts.httpParallel, async (c) => void results.push(withLeaks(c, await sendHttp(base, c, tokens)))),
    pool(batches, opts.wsClients, async (batch) => {
      const outcomes = await sendWsBatch(wsUrl, batch, tokens);
      batch.forEach((c, i) => results.push(withLeaks(c, outcomes[i])));
    }),
    pool(raw, 2, async (c) => void results.push(withLeaks(c, await sendWsRaw(wsUrl, c, tokens)))),
  ]);
  return results;
}
