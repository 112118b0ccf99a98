import { beforeAll, describe, expect, it } from 'vitest';
import { buildTrial, insertTrials } from '../../test/factories.js';
import { hasMetric, metricValue, parseMetrics, scrape, type Sample } from '../../test/metrics.js';
import { useTestServer } from '../../test/server.js';
import { createUser, type TestUser } from '../../test/users.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';

describe('GET /metrics (METRICS_TOKEN set)', () => {
  const fx = useTestServer({ METRICS_TOKEN: TOKEN });
  const nctId = 'NCT41000001';
  let user: TestUser;
  beforeAll(async () => {
    await insertTrials(fx.db.ctx().em, [buildTrial({ nctId })]);
    user = await createUser(fx.db);
  });

  it('answers only with the bearer token', async () => {
    expect((await fetch(`${fx.srv.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${fx.srv.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789abcdef' } })).status).toBe(401);
    expect((await fetch(`${fx.srv.url}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const ok = await fetch(`${fx.srv.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(() => parseMetrics('')).not.toThrow();
  });

  it('counts real traffic in every series: HTTP, GraphQL, errors, WebSocket, events, database, stocks, rate limits, imports, process', async () => {
    const before = await scrape(fx.srv.url, TOKEN);
    const delta = (after: Sample[], name: string, labels: Record<string, string> = {}) => metricValue(after, name, labels) - metricValue(before, name, labels);
    const probe = JSON.stringify({ query: 'query MetricsProbe($id: ID!) { trial(nctId: $id) { nctId } }', variables: { id: nctId } });
    const json = { 'content-type': 'application/json' };

    // GraphQL over HTTP: the plain path, then the Express chain (a query string sends it there), then an error.
    expect((await fetch(`${fx.srv.url}/graphql`, { method: 'POST', headers: json, body: probe })).status).toBe(200);
    expect((await fetch(`${fx.srv.url}/graphql?via=express`, { method: 'POST', headers: json, body: probe })).status).toBe(200);
    const missing = await fx.srv.gql('query MissingTrial { trial(nctId: "NCT09999999") { nctId } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // REST: a route and a NOT_FOUND.
    expect((await fx.srv.rest('GET', `/trials/${nctId}`)).status).toBe(200);
    expect((await fx.srv.rest('GET', '/trials/NCT09999999')).status).toBe(404);
    // Stocks: a miss (one provider call), then a hit.
    expect((await fx.srv.rest('GET', '/stock/PFE')).status).toBe(200);
    expect((await fx.srv.rest('GET', '/stock/PFE')).status).toBe(200);
    // A rate limit: the 11th sign-in attempt after 10 failures is refused.
    for (let i = 0; i < 10; i++) expect((await fx.srv.rest('POST', '/auth/login', { email: user.email, password: `wrong-${i}` })).status).toBe(401);
    expect((await fx.srv.rest('POST', '/auth/login', { email: user.email, password: 'wrong-again' })).status).toBe(429);
    // An import run recorded by a CLI process.
    await fx.db
      .ctx()
      .em.getConnection()
      .execute(`insert into import_runs (kind, query_key, status, finished_at) values ('file', 'file:metrics-test', 'completed', now())`);

    // WebSocket: a subscriber, then a like on HTTP reaches it.
    const client = fx.srv.ws();
    const event = new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: 'subscription Likes($id: ID!) { trialReactionsChanged(nctId: $id) { likes } }', variables: { id: nctId } },
        { next: (v) => resolve(v.data), error: reject, complete: () => undefined },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    const open = await scrape(fx.srv.url, TOKEN);
    expect(metricValue(open, 'trialyst_ws_connections')).toBeGreaterThanOrEqual(1);
    expect(metricValue(open, 'trialyst_graphql_subscriptions_active')).toBeGreaterThanOrEqual(1);
    expect((await fx.srv.rest('POST', `/trials/${nctId}/like`, undefined, user.accessToken)).status).toBe(200);
    expect(await event).toEqual({ trialReactionsChanged: { likes: 1 } });

    const after = await scrape(fx.srv.url, TOKEN);
    // HTTP: both GraphQL paths, REST routes by pattern (never by value), the metrics scrapes themselves.
    expect(delta(after, 'trialyst_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '200' })).toBe(3);
    expect(delta(after, 'trialyst_http_request_duration_seconds_count', { method: 'GET', route: '/api/trials/:id', status: '200' })).toBe(1);
    expect(delta(after, 'trialyst_http_request_duration_seconds_count', { method: 'GET', route: '/api/trials/:id', status: '404' })).toBe(1);
    expect(delta(after, 'trialyst_http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status: '200' })).toBe(2);
    expect(after.some((s) => s.labels.route?.includes('NCT'))).toBe(false);
    expect(delta(after, 'trialyst_http_request_duration_seconds_bucket', { route: '/api/trials/:id', le: '+Inf' })).toBe(2);
    // GraphQL by operation name, type, transport and status.
    expect(
      delta(after, 'trialyst_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe', type: 'query', transport: 'http', status: 'ok' }),
    ).toBe(2);
    expect(delta(after, 'trialyst_graphql_operation_duration_seconds_count', { operation: 'MissingTrial', transport: 'http', status: 'error' })).toBe(1);
    expect(delta(after, 'trialyst_graphql_operation_duration_seconds_count', { operation: 'Likes', type: 'subscription', transport: 'ws', status: 'ok' })).toBe(
      1,
    );
    expect(metricValue(after, 'trialyst_graphql_operation_duration_seconds_sum', { operation: 'MetricsProbe' })).toBeGreaterThan(0);
    // Errors by code.
    expect(delta(after, 'trialyst_errors_total', { api: 'graphql', transport: 'http', code: 'NOT_FOUND' })).toBe(1);
    expect(delta(after, 'trialyst_errors_total', { api: 'rest', transport: 'http', code: 'NOT_FOUND' })).toBe(1);
    expect(delta(after, 'trialyst_errors_total', { api: 'rest', code: 'UNAUTHENTICATED' })).toBe(10);
    expect(delta(after, 'trialyst_errors_total', { api: 'rest', code: 'RATE_LIMITED' })).toBe(1);
    // WebSocket and events.
    expect(delta(after, 'trialyst_ws_connections_opened_total')).toBe(1);
    expect(delta(after, 'trialyst_events_published_total', { topic: 'TRIAL_REACTIONS_CHANGED' })).toBe(1);
    expect(delta(after, 'trialyst_events_delivered_total', { subscription: 'trialReactionsChanged' })).toBe(1);
    // Database: statements timed, the pool's gauges.
    expect(delta(after, 'trialyst_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(10);
    expect(metricValue(after, 'trialyst_db_pool_max_connections')).toBeGreaterThanOrEqual(20);
    expect(hasMetric(after, 'trialyst_db_pool_connections')).toBe(true);
    expect(
      metricValue(after, 'trialyst_db_pool_connections', { state: 'idle' }) + metricValue(after, 'trialyst_db_pool_connections', { state: 'used' }),
    ).toBeGreaterThan(0);
    expect(hasMetric(after, 'trialyst_db_pool_pending_acquires')).toBe(true);
    // Stocks: one provider call, a miss then a hit.
    expect(delta(after, 'trialyst_stock_provider_calls_total', { call: 'quotes', outcome: 'ok' })).toBe(1);
    expect(delta(after, 'trialyst_stock_cache_lookups_total', { kind: 'quote', result: 'miss' })).toBe(1);
    expect(delta(after, 'trialyst_stock_cache_lookups_total', { kind: 'quote', result: 'hit' })).toBe(1);
    // Rate limits by rule, never by subject.
    expect(delta(after, 'trialyst_rate_limit_rejections_total', { rule: 'auth:login:email' })).toBe(1);
    expect(after.some((s) => s.name === 'trialyst_rate_limit_rejections_total' && /@/.test(s.labels.rule))).toBe(false);
    // Import runs, read from the database.
    expect(metricValue(after, 'trialyst_import_runs', { kind: 'file', status: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'trialyst_import_last_finished_timestamp_seconds', { kind: 'file', status: 'completed' })).toBeGreaterThan(
      Date.now() / 1000 - 600,
    );
    // Node.js process metrics.
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
      expect(hasMetric(after, name), name).toBe(true);
    }
  });

  it('keeps client-chosen operation names to GraphQL names', async () => {
    await fetch(`${fx.srv.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', operationName: 'not a name"}' }),
    });
    const after = await scrape(fx.srv.url, TOKEN);
    const operations = after.filter((s) => s.name === 'trialyst_graphql_operation_duration_seconds_count').map((s) => s.labels.operation);
    expect(operations.every((o) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(o))).toBe(true);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const fx = useTestServer();
  it('is not served (404, not the web app)', async () => {
    const res = await fetch(`${fx.srv.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/METRICS_TOKEN/);
  });
});
