import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { parseIcs } from '../../test/ics.js';
import { useTestServer } from '../../test/server.js';
import { createUser, type TestUser } from '../../test/users.js';
import { icsCacheFor } from '../modules/calendar/calendar.ics.cache.js';

/** One request with the headers given as they are (fetch would not send a forged Host). */
function send(url: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const soon = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const trial = buildTrial({ primaryCompletionDate: soon, primaryCompletionDateType: 'ESTIMATED', completionDate: soon, completionDateType: 'ESTIMATED' });

/** The origins written by the public feed, the private feed and the feed-creation answer for one set of request headers. */
function originsWith(fx: ReturnType<typeof useTestServer>, user: () => TestUser) {
  return async (headers: Record<string, string>) => {
    const pub = await send(`${fx.srv.url}/api/calendar.ics`, { headers });
    expect(pub.status).toBe(200);
    const created = await send(`${fx.srv.url}/api/watchlist/feed`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${user().accessToken}` } });
    expect(created.status).toBe(201);
    const feedUrl = (JSON.parse(created.body) as { url: string }).url;
    const priv = await send(`${fx.srv.url}${new URL(feedUrl).pathname}`, { headers });
    expect(priv.status).toBe(200);
    const links = [...parseIcs(pub.body).events, ...parseIcs(priv.body).events].map((e) => e.URL);
    expect(links).toHaveLength(2);
    return [...new Set([...links.map((l) => new URL(l).origin), new URL(feedUrl).origin])];
  };
}

function setUp(fx: ReturnType<typeof useTestServer>) {
  let user: TestUser;
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [trial]);
    user = await createUser(fx.db);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: trial.nctId }, user.accessToken);
  });
  return originsWith(fx, () => user);
}

describe('absolute URLs without PUBLIC_URL nor a trusted proxy', () => {
  const fx = useTestServer();
  const origins = setUp(fx);

  it('a forged Host or X-Forwarded-Host never reaches the calendar links or the feed URL', async () => {
    const port = new URL(fx.srv.url).port;
    const fallback = `http://localhost:${port}`;
    expect(await origins({ host: 'evil.example' })).toEqual([fallback]);
    expect(await origins({ host: `evil.example:${port}` })).toEqual([fallback]);
    expect(await origins({ host: '127.0.0.1:1' })).toEqual([fallback]);
    expect(await origins({ host: `127.0.0.1:${port}`, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toEqual([
      `http://127.0.0.1:${port}`,
    ]);
    // The forged hosts made no cache entry of their own.
    const before = icsCacheFor(fx.db.deps).size;
    for (const host of ['a.example', 'b.example', 'c.example']) await send(`${fx.srv.url}/api/calendar.ics`, { headers: { host } });
    expect(icsCacheFor(fx.db.deps).size).toBe(before);
  });

  it('a Host naming the address and port the connection reached is kept', async () => {
    const port = new URL(fx.srv.url).port;
    expect(await origins({ host: `127.0.0.1:${port}` })).toEqual([`http://127.0.0.1:${port}`]);
    expect(await origins({ host: `localhost:${port}` })).toEqual([`http://localhost:${port}`]);
  });
});

describe('absolute URLs behind a trusted proxy (TRUST_PROXY)', () => {
  const fx = useTestServer({ TRUST_PROXY: 'loopback' });
  const origins = setUp(fx);

  it("use the proxy's X-Forwarded-Host and -Proto, and only a well-formed host", async () => {
    expect(await origins({ host: 'internal:4000', 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https' })).toEqual(['https://app.example']);
    const port = new URL(fx.srv.url).port;
    expect(await origins({ host: 'evil.example', 'x-forwarded-host': 'evil.example/path?', 'x-forwarded-proto': 'https' })).toEqual([
      `http://localhost:${port}`,
    ]);
  });
});

describe('absolute URLs with PUBLIC_URL', () => {
  const fx = useTestServer({ PUBLIC_URL: 'https://trialyst.example', TRUST_PROXY: 'loopback' });
  const origins = setUp(fx);

  it('are always PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    expect(await origins({ host: 'evil.example' })).toEqual(['https://trialyst.example']);
    expect(await origins({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).toEqual(['https://trialyst.example']);
  });
});

describe('PUBLIC_URL configuration', () => {
  it('is an http(s) origin, kept without a trailing slash; anything else is refused naming the variable', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Trialyst.example/' }).PUBLIC_URL).toBe('https://trialyst.example');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    for (const bad of [
      'trialyst.example',
      'ftp://trialyst.example',
      'https://trialyst.example/app',
      'https://u:p@trialyst.example',
      'https://trialyst.example/?a=1',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
