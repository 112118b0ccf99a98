import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.js';
import { startTestServer, type TestServer } from '../../test/server.js';
import { pickEncoding } from './static.js';

/** A raw GET/HEAD (fetch would decode the body): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it('prefers brotli when the client accepts both equally, whatever its order', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('br, gzip', both)).toBe('br');
    expect(pickEncoding('*', both)).toBe('br');
  });
  it('follows q-values, q=0 refuses, * covers what is not named', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
    expect(pickEncoding('br ; q=0.5 , gzip ; q=0.6', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, *;q=0.1', both)).toBe('gzip');
    expect(pickEncoding('gzip', ['br'])).toBeNull();
  });
  it('sends the file as it is without a usable header', () => {
    expect(pickEncoding(undefined, both)).toBeNull();
    expect(pickEncoding('', both)).toBeNull();
    expect(pickEncoding('identity', both)).toBeNull();
    expect(pickEncoding('deflate', both)).toBeNull();
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeNull();
  });
});

describe('web app served from a built folder (precompressed variants)', () => {
  let dir: string;
  let db: TestDb;
  let srv: TestServer;
  const js = Buffer.from(`export const answer = ${JSON.stringify('x'.repeat(4000))};\n`.repeat(5));
  const html = Buffer.from(
    '<!doctype html><html lang="fr"><head><title>Trialyst</title><script type="module" src="/assets/app-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  const css = Buffer.from('body{margin:0}');
  const br = (b: Buffer) => zlib.brotliCompressSync(b);
  const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trialyst-static-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'index.html.br'), br(html));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), gz(html));
    fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.br'), br(js));
    fs.writeFileSync(path.join(dir, 'assets', 'app-AbC123.js.gz'), gz(js));
    fs.writeFileSync(path.join(dir, 'assets', 'small-XyZ789.css'), css);
    db = await createTestDb();
    srv = await startTestServer(db, { webDist: dir });
  });
  afterAll(async () => {
    await srv?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const asset = () => `${srv.url}/assets/app-AbC123.js`;

  it('sends the brotli file as it is to a browser, with the type of the original and long-lived caching', async () => {
    const r = await get(asset(), { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.body.equals(fs.readFileSync(path.join(dir, 'assets', 'app-AbC123.js.br')))).toBe(true);
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(zlib.brotliDecompressSync(r.body).equals(js)).toBe(true);
    expect(r.body.length).toBeLessThan(js.length / 10);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const r = await get(asset(), { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.body.equals(fs.readFileSync(path.join(dir, 'assets', 'app-AbC123.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(r.body).equals(js)).toBe(true);
    expect(r.headers.vary).toMatch(/Accept-Encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file without Accept-Encoding (or when every variant is refused), still varying on it', async () => {
    const plainType = (await get(asset())).headers['content-type'];
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const r = await get(asset(), headers);
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.equals(js)).toBe(true);
      expect(r.headers['content-type']).toBe(plainType);
      expect(r.headers.vary).toMatch(/Accept-Encoding/i);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const br = await get(asset(), { 'accept-encoding': 'br' });
    expect(br.headers['content-type']).toBe(plainType);
  });

  it('answers 304 to a revalidation of the same variant, and each variant has its own ETag', async () => {
    const first = await get(asset(), { 'accept-encoding': 'br' });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await get(asset(), { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get(asset());
    const gzip = await get(asset(), { 'accept-encoding': 'gzip' });
    expect(new Set([etag, plain.headers.etag, gzip.headers.etag]).size).toBe(3);
    // A client holding the brotli ETag but accepting only gzip gets the gzip bytes, not a 304.
    const other = await get(asset(), { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of the variant and no body', async () => {
    const r = await get(asset(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(Number(r.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'assets', 'app-AbC123.js.br')).size);
    expect(r.body.length).toBe(0);
  });

  it('sends a file without variants as it is (no Vary), with long-lived caching under /assets', async () => {
    const r = await get(`${srv.url}/assets/small-XyZ789.css`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(r.headers['content-type']).toMatch(/^text\/css/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.body.equals(css)).toBe(true);
  });

  it('sends index.html (compressed, revalidated on every load, with the CSP) for / and client-side routes', async () => {
    for (const p of ['/', '/trials', '/trial/NCT00000001', '/index.html']) {
      const r = await get(`${srv.url}${p}`, { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' });
      expect(r.status, p).toBe(200);
      expect(r.headers['content-encoding'], p).toBe('br');
      expect(r.headers['content-type'], p).toMatch(/^text\/html; charset=utf-8$/i);
      expect(r.headers['cache-control'], p).toBe('no-cache');
      expect(r.headers.vary, p).toMatch(/Accept-Encoding/i);
      expect(r.headers['content-security-policy'], p).toMatch(/script-src 'self'/);
      expect(zlib.brotliDecompressSync(r.body).equals(html), p).toBe(true);
    }
    const plain = await get(`${srv.url}/trials`, { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.equals(html)).toBe(true);
    const etag = plain.headers.etag!;
    const revalidated = await get(`${srv.url}/trials`, { accept: 'text/html', 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('answers 404 for a missing hashed asset (an old chunk after a deploy), never index.html', async () => {
    const r = await get(`${srv.url}/assets/Gone-0ld123.js`, { accept: '*/*', 'accept-encoding': 'br' });
    expect(r.status).toBe(404);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.toString()).not.toContain('<div id="root">');
  });

  it('leaves the API alone and refuses paths out of the folder', async () => {
    const health = await get(`${srv.url}/healthz`, { 'accept-encoding': 'br' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    for (const p of ['/assets/%2e%2e/%2e%2e/package.json', '/%2e%2e%2fpackage.json', '/assets/..%2f..%2fpackage.json']) {
      const r = await get(`${srv.url}${p}`, { accept: 'application/json', 'accept-encoding': 'br' });
      expect(r.status, p).not.toBe(200);
    }
  });

  it('falls back to the plain file when a variant disappears (rebuilt while running)', async () => {
    const extra = path.join(dir, 'assets', 'late-Q1w2e3.js');
    fs.writeFileSync(extra, js);
    fs.writeFileSync(`${extra}.br`, br(js));
    const first = await get(`${srv.url}/assets/late-Q1w2e3.js`, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    fs.rmSync(`${extra}.br`);
    const r = await get(`${srv.url}/assets/late-Q1w2e3.js`, { 'accept-encoding': 'br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.equals(js)).toBe(true);
  });
});
