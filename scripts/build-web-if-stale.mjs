#!/usr/bin/env node
// Builds web/dist when it is missing or was built from other sources than the current ones.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webSourceHash } from './web-source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'web', 'dist', '.source-hash');
const hash = webSourceHash(root);
const built = fs.existsSync(path.join(root, 'web', 'dist', 'index.html')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash;
if (built && !process.argv.includes('--force')) {
  console.log('Web build is up to date.');
  process.exit(0);
}
console.log('Building the web app…');
const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
fs.writeFileSync(stamp, hash);
