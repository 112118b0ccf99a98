import pg from 'pg';
import { logger } from '../lib/logger.js';
import type { ResponseCache } from './response-cache.js';

export const TRIALS_CHANNEL = 'trialyst_trials';

const RETRY_MS = [250, 1000, 5000];

/**
 * Holds one connection of its own (outside the pool) that LISTENs to the announcements of writes to
 * `trials`, and feeds them to the cache. The cache serves only while this connection listens:
 * started after LISTEN is acknowledged, stopped (and emptied) the moment the connection fails;
 * it then reconnects with a backoff.
 */
export function listenForTrialWrites(url: string, cache: ResponseCache): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = undefined;
    cache.setListening(false);
    if (closed) return;
    logger.debug({ why }, 'response cache: trial announcements lost; reconnecting');
    c.end().catch(() => undefined);
    const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'trialyst-cache-listener' });
    client = c;
    c.on('error', (e) => lost(c, e.message));
    c.on('end', () => lost(c, 'connection ended'));
    c.on('notification', (n) => {
      if (n.channel === TRIALS_CHANNEL) cache.invalidate(n.payload ?? '*');
    });
    try {
      await c.connect();
      await c.query(`listen ${TRIALS_CHANNEL}`);
      if (client !== c || closed) return;
      attempt = 0;
      cache.setListening(true);
    } catch (e) {
      lost(c, (e as Error).message);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      cache.setListening(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
