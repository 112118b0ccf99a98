import { useMemo, useRef } from 'react';

/**
 * A fresh idempotency key for one user action, sent as the mutation's `clientMutationId`. Apollo
 * replays an operation with its variables (e.g. after a token refresh), so a replay reuses the key
 * and the server answers it without doing the write twice.
 */
export function newClientMutationId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * For writes that create something (a comment, an account): the same input sent again after a
 * failure (a time-out, a lost answer) is the same action and keeps its key, so the server returns
 * the first result instead of creating a second one. A success, or another input, starts a new key.
 * Not for toggles: pressing like twice is two actions.
 */
export function useRetryKey() {
  const last = useRef<{ input: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(input: unknown): string {
        const text = JSON.stringify(input);
        if (last.current?.input !== text) last.current = { input: text, key: newClientMutationId() };
        return last.current.key;
      },
      done(): void {
        last.current = null;
      },
    }),
    [],
  );
}
