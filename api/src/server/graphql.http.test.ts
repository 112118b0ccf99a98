import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server.js';
import { GRAPHQL_BODY_LIMIT, isPlainJsonPost } from './graphql.http.js';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * POST /graphql with this exact body. `chunked`: sent without Content-Length, which the plain path
 * leaves to Express (the reference: Express's json parser, input guard and Apollo middleware).
 */
function post(url: string, body: string | Buffer, headers: Record<string, string>, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const buf = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(buf.length) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (chunked) {
      // Two chunks, so nothing relies on the body arriving in one piece.
      const half = Math.floor(buf.length / 2);
      req.write(buf.subarray(0, half));
      req.end(buf.subarray(half));
    } else req.end(buf);
  });
}

/** What must be equal: everything but the date and the request id (new per request). */
const comparable = (a: Answer) => {
  const { date: _date, 'x-request-id': _id, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body };
};

describe('the plain JSON POST /graphql path answers exactly as the Express chain', () => {
  const fx = useTestServer();

  const CASES: { name: string; body: string | Buffer; headers?: Record<string, string> }[] = [
    { name: 'typename', body: JSON.stringify({ query: '{ __typename }' }) },
    {
      name: 'table page with variables',
      body: JSON.stringify({
        query: 'query T($f: TrialsTableFilter, $l: Int) { trialsTable(filter: $f, limit: $l) { rows { nctId } pagination { totalCount hasNextPage } } }',
        variables: { f: { investmentVerdict: 'OUI' }, l: 5 },
        operationName: 'T',
      }),
    },
    { name: 'validation error', body: JSON.stringify({ query: '{ noSuchField }' }) },
    { name: 'syntax error', body: JSON.stringify({ query: '{ trialsTable( }' }) },
    { name: 'unknown trial (NOT_FOUND)', body: JSON.stringify({ query: '{ trial(nctId: "NCT00000000") { nctId } }' }) },
    { name: 'malformed JSON', body: '{"query": "{ __typename }"' },
    { name: 'JSON that is not an object', body: '"{ __typename }"' },
    { name: 'whitespace then a number', body: ' \n 42' },
    { name: 'empty body', body: '' },
    { name: 'batch (refused)', body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) },
    { name: 'byte-order mark', body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify({ query: '{ __typename }' }))]) },
    {
      name: 'text PostgreSQL cannot store',
      body: JSON.stringify({ query: 'query($q: String!) { searchTrials(query: $q) { nctId } }', variables: { q: 'a\u0000b' } }),
    },
    { name: 'no query', body: JSON.stringify({ variables: {} }) },
    { name: 'charset given', body: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-type': 'application/json; charset=utf-8' } },
    { name: 'graphql-response+json accepted', body: JSON.stringify({ query: '{ __typename }' }), headers: { accept: 'application/graphql-response+json' } },
    { name: 'unacceptable accept header', body: JSON.stringify({ query: '{ __typename }' }), headers: { accept: 'text/csv' } },
    { name: 'bad bearer token on a public query', body: JSON.stringify({ query: '{ __typename }' }), headers: { authorization: 'Bearer not-a-token' } },
    { name: 'signed-out mutation', body: JSON.stringify({ query: 'mutation { likeTrial(nctId: "NCT00000001") { likes } }' }) },
  ];

  for (const c of CASES) {
    it(c.name, async () => {
      const headers = c.headers ?? {};
      expect(
        isPlainJsonPost({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'content-length': '1', ...headers } } as never),
      ).toBe(true);
      const plain = await post(fx.srv.url, c.body, headers, false);
      const viaExpress = await post(fx.srv.url, c.body, headers, true);
      expect(comparable(plain)).toEqual(comparable(viaExpress));
      expect(plain.headers['x-request-id']).toBeTruthy();
    });
  }

  it('keeps the request id the client sends', async () => {
    const plain = await post(fx.srv.url, JSON.stringify({ query: '{ __typename }' }), { 'x-request-id': 'abc-123' }, false);
    expect(plain.headers['x-request-id']).toBe('abc-123');
  });

  it('leaves to Express what it does not decode the same way, without reading it', () => {
    const head = (headers: Record<string, string>, url = '/graphql', method = 'POST') =>
      isPlainJsonPost({ method, url, headers: { 'content-type': 'application/json', 'content-length': '10', ...headers } } as never);
    expect(head({})).toBe(true);
    expect(head({ 'content-type': 'application/json;charset="UTF-8"' })).toBe(true);
    expect(head({}, '/graphql?x=1')).toBe(false);
    expect(head({}, '/graphql/')).toBe(false);
    expect(head({}, '/graphql', 'GET')).toBe(false);
    expect(head({ 'content-type': 'application/json; charset=utf-16' })).toBe(false);
    expect(head({ 'content-type': 'text/plain' })).toBe(false);
    expect(head({ 'content-type': 'application/graphql+json' })).toBe(false);
    expect(head({ 'content-encoding': 'gzip' })).toBe(false);
    expect(head({ 'content-length': String(GRAPHQL_BODY_LIMIT + 1) })).toBe(false);
    expect(head({ 'content-length': '' })).toBe(false);
    expect(isPlainJsonPost({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } } as never)).toBe(
      false,
    );
  });

  it('a client leaving mid-body or before its answer does not disturb the server', async () => {
    const url = new URL(fx.srv.url);
    const leave = (body: string, announced: number) =>
      new Promise<void>((resolve) => {
        const req = http.request({
          host: url.hostname,
          port: url.port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(announced) },
        });
        req.on('error', () => resolve());
        req.write(body, () => setTimeout(() => (req.destroy(), resolve()), 20));
      });
    const slow = JSON.stringify({ query: '{ trialsTable(limit: 1000) { rows { nctId briefTitle } } }' });
    await leave('{"query": "{ __ty', 200);
    await leave(slow, Buffer.byteLength(slow));
    const after = await post(fx.srv.url, JSON.stringify({ query: '{ __typename }' }), {}, false);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toEqual({ data: { __typename: 'Query' } });
  });

  it('an over-limit body still gets the Express answer (413)', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(GRAPHQL_BODY_LIMIT) } });
    const a = await post(fx.srv.url, big, {}, false);
    expect(a.status).toBe(413);
    expect(JSON.parse(a.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
