import zlib from 'node:zlib';
import fc from 'fast-check';
import type { AuthRole, HttpCase } from './corpus.types.js';
import {
  HOSTILE_BODY_HEADERS,
  HOSTILE_MISC_HEADERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_RAW_BODIES,
  HOSTILE_STRINGS,
  hostileString,
  PROTO_KEYS,
  wrongJson,
} from './malformed.js';
import { queryStringOf, rawSegment } from './wire.js';

/** Ids of real rows, so that hostile requests also reach the handlers past the lookups. */
export interface RealIds {
  nctIds: string[];
  commentIds: string[];
  months: string[];
  tickers: string[];
}

type Json = Record<string, any>;

export interface RestOperation {
  method: string;
  /** OpenAPI path template, e.g. `/trials/{id}`. */
  template: string;
  pathParams: string[];
  query: { name: string; type: string; enum?: string[] }[];
  bodyProps: Record<string, { type?: string }> | null;
  auth: 'required' | 'optional' | 'none';
}

/** Every path + method of the OpenAPI document. */
export function restOperations(doc: Json): RestOperation[] {
  const ops: RestOperation[] = [];
  for (const [template, methods] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as Json[];
      const security = op.security as Json[] | undefined;
      const bodySchema = op.requestBody?.content?.['application/json']?.schema as Json | undefined;
      const resolved = bodySchema?.$ref ? doc.components.schemas[String(bodySchema.$ref).split('/').pop()!] : bodySchema;
      ops.push({
        method: method.toUpperCase(),
        template,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, type: p.schema?.type ?? 'string', enum: (p.schema?.enum as unknown[] | undefined)?.map(String) })),
        bodyProps: resolved ? (resolved.properties ?? {}) : null,
        auth: !security ? 'none' : security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required',
      });
    }
  }
  return ops;
}

function realValueFor(param: string, template: string, ids: RealIds): string[] {
  if (param === 'month') return ids.months;
  if (param === 'ticker') return ids.tickers;
  if (param === 'id' && template.startsWith('/comments')) return ids.commentIds;
  return ids.nctIds;
}

const pathValue = (param: string, template: string, ids: RealIds): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realValueFor(param, template, ids)) },
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length > 0).map(rawSegment) },
  );

const queryValue = (p: RestOperation['query'][number]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 2, arbitrary: fc.constantFrom('-1', '0', '1.5', '1e3', 'NaN', 'Infinity', '-0', '0x10', '99999999999999999999', '1001', '2147483648', '') },
    ...(p.enum ? [{ weight: 2, arbitrary: fc.constantFrom(...p.enum, ...p.enum.map((e) => e.toLowerCase())) }] : []),
  );

/** Query entries: the route's parameters (repeated, wrong types, prototype names) and unknown ones. */
const queryEntries = (op: RestOperation): fc.Arbitrary<[string, string][]> => {
  const names = [...op.query.map((p) => p.name), ...PROTO_KEYS, 'a'];
  const entry = fc
    .constantFrom(...names)
    .chain((name) => {
      const p = op.query.find((q) => q.name === name) ?? { name, type: 'string' };
      return fc.tuple(fc.constant(name), queryValue(p), fc.nat(9));
    })
    .map(([name, value, n]): [string, string][] =>
      n === 0
        ? [
            [name, value],
            [name, value + '2'],
          ]
        : n === 1
          ? [[`${name}[]`, value]]
          : n === 2
            ? [[`${name}[a]`, value]]
            : [[name, value]],
    );
  return fc.array(entry, { maxLength: op.query.length + 2 }).map((groups) => groups.flat());
};

/** A JSON body shaped like the route's (its property names) with hostile or wrong-typed values. */
const shapedBody = (props: Record<string, unknown>, ids: RealIds): fc.Arbitrary<string> => {
  const keys = Object.keys(props);
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileString },
    { weight: 2, arbitrary: wrongJson },
    { weight: 1, arbitrary: fc.constantFrom(...ids.nctIds) },
  );
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  return fc
    .tuple(shaped, fc.option(fc.constantFrom(...PROTO_KEYS), { nil: undefined }), fc.option(wrongJson, { nil: undefined }))
    .map(([o, extraKey, extraValue]) => {
      const text = JSON.stringify(o);
      if (!extraKey) return text;
      // An own "__proto__" key cannot be set on a literal: splice it into the JSON text.
      const extra = `${JSON.stringify(extraKey)}:${JSON.stringify(extraValue ?? null) ?? 'null'}`;
      return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
    });
};

const bodyOf = (op: RestOperation, ids: RealIds): fc.Arbitrary<string | undefined> =>
  op.bodyProps
    ? fc.oneof(
        { weight: 5, arbitrary: shapedBody(op.bodyProps, ids) },
        { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : op.method === 'GET' || op.method === 'DELETE'
      ? fc.option(fc.constantFrom('{}', '{', 'x'), { nil: undefined, freq: 8 })
      : fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES.slice(0, 14)) });

const role = (op: RestOperation): fc.Arbitrary<AuthRole> => {
  // Signing out or changing the password would end the shared users' sessions: those use a throwaway account.
  const user: AuthRole = op.template === '/auth/logout' || op.template === '/auth/change-password' ? 'throwaway' : 'user';
  return fc.oneof(
    { weight: op.auth === 'none' ? 1 : 5, arbitrary: fc.constant(user) },
    { weight: 2, arbitrary: fc.constant<AuthRole>('none') },
    { weight: 1, arbitrary: fc.constantFrom<AuthRole>('bogus', 'expired') },
  );
};

/** The arbitrary of one route's malformed requests. */
export function restCaseArbitrary(op: RestOperation, ids: RealIds): fc.Arbitrary<HttpCase> {
  const params = op.pathParams.map((p) => pathValue(p, op.template, ids));
  return fc
    .record({
      pathValues: fc.tuple(...params),
      query: queryEntries(op),
      body: bodyOf(op, ids),
      bodyHeaders: fc.constantFrom(...HOSTILE_BODY_HEADERS, { 'content-type': 'application/json' }, { 'content-type': 'application/json' }),
      misc: fc.option(fc.constantFrom(...HOSTILE_MISC_HEADERS), { nil: undefined, freq: 4 }),
      gzip: fc.nat(9),
      auth: role(op),
    })
    .map(({ pathValues, query, body, bodyHeaders, misc, gzip, auth }) => {
      let i = 0;
      const path = `/api${op.template.replace(/\{[^}]+\}/g, () => pathValues[i++])}${query.length ? `?${queryStringOf(query)}` : ''}`;
      const headers: Record<string, string> = { ...(body !== undefined ? bodyHeaders : {}), ...(misc ?? {}) };
      let wire: string | Buffer | undefined = body;
      // Now and then a well-formed gzip body: an accepted encoding must keep working.
      if (body !== undefined && gzip === 0) {
        wire = zlib.gzipSync(body);
        headers['content-type'] = 'application/json';
        headers['content-encoding'] = 'gzip';
      }
      return { transport: 'http', api: 'rest', target: `${op.method} ${op.template}`, method: op.method, path, headers, body: wire, auth };
    });
}

/** Requests no route declares: unknown paths, methods and hostile paths under /api. */
export function strayRestCases(): HttpCase[] {
  const paths = [
    '/api/%',
    '/api/%ED%A0%80',
    '/api/..%2f..%2fetc%2fpasswd',
    '/api/constructor',
    '/api/__proto__',
    '/api/trials/%/like',
    '/api/comments/%',
    '/api/stock/%00',
    `/api/${'x'.repeat(8000)}`,
    '/api/trials?%=1',
    '/api/trials?a=%',
    '/api/trials-table?sortBy=%',
  ];
  const cases: HttpCase[] = [];
  for (const path of paths) {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      cases.push({
        transport: 'http',
        api: 'rest',
        target: 'stray',
        method,
        path,
        headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json; charset=bogus' },
        body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
        auth: 'none',
      });
    }
  }
  for (const value of HOSTILE_STRINGS.slice(0, 20)) {
    cases.push({
      transport: 'http',
      api: 'rest',
      target: 'stray',
      method: 'GET',
      path: `/api/trials/${rawSegment(value) || '%20'}`,
      headers: {},
      auth: 'none',
    });
  }
  return cases;
}

/** `perOperation` generated requests for every route of the document (fixed seed: reproducible). */
export function restCorpus(doc: Json, ids: RealIds, perOperation: number, seed: number): HttpCase[] {
  const cases: HttpCase[] = [];
  restOperations(doc).forEach((op, i) => {
    cases.push(...fc.sample(restCaseArbitrary(op, ids), { seed: seed + i, numRuns: perOperation }));
  });
  return [...cases, ...strayRestCases()];
}
