import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('expires entries after their TTL and drops the least recently used past its size', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(100, 2, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.size).toBe(2);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
