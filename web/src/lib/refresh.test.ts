import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenRefresher, type RefreshFn } from './refresh';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, getAccessToken, getRefreshToken, setAuthLostHandler } from './session';
import { storageLock, tabLock, type TabLock } from './tab-lock';

/** A stand-in for navigator.locks: one holder per name, the others queue. */
function fakeWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const before = queues.get(name) ?? Promise.resolve();
      const run = before.then(fn, fn);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** The server's view: a refresh token works once; presenting a rotated one is theft (the family dies). */
function fakeServer() {
  let live = 'r1';
  let n = 1;
  const calls: string[] = [];
  const refresh: RefreshFn = async (rt) => {
    calls.push(rt);
    await new Promise((r) => setTimeout(r, 30));
    if (rt !== live) throw new Error('Invalid or expired refresh token, please sign in again');
    n += 1;
    live = `r${n}`;
    return { accessToken: `a${n}`, refreshToken: live };
  };
  return { refresh, calls };
}

const signedIn = () => {
  window.localStorage.setItem(ACCESS_TOKEN_KEY, 'a1');
  window.localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
};

afterEach(() => {
  setAuthLostHandler(() => undefined);
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('refresh across tabs', () => {
  for (const [label, lock] of [
    ['Web Locks', ((name, fn) => locks.request(name, fn)) as TabLock],
    ['localStorage lease', ((name, fn) => storageLock(name, fn)) as TabLock],
  ] as const) {
    it(`two tabs with an expired token: one refresh, both carry on (${label})`, async () => {
      signedIn();
      const server = fakeServer();
      const lost = vi.fn();
      setAuthLostHandler(lost);
      // Two tabs: two refreshers (two JavaScript worlds) sharing localStorage and the lock.
      const tabA = new TokenRefresher(server.refresh, lock);
      const tabB = new TokenRefresher(server.refresh, lock);
      const [a, b] = await Promise.all([tabA.freshToken('a1'), tabB.freshToken('a1')]);
      expect(server.calls).toEqual(['r1']);
      expect(a).toBe('a2');
      expect(b).toBe('a2');
      expect(getRefreshToken()).toBe('r2');
      expect(lost).not.toHaveBeenCalled();
    });
  }

  it('without a lock the second tab would present the rotated token (what the lock prevents)', async () => {
    signedIn();
    const server = fakeServer();
    const noLock: TabLock = (_name, fn) => fn();
    const results = await Promise.allSettled([
      new TokenRefresher(server.refresh, noLock).freshToken('a1'),
      new TokenRefresher(server.refresh, noLock).freshToken('a1'),
    ]);
    expect(server.calls).toEqual(['r1', 'r1']);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('a tab whose request failed with a token another tab already replaced does not refresh', async () => {
    signedIn();
    const server = fakeServer();
    const tabA = new TokenRefresher(server.refresh, storageLockFn);
    await tabA.freshToken('a1');
    const tabB = new TokenRefresher(server.refresh, storageLockFn);
    await expect(tabB.freshToken('a1')).resolves.toBe('a2');
    expect(server.calls).toEqual(['r1']);
    expect(getAccessToken()).toBe('a2');
  });

  it('uses navigator.locks when the browser has it', async () => {
    const request = vi.fn((_name: string, fn: () => Promise<unknown>) => fn());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    await expect(tabLock('x', async () => 42)).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith('x', expect.any(Function));
  });

  it('the localStorage lease serialises holders and is released after use, even on error', async () => {
    const order: string[] = [];
    const hold = (id: string, fail = false) =>
      storageLock('t', async () => {
        order.push(`${id}+`);
        await new Promise((r) => setTimeout(r, 20));
        order.push(`${id}-`);
        if (fail) throw new Error('boom');
      });
    const results = await Promise.allSettled([hold('a', true), hold('b'), hold('c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    for (let i = 0; i < order.length; i += 2) expect(order[i].slice(0, 1)).toBe(order[i + 1].slice(0, 1));
    expect(window.localStorage.getItem('lock:t')).toBeNull();
  });
});

const locks = fakeWebLocks();
const storageLockFn: TabLock = (name, fn) => storageLock(name, fn);
