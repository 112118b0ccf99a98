import crypto from 'node:crypto';
import type { Client } from 'graphql-ws';
import type { PubSub } from '../src/graphql/pubsub.js';
import { ALERT_CREATED_TOPIC, type AlertEvent } from '../src/modules/alerts/alerts.service.js';

export const ALERT_SUBSCRIPTION = `subscription { alertCreated { id kind nctId ticker via changes { field oldValue newValue slipDays } trial { nctId } } }`;

/** Collects the alertCreated events a client receives. */
export function listen(client: Client): { events: any[]; errors: unknown[] } {
  const out = { events: [] as any[], errors: [] as unknown[] };
  client.subscribe(
    { query: ALERT_SUBSCRIPTION },
    {
      next: (v) => (v.errors ? out.errors.push(v.errors) : out.events.push(v.data!.alertCreated)),
      error: (e) => out.errors.push(e),
      complete: () => undefined,
    },
  );
  return out;
}

/**
 * Resolves once the subscription is live: probe events are published on the user's topic (the real
 * pub/sub) until one arrives; the probes are then dropped from the list.
 */
export async function live(pubsub: PubSub, userId: string, sub: { events: any[] }): Promise<void> {
  const probe: AlertEvent = {
    id: crypto.randomUUID(),
    userId,
    kind: 'NEW_TRIAL',
    nctId: null,
    ticker: null,
    createdAt: new Date().toISOString(),
    readAt: null,
    changes: [],
    previousRecommendation: null,
    recommendation: null,
    via: null,
  };
  const until = Date.now() + 5000;
  while (!sub.events.some((e) => e.id === probe.id)) {
    if (Date.now() > until) throw new Error('subscription not live within 5 s');
    pubsub.publish(ALERT_CREATED_TOPIC, userId, probe);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 60));
  sub.events.length = 0;
}

export async function waitFor<T>(fn: () => T | undefined, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
