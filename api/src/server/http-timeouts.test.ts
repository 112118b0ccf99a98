import { describe, expect, it } from 'vitest';
import { jsonPost, rawRequest } from '../../test/raw-http.js';
import { useTestServer } from '../../test/server.js';

const HEADERS_MS = 1000;
const REQUEST_MS = 1500;
/** node:http checks the deadlines once a second (server/http-timeouts.ts), and the machine may be busy. */
const SLACK_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `text` one byte every `everyMs` until the socket closes; resolves when it is all sent or the socket is gone. */
async function trickle(write: (s: string) => void, text: string, everyMs: number, stop: () => boolean): Promise<void> {
  for (const ch of text) {
    if (stop()) return;
    write(ch);
    await sleep(everyMs);
  }
}

describe('HTTP limits for slow clients (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS)', () => {
  const fx = useTestServer({ HTTP_HEADERS_TIMEOUT_MS: HEADERS_MS, HTTP_REQUEST_TIMEOUT_MS: REQUEST_MS });
  const port = () => Number(new URL(fx.srv.url).port);

  it('a body sent a byte at a time is cut off with 408 once the request timeout is over', async () => {
    const req = rawRequest(port());
    await req.connected;
    const login = jsonPost('/api/auth/login', { email: 'slow@example.test', password: 'x'.repeat(200) });
    const start = Date.now();
    req.write(login.head);
    let done = false;
    void trickle(req.write, login.body, 250, () => done);
    const answer = await req.answer;
    done = true;
    const elapsed = Date.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(elapsed).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(answer).toMatchObject({ lost: false, status: 408, headers: { connection: 'close' } });
    if (!answer.lost) expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'BAD_USER_INPUT', reason: 'MALFORMED_REQUEST' });
  });

  it('headers sent a byte at a time are cut off with 408 once the headers timeout is over', async () => {
    const req = rawRequest(port());
    await req.connected;
    const start = Date.now();
    let done = false;
    void trickle(req.write, `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'y'.repeat(100)}\r\n\r\n`, 100, () => done);
    const answer = await req.answer;
    done = true;
    const elapsed = Date.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(elapsed).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(answer).toMatchObject({ lost: false, status: 408 });
  });

  it('a normal request, a slow answer and a WebSocket outliving the request timeout are not affected', async () => {
    // A handler slower than the request timeout: only receiving the request is timed.
    fx.srv.server.app.get('/slow-answer-for-test', (_req, res) => void setTimeout(() => res.json({ ok: true }), REQUEST_MS + 1200));
    const client = fx.srv.ws();
    const [slow] = await Promise.all([
      fetch(`${fx.srv.url}/slow-answer-for-test`),
      (async () => {
        const res = await fetch(`${fx.srv.url}/healthz`);
        expect(res.status).toBe(200);
      })(),
    ]);
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ ok: true });
    // The socket opened before the slow answer, more than REQUEST_MS + a check ago, still works.
    await sleep(500);
    const result = await new Promise<unknown>((resolve, reject) => {
      client.subscribe({ query: '{ __typename }' }, { next: (v) => resolve(v.data), error: reject, complete: () => undefined });
    });
    expect(result).toEqual({ __typename: 'Query' });
  });
});
