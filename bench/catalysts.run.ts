/**
 * Entry point of the catalyst screen's benchmark: `node --import tsx bench/catalysts.run.ts [--trials N]`
 * (loads catalysts.main.ts with api/tsconfig.json, as run.ts does for the main benchmark).
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

await tsImport('./catalysts.main.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../api/tsconfig.json', import.meta.url)),
});
