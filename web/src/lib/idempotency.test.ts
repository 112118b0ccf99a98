import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientMutationId, useRetryKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client mutation ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are v4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    expect(newClientMutationId()).toMatch(UUID);
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const ids = new Set(Array.from({ length: 50 }, () => newClientMutationId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });

  it('useRetryKey keeps the key for the same input until done, and changes it for another input', () => {
    const { result } = renderHook(() => useRetryKey());
    const a = result.current.keyFor({ content: 'x' });
    expect(result.current.keyFor({ content: 'x' })).toBe(a);
    const b = result.current.keyFor({ content: 'y' });
    expect(b).not.toBe(a);
    act(() => result.current.done());
    expect(result.current.keyFor({ content: 'y' })).not.toBe(b);
  });
});
