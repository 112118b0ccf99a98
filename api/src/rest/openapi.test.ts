import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { openApiDocument } from './openapi.js';
import { restRouter } from './router.js';

type Doc = ReturnType<typeof openApiDocument> & { paths: Record<string, Record<string, any>>; components: Record<string, Record<string, unknown>> };
const norm = (p: string) => p.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_]+/g, '{}');

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
    const doc = openApiDocument() as Doc;
    const json = JSON.stringify(doc);
    for (const m of json.matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) {
      expect(doc.components[m[1]]?.[m[2]], `${m[1]}/${m[2]}`).toBeDefined();
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post', 'put', 'delete', 'patch']).toContain(method);
        expect(op.responses['200'], `${method} ${path}`).toBeDefined();
        expect(op.summary, `${method} ${path}`).toBeTruthy();
        const declared = (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual([...templated].sort());
      }
    }
  });

  it('documents every route the REST router registers (no drift)', () => {
    const doc = openApiDocument() as Doc;
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${norm(p)}`)));
    const router = restRouter(db.deps) as unknown as { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    const registered = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        Object.keys(layer.route!.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m} ${norm(layer.route!.path)}`),
      );
    expect(registered.length).toBeGreaterThan(1);
    const missing = registered.filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });
});
