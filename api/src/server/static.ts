import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const SPA_EXCLUDED = /^\/(api|graphql|healthz|readyz)(\/|$)/;

/** Serves the built web app, with index.html for any other GET (client-side routes). */
export function serveWeb(app: Express, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get(/.*/, (req, res, next) => {
    if (SPA_EXCLUDED.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
