#!/usr/bin/env node
// Browser tests: builds the web app if stale, starts the real server (api/src/main.ts) on a free port
// with a throwaway DATA_DIR (embedded PostgreSQL) and a small seed, runs e2e/*.test.ts in Debian
// Chromium through playwright-core, saves screenshots to e2e/artifacts/, stops the server.
// Usage: npm run test:e2e [-- <vitest filters, e.g. part2>]   Env: E2E_SEED_TRIALS (default 300), E2E_KEEP_DATA=1.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'e2e', 'artifacts');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const log = (line) => console.log(`[e2e] ${line}`);

if (!fs.existsSync(chromium)) {
  console.error(`[e2e] Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-web-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('[e2e] web build failed');
  process.exit(build.status ?? 1);
}

// Initial JavaScript budget for "/" (issue 8): reported on every run, fails above 300 KB gzipped.
const size = spawnSync(process.execPath, [path.join(root, 'web', 'scripts', 'bundle-size.mjs'), '--max-kb', '300'], { cwd: root, stdio: 'inherit' });
if (size.status !== 0) {
  console.error('[e2e] initial JavaScript for "/" is over budget');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.E2E_PORT) || (await freePort());
// Email (issue 33): the server mails through an SMTP server that the browser tests start on this
// port themselves (smtp-server, in e2e/issue33-email.test.ts); nothing listens there otherwise.
const smtpPort = Number(process.env.E2E_SMTP_PORT) || (await freePort());
fs.mkdirSync(process.env.E2E_TMP ?? path.join(root, '.tmp'), { recursive: true });
const dataDir = fs.mkdtempSync(path.join(process.env.E2E_TMP ?? path.join(root, '.tmp'), 'e2e-'));
// mkdtemp makes the folder 0700; the embedded PostgreSQL may run as another user when we are root.
fs.chmodSync(dataDir, 0o755);
// The server serves a private copy of the build: a rebuild of web/dist during the run (another
// terminal, `npm run build`) must not swap the chunks under the browser's feet.
// (outside .tmp/: express refuses to send files under a dot folder)
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-e2e-web-'));
fs.cpSync(path.join(root, 'web', 'dist'), webDist, { recursive: true });
fs.mkdirSync(artifacts, { recursive: true });
const baseUrl = `http://127.0.0.1:${port}`;
// A known signing key lets tests forge an expired access token (refresh flow).
const jwtSecret = crypto.randomBytes(36).toString('base64url');
const serverLog = fs.openSync(path.join(artifacts, 'server.log'), 'w');
log(`starting server on ${baseUrl} (DATA_DIR ${dataDir}, log e2e/artifacts/server.log)`);
// Run from api/ so tsx reads api/tsconfig.json (decorators), like `npm start -w api`.
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
  cwd: path.join(root, 'api'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: '',
    REDIS_URL: '',
    NODE_ENV: 'development',
    JWT_SECRET: jwtSecret,
    SEED_ON_EMPTY: 'true',
    SEED_TRIALS: process.env.E2E_SEED_TRIALS ?? '300',
    STOCK_PROVIDER: 'demo',
    ANALYSIS_PROVIDER: 'rules',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Trialyst E2E <no-reply@trialyst.test>',
  },
  stdio: ['ignore', serverLog, serverLog],
  detached: true,
});
let serverExited = false;
server.on('exit', (code) => {
  serverExited = true;
  if (code) log(`server exited with code ${code}`);
});

async function stopServer() {
  if (!serverExited) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const deadline = Date.now() + 25_000;
    while (!serverExited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    if (!serverExited) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  }
  fs.rmSync(webDist, { recursive: true, force: true });
  if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
}

process.on('SIGINT', () => void stopServer().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopServer().then(() => process.exit(143)));

async function waitReady() {
  const deadline = Date.now() + Number(process.env.E2E_START_TIMEOUT_MS ?? 240_000);
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('server exited before being ready (see e2e/artifacts/server.log)');
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) {
        const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
        if (page.ok) return;
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server not ready in time (see e2e/artifacts/server.log)');
}

let code;
try {
  const t0 = Date.now();
  await waitReady();
  log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const args = ['vitest', 'run', '--config', path.join(root, 'e2e', 'vitest.config.ts'), ...process.argv.slice(2)];
  const tests = spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_JWT_SECRET: jwtSecret,
      // The server's data folder: tests run CLI commands (e.g. an import) against its embedded database.
      E2E_DATA_DIR: dataDir,
      E2E_SMTP_PORT: String(smtpPort),
      CHROMIUM_PATH: chromium,
      E2E_ARTIFACTS: artifacts,
      E2E_CPUS: String(os.cpus().length),
    },
  });
  code = tests.status ?? 1;
} catch (err) {
  console.error(`[e2e] ${err.message}`);
  code = 1;
} finally {
  await stopServer();
}
log(code === 0 ? 'browser tests passed' : `browser tests FAILED (exit ${code}); screenshots and server.log in e2e/artifacts/`);
process.exit(code);
