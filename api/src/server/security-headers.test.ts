import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { compileTrustProxy } from './request-info.js';
import { HELMET_OPTIONS, securityHeaders, setSecurityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.js';

const response = () => new http.ServerResponse(new http.IncomingMessage(new net.Socket()));

/** The headers of GET / on a bare Express app with our middleware, trusting `trustProxy`. */
async function headersOf(trustProxy: string, headers: Record<string, string>): Promise<Headers> {
  const app = express();
  app.set('trust proxy', compileTrustProxy(trustProxy));
  app.use(securityHeaders());
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    await res.text();
    return res.headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers', () => {
  it('are the headers helmet sets with our options (recorded once, not run per request)', () => {
    const reference = helmet(HELMET_OPTIONS);
    const byHelmet = response();
    byHelmet.setHeader('X-Powered-By', 'Express');
    reference({} as never, byHelmet, () => undefined);
    const ours = response();
    ours.setHeader('X-Powered-By', 'Express');
    setSecurityHeaders(ours, false);
    expect(ours.getHeaders()).toEqual(byHelmet.getHeaders());
    expect(Object.keys(ours.getHeaders()).length).toBeGreaterThan(8);

    const api = response();
    setSecurityHeaders(api, true);
    expect(api.getHeaders()).toEqual({ 'cache-control': 'no-store', ...byHelmet.getHeaders() });
  });

  it("have one frame policy: CSP frame-ancestors 'none' and X-Frame-Options DENY", () => {
    const res = response();
    setSecurityHeaders(res, false);
    expect(String(res.getHeader('content-security-policy'))).toContain("frame-ancestors 'none'");
    expect(res.getHeader('x-frame-options')).toBe('DENY');
    expect(res.getHeader('strict-transport-security')).toBeUndefined();
  });

  it('send HSTS only for HTTPS requests: forwarded as https by a trusted proxy, never on plain HTTP or a client-sent header', async () => {
    expect((await headersOf('loopback', { 'x-forwarded-proto': 'https' })).get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await headersOf('loopback', {})).get('strict-transport-security')).toBeNull();
    expect((await headersOf('loopback', { 'x-forwarded-proto': 'http' })).get('strict-transport-security')).toBeNull();
    // No trusted proxy: a client's X-Forwarded-Proto means nothing.
    const direct = await headersOf('', { 'x-forwarded-proto': 'https' });
    expect(direct.get('strict-transport-security')).toBeNull();
    expect(direct.get('x-frame-options')).toBe('DENY');
  });
});
