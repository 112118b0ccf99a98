#!/usr/bin/env node
// Builds web/dist when it is missing, incomplete or was built from other sources than the current ones
// (web/src, index.html, vite.config.ts and its plugins in web/build, package.json, public: scripts/web-source-hash.mjs).
// Always a production bundle, whatever NODE_ENV the shell has: `NODE_ENV=development vite build` would ship
// React's development build (jsxDEV and its development-only checks). The stamp says so, so a folder built
// before this rule (possibly in development mode) is rebuilt once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webSourceHash } from './web-source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const stamp = path.join(dist, '.source-hash');
const hash = `${webSourceHash(root)} production`;
// The build precompresses its output (web/build/precompress.ts): a folder without index.html's .br and .gz
// was not written by this build (or was cut short), whatever its stamp says.
const complete = ['index.html', 'index.html.br', 'index.html.gz'].every((f) => fs.existsSync(path.join(dist, f)));
const built = complete && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash;
if (built && !process.argv.includes('--force')) {
  console.log('Web build is up to date.');
  process.exit(0);
}
console.log('Building the web app…');
const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (r.status !== 0) process.exit(r.status ?? 1);
fs.writeFileSync(stamp, hash);
