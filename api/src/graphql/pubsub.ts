import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

/**
 * Topic names, with their payloads. One process: in-memory; with REDIS_URL: Redis pub/sub,
 * so every server process sees every event.
 */
export interface Topics {
  [topic: string]: [payload: unknown] | [id: string, payload: unknown];
}

export type PubSub = ReturnType<typeof createPubSub<Topics>> & { close(): Promise<void> };

export function createAppPubSub(redisUrl?: string): PubSub {
  if (!redisUrl) return Object.assign(createPubSub<Topics>(), { close: async () => undefined });
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return Object.assign(createPubSub<Topics>({ eventTarget }), {
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}
