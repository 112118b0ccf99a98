import fc from 'fast-check';
import type {
  GraphQLEnumType,
  GraphQLField,
  GraphQLInputObjectType,
  GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
  GraphQLType,
} from 'graphql';
import type { AuthRole } from './corpus.types.js';
import { HOSTILE_NUMBERS, hostileString, PROTO_KEYS, wrongJson } from './malformed.js';
import type { RealIds } from './rest.corpus.js';

// type-graphql builds the schema with the CommonJS graphql, so `instanceof`-based helpers of the ESM
// build refuse its types: these look at the type's tag instead, which both builds set.
const tag = (t: unknown) => Object.prototype.toString.call(t).slice(8, -1);
const isNonNullType = (t: unknown): t is GraphQLNonNull<GraphQLType> => tag(t) === 'GraphQLNonNull';
const isListType = (t: unknown): t is GraphQLList<GraphQLType> => tag(t) === 'GraphQLList';
const isEnumType = (t: unknown): t is GraphQLEnumType => tag(t) === 'GraphQLEnumType';
const isInputObjectType = (t: unknown): t is GraphQLInputObjectType => tag(t) === 'GraphQLInputObjectType';
const isObjectType = (t: unknown): t is GraphQLObjectType => tag(t) === 'GraphQLObjectType';
const isInterfaceType = (t: unknown): t is GraphQLInterfaceType => tag(t) === 'GraphQLInterfaceType';
const isLeafType = (t: unknown) => tag(t) === 'GraphQLScalarType' || isEnumType(t);
function getNamedType(t: GraphQLType): GraphQLNamedType {
  let u: GraphQLType = t;
  while (isNonNullType(u) || isListType(u)) u = u.ofType;
  return u;
}

export type RootKind = 'query' | 'mutation' | 'subscription';

/** One GraphQL operation of the corpus, transport-free (sent over HTTP and WebSocket). */
export interface GqlOperation {
  target: string;
  kind: RootKind;
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string;
  auth: AuthRole;
  /** Must be refused, whatever the transport (a limit the operation is over). */
  refused?: boolean;
}

/** Scalars-only, shallow selection of a return type (one level into the first object field when it has no scalar). */
export function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) && !isInterfaceType(named)) return '{ __typename }';
  const fields = Object.values(named.getFields()).filter((f) => !f.args.some((a) => isNonNullType(a.type)));
  const scalars = fields.filter((f) => isLeafType(getNamedType(f.type))).map((f) => f.name);
  const nested = depth === 0 ? fields.find((f) => !isLeafType(getNamedType(f.type))) : undefined;
  const inner = nested ? `${nested.name} ${selectionOf(nested.type, depth + 1)}` : '';
  return `{ __typename ${scalars.join(' ')} ${inner} }`;
}

const enumLike = fc.constantFrom(...PROTO_KEYS, 'asc', 'DESC', '', 'ALL', 'likes', 'createdAt', 'score; drop table trials');

/** Values of an input type: mostly of the right type but hostile, sometimes of the wrong type or null. */
export function inputValue(type: GraphQLInputType, ids: RealIds, name = ''): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 12, arbitrary: inputValue(type.ofType, ids, name) }, { weight: 1, arbitrary: fc.constant(null) });
  const wrong = { weight: 1, arbitrary: wrongJson };
  if (isListType(type)) {
    const item = inputValue(type.ofType as GraphQLInputType, ids, name);
    return fc.oneof(
      { weight: 5, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: item },
      { weight: 1, arbitrary: fc.constant(Array(120).fill(ids.tickers[0] ?? 'AAPL')) },
      wrong,
    );
  }
  if (isEnumType(type)) {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) }, { weight: 3, arbitrary: enumLike }, wrong);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const shaped = fc.record(Object.fromEntries(fields.map((f) => [f.name, inputValue(f.type, ids, f.name)])), { requiredKeys: [] });
    const withExtra = fc.tuple(shaped, fc.constantFrom(...PROTO_KEYS)).map(([o, k]) => ({ ...o, [k]: 'x' }));
    return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: withExtra }, wrong);
  }
  switch (type.name) {
    case 'Int':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.filter(Number.isInteger), 1, 5, 20) },
        { weight: 2, arbitrary: fc.integer() },
        wrong,
      );
    case 'Float':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
        { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
        wrong,
      );
    case 'Boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, wrong);
    default: {
      // String, ID and custom scalars: real ids where the name says so, hostile text otherwise.
      const real = /nctid/i.test(name)
        ? ids.nctIds
        : /ticker/i.test(name)
          ? ids.tickers
          : /month|from/i.test(name)
            ? ids.months
            : name === 'id'
              ? ids.commentIds
              : [];
      return fc.oneof(
        { weight: real.length ? 3 : 0, arbitrary: fc.constantFrom(...(real.length ? real : [''])) },
        { weight: 6, arbitrary: hostileString },
        { weight: 2, arbitrary: enumLike },
        wrong,
      );
    }
  }
}

/** A JS value as a GraphQL literal (for arguments written inline instead of as variables). */
export function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value))
    return `[${value.map((v) => literal(v, (isListType(type) ? type.ofType : isNonNullType(type) && isListType(type.ofType) ? type.ofType.ofType : type) as GraphQLInputType)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
      .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? named)}`);
    return `{${parts.join(', ')}}`;
  }
  if (typeof value === 'string' && isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) && !['true', 'false', 'null'].includes(value)) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  return JSON.stringify(value);
}

/** The arbitrary of one root field's operations: hostile arguments, as variables or inline. */
export function fieldOperationArbitrary(kind: RootKind, field: GraphQLField<unknown, unknown>, ids: RealIds): fc.Arbitrary<GqlOperation> {
  const args = field.args;
  const selection = selectionOf(field.type);
  const needsUser = kind === 'mutation' || /^(me|my|stockCacheStats)/.test(field.name);
  const auth: fc.Arbitrary<AuthRole> = fc.oneof(
    { weight: needsUser ? 5 : 2, arbitrary: fc.constant<AuthRole>(field.name === 'changePassword' || field.name === 'logout' ? 'throwaway' : 'user') },
    { weight: 2, arbitrary: fc.constant<AuthRole>('none') },
    { weight: 1, arbitrary: fc.constantFrom<AuthRole>('bogus', 'expired') },
  );
  const values = fc.tuple(...args.map((a) => fc.option(inputValue(a.type, ids, a.name), { nil: undefined, freq: isNonNullType(a.type) ? 12 : 3 })));
  return fc.record({ values, inline: fc.nat(3), auth }).map(({ values, inline, auth }) => {
    const used = args.map((a, i) => ({ a, v: values[i], i })).filter(({ v }) => v !== undefined);
    const opName = `C_${field.name}`;
    if (inline === 0) {
      const argText = used.map(({ a, v }) => `${a.name}: ${literal(v, a.type)}`).join(', ');
      return {
        target: `${kind} ${field.name}`,
        kind,
        auth,
        operationName: opName,
        query: `${kind} ${opName} { ${field.name}${argText ? `(${argText})` : ''} ${selection} }`,
      };
    }
    const defs = used.map(({ a, i }) => `$v${i}: ${a.type.toString()}`).join(', ');
    const argText = used.map(({ a, i }) => `${a.name}: $v${i}`).join(', ');
    const variables = Object.fromEntries(used.map(({ v, i }) => [`v${i}`, v]));
    return {
      target: `${kind} ${field.name}`,
      kind,
      auth,
      operationName: opName,
      query: `${kind} ${opName}${defs ? `(${defs})` : ''} { ${field.name}${argText ? `(${argText})` : ''} ${selection} }`,
      variables,
    };
  });
}

export function rootFields(schema: GraphQLSchema): { kind: RootKind; field: GraphQLField<unknown, unknown> }[] {
  const roots: [RootKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => (type ? Object.values(type.getFields()).map((field) => ({ kind, field })) : []));
}

/** `perField` generated operations for every Query, Mutation and Subscription root field (fixed seed). */
export function fieldOperations(schema: GraphQLSchema, ids: RealIds, perField: number, seed: number): GqlOperation[] {
  return rootFields(schema).flatMap(({ kind, field }, i) => fc.sample(fieldOperationArbitrary(kind, field, ids), { seed: seed + 1000 + i, numRuns: perField }));
}

/** Documents that are malformed or abusive whatever the field: syntax, limits, operation selection. */
export function malformedDocuments(ids: RealIds): GqlOperation[] {
  const nct = ids.nctIds[0];
  const q = (target: string, query: string, extra: Partial<GqlOperation> = {}): GqlOperation => ({
    target: `doc ${target}`,
    kind: 'query',
    query,
    auth: 'none',
    ...extra,
  });
  const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
  return [
    q('syntax: unclosed brace', '{ trials { totalCount '),
    q('syntax: garbage', '}}}{{{'),
    q('syntax: empty', ''),
    q('syntax: only comment', '# nothing'),
    q('syntax: bad string', '{ trial(nctId: "abc) { nctId } }'),
    q('syntax: lone surrogate escape', '{ trial(nctId: "\\uD800") { nctId } }'),
    q('syntax: NUL in document', '{ trial(nctId: "\u0000") { nctId } }'),
    q('syntax: raw NUL escape', '{ trial(nctId: "\\u0000") { nctId } }'),
    q('40 aliases', aliases(40, 'systemInfo { version }')),
    q('16 aliases of a cheap field', aliases(16, '__typename')),
    q('30 x trialsTable(limit: 1000)', aliases(30, 'trialsTable(limit: 1000) { pagination { totalCount } rows { nctId briefTitle } }')),
    q('deep inline fragments', `{ ${'... on Query { '.repeat(200)}systemInfo { version }${' }'.repeat(200)} }`),
    q('deep unknown nesting', `{ ${'a { '.repeat(300)}b${' }'.repeat(300)} }`),
    q(
      'deep introspection',
      `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } } }`,
    ),
    q('fragment cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
    q('huge document (2 MB)', `{ systemInfo { version } }${' '.repeat(2 * 1024 * 1024)}`),
    q('huge document of comments (900 KB)', `${'#'.repeat(900 * 1024)}\n{ systemInfo { version } }`),
    q('huge string argument', `{ searchTrials(query: "${'x'.repeat(500_000)}") { nctId } }`),
    q('many tokens', `{ ${Array.from({ length: 20000 }, () => '__typename').join(' ')} }`),
    q('100 directives', `{ systemInfo @include(if: true) ${'@skip(if: false) '.repeat(100)} { version } }`),
    q('unknown field', '{ nope }'),
    q('prototype field', '{ constructor __proto__ toString }'),
    q('subscription', 'subscription { reactionsFeed { nctId } }', { kind: 'subscription' }),
    q('subscription with operationName', 'subscription S { recentCommentsFeed { __typename } }', { kind: 'subscription', operationName: 'S' }),
    q('unknown operationName', 'query A { systemInfo { version } }', { operationName: 'B' }),
    q('prototype operationName', 'query A { systemInfo { version } }', { operationName: '__proto__' }),
    q('two operations, no operationName', 'query A { systemInfo { version } } query B { me { id } }'),
    q('variables of the wrong type', 'query ($n: Int) { popularTrials(limit: $n) { nctId } }', { variables: { n: 'ten' } }),
    q('variable NUL', 'query ($id: ID!) { trial(nctId: $id) { nctId } }', { variables: { id: `${nct}\u0000` } }),
    q('variable lone surrogate', 'query ($id: ID!) { trial(nctId: $id) { nctId } }', { variables: { id: 'NCT\ud800' } }),
    q('variable __proto__', 'query ($f: TrialsTableFilter) { trialsTable(filter: $f) { pagination { totalCount } } }', {
      variables: JSON.parse('{"f":{"__proto__":{"phases":["PHASE3"]}}}'),
    }),
    q('undeclared variable', '{ trial(nctId: $id) { nctId } }', { variables: { id: nct } }),
    q('sortBy constructor', '{ trialsTable(sortBy: "constructor") { pagination { totalCount } } }'),
    q('sortBy __proto__', '{ trialsTable(sortBy: "__proto__", sortOrder: "desc") { pagination { totalCount } } }'),
    q('sortBy toString', '{ trialsTable(sortBy: "toString") { rows { nctId } } }'),
    q('mutation without auth', `mutation { likeTrial(nctId: "${nct}") { __typename } }`, { kind: 'mutation' }),
    q('introspection', '{ __schema { queryType { name } types { name } } }'),
  ];
}
