import http from 'node:http';
import net from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, setSecurityHeaders } from './security-headers.js';

const response = () => new http.ServerResponse(new http.IncomingMessage(new net.Socket()));

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
});
