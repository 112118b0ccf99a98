/**
 * Entry point of `npm run bench -- [--trials N]`.
 *
 * The API code uses legacy (experimental) decorators, which the api/ tsconfig enables and the root
 * one does not; tsx applies the tsconfig of the working directory. This launcher therefore loads
 * the benchmark through tsx's namespaced loader with api/tsconfig.json, and pins the environment
 * first: a throwaway data folder is created by main.ts, never the project's .data.
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL; // the benchmark always runs on its own embedded PostgreSQL
delete process.env.REDIS_URL; // in-process pub/sub and stock cache: figures independent of a Redis

await tsImport('./main.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../api/tsconfig.json', import.meta.url)),
});
