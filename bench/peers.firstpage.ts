import http from 'node:http';
import zlib from 'node:zlib';

export interface FirstPageFile {
  path: string;
  contentEncoding: string | null;
  cacheControl: string | null;
  /** Bytes of the body as sent (compressed when Content-Encoding says so). */
  wireBytes: number;
  /** Bytes of the file itself (decoded). */
  rawBytes: number;
  /** gzip -6 of the file, and brotli (quality 11), for comparison. */
  gzipBytes: number;
  brotliBytes: number;
}

export interface FirstPage {
  files: FirstPageFile[];
  wireBytes: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Content-Encoding of each file, e.g. "br ×3" or "none ×3". */
  encodings: string;
}

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | null): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/** The scripts of index.html loaded before anything else: the module entry and every `<link rel="modulepreload">`. */
export function firstPageScripts(html: string): string[] {
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) srcs.add(m[1]);
  if (!srcs.size) throw new Error('no module script in index.html');
  return [...srcs];
}

/** A file's size as it is, gzipped at level 6 and brotli-compressed (quality 11). */
export function compressedSizes(raw: Buffer): Pick<FirstPageFile, 'rawBytes' | 'gzipBytes' | 'brotliBytes'> {
  return {
    rawBytes: raw.length,
    gzipBytes: zlib.gzipSync(raw, { level: 6 }).length,
    brotliBytes: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The JavaScript the browser loads for `/` before anything else: the module entry script of
 * index.html and every `<link rel="modulepreload">` (its static imports), fetched as a browser does
 * (`Accept-Encoding: br, gzip`). Lazy chunks are not counted.
 */
export async function measureFirstPage(base: string): Promise<FirstPage> {
  const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };
  const index = await get(`${base}/`, headers);
  if (index.status !== 200) throw new Error(`GET / answered ${index.status}`);
  const html = decode(index.body, index.headers['content-encoding'] ?? null).toString('utf8');
  const files: FirstPageFile[] = [];
  for (const src of firstPageScripts(html)) {
    const r = await get(new URL(src, `${base}/`).toString(), { 'accept-encoding': 'br, gzip', accept: '*/*' });
    if (r.status !== 200) throw new Error(`GET ${src} answered ${r.status}`);
    const encoding = r.headers['content-encoding'] ?? null;
    files.push({
      path: src,
      contentEncoding: encoding,
      cacheControl: r.headers['cache-control'] ?? null,
      wireBytes: r.body.length,
      ...compressedSizes(decode(r.body, encoding)),
    });
  }
  const sum = (k: 'wireBytes' | 'rawBytes' | 'gzipBytes' | 'brotliBytes') => files.reduce((a, f) => a + f[k], 0);
  const counts = new Map<string, number>();
  for (const f of files) counts.set(f.contentEncoding ?? 'none', (counts.get(f.contentEncoding ?? 'none') ?? 0) + 1);
  return {
    files,
    wireBytes: sum('wireBytes'),
    rawBytes: sum('rawBytes'),
    gzipBytes: sum('gzipBytes'),
    brotliBytes: sum('brotliBytes'),
    encodings: [...counts].map(([e, c]) => `${e} ×${c}`).join(', '),
  };
}
