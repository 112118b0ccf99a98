import { describe, expect, it } from 'vitest';
import { RateGate } from './rate-gate.js';

/** A gate on a fake clock whose sleeps advance the clock: the start times without waiting. */
function fakeGate(maxPerWindow: number, windowMs: number) {
  let now = 0;
  const gate = new RateGate({
    maxPerWindow,
    windowMs,
    clock: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  });
  const starts: number[] = [];
  // Records the clock at the moment the gate starts the request.
  const start = () =>
    gate.run(async () => {
      starts.push(now);
    });
  return { gate, starts, start, advance: (ms: number) => (now += ms) };
}

describe('RateGate', () => {
  it('lets the first 10 through at once, then each later one a window after the start 10 before it', async () => {
    const { starts, start } = fakeGate(10, 1000);
    await Promise.all(Array.from({ length: 25 }, start));
    expect(starts).toEqual([...Array(10).fill(0), ...Array(10).fill(1000), ...Array(5).fill(2000)]);
  });

  it('counts a sliding window, not calendar seconds', async () => {
    const { starts, start, advance } = fakeGate(2, 1000);
    await start(); // 0
    advance(900);
    await start(); // 900
    advance(200);
    await start(); // 1100: only 900 is within the last second
    await start(); // (900, 1100] is full: waits until 1900
    expect(starts).toEqual([0, 900, 1100, 1900]);
  });

  it('holds a slot while its request is in flight, then for a window after its answer', async () => {
    const { gate, starts, start, advance } = fakeGate(1, 1000);
    let answer!: () => void;
    const slow = gate.run(() => {
      starts.push(0);
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const next = start();
    await Promise.resolve();
    advance(5000); // the request is still in flight: its slot stays taken
    answer(); // answered at 5000: the slot is free again at 6000
    await slow;
    await next;
    expect(starts).toEqual([0, 6000]);
  });

  it('pauses, and lets an aborting caller leave the queue at once without taking a slot', async () => {
    const { gate, advance } = fakeGate(1, 1000);
    gate.pause(5000);
    expect(gate.pausedFor()).toBe(5000);
    advance(4000);
    expect(gate.pausedFor()).toBe(1000);
    gate.pause(10); // a shorter pause never shortens the current one
    expect(gate.pausedFor()).toBe(1000);
    await expect(gate.run(async () => 1, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });

    const real = new RateGate({ maxPerWindow: 1, windowMs: 300 });
    await real.run(async () => 1);
    const controller = new AbortController();
    const leaving = real.run(async () => 2, controller.signal);
    const next = real.run(async () => 3);
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    const started = performance.now();
    expect(await next).toBe(3); // the slot the aborted caller left goes to the next one, a window after the first answer
    expect(performance.now() - started).toBeLessThan(400);
  });
});
