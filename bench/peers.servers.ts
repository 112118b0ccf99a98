import crypto from 'node:crypto';
import path from 'node:path';
import { benchDir, freePort, repoRoot, startNode, waitForHttp, waitIdle, type Child } from './peers.processes.js';

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

async function ready(name: string, child: Child, base: string, probe: string): Promise<Server> {
  const t0 = Date.now();
  await waitForHttp(child, `${base}${probe}`);
  const startMs = Date.now() - t0;
  const idleWaitMs = await waitIdle(child.pid);
  return { name, child, base, startMs, idleWaitMs };
}

/**
 * The real server from its sources (`node --enable-source-maps --import tsx src/main.ts` in api/, i.e.
 * `npm run start:source -w api`; `npm start` runs the same modules compiled by esbuild), on the bench
 * database: no seeding, in-process pub/sub. mode 'development' leaves NODE_ENV
 * unset (npm start's default); 'production' sets NODE_ENV=production and a random JWT_SECRET.
 */
export async function startTrialyst(
  dbUrl: string,
  dataDir: string,
  mode: 'development' | 'production',
  logDir: string,
  responseCacheMb?: number,
): Promise<Server> {
  const port = await freePort();
  const child = startNode(`trialyst-${mode}`, 'src/main.ts', {
    nodeArgs: ['--enable-source-maps', '--import', 'tsx'],
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
      GRAPHQL_RESPONSE_CACHE_MB: responseCacheMb === undefined ? undefined : String(responseCacheMb),
    }),
  });
  return ready(`Trialyst (${mode})`, child, `http://127.0.0.1:${port}`, '/healthz');
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
