import type { CompanyTrial } from './companies.pipeline.js';

const memos = new WeakMap<readonly CompanyTrial[], Map<string, unknown>>();

/**
 * A figure computed from a company's trials, kept as long as that very list lives. A list from the
 * process's cache (companies.cache.ts) is shared by every request until one of its trials changes,
 * so a page's groups, catalysts, readouts and events are computed once per change and day, not once
 * per visit (5 000 trials for the largest sponsor: tens of ms each). Keys name the figure and every
 * argument it depends on (day, language, sizes). Values are shared: callers must not mutate them.
 */
export function memoOn<T>(trials: readonly CompanyTrial[], key: string, compute: () => T): T {
  let memo = memos.get(trials);
  if (!memo) memos.set(trials, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  // A failed computation is not kept: the next request tries again.
  if (value instanceof Promise) value.catch(() => memo.delete(key));
  return value;
}
