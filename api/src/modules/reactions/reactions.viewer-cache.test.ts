import { describe, expect, it } from 'vitest';
import type { ReactionKind } from './reactions.entity.js';
import { ViewerReactionsCache } from './reactions.viewer-cache.js';

const store = (rows: Record<string, Record<string, ReactionKind>>) => {
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    readAll: async (userId: string, limit: number) => {
      reads++;
      const mine = Object.entries(rows[userId] ?? {});
      return mine.length > limit ? null : new Map(mine);
    },
  };
};

const listening = (maxUsers = 10, maxPerUser = 5) => {
  const cache = new ViewerReactionsCache(maxUsers, maxPerUser);
  cache.setListening(true);
  return cache;
};

describe("the cache of viewers' reactions", () => {
  it("knows a user's reactions after one read, and none of another user's", async () => {
    const cache = listening();
    const db = store({ alice: { NCT1: 'LIKE' }, bob: { NCT1: 'DISLIKE' } });
    await Promise.all([cache.ensureUser('alice', db.readAll), cache.ensureUser('alice', db.readAll)]);
    expect(db.reads).toBe(1);
    expect(cache.lookup('alice', 'NCT1')).toBe('LIKE');
    expect(cache.lookup('alice', 'NCT2')).toBeNull();
    expect(cache.lookup('bob', 'NCT1')).toBeUndefined();
    await cache.ensureUser('bob', db.readAll);
    expect(cache.lookup('bob', 'NCT1')).toBe('DISLIKE');
  });

  it('reads an announced trial again, and keeps what it read after the announcement', async () => {
    const cache = listening();
    await cache.ensureUser('alice', store({ alice: { NCT1: 'LIKE' } }).readAll);
    cache.invalidate('NCT1,NCT3');
    expect(cache.lookup('alice', 'NCT1')).toBeUndefined();
    expect(cache.lookup('alice', 'NCT3')).toBeUndefined();
    expect(cache.lookup('alice', 'NCT2')).toBeNull();
    const readAt = cache.generation;
    cache.remember('alice', ['NCT1', 'NCT3'], new Map([['NCT3', 'DISLIKE']]), readAt);
    expect(cache.lookup('alice', 'NCT1')).toBeNull();
    expect(cache.lookup('alice', 'NCT3')).toBe('DISLIKE');
    // A read that started before an announcement of the same trial does not count.
    const before = cache.generation;
    cache.invalidate('NCT3');
    cache.remember('alice', ['NCT3'], new Map(), before);
    expect(cache.lookup('alice', 'NCT3')).toBeUndefined();
  });

  it('forgets a whole read that started before everything was dropped, and serves nothing while deaf', async () => {
    const cache = listening();
    let release: () => void = () => undefined;
    const slow = (userId: string, limit: number) =>
      new Promise<Map<string, ReactionKind> | null>((resolve) => {
        release = () => resolve(new Map([['NCT1', 'LIKE']]));
        void limit;
        void userId;
      });
    const reading = cache.ensureUser('alice', slow);
    cache.invalidate('*');
    release();
    await reading;
    expect(cache.lookup('alice', 'NCT1')).toBeUndefined();

    await cache.ensureUser('alice', store({ alice: { NCT1: 'LIKE' } }).readAll);
    expect(cache.lookup('alice', 'NCT1')).toBe('LIKE');
    cache.setListening(false);
    expect(cache.lookup('alice', 'NCT1')).toBeUndefined();
    await cache.ensureUser('alice', store({ alice: { NCT1: 'LIKE' } }).readAll);
    expect(cache.lookup('alice', 'NCT1')).toBeUndefined();
  });

  it('keeps no user with more reactions than its bound, and no more users than its bound', async () => {
    const cache = listening(2, 2);
    const db = store({ many: { NCT1: 'LIKE', NCT2: 'LIKE', NCT3: 'LIKE' }, a: {}, b: {}, c: {} });
    await cache.ensureUser('many', db.readAll);
    expect(cache.lookup('many', 'NCT9')).toBeUndefined();
    // Known to have too many: not read whole again at each request.
    await cache.ensureUser('many', db.readAll);
    expect(db.reads).toBe(1);
    for (const u of ['a', 'b', 'c']) await cache.ensureUser(u, db.readAll);
    expect(cache.lookup('a', 'NCT1')).toBeUndefined();
    expect(cache.lookup('b', 'NCT1')).toBeNull();
    expect(cache.lookup('c', 'NCT1')).toBeNull();
  });

  it('is off without a listener', async () => {
    const cache = new ViewerReactionsCache(10);
    await cache.ensureUser('alice', store({ alice: { NCT1: 'LIKE' } }).readAll);
    expect(cache.lookup('alice', 'NCT1')).toBeUndefined();
  });
});
