import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MigrationObject } from '@mikro-orm/core';

/** This folder: every `Migration<timestamp>…` file in it is a migration, applied in name order. */
export const MIGRATIONS_DIR = path.dirname(fileURLToPath(import.meta.url));
const MIGRATION_FILE = /^Migration\d{14}\w*\.(ts|js)$/;

let loaded: Promise<MigrationObject[]> | undefined;

/**
 * The migrations found in this folder (no hand-kept list). Loaded with our own dynamic import, so
 * that the same code runs under tsx, vitest and compiled JavaScript.
 */
export function loadMigrations(): Promise<MigrationObject[]> {
  loaded ??= (async () => {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f) && !f.endsWith('.d.ts')).sort();
    return Promise.all(
      files.map(async (file) => {
        const name = file.replace(/\.(ts|js)$/, '');
        const mod = (await import(`./${file}`)) as Record<string, unknown>;
        const cls = mod[name] ?? Object.values(mod).find((v) => typeof v === 'function');
        if (typeof cls !== 'function') throw new Error(`${file} exports no migration class`);
        return { name, class: cls as MigrationObject['class'] };
      }),
    );
  })();
  return loaded;
}
