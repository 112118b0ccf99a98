import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * `/metrics` under `npm run start:cluster`: the worker that receives the scrape asks the primary,
 * which collects every listening worker's metrics and sums them (prom-client's aggregation: counters
 * and histograms added, gauges per their aggregator). One scrape of the cluster's single address
 * thus reports the whole cluster, whichever worker answered it.
 */

/** Set by the cluster primary in its workers' environment. */
export const CLUSTER_WORKER_ENV = 'TRIALYST_CLUSTER_WORKER';

const REQUEST = 'trialyst:metrics:request';
const COLLECT = 'trialyst:metrics:collect';
const COLLECTED = 'trialyst:metrics:collected';
const RESULT = 'trialyst:metrics:result';

/** How long the primary waits for the workers' answers (a worker that does not answer is left out). */
const COLLECT_TIMEOUT_MS = 3000;

type Message = { type?: unknown; id?: unknown; metrics?: unknown; text?: unknown; error?: unknown };
type MetricsJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

export function isClusterWorker(): boolean {
  return process.env[CLUSTER_WORKER_ENV] === '1' && typeof process.send === 'function';
}

let workerStarted = false;
let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (err: Error) => void }>();

/** In a worker: answers the primary's collection requests with `registry`'s metrics. */
export function startClusterMetricsWorker(registry: Registry): void {
  if (workerStarted || !isClusterWorker()) return;
  workerStarted = true;
  process.on('message', (msg: Message) => {
    if (msg?.type === COLLECT) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: COLLECTED, id: msg.id, metrics }),
        (err: Error) => process.send?.({ type: COLLECTED, id: msg.id, error: err.message }),
      );
    } else if (msg?.type === RESULT && typeof msg.id === 'number') {
      const w = waiting.get(msg.id);
      waiting.delete(msg.id);
      if (typeof msg.text === 'string') w?.resolve(msg.text);
      else w?.reject(new Error(typeof msg.error === 'string' ? msg.error : 'cluster metrics failed'));
    }
  });
}

/** In a worker: the whole cluster's metrics, in Prometheus text format. */
export function clusterMetrics(): Promise<string> {
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the cluster primary did not answer'));
    }, COLLECT_TIMEOUT_MS + 2000);
    waiting.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (err) => (clearTimeout(timer), reject(err)),
    });
    process.send?.({ type: REQUEST, id });
  });
}

/**
 * In the primary: serves the workers' requests for the cluster's metrics. `listening()` gives the
 * workers to ask (those serving: a worker still starting has nothing to report and may not answer yet).
 */
export function serveClusterMetrics(listening: () => Worker[]): (worker: Worker, msg: Message) => void {
  let nextCollection = 0;
  const collections = new Map<number, { pending: Set<number>; results: MetricsJson[]; done: () => void }>();

  function collect(): Promise<MetricsJson[]> {
    const id = nextCollection++;
    const workers = listening().filter((w) => w.isConnected());
    return new Promise((resolve) => {
      const results: MetricsJson[] = [];
      const done = () => {
        clearTimeout(timer);
        collections.delete(id);
        resolve(results);
      };
      const timer = setTimeout(done, COLLECT_TIMEOUT_MS);
      const entry = { pending: new Set(workers.map((w) => w.id)), results, done };
      collections.set(id, entry);
      if (!entry.pending.size) return entry.done();
      for (const w of workers) w.send({ type: COLLECT, id });
    });
  }

  return (worker, msg) => {
    if (msg?.type === COLLECTED && typeof msg.id === 'number') {
      const entry = collections.get(msg.id);
      if (!entry || !entry.pending.delete(worker.id)) return;
      if (Array.isArray(msg.metrics)) entry.results.push(msg.metrics as MetricsJson);
      if (!entry.pending.size) entry.done();
    } else if (msg?.type === REQUEST && typeof msg.id === 'number') {
      const id = msg.id;
      collect()
        .then((all) => AggregatorRegistry.aggregate(all).metrics())
        .then(
          (text) => worker.isConnected() && worker.send({ type: RESULT, id, text }),
          (err: Error) => worker.isConnected() && worker.send({ type: RESULT, id, error: err.message }),
        );
    }
  };
}
