// The first page's JavaScript as the peers section measures it (bench/peers.firstpage.ts), read from
// web/dist instead of a running server: index.html's module entry and its modulepreload links, each
// gzipped at level 6 (and brotli 11), summed. Builds web/dist first when it is stale.
// Usage: node --import tsx bench/first-page.ts [--json] [--max-kb N]   Exits 1 above --max-kb.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressedSizes, firstPageScripts } from './peers.firstpage.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web', 'dist');
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-web-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = firstPageScripts(html).map((src) => ({ path: src, ...compressedSizes(fs.readFileSync(path.join(dist, src.replace(/^\//, '')))) }));
const total = (k: 'rawBytes' | 'gzipBytes' | 'brotliBytes') => files.reduce((a, f) => a + f[k], 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : Infinity;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ files, rawBytes: total('rawBytes'), gzipBytes: total('gzipBytes'), brotliBytes: total('brotliBytes') }, null, 2));
} else {
  for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`${kb(f.gzipBytes).padStart(10)} gzip  ${kb(f.rawBytes).padStart(10)} raw  ${f.path}`);
  console.log(
    `First page \`/\`: ${files.length} files, ${kb(total('rawBytes'))}, ${kb(total('gzipBytes'))} gzipped (level 6), ${kb(total('brotliBytes'))} with brotli 11.`,
  );
}
process.exit(total('gzipBytes') / 1024 <= maxKb ? 0 : 1);
