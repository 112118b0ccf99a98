import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Hash of everything the web build depends on (contents, not mtimes: a fresh clone has new mtimes). */
export function webSourceHash(root) {
  const web = path.join(root, 'web');
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(p);
    }
  };
  walk(path.join(web, 'src'));
  for (const f of ['index.html', 'vite.config.ts', 'build', 'package.json', 'public']) {
    const p = path.join(web, f);
    if (!fs.existsSync(p)) continue;
    if (fs.statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
  // API modules the web imports as code (rules kept in one place, e.g. phase labels).
  for (const f of ['api/src/modules/trials/trials.signals.ts']) files.push(path.join(root, f));
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const f of files) {
    hash.update(path.relative(root, f));
    hash.update(fs.readFileSync(f));
  }
  return hash.digest('hex');
}
