import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/server.js';

/** Raw requests (fetch would fix some of these up) to the HTTP layer in front of REST and GraphQL. */
async function raw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  const res = await fetch(url, { method: init.method ?? 'POST', headers: init.headers, body: init.body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('HTTP layer: client mistakes keep their 4xx, answers carry security headers', () => {
  const fx = useTestServer();

  const bodies: { name: string; headers: Record<string, string>; body: string; status: number }[] = [
    { name: 'unknown charset', headers: { 'content-type': 'application/json; charset=bogus' }, body: '{"query":"{ __typename }"}', status: 415 },
    { name: 'gzip that is not gzip', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: 'not gzip at all', status: 400 },
    { name: 'unknown encoding', headers: { 'content-type': 'application/json', 'content-encoding': 'x-foo' }, body: '{}', status: 415 },
    { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, body: '{"query": ', status: 400 },
    { name: 'NUL byte', headers: { 'content-type': 'application/json' }, body: '{"email":"a\\u0000@b.c","password":"x"}', status: 400 },
  ];

  for (const c of bodies) {
    it(`${c.name}: ${c.status} on REST and GraphQL, in each one's error shape`, async () => {
      const rest = await raw(`${fx.srv.url}/api/auth/login`, { headers: c.headers, body: c.body });
      expect(rest.status).toBe(c.status);
      expect(JSON.parse(rest.text)).toMatchObject({ success: false, code: 'BAD_USER_INPUT', error: expect.any(String) });
      const gql = await raw(`${fx.srv.url}/graphql`, { headers: c.headers, body: c.body });
      expect(gql.status).toBe(c.status);
      expect(JSON.parse(gql.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    });
  }

  it('malformed percent-encoding and NUL bytes in the path are 400, naming what is wrong', async () => {
    for (const p of ['/api/trials/%', '/api/trials/%ED%A0%80', '/api/trials/%E0%A4%A']) {
      const res = await raw(`${fx.srv.url}${p}`, { method: 'GET' });
      expect(res.status, p).toBe(400);
      expect(JSON.parse(res.text)).toMatchObject({ success: false, code: 'BAD_USER_INPUT' });
    }
    const nul = await raw(`${fx.srv.url}/api/trials/NCT%0012345678`, { method: 'GET' });
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.text).error).toMatch(/^path: /);
    const query = await raw(`${fx.srv.url}/api/trials?search=a%00b`, { method: 'GET' });
    expect(query.status).toBe(400);
    expect(JSON.parse(query.text).error).toMatch(/^query\.search: /);
  });

  it('sets helmet headers, a CSP, and no-store on API and GraphQL answers', async () => {
    const api = await raw(`${fx.srv.url}/api/trials/popular`, { method: 'GET' });
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(api.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const gql = await raw(`${fx.srv.url}/graphql`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(gql.headers.get('cache-control')).toBe('no-store');
    const health = await raw(`${fx.srv.url}/healthz`, { method: 'GET' });
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('echoes a sane X-Request-Id and replaces an insane one', async () => {
    const ok = await raw(`${fx.srv.url}/healthz`, { method: 'GET', headers: { 'x-request-id': 'abc-123' } });
    expect(ok.headers.get('x-request-id')).toBe('abc-123');
    const bad = await raw(`${fx.srv.url}/healthz`, { method: 'GET', headers: { 'x-request-id': 'a b\tc<script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
