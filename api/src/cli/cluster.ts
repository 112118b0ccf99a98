import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, config as loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { superviseEmbedded, type Supervisor } from '../db/supervisor.js';
import { logger } from '../lib/logger.js';
import { jwtSecret } from '../modules/auth/auth.secret.js';
import { CLUSTER_WORKER_ENV, serveClusterMetrics } from '../server/metrics.cluster.js';

/**
 * `npm run start:cluster -- --workers N`: N server processes (Node's cluster module) sharing one
 * port, one database and — with REDIS_URL — one Redis (live events and rate limits then span every
 * worker). Each worker is the ordinary server (main.ts): migrations and the first-start seeding run
 * under PostgreSQL advisory locks, so the first worker does them and the others wait. Without
 * DATABASE_URL this primary starts (and at the end stops) the embedded PostgreSQL, so no worker
 * owns it. A worker that dies is replaced; SIGTERM/SIGINT drain every worker, then stop.
 */

const USAGE = 'Usage: npm run start:cluster -- [--workers N]   (default: one per CPU)';

function workerCount(argv: string[]): number {
  const at = argv.findIndex((a) => a === '--workers' || a.startsWith('--workers='));
  if (at < 0) return os.availableParallelism();
  const raw = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new ConfigError(`--workers: expected a whole number from 1 to 256, got ${raw ?? 'nothing'}\n${USAGE}`);
  return n;
}

/** Workers that died before serving, in a row: past this the cluster stops (a worker that cannot start would restart forever). */
const MAX_FAILED_STARTS = 3;

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const count = workerCount(process.argv.slice(2));
  const config = loadConfig();
  // Fails here with a clear message in production without JWT_SECRET; elsewhere creates the shared development secret once.
  jwtSecret(config);
  const say = (line: string) => logger.info(line);

  let database: Database | undefined;
  let supervisor: Supervisor | undefined;
  const env: Record<string, string> = { [CLUSTER_WORKER_ENV]: '1' };
  if (!config.DATABASE_URL) {
    database = await openDatabase(config, say);
    supervisor = database.server ? superviseEmbedded(database.server, { log: say }) : undefined;
    env.DATABASE_URL = database.url;
  }

  const here = fileURLToPath(import.meta.url);
  // main.ts under tsx, main.js in the compiled build: the worker runs the server next to this file.
  cluster.setupPrimary({ exec: path.join(path.dirname(here), '..', `main${path.extname(here)}`), execArgv: process.execArgv });

  const listening = new Set<Worker>();
  let stopping = false;
  let failedStarts = 0;

  const fork = () => cluster.fork(env);
  cluster.on('listening', (worker, address) => {
    failedStarts = 0;
    listening.add(worker);
    say(`Worker ${worker.id} (pid ${worker.process.pid}) serving on port ${address.port} (${listening.size}/${count})`);
  });
  cluster.on(
    'message',
    serveClusterMetrics(() => [...listening]),
  );
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!served && ++failedStarts >= MAX_FAILED_STARTS) {
      logger.error(`Worker ${worker.id} exited with ${how} before serving, ${failedStarts} times in a row: stopping the cluster`);
      void stop('failed starts', 1);
      return;
    }
    logger.warn(`Worker ${worker.id} (pid ${worker.process.pid}) exited with ${how}: starting another`);
    setTimeout(fork, served ? 0 : 1000);
  });

  async function stop(reason: string, exitCode: number): Promise<void> {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    say(`${reason}: draining ${workers.length} worker(s)`);
    // Each worker drains on SIGTERM (main.ts); one that hangs past its own deadline is killed.
    const exited = workers.map((w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))));
    for (const w of workers) w.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, config.SHUTDOWN_GRACE_MS + 15_000);
    await Promise.all(exited);
    clearTimeout(deadline);
    await supervisor?.stop();
    await database?.stop();
    say('Cluster stopped');
    process.exit(exitCode);
  }
  process.on('SIGTERM', () => void stop('SIGTERM received', 0));
  process.on('SIGINT', () => void stop('SIGINT received', 0));

  say(`Cluster primary (pid ${process.pid}): starting ${count} worker(s)${database ? ` on ${database.description}` : ''}`);
  for (let i = 0; i < count; i++) fork();
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Trialyst cluster failed to start: ${(err as Error).message}`);
  process.exit(1);
});
