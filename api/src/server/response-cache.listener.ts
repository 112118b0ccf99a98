import pg from 'pg';
import { logger } from '../lib/logger.js';

/** Runs a statement on the listening connection: e.g. reading what an announcement names. */
export type ListenerQuery = <R extends pg.QueryResultRow>(sql: string, params: unknown[]) => Promise<R[]>;

/** What keeps something derived from rows that PostgreSQL announces the writes of (NOTIFY on a channel). */
export interface ChannelListener {
  /** Whether the channel is heard: on once its LISTEN is acknowledged, off the moment the connection fails. */
  setListening(on: boolean): void;
  /** An announcement on the channel: its payload (empty when it had none). */
  notify(payload: string, query: ListenerQuery): void;
  /**
   * The connection answered a heartbeat sent at `sentAt` (performance.now()): it was alive then, so
   * every announcement committed before it has been delivered (PostgreSQL sends pending
   * notifications before answering).
   */
  alive?(sentAt: number): void;
}

/** What keeps answers derived from `trials` rows: the response cache, the companies' trials. */
export interface TrialWriteSink {
  /** Whether announcements are heard; a sink serves nothing while they are not. */
  setListening(on: boolean): void;
  /** `*` or NCT ids separated by commas; `tickersOf` reads those trials' current tickers. */
  invalidate(payload: string, tickersOf: (nctIds: string[]) => Promise<string[]>): void;
}

export const TRIALS_CHANNEL = 'trialyst_trials';

const RETRY_MS = [250, 1000, 5000];
/** How often the connection is asked to prove it is alive (a `select 1`). */
export const HEARTBEAT_MS = 250;
/** A heartbeat unanswered for this long: the connection is taken as lost (a half-open TCP connection never fails by itself). */
const DEAD_AFTER_MS = 15_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const TICKERS_OF = `select distinct x from trials t, unnest(array_append(t.collaborator_tickers, t.ticker)) x
  where t.nct_id = any($1::text[]) and x is not null`;

/** One attempt at a connection, and what it has acknowledged. */
interface Attempt {
  client: pg.Client;
  /** Channels whose LISTEN this connection acknowledged. */
  heard: Set<string>;
  /** The initial LISTENs are done: a channel added from now on is listened to at once. */
  ready: boolean;
  heartbeat?: NodeJS.Timeout;
  /** When the heartbeat in flight was sent. */
  pingSentAt?: number;
}

/**
 * One connection of its own (outside the pool) per database and process, shared by everyone who
 * LISTENs to that database's announcements. A listener serves only while its channel is heard:
 * started after its LISTEN is acknowledged, stopped the moment the connection fails; the connection
 * then reconnects with a backoff. A heartbeat every HEARTBEAT_MS tells listeners how recently the
 * connection was known to be alive, and ends a connection that stopped answering.
 */
class SharedListener {
  private readonly listeners = new Map<string, Set<ChannelListener>>();
  private current: Attempt | undefined;
  private attempts = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly onEmpty: () => void,
  ) {}

  add(channel: string, listener: ChannelListener): void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    const a = this.current;
    if (!a) {
      if (!this.retry) void this.connect();
    } else if (a.heard.has(channel)) {
      listener.setListening(true);
    } else if (a.ready) {
      this.listenTo(a, channel).catch((e: Error) => this.lost(a, e.message));
    }
  }

  async remove(channel: string, listener: ChannelListener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener)) return;
    listener.setListening(false);
    if (set.size) return;
    this.listeners.delete(channel);
    const a = this.current;
    if (this.listeners.size) {
      a?.heard.delete(channel);
      await a?.client.query(`unlisten "${channel}"`).catch(() => undefined);
      return;
    }
    this.onEmpty();
    clearTimeout(this.retry);
    this.retry = undefined;
    this.current = undefined;
    if (a) {
      clearInterval(a.heartbeat);
      await a.client.end().catch(() => undefined);
    }
  }

  private lost(a: Attempt, why: string): void {
    if (this.current !== a) return;
    this.current = undefined;
    clearInterval(a.heartbeat);
    for (const set of this.listeners.values()) for (const l of set) l.setListening(false);
    a.client.end().catch(() => undefined);
    if (!this.listeners.size) return;
    logger.debug({ why, channels: [...this.listeners.keys()] }, 'database announcements lost; reconnecting');
    const delay = RETRY_MS[Math.min(this.attempts++, RETRY_MS.length - 1)];
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.connect();
    }, delay);
    this.retry.unref();
  }

  private async connect(): Promise<void> {
    if (!this.listeners.size) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000, application_name: 'trialyst-cache-listener' });
    const a: Attempt = { client, heard: new Set(), ready: false };
    this.current = a;
    client.on('error', (e) => this.lost(a, e.message));
    client.on('end', () => this.lost(a, 'connection ended'));
    const query: ListenerQuery = async (sql, params) => (await client.query(sql, params)).rows;
    client.on('notification', (n) => {
      if (this.current !== a) return;
      for (const l of this.listeners.get(n.channel) ?? []) {
        try {
          l.notify(n.payload ?? '*', query);
        } catch (err) {
          logger.error({ err, channel: n.channel }, 'database announcement: listener failed');
        }
      }
    });
    try {
      await client.connect();
      // Channels added while connecting are listened to here too.
      for (let pending = this.unheard(a); pending.length; pending = this.unheard(a)) {
        for (const channel of pending) await this.listenTo(a, channel);
        if (this.current !== a) return;
      }
      a.ready = true;
      this.attempts = 0;
      a.heartbeat = setInterval(() => this.beat(a), HEARTBEAT_MS);
      a.heartbeat.unref();
    } catch (e) {
      this.lost(a, (e as Error).message);
    }
  }

  private unheard(a: Attempt): string[] {
    return [...this.listeners.keys()].filter((c) => !a.heard.has(c));
  }

  private async listenTo(a: Attempt, channel: string): Promise<void> {
    const sentAt = performance.now();
    await a.client.query(`listen "${channel}"`);
    if (this.current !== a || !this.listeners.has(channel) || a.heard.has(channel)) return;
    a.heard.add(channel);
    for (const l of this.listeners.get(channel) ?? []) {
      l.setListening(true);
      l.alive?.(sentAt);
    }
  }

  private beat(a: Attempt): void {
    if (this.current !== a) return;
    const now = performance.now();
    if (a.pingSentAt !== undefined) {
      if (now - a.pingSentAt > DEAD_AFTER_MS) this.lost(a, 'heartbeat unanswered');
      return;
    }
    a.pingSentAt = now;
    a.client.query('select 1').then(
      () => {
        a.pingSentAt = undefined;
        if (this.current !== a) return;
        for (const channel of a.heard) for (const l of this.listeners.get(channel) ?? []) l.alive?.(now);
      },
      (e: Error) => this.lost(a, e.message),
    );
  }
}

const shared = new Map<string, SharedListener>();

/**
 * Hands `listener` the announcements on `channel` of the database at `url`, over the process's one
 * listening connection to that database. Returns the function that stops listening (the connection
 * closes with its last listener).
 */
export function listenToChannel(url: string, channel: string, listener: ChannelListener): { close(): Promise<void> } {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let connection = shared.get(url);
  if (!connection) {
    const created = new SharedListener(url, () => {
      if (shared.get(url) === created) shared.delete(url);
    });
    shared.set(url, (connection = created));
  }
  const owner = connection;
  owner.add(channel, listener);
  let closed = false;
  return {
    async close() {
      if (closed) return;
      closed = true;
      await owner.remove(channel, listener);
    },
  };
}

/**
 * Feeds the announcements of writes to `trials` (migration TrialChangeNotify) to the caches. A cache
 * serves only while they are heard: started after LISTEN is acknowledged, stopped (and emptied) the
 * moment the connection fails.
 */
export function listenForTrialWrites(url: string, sinks: TrialWriteSink[]): { close(): Promise<void> } {
  return listenToChannel(url, TRIALS_CHANNEL, {
    setListening: (on) => {
      for (const sink of sinks) sink.setListening(on);
    },
    notify: (payload, query) => {
      const tickersOf = async (ids: string[]) => (await query<{ x: string }>(TICKERS_OF, [ids])).map((r) => r.x);
      for (const sink of sinks) sink.invalidate(payload, tickersOf);
    },
  });
}
