import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

const SPA_EXCLUDED = /^\/(api|graphql|healthz|readyz)(\/|$)/;
/** Vite's output: every file under /assets/ has a content hash in its name. */
const HASHED = /^\/assets\//;

/** Hashed assets never change under their name; index.html is revalidated so a deploy is picked up at once. */
export function cacheControlFor(urlPath: string): string {
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  if (urlPath === '/' || urlPath === '/index.html') return 'no-cache';
  return 'public, max-age=3600';
}

/** Precompressed variants the web build writes next to each file (web/build/precompress.ts), best first. */
const VARIANTS = [
  { coding: 'br', ext: '.br' },
  { coding: 'gzip', ext: '.gz' },
] as const;
type Coding = (typeof VARIANTS)[number]['coding'];

/**
 * The content coding to send among `available` for an Accept-Encoding header: the highest q-value the
 * client gives it (explicitly or through `*`), ties broken by our order (brotli first: Chrome sends
 * "gzip, deflate, br, zstd"). Null: send the file as it is.
 */
export function pickEncoding(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (!header || !available.length) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) value = Number(m[1]);
    }
    if (Number.isFinite(value)) q.set(name, Math.max(q.get(name) ?? 0, value));
  }
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const v = q.get(coding) ?? q.get('*') ?? 0;
    if (v > bestQ) [best, bestQ] = [coding, v];
  }
  return best;
}

/**
 * Serves the built web app: static files (their brotli or gzip variant when the build wrote one and the
 * client accepts it, with `Vary: Accept-Encoding`; no compression per request), and index.html for any
 * other GET that wants HTML (client-side routes). A missing hashed asset is a 404, never index.html.
 * Files go through serve-static, variants included: its own ETag / Last-Modified and 304 answers,
 * whatever the app's `etag` setting (off for JSON answers).
 */
export function serveWeb(app: Express, distDir: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
  const files = express.static(root, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
      res.setHeader('Cache-Control', cacheControlFor(urlPath.replace(/\.(br|gz)$/, '')));
    },
  });

  /** Codings available per existing file (files only: the map cannot grow with made-up URLs). */
  const known = new Map<string, Coding[]>();
  const variantsOf = (file: string): Coding[] | null => {
    const hit = known.get(file);
    if (hit) return hit;
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return null;
    const codings = VARIANTS.filter((v) => statSync(file + v.ext, { throwIfNoEntry: false })?.isFile()).map((v) => v.coding);
    known.set(file, codings);
    return codings;
  };

  /** Sends the best variant of the file at `urlPath` (decoded); `fallback` when there is none to send. */
  const sendNegotiated = (req: Request, res: Response, next: NextFunction, urlPath: string, fallback: () => void) => {
    const file = path.join(root, urlPath);
    const codings = variantsOf(file);
    if (!codings?.length) return fallback();
    res.vary('Accept-Encoding');
    const coding = pickEncoding(req.headers['accept-encoding'], codings);
    if (!coding) return fallback();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', coding);
    const url = req.url;
    req.url = encodeURI(urlPath + VARIANTS.find((v) => v.coding === coding)!.ext);
    void files(req, res, (err?: unknown) => {
      // Not sent: the variant went away (rebuilt while running). Forget it and send what there is now.
      req.url = url;
      known.delete(file);
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      if (err) next(err);
      else fallback();
    });
  };

  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SPA_EXCLUDED.test(req.path)) return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Dot-files and traversal are left to serve-static below (which ignores or refuses them).
    if (urlPath.includes('\0') || urlPath.split('/').some((s) => s.startsWith('.'))) return next();
    if (!path.join(root, urlPath).startsWith(root + path.sep)) return next();
    sendNegotiated(req, res, next, urlPath, next);
  });
  app.use(files);
  app.get(/.*/, (req, res, next) => {
    if (SPA_EXCLUDED.test(req.path) || HASHED.test(req.path) || !req.accepts('html')) return next();
    const url = req.url;
    const plain = () => {
      req.url = '/index.html';
      void files(req, res, (err?: unknown) => {
        req.url = url;
        next(err);
      });
    };
    sendNegotiated(req, res, next, '/index.html', plain);
  });
  return true;
}
