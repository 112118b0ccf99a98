import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../src/db/embedded.js';
import { queryOnce } from './pg.js';

/**
 * The production build as `npm run build` / `npm start` / the Docker image use it: the API compiled
 * by scripts/build-api.mjs into a folder of its own, then `node --enable-source-maps …/main.js` (no
 * tsx) on a fresh, empty database: it applies the migrations itself, seeds, and answers.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const SEED_TRIALS = 12;
const run = promisify(execFile);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Every file under `dir`, relative to it, sorted. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('compiled server (npm run build, npm start, Docker image)', () => {
  const apiSrc = path.join(repoRoot, 'api', 'src');
  let work: string;
  let dist: string;
  let dbName: string;
  let dbUrl: string;
  let base: string;
  let server: ChildProcess | undefined;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    // Inside the repository (.tmp is ignored by git, ESLint and Prettier) so that the compiled files
    // resolve their packages from its node_modules, as api/dist does.
    fs.mkdirSync(path.join(repoRoot, '.tmp'), { recursive: true });
    work = fs.mkdtempSync(path.join(repoRoot, '.tmp', 'compiled-'));
    dist = path.join(work, 'api', 'dist');
    await run(process.execPath, [path.join(repoRoot, 'scripts', 'build-api.mjs'), '--outdir', dist], { cwd: repoRoot, timeout: 45_000 });
    // The data files sit next to the compiled code, as api/data does next to api/dist (and in the Docker image).
    fs.cpSync(path.join(repoRoot, 'api', 'data'), path.join(work, 'api', 'data'), { recursive: true });

    // An empty database (not the migrated template): the compiled server must find its compiled migrations.
    const serverUrl = inject('dbServerUrl');
    dbName = `${inject('dbPrefix')}_dist_${crypto.randomBytes(4).toString('hex')}`;
    await queryOnce(serverUrl, `create database "${dbName}"`);
    dbUrl = databaseUrl(serverUrl, dbName);

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'main.js')], {
      cwd: work,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: dbUrl,
        REDIS_URL: '',
        DATA_DIR: path.join(work, '.data'),
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        SEED_ON_EMPTY: 'true',
        SEED_TRIALS: String(SEED_TRIALS),
        STOCK_PROVIDER: 'demo',
        ANALYSIS_PROVIDER: 'rules',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) => server!.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 45_000;
    let gone = false;
    void exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`the compiled server exited before it was ready:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the compiled server was not ready in 45 s:\n${output}`);
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    if (dbName) await queryOnce(inject('dbServerUrl'), `drop database if exists "${dbName}" with (force)`).catch(() => undefined);
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('compiles every module with its source map and copies the data files, without tests', () => {
    const sources = listFiles(apiSrc).filter((f) => !/\.(test\.ts|d\.ts|md)$/.test(f));
    const built = new Set(listFiles(dist));
    for (const f of sources) {
      if (f.endsWith('.ts')) {
        const js = f.replace(/\.ts$/, '.js');
        expect(built.has(js), js).toBe(true);
        expect(built.has(`${js}.map`), `${js}.map`).toBe(true);
      } else {
        expect(built.has(f), f).toBe(true);
        expect(fs.readFileSync(path.join(dist, f)).equals(fs.readFileSync(path.join(apiSrc, f))), f).toBe(true);
      }
    }
    expect([...built].filter((f) => /\.test\.js$|\.ts$/.test(f))).toEqual([]);
    // The maps point at the TypeScript sources, so `--enable-source-maps` stack traces name them.
    expect(fs.readFileSync(path.join(dist, 'main.js'), 'utf8')).toMatch(/\/\/# sourceMappingURL=main\.js\.map\s*$/);
    const map = JSON.parse(fs.readFileSync(path.join(dist, 'db', 'migrations', 'index.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources.map((s) => path.resolve(dist, 'db', 'migrations', s))).toEqual([path.join(apiSrc, 'db', 'migrations', 'index.ts')]);
  });

  it('imports at run time only Node built-ins and dependencies of api/package.json (never a devDependency)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const builtins = new Set(builtinModules);
    const imported = new Set<string>();
    for (const f of listFiles(dist).filter((x) => x.endsWith('.js'))) {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(path.join(dist, f), 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (fileName.startsWith('.') || fileName.startsWith('node:') || builtins.has(fileName)) continue;
        const parts = fileName.split('/');
        imported.add(fileName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in pkg.dependencies)).sort()).toEqual([]);
  });

  it('applied every migration of api/src/db/migrations, compiled, at start', async () => {
    const expected = fs
      .readdirSync(path.join(apiSrc, 'db', 'migrations'))
      .filter((f) => /^Migration\d{14}\w*\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const rows = await queryOnce(dbUrl, 'select name from mikro_orm_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(expected);
  });

  it('answers /readyz, GraphQL and REST', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);

    const gql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ trials(first: 50) { totalCount nodes { nctId briefTitle } } }' }),
    });
    expect(gql.status).toBe(200);
    const { data, errors } = (await gql.json()) as {
      data?: { trials: { totalCount: number; nodes: { nctId: string; briefTitle: string }[] } };
      errors?: unknown;
    };
    expect(errors).toBeUndefined();
    expect(data!.trials.totalCount).toBe(SEED_TRIALS);
    const ids = new Set(data!.trials.nodes.map((t) => t.nctId));
    expect(ids.size).toBe(SEED_TRIALS);

    const rest = await fetch(`${base}/api/trials?pageSize=5`);
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { success: boolean; trials: { nctId: string }[] };
    expect(body.success).toBe(true);
    expect(body.trials).toHaveLength(5);
    for (const t of body.trials) expect(ids.has(t.nctId), t.nctId).toBe(true);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    server!.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 25_000))]);
    expect(code, output).toBe(0);
  }, 30_000);
});

describe('Dockerfile (Docker does not run here: checked by reading)', () => {
  const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const stages = dockerfile.split(/^(?=FROM )/m).filter((s) => s.startsWith('FROM '));
  const stageName = (s: string) => /^FROM \S+ AS (\S+)/i.exec(s)?.[1];
  const runtime = stages.at(-1)!;
  const lines = (s: string, instruction: string) => s.split('\n').filter((l) => l.startsWith(`${instruction} `));

  it('runs node on the compiled entry point, as a non-root user, with a health check on /readyz', () => {
    const cmd = JSON.parse(lines(runtime, 'CMD')[0].slice(4)) as string[];
    expect(cmd.slice(0, 2)).toEqual(['node', '--enable-source-maps']);
    expect(cmd.at(-1)).toBe('api/dist/main.js'); // what scripts/build-api.mjs writes (api/dist/main.js, checked above)
    expect(runtime).not.toMatch(/tsx|api\/src/);
    const user = lines(runtime, 'USER').at(-1)?.slice(5).trim();
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(lines(runtime, 'HEALTHCHECK')[0]).toMatch(/\/readyz/);
  });

  it('ships production dependencies only: node_modules comes from an `npm ci --omit=dev` stage', () => {
    const from = lines(runtime, 'COPY').find((l) => / \.\/node_modules$/.test(l));
    const source = /--from=(\S+)/.exec(from ?? '')?.[1];
    const stage = stages.find((s) => stageName(s) === source);
    expect(stage, `stage ${source}`).toBeDefined();
    expect(stage).toMatch(/npm ci --omit=dev\b/);
    // The build output comes from the stage that ran `npm run build`.
    const build = stages.find((s) => /RUN npm run build\b/.test(s));
    for (const dir of ['api/dist', 'web/dist']) expect(runtime).toMatch(new RegExp(`COPY --from=${stageName(build!)} /app/${dir} `));
    // The data files the compiled server reads in place (api/data, beside api/dist).
    expect(runtime).toMatch(/^COPY (--from=\S+ )?(\/app\/)?api\/data \.\/api\/data$/m);
  });
});
