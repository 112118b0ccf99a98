import { describe, expect, it } from 'vitest';
import { memoOn } from './companies.memo.js';
import type { CompanyTrial } from './companies.pipeline.js';

describe('memoOn', () => {
  it('computes a figure once per list of trials and key', () => {
    const list: readonly CompanyTrial[] = Object.freeze([]);
    let runs = 0;
    const figure = () => memoOn(list, 'groups', () => ({ n: ++runs }));
    expect(figure()).toBe(figure());
    expect(runs).toBe(1);
    expect(memoOn(list, 'scores', () => ++runs)).toBe(2);
    // Another list (the company's trials read again after a change) computes again.
    expect(memoOn(Object.freeze([]), 'groups', () => ({ n: ++runs }))).toEqual({ n: 3 });
  });

  it('does not keep a failed computation', async () => {
    const list: readonly CompanyTrial[] = Object.freeze([]);
    await expect(memoOn(list, 'readouts', () => Promise.reject(new Error('results unreadable')))).rejects.toThrow('results unreadable');
    await new Promise((r) => setImmediate(r));
    await expect(memoOn(list, 'readouts', () => Promise.resolve('read'))).resolves.toBe('read');
  });
});
