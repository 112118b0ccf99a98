import crypto from 'node:crypto';
import path from 'node:path';
import { benchDir, freePort, repoRoot, sleep, startNode, waitForHttp, waitForLog, waitIdle, type Child } from './peers.processes.js';

export interface Server {
  name: string;
  child: Child;
  /** Base URL, e.g. http://127.0.0.1:4123 */
  base: string;
  /** Milliseconds from spawn to the first answer, then until the process was idle. */
  startMs: number;
  idleWaitMs: number;
}

/** Environment of a child server: the bench's own variables minus what would change its behaviour. */
function cleanEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The launcher pins LOG_LEVEL=warn for the bench process itself; `npm start` runs at the default (info).
  for (const k of ['LOG_LEVEL', 'NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'JWT_SECRET', 'SEED_ON_EMPTY', 'DATA_DIR']) delete env[k];
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}

/**
 * Trialyst's background jobs make their first runs 5 to 15 s after it listens: the regulatory events
 * and the companies' financials (each logs one line per run, done or failed), the moves. On a
 * prepared database they change nothing, but the regulatory refresh still reads and compares every
 * event (minutes on a busy machine at 20 000 trials): the server is measured once they are done.
 */
const TRIALYST_FIRST_JOBS_MS = 20_000;
const TRIALYST_JOB_LINES = [/"msg":"regulatory( refresh failed|: )/, /"msg":"financials( refresh failed|: )/];
const TRIALYST_JOBS_MAX_MS = 15 * 60_000;

async function ready(
  name: string,
  child: Child,
  base: string,
  probe: string,
  settle: { ms: number; logLines?: RegExp[]; databaseCpu?: () => number | null } = { ms: 0 },
): Promise<Server> {
  const t0 = Date.now();
  await waitForHttp(child, `${base}${probe}`);
  const startMs = Date.now() - t0;
  await sleep(settle.ms);
  const missing = settle.logLines ? await waitForLog(child, settle.logLines, TRIALYST_JOBS_MAX_MS) : [];
  if (missing.length) console.warn(`  ${name}: no line ${missing.join(', ')} in its log after ${TRIALYST_JOBS_MAX_MS / 60_000} min: measuring anyway`);
  let idleWaitMs = Date.now() - t0 - startMs + (await waitIdle(child.pid));
  // The jobs' statements run in PostgreSQL: wait for them too (at most another minute).
  if (settle.databaseCpu) idleWaitMs += await waitIdle(child.pid, { cpu: settle.databaseCpu, threshold: 0.1 });
  return { name, child, base, startMs, idleWaitMs };
}

export interface TrialystOptions {
  /** GRAPHQL_RESPONSE_CACHE_MB (undefined: the server's default). */
  responseCacheMb?: number;
  /** Name in the logs and the report (default "Trialyst (<mode>)"). */
  name?: string;
  /** Write a V8 CPU profile of the process into this folder when it exits (node --cpu-prof). */
  cpuProfDir?: string;
  /** CPU seconds of the PostgreSQL server so far: the start waits until it is idle too. */
  databaseCpu?: () => number | null;
}

/**
 * The real server from its sources (`node --enable-source-maps --max-semi-space-size=32 --import tsx src/main.ts` in api/, i.e.
 * `npm run start:source -w api`; `npm start` runs the same modules compiled by esbuild), on the bench
 * database: no seeding, in-process pub/sub. mode 'development' leaves NODE_ENV
 * unset (npm start's default); 'production' sets NODE_ENV=production and a random JWT_SECRET.
 */
export async function startTrialyst(
  dbUrl: string,
  dataDir: string,
  mode: 'development' | 'production',
  logDir: string,
  opts: TrialystOptions = {},
): Promise<Server> {
  const port = await freePort();
  const name = opts.name ?? `Trialyst (${mode})`;
  const child = startNode(
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-$/, ''),
    'src/main.ts',
    {
      nodeArgs: [
        '--enable-source-maps',
        '--max-semi-space-size=32',
        ...(opts.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', opts.cpuProfDir] : []),
        '--import',
        'tsx',
      ],
      cwd: path.join(repoRoot, 'api'),
      logDir,
      env: cleanEnv({
        DATABASE_URL: dbUrl,
        SEED_ON_EMPTY: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: mode === 'production' ? 'production' : undefined,
        JWT_SECRET: mode === 'production' ? crypto.randomBytes(48).toString('hex') : undefined,
        GRAPHQL_RESPONSE_CACHE_MB: opts.responseCacheMb === undefined ? undefined : String(opts.responseCacheMb),
      }),
    },
  );
  return ready(name, child, `http://127.0.0.1:${port}`, '/healthz', {
    ms: TRIALYST_FIRST_JOBS_MS,
    logLines: TRIALYST_JOB_LINES,
    databaseCpu: opts.databaseCpu,
  });
}

export async function startPostGraphile(dbUrl: string, logDir: string): Promise<Server> {
  const port = await freePort();
  const child = startNode('postgraphile', path.join(benchDir, 'peers.postgraphile.server.ts'), { args: [String(port), dbUrl], logDir, env: cleanEnv({}) });
  return ready('PostGraphile 5', child, `http://127.0.0.1:${port}`, '/graphql');
}

export async function startBare(dbUrl: string, planFile: string, logDir: string): Promise<Server> {
  const port = await freePort();
  const child = startNode('bare', path.join(benchDir, 'peers.bare.server.ts'), { args: [String(port), dbUrl, planFile], logDir, env: cleanEnv({}) });
  return ready('bare http + pg', child, `http://127.0.0.1:${port}`, '/');
}

export async function startMinimalWs(dbUrl: string, logDir: string): Promise<Server> {
  const port = await freePort();
  const child = startNode('minimal-ws', path.join(benchDir, 'peers.ws.server.ts'), { args: [String(port), dbUrl], logDir, env: cleanEnv({}) });
  return ready('minimal ws', child, `http://127.0.0.1:${port}`, '/');
}
