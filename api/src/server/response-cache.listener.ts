import pg from 'pg';
import { logger } from '../lib/logger.js';

/** What keeps answers derived from `trials` rows: the response cache, the companies' trials. */
export interface TrialWriteSink {
  /** Whether announcements are heard; a sink serves nothing while they are not. */
  setListening(on: boolean): void;
  /** `*` or NCT ids separated by commas; `tickersOf` reads those trials' current tickers. */
  invalidate(payload: string, tickersOf: (nctIds: string[]) => Promise<string[]>): void;
}

export const TRIALS_CHANNEL = 'trialyst_trials';

const RETRY_MS = [250, 1000, 5000];

const TICKERS_OF = `select distinct x from trials t, unnest(array_append(t.collaborator_tickers, t.ticker)) x
  where t.nct_id = any($1::text[]) and x is not null`;

/**
 * Holds one connection of its own (outside the pool) that LISTENs to the announcements of writes to
 * `trials`, and feeds them to the caches. A cache serves only while this connection listens:
 * started after LISTEN is acknowledged, stopped (and emptied) the moment the connection fails;
 * it then reconnects with a backoff.
 */
export function listenForTrialWrites(url: string, sinks: TrialWriteSink[]): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = undefined;
    for (const sink of sinks) sink.setListening(false);
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
    const tickersOf = async (ids: string[]) => (await c.query<{ x: string }>(TICKERS_OF, [ids])).rows.map((r) => r.x);
    c.on('notification', (n) => {
      if (n.channel === TRIALS_CHANNEL) for (const sink of sinks) sink.invalidate(n.payload ?? '*', tickersOf);
    });
    try {
      await c.connect();
      await c.query(`listen ${TRIALS_CHANNEL}`);
      if (client !== c || closed) return;
      attempt = 0;
      for (const sink of sinks) sink.setListening(true);
    } catch (e) {
      lost(c, (e as Error).message);
    }
  };

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const sink of sinks) sink.setListening(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
