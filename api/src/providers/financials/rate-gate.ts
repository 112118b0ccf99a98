/**
 * A process-wide request limit: at most `maxPerWindow` requests reach the server in any `windowMs`,
 * and a pause after the server said "too many requests". Each request holds one of `maxPerWindow`
 * slots from its start until its answer arrives, then for one more window: the server receives a
 * request between those two moments, so two requests of one slot reach it a window apart, whatever
 * the event loop's or the network's delays (a plain count of start times is not enough: a first
 * batch slowed by connection set-up arrives bunched with the next one). Callers are served in call
 * order; one that aborts leaves the queue at once.
 */

export interface RateGateOptions {
  maxPerWindow: number;
  windowMs: number;
  /** Tests pin the clock (ms) and the sleep. */
  clock?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `promise`, or the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export class RateGate {
  private readonly maxPerWindow: number;
  private readonly windowMs: number;
  private readonly clock: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private inFlight = 0;
  /** When answered requests' answers arrived, oldest first, while within the window. */
  private readonly answered: number[] = [];
  /** Wakes the caller at the head of the queue when a request is answered. */
  private onAnswer: (() => void) | null = null;
  /** The last caller's turn: each caller waits for the one before it. */
  private queue: Promise<void> = Promise.resolve();
  private pausedUntil = 0;

  constructor(opts: RateGateOptions) {
    this.maxPerWindow = Math.max(1, opts.maxPerWindow);
    this.windowMs = opts.windowMs;
    this.clock = opts.clock ?? Date.now;
    this.sleep = opts.sleep ?? sleep;
  }

  /**
   * Runs `start` (a request, resolving when its answer arrives) once a slot is free, in call order,
   * and answers what it answers. A caller whose signal aborts leaves the queue at once.
   */
  run<T>(start: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const turn = this.queue.then(() => this.take(start, signal));
    this.queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return untilAborted(
      turn.then((started) => started.result),
      signal,
    );
  }

  /** Waits for a free slot, then starts: the result is boxed so the queue moves on as soon as `start` has been called. */
  private async take<T>(start: () => Promise<T>, signal: AbortSignal | undefined): Promise<{ result: Promise<T> }> {
    for (;;) {
      // A caller that left the queue takes no slot.
      if (signal?.aborted) throw abortReason(signal);
      const now = this.clock();
      while (this.answered.length && this.answered[0] <= now - this.windowMs) this.answered.shift();
      if (this.inFlight + this.answered.length < this.maxPerWindow) {
        this.inFlight++;
        let result: Promise<T>;
        try {
          result = start();
        } catch (e) {
          result = Promise.reject(e);
        }
        const settle = () => {
          this.inFlight--;
          this.answered.push(this.clock());
          this.onAnswer?.();
        };
        result.then(settle, settle);
        return { result };
      }
      // Wait for the oldest answer to leave the window, or for a request in flight to be answered.
      await new Promise<void>((resolve, reject) => {
        const timer = new AbortController();
        const done = () => {
          this.onAnswer = null;
          timer.abort();
          resolve();
        };
        this.onAnswer = done;
        if (this.answered.length)
          this.sleep(this.answered[0] + this.windowMs - now, signal ? AbortSignal.any([signal, timer.signal]) : timer.signal).then(done, () => {
            if (signal?.aborted) {
              this.onAnswer = null;
              reject(abortReason(signal));
            }
          });
        else signal?.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
      });
    }
  }

  /** No request until `ms` from now (a 429's Retry-After, or the server's documented block). */
  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.clock() + ms);
  }

  /** Milliseconds left of a pause (0: open). */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - this.clock());
  }
}
