import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (served by server/metrics.ts at GET /metrics). Everything here
 * is cheap on the request path: the per-request histograms are `FastHistogram`s (a Map lookup and
 * a few additions per observation, no label objects), and everything that can be read when scraped
 * (pool sizes, open sockets, active subscriptions) is a gauge computed at scrape time from its
 * sources, not maintained per event.
 */
export const registry = new Registry();

type LabelValue = string | number;

type Level = Map<LabelValue, Level | Series>;

const step = (node: Level | Series | undefined, v: LabelValue | undefined): Level | Series | undefined =>
  node instanceof Map && v !== undefined ? node.get(v) : undefined;

interface Series {
  labels: Record<string, LabelValue>;
  /** Per bucket (the last one is +Inf), not cumulative. */
  counts: number[];
  sum: number;
  count: number;
}

/**
 * A Prometheus histogram for the request path: `record` finds its series by the label values in a
 * Map (keyed by the values joined) and adds to plain numbers, about 15 times cheaper than
 * prom-client's `observe` with a labels object (which validates and hashes it each time). It is a
 * prom-client Histogram for everything else: registered in the registry, rendered the same way
 * (`_bucket` with `le`, `_sum`, `_count`), summed across cluster workers.
 */
export class FastHistogram<T extends string> extends Histogram<T> {
  /** Series by their first label value, then their second…: the last level holds the series. */
  private readonly tree: Level = new Map();
  private readonly series: Series[] = [];
  private readonly bounds: readonly number[];

  constructor(
    private readonly metricName: string,
    private readonly helpText: string,
    private readonly names: readonly T[],
    buckets: readonly number[],
  ) {
    super({ name: metricName, help: helpText, labelNames: names, buckets: [...buckets], registers: [registry] });
    this.bounds = buckets;
  }

  /**
   * Records one value (seconds) for the series with these label values, in label-name order. The
   * series is found through one Map per label (no array, key string or labels object is allocated).
   */
  record(value: number, a: LabelValue, b?: LabelValue, c?: LabelValue, d?: LabelValue): void {
    const s = this.lookup(a, b, c, d) ?? this.create([a, b, c, d]);
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]) i++;
    s.counts[i]++;
    s.sum += value;
    s.count++;
  }

  /** Observations of one series so far (tests). */
  countOf(a: LabelValue, b?: LabelValue, c?: LabelValue, d?: LabelValue): number {
    return this.lookup(a, b, c, d)?.count ?? 0;
  }

  private lookup(a: LabelValue, b?: LabelValue, c?: LabelValue, d?: LabelValue): Series | undefined {
    const n = this.names.length;
    let node = this.tree.get(a);
    if (n > 1) node = step(node, b);
    if (n > 2) node = step(node, c);
    if (n > 3) node = step(node, d);
    return node instanceof Map ? undefined : node;
  }

  private create(given: (LabelValue | undefined)[]): Series {
    const values = given.slice(0, this.names.length).map((v) => v ?? '');
    const labels: Record<string, LabelValue> = {};
    this.names.forEach((name, i) => (labels[name] = values[i]));
    const s: Series = { labels, counts: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
    let level = this.tree;
    for (const v of values.slice(0, -1)) {
      let next = level.get(v);
      if (!(next instanceof Map)) level.set(v, (next = new Map()));
      level = next;
    }
    level.set(values[values.length - 1], s);
    this.series.push(s);
    return s;
  }

  /**
   * What prom-client's Registry renders (and Histogram.get() splays for JSON): the `record`ed
   * series, in the shape prom-client's own histogram produces.
   */
  getForPromString() {
    const values: { metricName: string; labels: Record<string, LabelValue>; sharedLabels: Record<string, never>; value: number }[] = [];
    const push = (suffix: string, labels: Record<string, LabelValue>, value: number) =>
      values.push({ metricName: `${this.metricName}${suffix}`, labels, sharedLabels: {}, value });
    for (const s of this.series) {
      let acc = 0;
      this.bounds.forEach((le, i) => {
        acc += s.counts[i];
        push('_bucket', { ...s.labels, le }, acc);
      });
      push('_bucket', { ...s.labels, le: '+Inf' }, s.count);
      push('_sum', { ...s.labels }, s.sum);
      push('_count', { ...s.labels }, s.count);
    }
    return Promise.resolve({ name: this.metricName, help: this.helpText, type: 'histogram', values, aggregator: 'sum' });
  }
}

/**
 * A gauge read at scrape time from the sources registered now (one per pool, per WebSocket server…),
 * summed: two servers in one process (tests) each add theirs.
 */
export class SourcedGauge {
  private readonly sources = new Set<() => number>();
  readonly gauge: Gauge;

  constructor(name: string, help: string) {
    const sources = this.sources;
    this.gauge = new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        let total = 0;
        for (const read of sources) total += read();
        this.set(total);
      },
    });
  }

  /** Adds a source; the function returned removes it. */
  add(read: () => number): () => void {
    this.sources.add(read);
    return () => void this.sources.delete(read);
  }
}

/**
 * Label values chosen by clients (GraphQL operation names) are kept to a bounded set: a name that
 * is not a GraphQL name becomes `invalid`, and past `max` distinct names new ones count as `other`,
 * so a client cannot grow the metrics without bound.
 */
export function boundedLabels(max: number): (value: string | null | undefined, fallback: string) => string {
  const seen = new Set<string>();
  return (value, fallback) => {
    if (!value) return fallback;
    if (seen.has(value)) return value;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(value)) return 'invalid';
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

/** GraphQL operation names as metric labels: at most 200 distinct names per process. */
export const operationLabel = boundedLabels(200);

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** HTTP answers (every path, both the Express chain and the plain GraphQL path): `_count` is the request count. */
export const httpRequestDuration = new FastHistogram(
  'trialyst_http_request_duration_seconds',
  'HTTP requests by method, route (a REST route pattern such as /api/trials/:id, /graphql, /metrics, /healthz, /readyz, /explorer, or web for the web app) and status code, with their duration',
  ['method', 'route', 'status'],
  SECONDS,
);

/** GraphQL operations over HTTP and WebSocket. */
export const graphqlOperationDuration = new FastHistogram(
  'trialyst_graphql_operation_duration_seconds',
  'GraphQL operations by operation name, type, transport (http, ws) and status (ok, or error when the answer has errors); subscriptions: the time to accept them',
  ['operation', 'type', 'transport', 'status'],
  SECONDS,
);

/** Every error answered, by code (GraphQL extensions.code, REST code). */
export const errorsTotal = new Counter({
  name: 'trialyst_errors_total',
  help: 'Errors answered, by API (graphql, rest), transport (http, ws) and error code',
  labelNames: ['api', 'transport', 'code'] as const,
  registers: [registry],
});

export function countErrors(api: 'graphql' | 'rest', transport: 'http' | 'ws', codes: Iterable<unknown>): void {
  for (const code of codes) errorsTotal.inc({ api, transport, code: typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'INTERNAL' });
}

export const wsConnections = new SourcedGauge('trialyst_ws_connections', 'WebSocket connections open now');
export const wsConnectionsOpened = new Counter({
  name: 'trialyst_ws_connections_opened_total',
  help: 'WebSocket connections accepted since the process started',
  registers: [registry],
});
export const activeSubscriptions = new SourcedGauge(
  'trialyst_graphql_subscriptions_active',
  'GraphQL subscriptions open now (over every WebSocket connection)',
);

export const eventsPublished = new Counter({
  name: 'trialyst_events_published_total',
  help: 'Events published on the pub/sub (Redis when REDIS_URL is set), by topic',
  labelNames: ['topic'] as const,
  registers: [registry],
});
export const eventsDelivered = new Counter({
  name: 'trialyst_events_delivered_total',
  help: 'Subscription messages written to WebSocket subscribers, by subscription field',
  labelNames: ['subscription'] as const,
  registers: [registry],
});

export interface PoolNumbers {
  used: number;
  idle: number;
  pending: number;
  max: number;
}

const poolSources = new Set<() => PoolNumbers | null>();

export const dbPoolConnections = new Gauge({
  name: 'trialyst_db_pool_connections',
  help: 'Database pool connections by state: used (lent to a query or transaction), idle',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    let used = 0;
    let idle = 0;
    for (const read of poolSources) {
      const n = read();
      used += n?.used ?? 0;
      idle += n?.idle ?? 0;
    }
    this.set({ state: 'used' }, used);
    this.set({ state: 'idle' }, idle);
  },
});
export const dbPoolPending = new SourcedGauge('trialyst_db_pool_pending_acquires', 'Requests waiting for a pooled database connection');
export const dbPoolMax = new SourcedGauge('trialyst_db_pool_max_connections', 'Most connections the database pool may open');
export const dbQueryDuration = new FastHistogram(
  'trialyst_db_query_duration_seconds',
  'SQL statements by outcome (ok, error), with their duration',
  ['outcome'],
  [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
);
export const dbSlowQueries = new Counter({
  name: 'trialyst_db_slow_queries_total',
  help: 'SQL statements slower than DB_SLOW_QUERY_MS (each is logged)',
  registers: [registry],
});

export const stockProviderCalls = new Counter({
  name: 'trialyst_stock_provider_calls_total',
  help: 'Calls to the stock provider, by provider, call (quotes, history) and outcome (ok, error)',
  labelNames: ['provider', 'call', 'outcome'] as const,
  registers: [registry],
});
export const stockCacheLookups = new Counter({
  name: 'trialyst_stock_cache_lookups_total',
  help: 'Stock cache lookups by kind (quote, history) and result (hit, miss): hit ratio = hit / (hit + miss)',
  labelNames: ['kind', 'result'] as const,
  registers: [registry],
});

export const responseCacheLookups = new Counter({
  name: 'trialyst_graphql_response_cache_lookups_total',
  help: 'Signed-out GraphQL requests of cacheable operations (trial, trialsTable) by result (hit, miss): hit ratio = hit / (hit + miss)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const rateLimitRejections = new Counter({
  name: 'trialyst_rate_limit_rejections_total',
  help: 'Requests refused by a rate limit, by rule',
  labelNames: ['rule'] as const,
  registers: [registry],
});

/**
 * A limiter key's rule: its leading name segments (`comments:create:<userId>` → `comments:create`,
 * `auth:login:ip:<address>` → `auth:login:ip`); the subject (an id, an address, an email) never
 * becomes a label.
 */
export function rateLimitRule(key: string): string {
  const parts = key.split(':');
  const rule: string[] = [];
  for (const p of parts) {
    if (!/^[a-z][a-zA-Z.]*$/.test(p) || rule.length === 4) break;
    rule.push(p);
  }
  return rule.join(':') || 'other';
}

/** Registers a connection pool for the pool gauges; the function returned removes it. */
export function addPoolSource(read: () => PoolNumbers | null): () => void {
  poolSources.add(read);
  const removePending = dbPoolPending.add(() => read()?.pending ?? 0);
  const removeMax = dbPoolMax.add(() => read()?.max ?? 0);
  return () => {
    poolSources.delete(read);
    removePending();
    removeMax();
  };
}
