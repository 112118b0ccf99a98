import { describe, expect, it } from 'vitest';
import { findInputProblem, jsonTextDepth, MAX_INPUT_DEPTH } from './input-guard.js';

const nested = (levels: number): unknown => {
  let v: unknown = [];
  for (let i = 1; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

describe('findInputProblem', () => {
  it('allows MAX_INPUT_DEPTH levels of objects and arrays and refuses one more, naming where', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1), 'body')).toMatchObject({ reason: 'INPUT_TOO_DEEP', field: expect.stringMatching(/^body/) });
  });

  it('refuses 200,000 levels without recursion and without visiting them all', () => {
    const started = performance.now();
    expect(findInputProblem({ variables: { junk: nested(200_000) } }, 'body')?.reason).toBe('INPUT_TOO_DEEP');
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('still finds text PostgreSQL cannot store, in values and keys', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] }, 'body')).toMatchObject({ reason: 'UNSTORABLE_TEXT', field: 'body.a[0].b' });
    expect(findInputProblem({ ['k\ud800']: 1 }, 'variables')).toMatchObject({ reason: 'UNSTORABLE_TEXT' });
    expect(findInputProblem({ a: ['ok', 1, null, true] }, 'body')).toBeUndefined();
  });
});

describe('jsonTextDepth', () => {
  it('counts nesting on the raw text, ignoring brackets inside strings and escapes', () => {
    expect(jsonTextDepth('{}')).toBe(1);
    expect(jsonTextDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonTextDepth('{"a":"[[[[{{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonTextDepth('1')).toBe(0);
  });

  it('stops counting past the bound', () => {
    expect(jsonTextDepth('['.repeat(100_000), 64)).toBe(65);
  });
});
