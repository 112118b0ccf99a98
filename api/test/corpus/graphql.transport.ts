import type { HttpCase, WsOpCase, WsRawCase } from './corpus.types.js';
import type { GqlOperation } from './graphql.corpus.js';
import { HOSTILE_BODY_HEADERS, HOSTILE_RAW_BODIES } from './malformed.js';
import { wireEncode } from './wire.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** An operation over HTTP: POST JSON, or GET for queries (with the CSRF preflight header Apollo asks for). */
export function httpCaseOf(op: GqlOperation, n: number): HttpCase {
  const base = { transport: 'http' as const, api: 'graphql' as const, target: op.target, auth: op.auth, ...(op.refused ? { refused: true } : {}) };
  if (op.kind === 'query' && n % 4 === 3) {
    const params: [string, string][] = [['query', op.query]];
    if (op.variables !== undefined) params.push(['variables', JSON.stringify(op.variables)]);
    if (op.operationName) params.push(['operationName', op.operationName]);
    const qs = params.map(([k, v]) => `${k}=${wireEncode(v)}`).join('&');
    return { ...base, method: 'GET', path: `/graphql?${qs}`, headers: { 'apollo-require-preflight': 'true' } };
  }
  const headers = n % 17 === 5 ? { ...HOSTILE_BODY_HEADERS[n % HOSTILE_BODY_HEADERS.length], 'apollo-require-preflight': 'true' } : JSON_HEADERS;
  return {
    ...base,
    method: 'POST',
    path: '/graphql',
    headers,
    body: JSON.stringify({ query: op.query, variables: op.variables, operationName: op.operationName }),
  };
}

export function wsCaseOf(op: GqlOperation): WsOpCase {
  return {
    transport: 'ws',
    api: 'graphql',
    target: op.target,
    query: op.query,
    variables: op.variables,
    operationName: op.operationName,
    auth: op.auth,
    ...(op.refused ? { refused: true } : {}),
  };
}

/** Malformed HTTP envelopes of /graphql: bodies, encodings, methods, batches. */
export function graphqlEnvelopeCases(): HttpCase[] {
  const post = (target: string, body: string | undefined, headers: Record<string, string> = JSON_HEADERS): HttpCase => ({
    transport: 'http',
    api: 'graphql',
    target: `envelope ${target}`,
    method: 'POST',
    path: '/graphql',
    headers,
    body,
    auth: 'none',
  });
  const get = (target: string, qs: string, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }): HttpCase => ({
    transport: 'http',
    api: 'graphql',
    target: `envelope ${target}`,
    method: 'GET',
    path: `/graphql${qs}`,
    headers,
    auth: 'none',
  });
  const ok = JSON.stringify({ query: '{ systemInfo { version } }' });
  const cases: HttpCase[] = [
    post('batched array', JSON.stringify([{ query: '{ systemInfo { version } }' }, { query: '{ me { id } }' }])),
    post('empty batch', '[]'),
    post('query is a number', '{"query":1}'),
    post('query is null', '{"query":null}'),
    post('query is an object', '{"query":{"a":1}}'),
    post('no query', '{"variables":{}}'),
    post('variables is a string', '{"query":"{ systemInfo { version } }","variables":"x"}'),
    post('variables is an array', '{"query":"{ systemInfo { version } }","variables":[1]}'),
    post('operationName is a number', '{"query":"{ systemInfo { version } }","operationName":1}'),
    post('extensions is a string', '{"query":"{ systemInfo { version } }","extensions":"x"}'),
    post('persisted query', '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"00"}}}'),
    post('__proto__ envelope', '{"__proto__":{"query":"{ me { id } }"}}'),
    post('no body', undefined),
    post('no content type', ok, {}),
    post('text/plain (CSRF)', ok, { 'content-type': 'text/plain' }),
    post('form (CSRF)', 'query=%7B%20systemInfo%20%7B%20version%20%7D%20%7D', { 'content-type': 'application/x-www-form-urlencoded' }),
    post('gzip header, plain body', ok, { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
    post('unknown encoding', ok, { 'content-type': 'application/json', 'content-encoding': 'x-foo' }),
    post('br encoding', ok, { 'content-type': 'application/json', 'content-encoding': 'br' }),
    post('bogus charset', ok, { 'content-type': 'application/json; charset=bogus' }),
    get('GET without query', ''),
    get('GET mutation', `?query=${wireEncode('mutation { logout }')}`),
    get('GET subscription', `?query=${wireEncode('subscription { reactionsFeed { nctId } }')}`),
    get('GET variables not JSON', `?query=${wireEncode('{ systemInfo { version } }')}&variables=%7B`),
    get('GET extensions not JSON', `?query=${wireEncode('{ systemInfo { version } }')}&extensions=%7B`),
    get('GET malformed escape', '?query=%'),
    get('GET lone surrogate', '?query=%ED%A0%80'),
    get('GET repeated query', `?query=${wireEncode('{ systemInfo { version } }')}&query=x`),
    get('GET without preflight', `?query=${wireEncode('{ systemInfo { version } }')}`, {}),
  ];
  for (const body of HOSTILE_RAW_BODIES) cases.push(post('raw body', body));
  for (const headers of HOSTILE_BODY_HEADERS) cases.push(post('body headers', ok, { ...headers, 'apollo-require-preflight': 'true' }));
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) cases.push({ ...post('method', ok), method, target: `envelope method ${method}` });
  return cases;
}

/** Malformed graphql-transport-ws use: non-JSON, unknown types, wrong order, oversize frames. */
export function wsRawCases(): WsRawCase[] {
  const raw = (target: string, frames: (string | Buffer)[], init = true): WsRawCase => ({
    transport: 'ws-raw',
    api: 'graphql',
    target: `ws-raw ${target}`,
    init,
    frames,
    auth: 'user',
  });
  const sub = (id: unknown, payload: unknown) => JSON.stringify({ id, type: 'subscribe', payload });
  const big = 'x'.repeat(3 * 1024 * 1024);
  return [
    raw('not JSON', ['{']),
    raw('not JSON before init', ['hello'], false),
    raw('binary frame', [Buffer.from([0, 1, 2, 255])]),
    raw('JSON array', ['[]']),
    raw('JSON null', ['null']),
    raw('unknown type', ['{"type":"nope"}']),
    raw('prototype type', ['{"type":"constructor"}']),
    raw('__proto__ type', ['{"type":"__proto__"}']),
    raw('type is a number', ['{"type":1}']),
    raw('subscribe before init', [sub('1', { query: '{ systemInfo { version } }' })], false),
    raw('second init', ['{"type":"connection_init"}']),
    raw('init payload not an object', ['{"type":"connection_init","payload":"x"}'], false),
    raw('init with __proto__ payload', ['{"type":"connection_init","payload":{"__proto__":{"authorization":"Bearer x"}}}'], false),
    raw('subscribe without id', [JSON.stringify({ type: 'subscribe', payload: { query: '{ systemInfo { version } }' } })]),
    raw('subscribe with numeric id', [sub(1, { query: '{ systemInfo { version } }' })]),
    raw('subscribe with empty id', [sub('', { query: '{ systemInfo { version } }' })]),
    raw('subscribe with prototype id', [
      sub('__proto__', { query: '{ systemInfo { version } }' }),
      sub('constructor', { query: '{ systemInfo { version } }' }),
    ]),
    raw('subscribe without payload', ['{"id":"1","type":"subscribe"}']),
    raw('query not a string', [sub('1', { query: 1 })]),
    raw('variables not an object', [sub('1', { query: '{ systemInfo { version } }', variables: 'x' })]),
    raw('syntax error', [sub('1', { query: '{ systemInfo { ' })]),
    raw('unknown field', [sub('1', { query: '{ nope }' })]),
    raw('duplicate id', [sub('1', { query: 'subscription { reactionsFeed { nctId } }' }), sub('1', { query: 'subscription { reactionsFeed { nctId } }' })]),
    raw('complete unknown id', ['{"id":"zz","type":"complete"}']),
    raw('next from client', ['{"id":"1","type":"next","payload":{}}']),
    raw('error from client', ['{"id":"1","type":"error","payload":[]}']),
    raw('connection_ack from client', ['{"type":"connection_ack"}']),
    raw('ping with junk', ['{"type":"ping","payload":"x"}']),
    raw('pong with junk', ['{"type":"pong","payload":[1]}']),
    raw('NUL in variable', [sub('1', { query: 'query ($id: ID!) { trial(nctId: $id) { nctId } }', variables: { id: 'NCT0000\u00000001' } })]),
    raw('NUL in frame', ['{"type":"ping"}\u0000']),
    raw('3 MB frame', [JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ systemInfo { version } }${' '.repeat(3 * 1024 * 1024)}` } })]),
    raw('3 MB junk', [big]),
    raw('3 MB before init', [big], false),
    raw('3 MB variable', [sub('1', { query: 'query ($q: String!) { searchTrials(query: $q) { nctId } }', variables: { q: big } })]),
    raw('3 MB binary', [Buffer.alloc(3 * 1024 * 1024, 0x7b)]),
    raw('sortBy constructor', [sub('1', { query: '{ trialsTable(sortBy: "constructor") { pagination { totalCount } } }' })]),
    raw('deep JSON frame', [`{"type":"ping","payload":${'['.repeat(5000)}${']'.repeat(5000)}}`]),
  ];
}
