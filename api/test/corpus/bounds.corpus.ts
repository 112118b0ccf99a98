import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLField, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { AuthRole, HttpCase, WsRawCase } from './corpus.types.js';
import { rootFields, selectionOf, type GqlOperation } from './graphql.corpus.js';
import { restOperations, type RealIds } from './rest.corpus.js';
import { queryStringOf } from './wire.js';

/**
 * Cases for the bounds of issue 27:
 * - item 2: list sizes given through a variable's default value (and every other way) must be
 *   refused when too large, never answered 200 with a huge answer (`refused: true`);
 * - item 6: bodies and variables nested far past the depth bound, on every body-taking route and
 *   both GraphQL transports;
 * - item 10: oversized texts (up to the 1 MB body limit) in the search and in every text argument
 *   of every GraphQL root field and REST route.
 * Only a few hundred cases, most of them large: they must not slow the corpus down much.
 */

const SIZE_ARGS = ['limit', 'first', 'last', 'pageSize'];
const KB = 1024;

const scalarName = (t: GraphQLInputType): string | undefined => (isScalarType(t) ? t.name : undefined);

const roleFor = (kind: string, field: string): AuthRole =>
  field === 'changePassword' || field === 'logout' ? 'throwaway' : kind === 'mutation' || /^(me|my|stockCacheStats)/.test(field) ? 'user' : 'none';

/** Item 2: too large list sizes through variable defaults, on every root query field with a size argument. */
function defaultSizeOperations(schema: GraphQLSchema): GqlOperation[] {
  const aliases = (n: number, text: string) => Array.from({ length: n }, (_, i) => `a${i}: ${text}`).join(' ');
  const table = 'trialsTable(limit: $n, page: 1) { rows { nctId briefTitle } }';
  const ops: GqlOperation[] = [
    // The issue's own query, anonymous and signed in.
    ...(['none', 'user'] as const).map((auth) => ({
      target: 'bounds default list size',
      kind: 'query' as const,
      auth,
      refused: true,
      query: `query Q($n: Int = 1000) { ${aliases(15, table)} }`,
    })),
    {
      target: 'bounds default list size',
      kind: 'query',
      auth: 'none',
      refused: true,
      query: `query Q($n: Int! = 1000) { ${aliases(15, table)} }`,
      variables: {},
    },
    {
      target: 'bounds default list size',
      kind: 'query',
      auth: 'none',
      refused: true,
      query: `query Q($n: Int = 1000, $junk: String) { ...F } fragment F on Query { ${aliases(15, table)} }`,
      variables: { junk: 'x' },
    },
    // An explicit value overrides a small default.
    {
      target: 'bounds default list size',
      kind: 'query',
      auth: 'none',
      refused: true,
      query: `query Q($n: Int = 1) { ${aliases(15, table)} }`,
      variables: { n: 1000 },
    },
  ];
  for (const { kind, field } of rootFields(schema)) {
    if (kind !== 'query') continue;
    const size = field.args.find((a) => SIZE_ARGS.includes(a.name));
    if (!size || field.args.some((a) => a !== size && isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const selection = selectionOf(field.type);
    // Only fields counted by the cost limit are sure to be refused (a selection of __typename alone costs nothing).
    const counted = /\{ __typename \S/.test(selection);
    ops.push({
      target: `bounds default list size ${field.name}`,
      kind: 'query',
      auth: roleFor(kind, field.name),
      refused: counted,
      query: `query D($n: ${size.type.toString()} = 100000) { ${aliases(3, `${field.name}(${size.name}: $n) ${selection}`)} }`,
    });
  }
  return ops;
}

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

function deepArrayValue(levels: number): unknown {
  let v: unknown = [];
  for (let i = 1; i < levels; i++) v = [v];
  return v;
}

/** Item 6: GraphQL bodies nested far past the bound, on both HTTP paths; deep GET variables. */
function deepGraphqlHttpCases(): HttpCase[] {
  const post = (target: string, body: string, path = '/graphql'): HttpCase => ({
    transport: 'http',
    api: 'graphql',
    target: `bounds deep ${target}`,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body,
    auth: 'none',
  });
  const cacheable = JSON.stringify('{ trialsTable(limit: 1) { rows { nctId } } }');
  const filtered = JSON.stringify('query ($f: TrialsTableFilter) { trialsTable(filter: $f) { pagination { totalCount } } }');
  const cases: HttpCase[] = [];
  for (const path of ['/graphql', '/graphql?via=express']) {
    cases.push(
      post('junk variable, 200,000 arrays', `{"query":${cacheable},"variables":{"junk":${nestedArrays(200_000)}}}`, path),
      post('junk variable, 100,000 objects', `{"query":${cacheable},"variables":{"junk":${nestedObjects(100_000)}}}`, path),
      post('junk variable, 65 levels', `{"query":${cacheable},"variables":{"junk":${nestedArrays(65)}}}`, path),
      post('declared variable, 200,000 arrays', `{"query":${filtered},"variables":{"f":{"phases":${nestedArrays(200_000)}}}}`, path),
      post('query, 200,000 arrays', `{"query":${nestedArrays(200_000)}}`, path),
      post('extensions, 100,000 objects', `{"query":${cacheable},"extensions":${nestedObjects(100_000)}}`, path),
      post('operationName, 200,000 arrays', `{"query":${cacheable},"operationName":${nestedArrays(200_000)}}`, path),
      post('body, 200,000 arrays', nestedArrays(200_000), path),
    );
  }
  for (const variables of [`{"junk":${nestedArrays(2000)}}`, `{"f":${nestedObjects(1500)}}`]) {
    cases.push({
      transport: 'http',
      api: 'graphql',
      target: 'bounds deep GET variables',
      method: 'GET',
      path: `/graphql?${queryStringOf([
        ['query', 'query ($f: TrialsTableFilter) { trialsTable(filter: $f, limit: 1) { rows { nctId } } }'],
        ['variables', variables],
      ])}`,
      headers: { 'apollo-require-preflight': 'true' },
      auth: 'none',
    });
  }
  return cases;
}

/** Item 6 over WebSocket: variables as deep as graphql-ws's parser lets through, and far deeper frames. */
function deepWsCases(): { ops: GqlOperation[]; raw: WsRawCase[] } {
  const op = (query: string, variables: Record<string, unknown>, kind: GqlOperation['kind'] = 'query'): GqlOperation => ({
    target: `bounds deep ws ${kind}`,
    kind,
    auth: 'none',
    query,
    variables,
  });
  const sub = (payload: string) => `{"id":"1","type":"subscribe","payload":${payload}}`;
  return {
    ops: [
      op('{ trialsTable(limit: 1) { rows { nctId } } }', { junk: deepArrayValue(1000) }),
      op('query ($f: TrialsTableFilter) { trialsTable(filter: $f) { pagination { totalCount } } }', { f: { phases: deepArrayValue(1000) } }),
      op('subscription { reactionsFeed { nctId } }', { junk: deepArrayValue(1000) }, 'subscription'),
      op('{ systemInfo { version } }', { junk: deepArrayValue(65) }),
    ],
    raw: [
      {
        transport: 'ws-raw',
        api: 'graphql',
        target: 'ws-raw bounds deep variables, 200,000 arrays',
        init: true,
        auth: 'none',
        frames: [sub(`{"query":"{ systemInfo { version } }","variables":{"junk":${nestedArrays(200_000)}}}`)],
      },
      {
        transport: 'ws-raw',
        api: 'graphql',
        target: 'ws-raw bounds deep variables, 100,000 objects',
        init: true,
        auth: 'none',
        frames: [sub(`{"query":"subscription { reactionsFeed { nctId } }","variables":${nestedObjects(100_000)}}`)],
      },
    ],
  };
}

/** Item 6 on REST: every body-taking route with a body nested far past the bound. */
function deepRestCases(doc: Record<string, any>, ids: RealIds): HttpCase[] {
  return restOperations(doc)
    .filter((op) => op.bodyProps)
    .flatMap((op, i) => {
      const first = Object.keys(op.bodyProps ?? {})[0] ?? 'a';
      const body = i % 2 ? `{${JSON.stringify(first)}:${nestedArrays(200_000)}}` : `{${JSON.stringify(first)}:${nestedObjects(100_000)}}`;
      return [{ ...restCase(op, ids, 'user'), target: `bounds deep ${op.method} ${op.template}`, headers: { 'content-type': 'application/json' }, body }];
    });
}

function restCase(op: ReturnType<typeof restOperations>[number], ids: RealIds, auth: AuthRole, query: [string, string][] = []): HttpCase {
  const real = (param: string) =>
    (param === 'month'
      ? ids.months
      : param === 'ticker'
        ? ids.tickers
        : param === 'id' && op.template.startsWith('/comments')
          ? ids.commentIds
          : ids.nctIds)[0];
  const path = `/api${op.template.replace(/\{([^}]+)\}/g, (_, p: string) => encodeURIComponent(real(p) ?? 'x'))}${query.length ? `?${queryStringOf(query)}` : ''}`;
  const user: AuthRole = op.template === '/auth/logout' || op.template === '/auth/change-password' ? 'throwaway' : auth;
  return { transport: 'http', api: 'rest', target: `${op.method} ${op.template}`, method: op.method, path, headers: {}, auth: user };
}

/** A value of `type` with every text in it `text` long (other leaves valid but plain). */
function longValue(type: GraphQLInputType, text: string, depth = 0): unknown {
  if (isNonNullType(type)) return longValue(type.ofType, text, depth);
  if (isListType(type)) return [longValue(type.ofType, text, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    const fields = Object.values(type.getFields());
    return Object.fromEntries(fields.map((f) => [f.name, longValue(f.type, text, depth + 1)]));
  }
  const name = scalarName(type);
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  return text;
}

/** Whether a type holds text somewhere (a String, ID or custom scalar). */
function holdsText(type: GraphQLInputType, depth = 0): boolean {
  if (isNonNullType(type) || isListType(type)) return holdsText(type.ofType, depth);
  if (isInputObjectType(type)) return depth < 4 && Object.values(type.getFields()).some((f) => holdsText(f.type, depth + 1));
  const name = scalarName(type);
  return name !== undefined && !['Int', 'Float', 'Boolean'].includes(name);
}

/** Item 10 over GraphQL: every root field with a text argument gets long texts in all of them (as variables). */
function longTextOperations(schema: GraphQLSchema): GqlOperation[] {
  const ops: GqlOperation[] = [];
  const search = (length: number, as: 'variable' | 'literal'): GqlOperation => ({
    target: `bounds long search ${length}`,
    kind: 'query',
    auth: 'none',
    query: as === 'variable' ? 'query S($q: String!) { searchTrials(query: $q) { nctId } }' : `{ searchTrials(query: "${'é'.repeat(length / 2)}") { nctId } }`,
    variables: as === 'variable' ? { q: 'trial '.repeat(Math.ceil(length / 6)).slice(0, length) } : undefined,
  });
  // Just under and just over the 1 MB body limit (the over one is refused with 413 over HTTP, by frame size over WebSocket).
  ops.push(search(1000 * KB, 'variable'), search(1024 * KB, 'variable'), search(900 * KB, 'literal'), search(64 * KB, 'variable'));
  for (const { kind, field } of rootFields(schema)) {
    const texts = field.args.filter((a) => holdsText(a.type));
    if (!texts.length || kind === 'subscription') continue;
    ops.push(longTextOperation(kind, field, 'x'.repeat(Math.floor((256 * KB) / texts.length))));
  }
  return ops;
}

function longTextOperation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, text: string): GqlOperation {
  const args = field.args.filter((a) => holdsText(a.type) || isNonNullType(a.type));
  const defs = args.map((a, i) => `$v${i}: ${a.type.toString()}`).join(', ');
  const argText = args.map((a, i) => `${a.name}: $v${i}`).join(', ');
  return {
    target: `bounds long text ${kind} ${field.name}`,
    kind,
    auth: roleFor(kind, field.name),
    operationName: 'L',
    query: `${kind} L${defs ? `(${defs})` : ''} { ${field.name}${argText ? `(${argText})` : ''} ${selectionOf(field.type)} }`,
    variables: Object.fromEntries(args.map((a, i) => [`v${i}`, longValue(a.type, text)])),
  };
}

/** Item 10 on REST: the search and every route's query parameters and body properties with long texts. */
function longTextRestCases(doc: Record<string, any>, ids: RealIds): HttpCase[] {
  const cases: HttpCase[] = [];
  for (const op of restOperations(doc)) {
    const texts = op.query.filter((p) => p.type === 'string' && !p.enum);
    // Query strings: within the 16 KB header limit, then past it.
    for (const length of [8 * KB, 20 * KB]) {
      if (!texts.length || (length > 8 * KB && op.template !== '/trials/search')) continue;
      const each = Math.floor(length / texts.length);
      cases.push({
        ...restCase(
          op,
          ids,
          op.auth === 'none' ? 'none' : 'user',
          texts.map((p) => [p.name, 'trial '.repeat(each / 6 + 1).slice(0, each)]),
        ),
        target: `bounds long query ${op.method} ${op.template}`,
      });
    }
    const props = Object.keys(op.bodyProps ?? {});
    if (props.length) {
      const each = Math.floor((900 * KB) / props.length);
      const body = JSON.stringify(Object.fromEntries(props.map((p) => [p, 'x'.repeat(each)])));
      cases.push({
        ...restCase(op, ids, op.auth === 'none' ? 'none' : 'user'),
        target: `bounds long body ${op.method} ${op.template}`,
        headers: { 'content-type': 'application/json' },
        body,
      });
    }
  }
  return cases;
}

export interface BoundsCases {
  /** Operations sent over HTTP (POST, and GET for some queries) and WebSocket. */
  bothTransports: GqlOperation[];
  /** Operations sent over HTTP POST only (too large for a GET). */
  httpPostOnly: GqlOperation[];
  wsOnly: GqlOperation[];
  http: HttpCase[];
  wsRaw: WsRawCase[];
}

export function boundsCorpus(doc: Record<string, any>, schema: GraphQLSchema, ids: RealIds): BoundsCases {
  const ws = deepWsCases();
  const long = longTextOperations(schema);
  return {
    bothTransports: defaultSizeOperations(schema),
    httpPostOnly: long,
    wsOnly: [...ws.ops, ...long],
    http: [...deepGraphqlHttpCases(), ...deepRestCases(doc, ids), ...longTextRestCases(doc, ids)],
    wsRaw: ws.raw,
  };
}
