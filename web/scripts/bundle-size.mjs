#!/usr/bin/env node
// Gzipped size of the JavaScript a first visit to "/" loads: the entry chunk, its static imports,
// and the dashboard route chunk with its static imports (from web/dist/.vite/manifest.json).
// Usage: node web/scripts/bundle-size.mjs [--max-kb 300]   Exits 1 above the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : 300;

const files = new Set();
const visit = (key) => {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const imp of entry.imports ?? []) visit(imp);
};
visit('index.html');
const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/pages/DashboardPage.tsx'));
if (dashboardKey) visit(dashboardKey);

let total = 0;
const rows = [];
for (const f of files) {
  if (!f.endsWith('.js')) continue;
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  total += gz;
  rows.push([f, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [f, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
const kb = total / 1024;
console.log(`Initial JavaScript for "/": ${kb.toFixed(1)} KB gzipped (budget ${maxKb} KB)`);
process.exit(kb <= maxKb ? 0 : 1);
