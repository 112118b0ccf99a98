#!/usr/bin/env node
// `npm run dev`: the API in watch mode (port 4000) and the Vite dev server (proxying /graphql and /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Each child leads its own process group, so stopping kills npm, tsx/vite and their children together.
const children = [
  spawn('npm', ['run', 'dev', '-w', 'api'], { cwd: root, stdio: 'inherit', detached: true }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit', detached: true }),
];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
};
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
