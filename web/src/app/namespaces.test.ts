import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';
import { SHELL_NAMESPACES } from './shell';

/**
 * The app fetches a namespace only when a screen needs it: the shell's (SHELL_NAMESPACES) before the
 * first render, a page's with its chunk (the list given to page() in router.tsx). This walks the
 * imports from main.tsx and from each page, and fails when a file reachable from one uses a namespace
 * its list does not load (its text would wait for a Suspense fallback, or show raw keys when used
 * through another namespace's t), or when a list loads a namespace nothing there uses.
 */
const SRC = path.resolve(__dirname, '..');
const ROUTER = path.join(SRC, 'app/router.tsx');
const read = (file: string) => fs.readFileSync(file, 'utf8');

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  if (!base.startsWith(SRC)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = read(file);
  const resolve = (specs: Iterable<RegExpMatchArray>) => [...specs].map((m) => resolveImport(file, m[1])).filter((f): f is string => f !== null);
  return {
    static: resolve(source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)),
    dynamic: resolve(source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)),
  };
}

const known = new Set(NAMESPACES);
function namespacesUsedBy(file: string): Set<string> {
  const source = read(file);
  const used = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    if (!m[1]) used.add('common');
    else for (const ns of m[1].matchAll(/'([^']+)'/g)) used.add(ns[1]);
  }
  for (const m of source.matchAll(/['"`]([a-z0-9]+):/g)) if (known.has(m[1])) used.add(m[1]);
  return used;
}

/** Pages of router.tsx: the module each `page()` loads and the namespaces it loads with it. */
function pages(): { module: string; name: string; namespaces: string[] }[] {
  const found = [...read(ROUTER).matchAll(/page\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'(\w+)'(?:,\s*\[([^\]]*)\])?\s*\)/g)];
  return found.map((m) => ({
    module: resolveImport(ROUTER, m[1]) ?? m[1],
    name: m[2],
    namespaces: [...(m[3] ?? '').matchAll(/'([^']+)'/g)].map((n) => n[1]),
  }));
}

/** Namespaces used in the files reachable from `entry`, not following the imports of other pages. */
function namespacesReachedFrom(entry: string, otherEntries: Set<string>): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    namespacesUsedBy(file).forEach((ns) => used.add(ns));
    const { static: statics, dynamic } = importsOf(file);
    statics.forEach(visit);
    dynamic.filter((f) => !otherEntries.has(f)).forEach(visit);
  };
  visit(entry);
  return used;
}

const PAGES = pages();
const pageModules = new Set(PAGES.map((p) => p.module));
const sorted = (set: Iterable<string>) => [...set].sort();

describe('namespaces loaded with each screen', () => {
  it('finds every page of the router', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(15);
    for (const p of PAGES) expect(fs.existsSync(p.module), p.module).toBe(true);
  });

  it('loads with the shell what the shell uses', () => {
    const used = namespacesReachedFrom(path.join(SRC, 'main.tsx'), pageModules);
    expect(sorted(SHELL_NAMESPACES)).toEqual(sorted(used));
  });

  for (const p of PAGES) {
    it(`loads with ${p.name} what it uses beyond the shell`, () => {
      const used = namespacesReachedFrom(p.module, pageModules);
      const beyondShell = [...used].filter((ns) => !SHELL_NAMESPACES.includes(ns));
      expect(sorted(p.namespaces)).toEqual(sorted(beyondShell));
    });
  }
});
