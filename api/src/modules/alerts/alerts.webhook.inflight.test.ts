import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cancelLocalAttempts, monotonicNow, trackAttempt, WebhookChangedError } from './alerts.webhook.inflight.js';

describe('webhook attempts in flight', () => {
  const never = new AbortController().signal;

  it('aborts the attempts of the changed webhook only, with why', () => {
    const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
    const a = trackAttempt(alice, monotonicNow(), never);
    const b = trackAttempt(bob, monotonicNow(), never);
    cancelLocalAttempts({ userId: alice, removed: true });
    expect(a.signal.aborted).toBe(true);
    expect(a.signal.reason).toBeInstanceOf(WebhookChangedError);
    expect(a.signal.reason).toMatchObject({ removed: true, message: 'The webhook was removed' });
    expect(b.signal.aborted).toBe(false);
    a.done();
    b.done();
  });

  it('aborts at once an attempt claimed before a change it had not seen, not one claimed after', () => {
    const user = crypto.randomUUID();
    const claimedBefore = monotonicNow();
    cancelLocalAttempts({ userId: user, removed: false });
    const stale = trackAttempt(user, claimedBefore, never);
    expect(stale.signal.reason).toMatchObject({ removed: false, message: 'The webhook was changed during the attempt' });
    const fresh = trackAttempt(user, monotonicNow(), never);
    expect(fresh.signal.aborted).toBe(false);
    stale.done();
    fresh.done();
  });

  it('aborts with the stop signal', () => {
    const stop = new AbortController();
    const attempt = trackAttempt(crypto.randomUUID(), monotonicNow(), stop.signal);
    stop.abort(new Error('stopping'));
    expect(attempt.signal.reason).toMatchObject({ message: 'stopping' });
    attempt.done();
  });
});
