import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { createUser } from '../../test/users.js';
import { app } from '../composition.js';
import { contextFactory } from '../context.js';
import { openApiDocument } from './openapi.js';
import { restRouter } from './router.js';

type Doc = ReturnType<typeof openApiDocument> & { paths: Record<string, Record<string, any>>; components: Record<string, Record<string, unknown>> };
const norm = (p: string) => p.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_]+/g, '{}');

/** Validates an answer against the response schema the document gives for `method path status`. */
function answerValidator(doc: Doc) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ components: doc.components }, 'doc');
  const cache = new Map<string, ValidateFunction>();
  return (method: string, path: string, status: number, body: unknown) => {
    const op = doc.paths[path]?.[method];
    expect(op, `${method} ${path} documented`).toBeDefined();
    let response = op.responses[String(status)];
    if (response?.$ref) response = (doc.components.responses as Record<string, any>)[response.$ref.split('/').pop()];
    expect(response, `${method} ${path} documents ${status}`).toBeDefined();
    const schema = response.content['application/json'].schema;
    const key = JSON.stringify(schema);
    if (!cache.has(key)) cache.set(key, ajv.compile(JSON.parse(key.replaceAll('"#/components', '"doc#/components'))));
    const validate = cache.get(key)!;
    const ok = validate(body);
    expect(ok ? [] : validate.errors, `${method} ${path} ${status}`).toEqual([]);
  };
}

describe('OpenAPI document', () => {
  let db: TestDb;
  let server: TestServer;
  beforeAll(async () => {
    db = await createTestDb();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('is served at /api/openapi.json as OpenAPI 3', async () => {
    const res = await server.rest('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/trials-table', '/calendar.ics', '/stock/multiple', '/comments/{nctId}']));
  });

  it('is internally consistent: refs resolve, path params are declared, every operation answers', () => {
    const doc = openApiDocument(app.rest) as Doc;
    const json = JSON.stringify(doc);
    for (const m of json.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) {
      expect(doc.components[m[1]]?.[m[2]], `${m[1]}/${m[2]}`).toBeDefined();
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete', 'patch']).toContain(method);
        expect(op.responses['200'] ?? op.responses['201'], `${method} ${path}`).toBeDefined();
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        const declared = (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...templated].sort());
      }
    }
  });

  it('documents every route the REST router registers, and nothing else (no drift)', () => {
    const doc = openApiDocument(app.rest) as Doc;
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${norm(p)}`));
    const router = restRouter(app.rest, contextFactory(db.deps, app.authenticate));
    const registered = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        // Express keeps a route's verbs in `methods`, which its types leave out.
        Object.keys((layer.route as { methods?: Record<string, boolean> }).methods ?? {})
          .filter((m) => m !== '_all')
          .map((m) => `${m} ${norm(layer.route!.path)}`),
      );
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !registered.includes(d))).toEqual([]);
  });

  it('describes the Idempotency-Key header and its 409 on the idempotent write routes', () => {
    const doc = openApiDocument(app.rest) as Doc;
    const idempotent = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item)
        .filter(([, op]) => (op.parameters ?? []).some((x: any) => x.in === 'header' && x.name === 'Idempotency-Key'))
        .map(([m, op]) => {
          expect(op.responses['409'], `${m} ${p}`).toBeDefined();
          return `${m} ${p}`;
        }),
    );
    expect(idempotent.sort()).toEqual(
      [
        'post /analytics/refresh',
        'post /auth/register',
        'post /comments',
        'post /comments/{id}/like',
        'post /trials/{id}/dislike',
        'post /trials/{id}/like',
        'post /watchlist/feed',
        'put /alerts/webhook',
      ].sort(),
    );
  });

  it('generates parameters and bodies from the services’ zod schemas, answers from strict output schemas', () => {
    const doc = openApiDocument(app.rest) as Doc;
    const table = doc.paths['/trials-table'].get.parameters as any[];
    expect(table.find((p) => p.name === 'limit').schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000, default: 25 });
    expect(table.find((p) => p.name === 'phase')).toMatchObject({ style: 'form', explode: false, schema: { type: 'array' } });
    const register = doc.paths['/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register).toMatchObject({ type: 'object', required: expect.arrayContaining(['email', 'password']) });
    const trial = doc.components.schemas.Trial as { additionalProperties: boolean; properties: Record<string, unknown> };
    expect(trial.additionalProperties).toBe(false);
    expect(Object.keys(trial.properties)).toEqual(expect.arrayContaining(['primaryCompletionDate', 'whyStopped']));
  });

  it('real REST answers (success and errors) validate against the document', async () => {
    const doc = openApiDocument(app.rest) as Doc;
    const check = answerValidator(doc);
    const [trial] = await insertTrials(db.deps.orm.em.fork(), [buildTrial({ ticker: 'PFE', investmentVerdict: 'OUI', completionDate: '2027-03-10' })]);
    const user = await createUser(db);

    const calls: [string, string, string, unknown?, string?][] = [
      ['get', '/trials', '/trials?pageSize=5'],
      ['get', '/trials/{id}', `/trials/${trial.nctId}`],
      ['get', '/trials/popular', '/trials/popular'],
      ['get', '/trials/search', '/trials/search?q=study'],
      ['get', '/trials-table', '/trials-table?limit=5&sortBy=completionDate'],
      ['get', '/trials-table/stats', '/trials-table/stats'],
      ['get', '/trials-table/filters', '/trials-table/filters'],
      ['get', '/calendar/months', '/calendar/months?from=2027-01&count=6'],
      ['get', '/calendar/months/{month}', '/calendar/months/2027-03'],
      ['get', '/stock/trial/{id}', `/stock/trial/${trial.nctId}`],
      ['get', '/stock/trials/enriched', '/stock/trials/enriched?limit=3'],
      ['get', '/stock/{ticker}', '/stock/PFE'],
      ['get', '/stock/trials/enriched', '/stock/trials/enriched?limit=3&sortBy=marketCapUsd'],
      ['post', '/stock/multiple', '/stock/multiple', { tickers: ['PFE', '4502.T'] }],
      ['get', '/companies/{ticker}', '/companies/PFE'],
      ['get', '/analytics/summary', '/analytics/summary'],
      ['get', '/analytics/filters', '/analytics/filters'],
      ['get', '/analytics', '/analytics'],
      ['get', '/analytics/trial/{id}', `/analytics/trial/${trial.nctId}`],
      ['get', '/auth/me', '/auth/me', undefined, user.accessToken],
      ['get', '/trials/user/reactions', '/trials/user/reactions', undefined, user.accessToken],
      ['post', '/trials/{id}/like', `/trials/${trial.nctId}/like`, {}, user.accessToken],
      ['post', '/comments', '/comments', { nctId: trial.nctId, content: 'Promising data' }, user.accessToken],
      ['get', '/comments/{nctId}', `/comments/${trial.nctId}`],
      ['get', '/comments/recent/all', '/comments/recent/all'],
      ['post', '/analytics/refresh', '/analytics/refresh', {}, user.accessToken],
      ['get', '/analytics', '/analytics?type=historical&limit=5'],
      ['post', '/auth/login', '/auth/login', { email: user.email, password: user.password }],
      // Errors: the Error schema, with the one input-error shape.
      ['get', '/trials-table', '/trials-table?limit=5000'],
      ['get', '/trials/{id}', '/trials/NCT99999999'],
      ['get', '/auth/me', '/auth/me'],
      ['post', '/auth/register', '/auth/register', { email: 'nope', password: 'x' }],
    ];
    for (const [method, path, url, body, token] of calls) {
      const res = await server.rest(method.toUpperCase(), url, body, token);
      check(method, path, res.status, res.body);
    }
    // The check bites: an undocumented field or a missing one is refused.
    const real = await server.rest('GET', `/trials/${trial.nctId}`);
    expect(() => check('get', '/trials/{id}', 200, { ...real.body, trial: { ...real.body.trial, extra: 1 } })).toThrow();
    expect(() => check('get', '/trials/{id}', 200, { ...real.body, trial: { ...real.body.trial, nctId: undefined } })).toThrow();
    const bad = await server.rest('GET', '/trials-table?limit=5000');
    expect(bad.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'TOO_LARGE',
      params: { field: 'limit', max: 1000 },
      details: { field: 'limit', reason: 'TOO_LARGE', max: 1000 },
    });
  });
});
