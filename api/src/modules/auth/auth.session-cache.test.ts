import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionCacheOptions, type SessionUser } from './auth.session-cache.js';

const user = (id: string, sessionId: string): SessionUser => ({ id, email: `${id}@example.test`, name: `User ${id}`, sessionId });

/** A cache on a clock the test moves, listening and alive since `t = 0`. */
function cacheAt(opts: SessionCacheOptions = {}) {
  const clock = { ms: 0, seconds: 1_000_000 };
  const cache = new SessionCache({ leaseMs: 1000, ttlMs: 60_000, now: () => clock.ms, epochSeconds: () => clock.seconds, ...opts });
  cache.setListening(true);
  cache.alive(0);
  const keep = (u: SessionUser) => cache.set(u, cache.generation);
  return { cache, clock, keep };
}

describe('session cache (pure logic)', () => {
  it('answers a kept session, and only that one', () => {
    const { cache, keep } = cacheAt();
    keep(user('u1', 'f1'));
    expect(cache.get('u1', 'f1')).toEqual(user('u1', 'f1'));
    expect(cache.get('u1', 'f2')).toBeUndefined();
    expect(cache.get('u2', 'f1')).toBeUndefined();
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2, stores: 1 });
    // What it answers cannot be changed by a request that holds it.
    expect(Object.isFrozen(cache.get('u1', 'f1'))).toBe(true);
  });

  it('answers nothing and keeps nothing before it listens', () => {
    const cache = new SessionCache({ now: () => 0 });
    cache.set(user('u1', 'f1'), cache.generation);
    cache.setListening(true);
    cache.alive(0);
    expect(cache.get('u1', 'f1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read before an announcement arrived (the read may predate the revocation)', () => {
    const { cache } = cacheAt();
    for (const announce of [
      () => cache.forgetUsers('someone-else'),
      () => cache.revoke({ kind: 'family', userId: 'x', familyId: 'y' }),
      () => cache.setListening(true),
    ]) {
      const generation = cache.generation;
      announce();
      cache.set(user('u1', 'f1'), generation);
      expect(cache.get('u1', 'f1')).toBeUndefined();
    }
    cache.set(user('u1', 'f1'), cache.generation);
    expect(cache.get('u1', 'f1')).toBeDefined();
  });

  it('a lost connection empties it; nothing is answered until it listens again', () => {
    const { cache, keep } = cacheAt();
    keep(user('u1', 'f1'));
    cache.setListening(false);
    expect(cache.size).toBe(0);
    expect(cache.serving).toBe(false);
    keep(user('u1', 'f1'));
    expect(cache.size).toBe(0);
    cache.setListening(true);
    // Listening, but no sign of life from the new connection yet.
    expect(cache.serving).toBe(false);
    cache.alive(0);
    expect(cache.serving).toBe(true);
  });

  it('answers only within the lease of the last heartbeat, and resumes (kept sessions intact) with the next', () => {
    const { cache, clock, keep } = cacheAt();
    keep(user('u1', 'f1'));
    clock.ms = 999;
    expect(cache.get('u1', 'f1')).toBeDefined();
    clock.ms = 1000;
    expect(cache.serving).toBe(false);
    expect(cache.get('u1', 'f1')).toBeUndefined();
    // The connection was alive all along (its heartbeat answered late): nothing was missed.
    cache.alive(900);
    expect(cache.get('u1', 'f1')).toBeDefined();
    // A late answer to an older heartbeat does not shorten the lease.
    cache.alive(100);
    clock.ms = 1850;
    expect(cache.serving).toBe(true);
  });

  it('a family revocation forgets that family; "all but one" keeps only that one; other users are untouched', () => {
    const { cache, keep } = cacheAt();
    for (const u of [user('u1', 'f1'), user('u1', 'f2'), user('u1', 'f3'), user('u2', 'f9')]) keep(u);
    cache.revoke({ kind: 'family', userId: 'u1', familyId: 'f1' });
    expect(cache.get('u1', 'f1')).toBeUndefined();
    expect(cache.get('u1', 'f2')).toBeDefined();
    cache.revoke({ kind: 'allExcept', userId: 'u1', keepFamilyId: 'f3' });
    expect(cache.get('u1', 'f2')).toBeUndefined();
    expect(cache.get('u1', 'f3')).toBeDefined();
    cache.revoke({ kind: 'allExcept', userId: 'u1', keepFamilyId: null });
    expect(cache.get('u1', 'f3')).toBeUndefined();
    expect(cache.get('u2', 'f9')).toBeDefined();
  });

  it('a database announcement forgets every session of the users it names, or all of them for `*`', () => {
    const { cache, keep } = cacheAt();
    for (const u of [user('u1', 'f1'), user('u1', 'f2'), user('u2', 'f3'), user('u3', 'f4')]) keep(u);
    cache.forgetUsers('u1,u2');
    expect([cache.get('u1', 'f1'), cache.get('u1', 'f2'), cache.get('u2', 'f3')]).toEqual([undefined, undefined, undefined]);
    expect(cache.get('u3', 'f4')).toBeDefined();
    cache.forgetUsers('*');
    expect(cache.size).toBe(0);
    // A bare NOTIFY (an operator's) forgets everything too.
    keep(user('u3', 'f4'));
    cache.forgetUsers('');
    expect(cache.size).toBe(0);
  });

  it('is bounded: the least recently used session goes first', () => {
    const { cache, keep } = cacheAt({ maxEntries: 3 });
    for (const f of ['f1', 'f2', 'f3']) keep(user('u1', f));
    cache.get('u1', 'f1');
    keep(user('u2', 'f4'));
    expect(cache.size).toBe(3);
    expect(cache.get('u1', 'f2')).toBeUndefined();
    for (const [u, f] of [
      ['u1', 'f1'],
      ['u1', 'f3'],
      ['u2', 'f4'],
    ])
      expect(cache.get(u, f)).toBeDefined();
    // The per-user index follows: forgetting u1 leaves u2 alone.
    cache.forgetUsers('u1');
    expect(cache.size).toBe(1);
  });

  it('a kept session expires after its time to live, announced or not', () => {
    const { cache, clock, keep } = cacheAt({ ttlMs: 5000 });
    keep(user('u1', 'f1'));
    clock.ms = 4000;
    cache.alive(4000);
    expect(cache.get('u1', 'f1')).toBeDefined();
    clock.ms = 5000;
    cache.alive(5000);
    expect(cache.get('u1', 'f1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('remembers verified tokens until their expiry (checked at each use), bounded', () => {
    const { cache, clock } = cacheAt({ maxEntries: 2 });
    const claims = { sub: 'u1', sid: 'f1' };
    expect(cache.verifiedToken('t1')).toBeUndefined();
    cache.rememberToken('t1', claims, clock.seconds + 2);
    expect(cache.verifiedToken('t1')).toEqual(claims);
    clock.seconds += 1;
    expect(cache.verifiedToken('t1')).toEqual(claims);
    // Expired at its `exp` second, as jose has it: null means TOKEN_EXPIRED, and it is forgotten.
    clock.seconds += 1;
    expect(cache.verifiedToken('t1')).toBeNull();
    expect(cache.verifiedToken('t1')).toBeUndefined();
    for (const t of ['t2', 't3', 't4']) cache.rememberToken(t, claims, clock.seconds + 60);
    expect(cache.verifiedToken('t2')).toBeUndefined();
    expect(cache.verifiedToken('t4')).toEqual(claims);
    // Tokens do not depend on revocations, nor on the listening connection.
    cache.setListening(false);
    expect(cache.verifiedToken('t4')).toEqual(claims);
  });
});
