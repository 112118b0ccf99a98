import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server.js';

describe('health and protection', () => {
  const fx = useTestServer();

  it('/healthz and /readyz answer when the database is migrated', async () => {
    expect((await fetch(`${fx.srv.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${fx.srv.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('unknown REST routes answer the spec error shape', async () => {
    const res = await fx.srv.rest('GET', '/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      error: expect.any(String),
      code: 'NOT_FOUND',
      reason: 'ROUTE_NOT_FOUND',
      params: expect.any(Object),
      details: expect.any(Object),
    });
  });

  it('rejects over-deep and over-aliased queries with a clear error', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: systemInfo { version }`).join(' ');
    const res = await fx.srv.gql(`{ ${aliases} }`);
    expect(res.errors?.[0].message).toMatch(/alias/i);
  });

  it('rejects a body over 1 MB without a 500', async () => {
    const res = await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ systemInfo { version } } #${'x'.repeat(1_100_000)}` }),
    });
    expect(res.status).toBe(413);
  });

  it('malformed GraphQL is a user error, not a stack trace', async () => {
    const res = await fx.srv.gql('{ systemInfo { ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res)).not.toMatch(/stack|at .*\.ts/);
  });
});
