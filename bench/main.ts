import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { buildAppSchema } from '../api/src/composition.js';
import { analyzeTrials } from '../api/src/modules/analysis/analysis.batch.js';
import { demoNctId } from '../api/src/modules/seed/seed.generator.js';
import { benchAnalytics } from './analytics.bench.js';
import { benchCompanies } from './companies.bench.js';
import { markSeeded, openBenchDb, seededBefore, vacuumAnalyze, type BenchDb } from './db.js';
import { benchPages } from './pages.bench.js';
import { benchPeers } from './peers.bench.js';
import { OPERATION_KEYS, type OperationKey } from './peers.operations.js';
import { preflightPeers } from './peers.preflight.js';
import { forgetServerData, prepareServerData } from './peers.prepare.js';
import { stopAllChildren } from './peers.processes.js';
import { peersFigures, peersMarkdown, writeMarkdown, type PeersResult } from './peers.report.js';
import { fmt, printTable, writeJson, type Figure } from './report.js';
import { benchSearch, searchCases } from './search.bench.js';
import { benchSeed } from './seed.bench.js';
import { benchStocks } from './stocks.bench.js';
import { loadAvg, maxRssMb, ratio } from './stats.js';

const SECTIONS = ['search', 'analytics', 'screens', 'stocks', 'companies', 'peers'] as const;
/** Run when --sections is not given; `peers` (section 6, about 10 min more) is asked for explicitly. */
const DEFAULT_SECTIONS = ['search', 'analytics', 'screens', 'stocks', 'companies'];
const USAGE = `Usage: npm run bench -- [--trials N] [--runs R] [--baseline-runs B] [--sections LIST] [--no-analysis]
       npm run bench -- --sections peers [--trials N] [--duration S] [--fanout LIST] …

  --trials N          demo trials to seed into a throwaway embedded PostgreSQL (default 100000, 50000 for --sections peers; 500000 for the full scale)
  --runs R            measured repetitions of each fast call (default 15)
  --baseline-runs B   repetitions of each baseline (default 5)
  --max-rows M        rows the in-memory analytics baseline may load (default 1000000)
  --sections LIST     comma-separated subset of ${SECTIONS.join(',')} (default: ${DEFAULT_SECTIONS.join(',')}; seeding always runs)
  --no-analysis       skip the analysis engine (scores, recommendations and analyzedAt stay empty: a quicker, less faithful run)
  --no-search-baseline  searchTrials without its sequential-scan baseline (at 500000 trials each baseline call takes 30 s or more)
  --keep-db DIR       keep the database in DIR after the run; a later run with the same DIR, --trials and analysis choice
                      skips seeding and the analysis engine (no seeding figures then) and measures the same data again

 Section peers (Trialyst vs PostGraphile 5 vs bare http + pg, live fan-out vs a minimal ws server):
  --connections C     autocannon connections (default 10)
  --duration S        measured seconds per server and operation (default 10)
  --warmup S          unmeasured seconds just before (default 2)
  --repeats K         turns of each server per operation, interleaved and pooled (default 2)
  --fanout LIST       subscriber counts of the fan-out test (default 1000,3000,5000; "" skips it)
  --rounds R          measured likes per subscriber count (default 5)
  --warmup-likes W    unmeasured likes before them (default 3: the first likes after connecting are slower with either server)
  --fanout-client C   raw (default: WebSocket over plain TCP sockets, light) or ws (the ws library) for the subscribers
  --settle S          seconds after the load before the last RSS reading (default 60)
  --no-production     skip the extra Trialyst run with NODE_ENV=production
  --no-http           Trialyst and the fan-out only (no peer servers, SQL capture, first page or HTTP load)
  --response-cache-mb M  GRAPHQL_RESPONSE_CACHE_MB of the Trialyst servers (default: theirs, 32; 0 runs them without the cache)
  --ops LIST          the HTTP operations measured, comma-separated (default all: ${OPERATION_KEYS.join(',')});
                      only the servers they use are started (Trialyst development always runs)
  --cpu-prof          start the Trialyst servers with node --cpu-prof, summarise each one's measured runs per operation
                      (self time per function, file and package) into the results; slows the servers a little
  --cpu-prof-dir DIR  where the profiles are written (default /tmp/trialyst-cpu-prof-<date and time>; kept)`;

const { values } = parseArgs({
  options: {
    trials: { type: 'string' },
    runs: { type: 'string', default: '15' },
    'baseline-runs': { type: 'string', default: '5' },
    'max-rows': { type: 'string', default: '1000000' },
    sections: { type: 'string', default: DEFAULT_SECTIONS.join(',') },
    'no-analysis': { type: 'boolean', default: false },
    'no-search-baseline': { type: 'boolean', default: false },
    'keep-db': { type: 'string' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    repeats: { type: 'string', default: '2' },
    fanout: { type: 'string', default: '1000,3000,5000' },
    rounds: { type: 'string', default: '5' },
    'warmup-likes': { type: 'string', default: '3' },
    'fanout-client': { type: 'string', default: 'raw' },
    settle: { type: 'string', default: '60' },
    'no-production': { type: 'boolean', default: false },
    'no-http': { type: 'boolean', default: false },
    'response-cache-mb': { type: 'string' },
    ops: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    'cpu-prof-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const int = (name: string, raw: string, min: number) => {
  const n = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min}, got "${raw}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const fanoutClient = (raw: string | undefined): 'raw' | 'ws' => {
  if (raw === 'raw' || raw === 'ws') return raw;
  console.error(`--fanout-client must be raw or ws, got "${raw}"\n\n${USAGE}`);
  process.exit(2);
};
const operations = (raw: string | undefined): OperationKey[] | undefined => {
  if (raw === undefined) return undefined;
  const keys = raw
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const unknown = keys.filter((k) => !(OPERATION_KEYS as readonly string[]).includes(k));
  if (unknown.length || !keys.length) {
    console.error(`--ops: unknown or no operation "${unknown.join(',') || raw}" (known: ${OPERATION_KEYS.join(', ')})\n\n${USAGE}`);
    process.exit(2);
  }
  return keys as OperationKey[];
};
const runs = int('runs', values.runs, 3);
const baselineRuns = int('baseline-runs', values['baseline-runs'], 1);
const maxRows = int('max-rows', values['max-rows'], 1);
const sections = new Set(
  values.sections
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);
for (const x of sections) {
  if (!(SECTIONS as readonly string[]).includes(x)) {
    console.error(`--sections: unknown section "${x}"\n\n${USAGE}`);
    process.exit(2);
  }
}
const withAnalysis = !values['no-analysis'];
const onlyPeers = sections.size === 1 && sections.has('peers');
const trials = int('trials', values.trials ?? (onlyPeers ? '50000' : '100000'), 100);
const peersOptions = {
  connections: int('connections', values.connections, 1),
  duration: int('duration', values.duration, 1),
  warmup: int('warmup', values.warmup, 0),
  repeats: int('repeats', values.repeats, 1),
  fanout: values.fanout
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => int('fanout', x, 1)),
  rounds: int('rounds', values.rounds, 1),
  warmupLikes: int('warmup-likes', values['warmup-likes'], 1),
  fanoutClient: fanoutClient(values['fanout-client']),
  settle: int('settle', values.settle, 0),
  production: !values['no-production'],
  http: !values['no-http'],
  responseCacheMb: values['response-cache-mb'] === undefined ? undefined : int('response-cache-mb', values['response-cache-mb'], 0),
  ops: operations(values.ops),
  cpuProfDir:
    values['cpu-prof'] || values['cpu-prof-dir']
      ? path.resolve(values['cpu-prof-dir'] ?? path.join(os.tmpdir(), `trialyst-cpu-prof-${new Date().toISOString().replace(/[:.]/g, '-')}`))
      : undefined,
};

const log = (l: string) => console.log(l);
const started = new Date();
let db: BenchDb | undefined;
let closeDb: (() => Promise<void>) | undefined;
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    await stopAllChildren();
    if (closeDb) {
      log('Stopping the throwaway PostgreSQL and deleting its folder…');
      await closeDb();
    }
  })());
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => {
    console.error(`\nbench: ${sig}, cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

const phase = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  log(`\n▶ ${name} (load average ${loadAvg().join(' ')})`);
  const r = await fn();
  log(`  ${name}: ${fmt((performance.now() - t0) / 1000)} s`);
  return r;
};

try {
  const loadStart = loadAvg();
  log(
    `Trialyst benchmark: ${trials.toLocaleString('en-US')} trials, ${runs} runs (baselines ${baselineRuns}), ${os.cpus().length} CPUs, load average ${loadStart.join(' ')}`,
  );
  db = await phase('throwaway embedded PostgreSQL', () =>
    openBenchDb(
      (l) => log(`  ${l}`),
      (close) => (closeDb = close),
      values['keep-db'],
    ),
  );
  log(`  data folder ${db.dir}${values['keep-db'] ? ' (kept after the run)' : ''}`);
  if (sections.has('peers')) preflightPeers(await buildAppSchema(db.deps.pubsub), trials);
  const figures: Figure[] = [];

  const seedMarker = { trials, analysis: withAnalysis };
  if (values['keep-db'] && (await seededBefore(db, seedMarker))) {
    log(`  reusing the ${trials.toLocaleString('en-US')} trials seeded earlier in ${db.dir} (no seeding figures in this run)`);
  } else {
    await forgetServerData(db);
    const seeded = await phase('1. seeding', () => benchSeed(db!, trials, log));
    figures.push(...seeded.figures);

    if (withAnalysis) {
      const analysis = await phase('analysis engine (analyzeTrials)', async () => {
        const t0 = performance.now();
        let last = 0;
        const p = await analyzeTrials(db!.deps, {
          mode: 'stale',
          onProgress: (x) => {
            if (Date.now() - last > 5000 || x.processed === x.total) {
              last = Date.now();
              log(`  analyze: ${x.processed.toLocaleString('en-US')}/${x.total.toLocaleString('en-US')}, failed ${x.failed}`);
            }
          },
        });
        return { ...p, seconds: (performance.now() - t0) / 1000 };
      });
      const analysisRate = analysis.analyzed / analysis.seconds;
      figures.push({
        section: '1. Seeding',
        name: `analyse ${analysis.analyzed.toLocaleString('en-US')} trials (rules engine)`,
        value: `${fmt(analysisRate)} trials/s (${fmt(analysis.seconds)} s)`,
        baseline: `seeding: ${fmt(seeded.rate)} trials/s`,
        ratio: ratio(analysisRate, seeded.rate),
        ratioMeaning: 'analysis rate / seeding rate',
        measured: analysis,
      });
    }
    await markSeeded(db, seedMarker);
  }
  if (sections.has('peers')) await phase('server data (as a running server keeps it)', () => prepareServerData(db!, withAnalysis, log));
  await vacuumAnalyze(db);

  const nctId = demoNctId(Math.floor(trials / 2));
  if (sections.has('search'))
    figures.push(
      ...(await phase('2. searchTrials', () => benchSearch(db!, searchCases(nctId), { runs, baselineRuns: values['no-search-baseline'] ? 0 : baselineRuns }))),
    );
  if (sections.has('analytics'))
    figures.push(
      ...(await phase('3. analyticsSummary', () =>
        benchAnalytics(db!, {
          runs: Math.max(3, Math.round(runs / 3)),
          baselineRuns,
          maxRows,
        }),
      )),
    );
  if (sections.has('screens')) figures.push(...(await phase('4. screens', () => benchPages(db!, nctId, { runs, baselineRuns }))));
  if (sections.has('stocks')) figures.push(...(await phase('5. GraphQL stock batching', () => benchStocks(db!, { runs: Math.max(3, Math.round(runs / 3)) }))));
  if (sections.has('companies')) figures.push(...(await phase('7. company page', () => benchCompanies(db!, nctId, { runs }))));
  let peers: PeersResult | undefined;
  if (sections.has('peers')) {
    peers = await phase('6. peers: Trialyst vs PostGraphile 5 vs bare http + pg, live fan-out', () => benchPeers(db!, trials, peersOptions, log));
    figures.push(...peersFigures(peers));
  }

  const loadEnd = loadAvg();
  printTable(figures, log);
  const allDefault = DEFAULT_SECTIONS.every((x) => sections.has(x)) && sections.size === DEFAULT_SECTIONS.length;
  const file = await writeJson(
    onlyPeers
      ? `peers-${trials}${withAnalysis ? '' : '-no-analysis'}${peersOptions.ops ? `-${peersOptions.ops.join('+')}` : ''}`
      : `${trials}${!allDefault || !withAnalysis ? `-${[...sections].join('+')}${withAnalysis ? '' : '-no-analysis'}` : ''}`,
    {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      trials,
      runs,
      baselineRuns,
      sections: [...sections],
      analysis: withAnalysis,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadAverageStart: loadStart,
        loadAverageEnd: loadEnd,
      },
      maxRssMb: maxRssMb(),
      figures,
      ...(peers ? { peers } : {}),
    },
  );
  if (peers) {
    const md = peersMarkdown(peers, {
      date: started.toISOString().slice(0, 10),
      loadAverage: `${loadStart.join(' ')} → ${loadEnd.join(' ')}`,
      cpus: os.cpus().length,
      node: process.version,
    });
    log(md);
    log(`Markdown: ${await writeMarkdown(file, md)}`);
  }
  log(`Load average at the end: ${loadEnd.join(' ')} (${os.cpus().length} CPUs). Results: ${file}`);
} catch (e) {
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);
