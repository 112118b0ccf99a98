import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { logger } from '../lib/logger.js';
import { eventsPublished } from '../lib/metrics.js';

/**
 * Topic names, with their payloads. One process: in-memory; with REDIS_URL: Redis pub/sub,
 * so every server process sees every event.
 */
export interface Topics {
  [topic: string]: [payload: unknown] | [id: string, payload: unknown];
}

export type PubSub = ReturnType<typeof createPubSub<Topics>> & { close(): Promise<void> };

const topicStreams = new WeakSet<object>();

/**
 * Whether `stream` is exactly what `subscribe(topic, id)` returned: the events published on that
 * topic from now on, the same for every subscriber whatever it is, so one stream can serve many.
 */
export function isTopicStream(stream: unknown): boolean {
  return typeof stream === 'object' && stream !== null && topicStreams.has(stream);
}

/** Records every stream `subscribe` returns (see isTopicStream), and counts what is published (metrics). */
function marked<P extends ReturnType<typeof createPubSub<Topics>>>(pubsub: P): P {
  const subscribe = pubsub.subscribe.bind(pubsub);
  pubsub.subscribe = ((...args: Parameters<typeof subscribe>) => {
    const stream = subscribe(...args);
    topicStreams.add(stream);
    return stream;
  }) as typeof subscribe;
  const publish = pubsub.publish.bind(pubsub) as (topic: string, ...args: unknown[]) => void;
  pubsub.publish = (topic: string, ...args: unknown[]) => {
    eventsPublished.inc({ topic });
    publish(topic, ...args);
  };
  return pubsub;
}

export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) return Object.assign(marked(createPubSub<Topics>()), { close: async () => undefined });
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // The event target does not await PUBLISH: a Redis outage must cost the event, not the process.
  // It only ever calls publish(): a view of the client whose publish() never rejects.
  const safePublisher: Redis = Object.create(publishClient);
  safePublisher.publish = (channel: string, message: string) =>
    publishClient.publish(channel, message).catch((err: unknown) => {
      logger.warn({ err, channel }, 'Redis publish failed');
      return 0;
    });
  for (const client of [publishClient, subscribeClient]) client.on('error', (err) => logger.warn({ err }, 'Redis connection error'));
  const eventTarget = createRedisEventTarget({ publishClient: safePublisher, subscribeClient });
  return Object.assign(marked(createPubSub<Topics>({ eventTarget })), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
