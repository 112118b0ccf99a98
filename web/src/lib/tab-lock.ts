/**
 * A lock shared by every tab of this origin: `fn` runs while no other tab holds `name`.
 * Web Locks (`navigator.locks`) where the browser has them; otherwise a lease in localStorage
 * (a tab that dies holding it loses it after `LEASE_MS`).
 */
export type TabLock = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

const LEASE_MS = 10_000;
const POLL_MS = 50;

interface LocksLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LocksLike | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LocksLike }).locks : undefined;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export const tabLock: TabLock = (name, fn) => {
  const locks = webLocks();
  return locks ? locks.request(name, fn) : storageLock(name, fn);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tabId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The localStorage fallback: write a lease, read it back after a beat, hold it if it is still ours. */
export async function storageLock<T>(name: string, fn: () => Promise<T>, storage: Storage = window.localStorage): Promise<T> {
  const key = `lock:${name}`;
  const me = tabId();
  const deadline = Date.now() + LEASE_MS * 3;
  for (;;) {
    const held = parseLease(storage.getItem(key));
    if (!held || held.until < Date.now() || Date.now() > deadline) {
      storage.setItem(key, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
      await sleep(POLL_MS / 2); // another tab writing at the same moment: the last write wins, the other sees it
      if (parseLease(storage.getItem(key))?.owner === me) break;
    }
    await sleep(POLL_MS);
  }
  try {
    return await fn();
  } finally {
    if (parseLease(storage.getItem(key))?.owner === me) storage.removeItem(key);
  }
}

function parseLease(raw: string | null): { owner: string; until: number } | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { owner?: unknown; until?: unknown };
    return typeof v.owner === 'string' && typeof v.until === 'number' ? { owner: v.owner, until: v.until } : null;
  } catch {
    return null;
  }
}
