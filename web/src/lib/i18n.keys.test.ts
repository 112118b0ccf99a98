import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResources } from '../test/locales';

/**
 * Static guard against raw keys on screen: every literal `t('key')` in a component must exist in the
 * namespace its `useTranslation('ns')` names (or the `ns:` prefix names), in fr AND en.
 * Dynamic keys (template literals) are checked by the render test instead.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const resources = loadResources();

function has(lang: string, ns: string, key: string): boolean {
  let node: unknown = resources[lang]?.[ns];
  const parts = key.split('.');
  for (let i = 0; i < parts.length; i++) {
    if (!node || typeof node !== 'object') return false;
    const obj = node as Record<string, unknown>;
    const last = i === parts.length - 1;
    if (last) return parts[i] in obj || `${parts[i]}_one` in obj || `${parts[i]}_other` in obj;
    node = obj[parts[i]];
  }
  return false;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' || e.name === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('translation keys used in components exist in fr and en', () => {
  for (const file of sources(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const nsMatch = /useTranslation\(\s*'([^']+)'/.exec(text);
    const calls = [...text.matchAll(/\bt\(\s*'([^'$`]+)'/g)].map((m) => m[1]);
    if (!calls.length) continue;
    const rel = path.relative(SRC, file);
    it(rel, () => {
      const missing: string[] = [];
      for (const call of calls) {
        const [ns, key] = call.includes(':') ? call.split(':', 2) : [nsMatch?.[1] ?? 'common', call];
        for (const lang of ['fr', 'en']) {
          if (!has(lang, ns, key) && !(ns !== 'common' && has(lang, 'common', key))) missing.push(`${lang}/${ns}:${key}`);
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
