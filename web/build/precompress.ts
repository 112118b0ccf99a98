import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images, fonts in woff2 and the like are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|wasm|xml|ico|webmanifest)$/;
/**
 * Brotli's best quality (11) costs ≈ 30× quality 9 in time for ≈ 10 % fewer bytes: worth it for what a
 * page loads (the first page's largest file is ≈ 0.5 MB), not for the explorer's multi-megabyte editor,
 * which would make every build tens of seconds longer.
 */
export const BEST_QUALITY_UP_TO = 1024 * 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else yield p;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11, 9 above 1 MB) and `<file>.gz` (gzip -9) next to every compressible file of a
 * built folder, so the server sends them as they are (api/src/server/static.ts) instead of compressing
 * per request. A variant that would not be smaller than the file is not written (tiny files).
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const files: string[] = [];
  for await (const f of walk(dir)) if (COMPRESSIBLE.test(f)) files.push(f);
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length <= BEST_QUALITY_UP_TO ? zlib.constants.BROTLI_MAX_QUALITY : 9,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length >= raw.length && gz.length >= raw.length) return;
      totals.files++;
      totals.bytes += raw.length;
      if (br.length < raw.length) {
        await fs.writeFile(`${file}.br`, br);
        totals.br += br.length;
      }
      if (gz.length < raw.length) {
        await fs.writeFile(`${file}.gz`, gz);
        totals.gz += gz.length;
      }
    }),
  );
  return totals;
}

/** Vite plugin: precompresses the output folder once the bundle is written (`vite build` only). */
export function precompress(): Plugin {
  return {
    name: 'trialyst:precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const t = await precompressDir(options.dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(`precompressed ${t.files} files (${kb(t.bytes)}): ${kb(t.br)} brotli, ${kb(t.gz)} gzip`);
    },
  };
}
