import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/alerts.js';
import { buildTrial, insertTrials } from '../../../test/factories.js';
import { useTestServer } from '../../../test/server.js';
import { createUser, type TestUser } from '../../../test/users.js';
import { createAlertsForTrialChanges } from './alerts.create.js';
import { checkWebhookUrl, isPrivateAddress } from './alerts.ssrf.js';
import { SIGNATURE_HEADER, webhookTimings } from './alerts.webhook.js';

describe('webhook SSRF guard', () => {
  it('refuses private, loopback, link-local, reserved and IPv4-in-IPv6 addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('checks scheme, credentials and every resolved address before storing a URL', async () => {
    const refuse = async (url: string, reason: string) =>
      expect(checkWebhookUrl(url, false), url).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason } });
    await refuse('ftp://example.com/hook', 'WEBHOOK_URL_SCHEME');
    await refuse('file:///etc/passwd', 'WEBHOOK_URL_SCHEME');
    await refuse('not a url', 'WEBHOOK_URL_INVALID');
    await refuse('http://user:pw@example.com/', 'WEBHOOK_URL_INVALID');
    await refuse('http://127.0.0.1:8080/hook', 'WEBHOOK_URL_PRIVATE');
    await refuse('http://localhost/hook', 'WEBHOOK_URL_PRIVATE'); // resolved: loopback
    await refuse('http://[::1]/hook', 'WEBHOOK_URL_PRIVATE');
    await refuse('http://[::ffff:169.254.169.254]/latest/meta-data', 'WEBHOOK_URL_PRIVATE');
    await refuse('http://0x7f.1/hook', 'WEBHOOK_URL_PRIVATE'); // the URL parser's 127.0.0.1
    await refuse('http://2130706433/hook', 'WEBHOOK_URL_PRIVATE');
    await expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true)).resolves.toBe('http://127.0.0.1:8080/hook');
    await expect(checkWebhookUrl('https://93.184.216.34/hook#frag', false)).resolves.toBe('https://93.184.216.34/hook');
  });
});

describe('webhook without WEBHOOK_ALLOW_PRIVATE: refused over GraphQL and REST', () => {
  const fx = useTestServer();
  it('answers BAD_USER_INPUT with the reason', async () => {
    const user = await createUser(fx.db);
    const g = await fx.srv.gql(`mutation { setWebhook(url: "http://127.0.0.1:9/x") { secret } }`, {}, user.accessToken);
    expect(g.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(g.errors![0].extensions)).toContain('WEBHOOK_URL_PRIVATE');
    const r = await fx.srv.rest('PUT', '/alerts/webhook', { url: 'http://localhost:9/x' }, user.accessToken);
    expect(r.status).toBe(400);
    expect(r.body.details.reason).toBe('WEBHOOK_URL_PRIVATE');
    expect((await fx.srv.rest('GET', '/alerts/webhook', undefined, user.accessToken)).body).toEqual({ success: true, webhook: null });
  });
});

describe('webhook deliveries (WEBHOOK_ALLOW_PRIVATE=true, a local receiver)', () => {
  const fx = useTestServer({ WEBHOOK_ALLOW_PRIVATE: true });
  const saved = { ...webhookTimings, backoffMs: [...webhookTimings.backoffMs] };
  let receiver: http.Server;
  let url: string;
  /** What the receiver got; `answer` decides each status. */
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let answer: (n: number) => number = () => 200;
  let user: TestUser;
  const trial = buildTrial();

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8').on('data', (c: string) => (body += c));
      req.on('end', () => {
        got.push({ headers: req.headers, body });
        const status = answer(got.length);
        res.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {}).end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    Object.assign(webhookTimings, { backoffMs: [100, 100, 100], maxAttempts: 3, disableAfter: 2 });
    await insertTrials(fx.db.ctx().em, [trial]);
    user = await createUser(fx.db);
    await fx.srv.rest('POST', '/watchlist', { kind: 'TRIAL', id: trial.nctId }, user.accessToken);
  });
  afterAll(async () => {
    Object.assign(webhookTimings, saved);
    await new Promise((r) => receiver.close(r));
  });
  afterEach(() => {
    got.length = 0;
  });

  const raise = () =>
    createAlertsForTrialChanges(fx.db.ctx().em, [
      { nctId: trial.nctId, field: 'overallStatus', oldValue: 'RECRUITING', newValue: 'COMPLETED', changedAt: null, slipDays: null },
    ]);
  const webhook = async () => (await fx.srv.rest('GET', '/alerts/webhook', undefined, user.accessToken)).body.webhook;
  /** The webhook once its latest delivery is no longer PENDING (the attempt's outcome is recorded after the answer). */
  const settled = async () => {
    for (let i = 0; i < 50; i++) {
      const w = await webhook();
      if (w.deliveries[0]?.status !== 'PENDING') return w;
      await new Promise((r) => setTimeout(r, 50));
    }
    return webhook();
  };

  it('POSTs each alert as JSON signed with HMAC-SHA256 of the secret shown once', async () => {
    const set = await fx.srv.gql(`mutation($u: String!) { setWebhook(url: $u) { secret webhook { url active } } }`, { u: url }, user.accessToken);
    const { secret, webhook: w } = set.data!.setWebhook;
    expect(w).toEqual({ url, active: true });
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    // never shown again
    expect(JSON.stringify(await webhook())).not.toContain(secret);
    answer = () => 200;
    await raise();
    await waitFor(() => got[0], 3000);
    const { headers, body } = got[0];
    expect(headers['content-type']).toBe('application/json');
    const sig = String(headers[SIGNATURE_HEADER]);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sig)!;
    expect(v1).toBe(crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(30);
    const json = JSON.parse(body);
    expect(json).toMatchObject({
      event: 'alert.created',
      alert: { kind: 'TRIAL_CHANGED', nctId: trial.nctId, changes: [{ field: 'overallStatus', newValue: 'COMPLETED' }] },
    });
    expect(json.id).toBe(headers['x-trialyst-delivery']);
    expect(json.alert.userId).toBeUndefined();
    const delivered = await settled();
    expect(delivered.deliveries[0]).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200, lastError: null });
  });

  it('retries failures with backoff until delivered; never follows a redirect', async () => {
    answer = (n) => (n === 1 ? 500 : n === 2 ? 302 : 204);
    await raise();
    await waitFor(() => got[2], 5000);
    expect(got.map((g) => JSON.parse(g.body).id).every((id, _, all) => id === all[0])).toBe(true);
    const w = await settled();
    expect(w.deliveries[0]).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 204 });
    // the 302 was not followed: its Location was never requested
    expect(got).toHaveLength(3);
  });

  it('gives a delivery up after its attempts, and disables the webhook after repeated failed deliveries', async () => {
    answer = () => 503;
    await raise();
    await raise();
    await waitFor(() => (got.length >= 6 ? true : undefined), 8000);
    let w = await webhook();
    for (let i = 0; i < 40 && w.active; i++) {
      await new Promise((r) => setTimeout(r, 100));
      w = await webhook();
    }
    expect(w.active).toBe(false);
    expect(w.disabledAt).not.toBeNull();
    expect(w.deliveries.slice(0, 2).map((d: { status: string; attempts: number; lastError: string }) => [d.status, d.attempts, d.lastError])).toEqual([
      ['FAILED', 3, 'HTTP 503'],
      ['FAILED', 3, 'HTTP 503'],
    ]);
    // disabled: new alerts are not sent
    const before = got.length;
    await raise();
    await new Promise((r) => setTimeout(r, 600));
    expect(got.length).toBe(before);
    // setting it again re-enables it (new secret)
    const again = await fx.srv.rest('PUT', '/alerts/webhook', { url }, user.accessToken);
    expect(again.body.webhook).toMatchObject({ active: true, consecutiveFailures: 0 });
    expect((await fx.srv.rest('DELETE', '/alerts/webhook', undefined, user.accessToken)).body).toEqual({ success: true, deleted: true });
  });
});
