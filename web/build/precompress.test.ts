import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-precompress-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz next to each compressible file, that decode to the file', async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = Buffer.from('export function f(a) { return a + 1; }\n'.repeat(200));
    const html = Buffer.from(`<!doctype html><html><body>${'<p>Trialyst</p>'.repeat(100)}</body></html>`);
    fs.writeFileSync(path.join(dir, 'assets', 'a-1.js'), js);
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-2.css'), 'a{b:c}');
    fs.writeFileSync(path.join(dir, 'assets', 'img-3.png'), Buffer.alloc(4096, 1));

    const totals = await precompressDir(dir);

    expect(totals.files).toBe(2);
    for (const [file, raw] of [
      [path.join(dir, 'assets', 'a-1.js'), js],
      [path.join(dir, 'index.html'), html],
    ] as const) {
      const br = fs.readFileSync(`${file}.br`);
      const gz = fs.readFileSync(`${file}.gz`);
      expect(zlib.brotliDecompressSync(br).equals(raw)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(raw)).toBe(true);
      expect(br.length).toBeLessThan(raw.length);
      expect(gz.length).toBeLessThan(raw.length);
    }
    // Not smaller once compressed, or not a text format: left alone.
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-2.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'img-3.png.br'))).toBe(false);
  });
});
