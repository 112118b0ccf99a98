import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a script in a fresh Node process (graphql-js picks its mode once per process) and returns its output. */
function inNode(script: string, env: Record<string, string | undefined>): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: undefined, ...env },
    encoding: 'utf8',
  }).trim();
}

// A value that looks like a GraphQLObjectType from another copy of graphql: development mode throws, production mode says false.
const PROBE = `
  const { createRequire } = await import('node:module');
  const require = createRequire(process.cwd() + '/');
  const { isObjectType } = require('graphql');
  let answer;
  try { answer = String(isObjectType({ [Symbol.toStringTag]: 'GraphQLObjectType' })); } catch { answer = 'dev-check'; }
  console.log(JSON.stringify({ answer, nodeEnv: process.env.NODE_ENV ?? null }));`;

describe('graphql-js production mode under main.ts', () => {
  it('loads graphql without its development checks and leaves NODE_ENV as it was', () => {
    const load = `await import('./src/server/graphql.mode.ts');`;
    expect(JSON.parse(inNode(load + PROBE, {}))).toEqual({ answer: 'false', nodeEnv: null });
    expect(JSON.parse(inNode(load + PROBE, { NODE_ENV: 'development' }))).toEqual({ answer: 'false', nodeEnv: 'development' });
  });

  it('without it, graphql keeps its development checks (what the tests run with)', () => {
    expect(JSON.parse(inNode(PROBE, {}))).toEqual({ answer: 'dev-check', nodeEnv: null });
  });
});
