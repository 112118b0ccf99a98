import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { Deps } from '../deps.js';
import { logger } from '../lib/logger.js';
import { registry } from '../lib/metrics.js';
import { clusterMetrics, isClusterWorker, startClusterMetricsWorker } from './metrics.cluster.js';

/**
 * GET /metrics, in Prometheus text format. Off unless METRICS_TOKEN is set; then every scrape must
 * send `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). The series are listed in the
 * README ("Metrics"); they live in lib/metrics.ts. Under `npm run start:cluster` an answer covers
 * every worker (metrics.cluster.ts).
 */

let processMetricsStarted = false;

/** Import runs are read from `import_runs` when scraped (imports run in CLI processes, not in the server). */
const importSources = new Set<Deps>();

interface ImportRunRow {
  kind: string;
  status: string;
  runs: number;
  last: number | null;
}

export const importRuns = new Gauge({
  name: 'trialyst_import_runs',
  help: 'Import runs recorded in the database (npm run import), by kind (file, live) and status (running, completed, stopped, failed, abandoned)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  // Every process reads the same table: a cluster reports it once, not once per worker.
  aggregator: 'max',
  async collect() {
    const rows = await importRunRows();
    this.reset();
    for (const r of rows ?? []) this.set({ kind: r.kind, status: r.status }, r.runs);
  },
});

export const importLastFinished = new Gauge({
  name: 'trialyst_import_last_finished_timestamp_seconds',
  help: 'When the last import run of each kind and status finished (Unix time)',
  labelNames: ['kind', 'status'] as const,
  registers: [registry],
  aggregator: 'max',
  async collect() {
    const rows = await importRunRows();
    this.reset();
    for (const r of rows ?? []) if (r.last !== null) this.set({ kind: r.kind, status: r.status }, r.last);
  },
});

/** One query per scrape for both gauges (they are collected together). */
let pendingRows: Promise<ImportRunRow[] | null> | null = null;
function importRunRows(): Promise<ImportRunRow[] | null> {
  pendingRows ??= (async () => {
    const deps = importSources.values().next().value;
    if (!deps) return null;
    try {
      return await deps.orm.em
        .fork()
        .getConnection()
        .execute<ImportRunRow[]>(
          'select kind, status, count(*)::int as runs, extract(epoch from max(finished_at))::float8 as last from import_runs group by kind, status',
        );
    } catch (err) {
      logger.debug({ err }, 'metrics: import runs not read');
      return null;
    }
  })().finally(() => setImmediate(() => (pendingRows = null)));
  return pendingRows;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

/**
 * The /metrics handler of a server, or null when METRICS_TOKEN is unset. Starting it also starts
 * the Node.js process metrics (CPU, memory, event-loop lag, GC), only then.
 */
export function metricsHandler(deps: Deps): { handler: RequestHandler; close(): void } | null {
  const token = deps.config.METRICS_TOKEN;
  if (!token) return null;
  if (!processMetricsStarted) {
    processMetricsStarted = true;
    collectDefaultMetrics({ register: registry });
  }
  startClusterMetricsWorker(registry);
  importSources.add(deps);
  const expected = sha256(token);
  const handler: RequestHandler = async (req, res) => {
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
    // Hashes of equal length: the comparison takes the same time whatever was sent.
    if (!crypto.timingSafeEqual(sha256(sent), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain').send('Unauthorized: send Authorization: Bearer <METRICS_TOKEN>\n');
      return;
    }
    try {
      const text = isClusterWorker() ? await clusterMetrics() : await registry.metrics();
      res.set('Content-Type', registry.contentType).send(text);
    } catch (err) {
      logger.warn({ err }, 'metrics: collection failed');
      res.status(503).type('text/plain').send('Metrics unavailable, retry\n');
    }
  };
  return { handler, close: () => void importSources.delete(deps) };
}
