#!/usr/bin/env node
// Compiles the API (api/src, without its tests) to JavaScript in api/dist: one .js and one .js.map per
// .ts file, same folders, so every `import.meta.url` keeps its meaning (config.ts finds the repository
// root two folders up, db/migrations/index.ts finds the compiled migrations next to itself,
// lib/data-files.ts finds api/data beside api/dist: the data files are read in place, not copied)
// and any other file of api/src is copied next to the code that reads it. esbuild, as tsx uses it in
// development: legacy decorators and useDefineForClassFields=false from api/tsconfig.build.json; no
// type check (`npm run typecheck`).
//
//   node scripts/build-api.mjs              build api/dist
//   node scripts/build-api.mjs --if-stale   only when api/dist is missing, incomplete or from other sources
//   node scripts/build-api.mjs --outdir DIR build into DIR instead (tests)
//
// The output is written to a temporary folder first and swapped in whole: a build cut short never
// leaves a half-written api/dist behind, and a deleted source (a removed migration) leaves no stale file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'api');
const src = path.join(api, 'src');
const tsconfig = path.join(api, 'tsconfig.build.json');
/** Everything but these is compiled (.ts) or copied (any other file) from api/src. */
const SKIP = /(\.test\.ts|\.d\.ts|\.md)$/;
const STAMP = '.source-hash';
const ENTRY = 'main.js';

/** api/src files that make the build, relative to api/src, sorted. */
export function apiSourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile() && !SKIP.test(entry.name)) files.push(path.relative(src, p));
    }
  };
  walk(src);
  return files.sort();
}

/**
 * Hash of everything the build depends on (contents, not mtimes: a fresh clone has new mtimes). Not
 * esbuild's version: checking a build needs no dev dependency (a pruned production install can run
 * `npm start` on the api/dist it was given).
 */
export function apiSourceHash() {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...apiSourceFiles().map((f) => path.join(src, f)),
    tsconfig,
    path.join(api, 'tsconfig.json'),
    path.join(root, 'tsconfig.json'),
    path.join(api, 'package.json'),
    fileURLToPath(import.meta.url),
  ];
  for (const f of inputs) {
    hash.update(path.relative(root, f));
    hash.update('\0');
    hash.update(fs.readFileSync(f));
  }
  return hash.digest('hex');
}

/** Is `dir` a complete build of the current sources? */
export function isUpToDate(dir) {
  const stamp = path.join(dir, STAMP);
  if (!fs.existsSync(path.join(dir, ENTRY)) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, 'utf8') === apiSourceHash();
}

/** Compiles api/src into `outdir` (replaced whole). Returns the number of compiled and copied files. */
export async function buildApi(outdir) {
  const esbuild = await import('esbuild');
  const hash = apiSourceHash();
  const files = apiSourceFiles();
  const code = files.filter((f) => f.endsWith('.ts'));
  const assets = files.filter((f) => !f.endsWith('.ts'));
  // Next to outdir (same file system, so the swap is a rename), in a folder named `dist` that git,
  // ESLint and Prettier ignore like api/dist itself, should a killed build leave it behind.
  fs.mkdirSync(path.dirname(outdir), { recursive: true });
  const scratch = fs.mkdtempSync(path.join(path.dirname(outdir), '.build-'));
  const tmp = path.join(scratch, 'dist');
  try {
    // Compiled for outdir (source map paths are relative to where the maps will be), written to tmp.
    const { outputFiles } = await esbuild.build({
      entryPoints: code.map((f) => path.join(src, f)),
      outbase: src,
      outdir,
      write: false,
      bundle: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig,
      // Stack traces under `node --enable-source-maps` name the .ts files and lines; the sources
      // themselves are not embedded (the image does not need them to map a trace).
      sourcemap: 'linked',
      sourcesContent: false,
      logLevel: 'warning',
    });
    for (const file of outputFiles) {
      const to = path.join(tmp, path.relative(outdir, file.path));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.writeFileSync(to, file.contents);
    }
    for (const f of assets) {
      fs.mkdirSync(path.dirname(path.join(tmp, f)), { recursive: true });
      fs.copyFileSync(path.join(src, f), path.join(tmp, f));
    }
    fs.writeFileSync(path.join(tmp, STAMP), hash);
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.renameSync(tmp, outdir);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return { compiled: code.length, copied: assets.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--outdir');
  const outdir = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : path.join(api, 'dist');
  const shown = path.relative(root, outdir) || outdir;
  if (args.includes('--if-stale') && isUpToDate(outdir)) {
    console.log(`API build is up to date (${shown}).`);
    process.exit(0);
  }
  console.log(`Building the API into ${shown}…`);
  const started = Date.now();
  try {
    const { compiled, copied } = await buildApi(outdir);
    console.log(`API built: ${compiled} modules compiled, ${copied} other files copied in ${Date.now() - started} ms.`);
  } catch (e) {
    // esbuild has printed the errors with their file and line.
    console.error(`API build failed: ${e.message.split('\n')[0]}`);
    process.exit(1);
  }
}
