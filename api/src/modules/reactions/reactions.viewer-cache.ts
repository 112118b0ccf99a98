import type { Config } from '../../config.js';
import type { ReactionKind } from './reactions.entity.js';

/** A user's reactions as read at `readAt` (a generation of the cache), and single trials read again since. */
interface UserReactions {
  readAt: number;
  kinds: Map<string, ReactionKind>;
  reread: Map<string, { kind: ReactionKind | null; readAt: number }>;
}

/** Reads every reaction of a user (null: more than `limit`, too many to keep). */
export type ReadAllReactions = (userId: string, limit: number) => Promise<Map<string, ReactionKind> | null>;

/**
 * Each signed-in viewer's reactions, in memory, so that a signed-in trial page served from the
 * response cache reads nothing from PostgreSQL for its viewer part.
 *
 * A user's reactions are read once, whole (a user reacts to tens of trials, not thousands: a user
 * with more than `maxPerUser` is never kept). Every reaction write also writes the trial's counters
 * in the same transaction, so PostgreSQL's announcements of trial writes (the response cache's
 * LISTEN connection) name every trial whose reactions changed, from any process. An announced trial
 * is marked with the announcement's generation; a user's reaction to it counts only if it was read
 * after that generation, otherwise it is read again (and kept as read then). A `*` announcement, or
 * losing the connection, drops everything; a read started before such a drop is not kept. Nothing
 * is served while announcements cannot be heard. Without a listener (tests, CLI) the cache is off.
 */
export class ViewerReactionsCache {
  /** Kept users, least recently used first; null: a user with too many reactions to keep (not read again). */
  private readonly users = new Map<string, UserReactions | null>();
  private readonly reading = new Map<string, Promise<void>>();
  /** Trial → generation of its last announced write. */
  private readonly changedAt = new Map<string, number>();
  private listening = false;
  private generationCount = 0;
  /** Generation of the last drop: reads started before it are not kept. */
  private droppedAt = 0;
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly maxUsers: number,
    private readonly maxPerUser = 2000,
    /** Announced trials remembered before everything is dropped instead (a bound on memory). */
    private readonly maxChanged = 100_000,
  ) {}

  get enabled(): boolean {
    return this.listening && this.maxUsers > 0;
  }

  get generation(): number {
    return this.generationCount;
  }

  setListening(on: boolean): void {
    this.drop();
    this.listening = on;
  }

  /** An announcement: `*` or NCT ids separated by commas. */
  invalidate(payload: string): void {
    if (payload === '*' || payload === '' || this.changedAt.size > this.maxChanged) return this.drop();
    const at = ++this.generationCount;
    for (const id of payload.split(',')) this.changedAt.set(id, at);
  }

  /** A reaction written by this process: read again from the database next time, even before its announcement arrives. */
  wrote(nctId: string): void {
    if (this.enabled) this.invalidate(nctId);
  }

  /** The user's reaction to the trial, or undefined when it must be read from the database. */
  lookup(userId: string, nctId: string): ReactionKind | null | undefined {
    const kind = this.known(userId, nctId);
    if (kind === undefined) this.stats.misses++;
    else this.stats.hits++;
    return kind;
  }

  private known(userId: string, nctId: string): ReactionKind | null | undefined {
    const user = this.enabled ? this.users.get(userId) : undefined;
    if (!user) return undefined;
    const changed = this.changedAt.get(nctId) ?? 0;
    // A trial read again since the user's whole read was, after its last announced write.
    const again = user.reread.get(nctId);
    if (again && again.readAt >= changed) return again.kind;
    if (user.readAt >= changed) return user.kinds.get(nctId) ?? null;
    return undefined;
  }

  /** Reads the user's reactions unless they are kept (one read at a time per user). */
  async ensureUser(userId: string, readAll: ReadAllReactions): Promise<void> {
    if (!this.enabled) return;
    const kept = this.users.get(userId);
    if (kept !== undefined) {
      // Most recently used last.
      this.users.delete(userId);
      this.users.set(userId, kept);
      return;
    }
    const pending = this.reading.get(userId);
    if (pending) return pending;
    const readAt = this.generationCount;
    const read = readAll(userId, this.maxPerUser)
      .then((kinds) => {
        if (!this.enabled || readAt < this.droppedAt) return;
        this.users.set(userId, kinds && { readAt, kinds, reread: new Map() });
        while (this.users.size > this.maxUsers) this.users.delete(this.users.keys().next().value!);
      })
      .finally(() => this.reading.delete(userId));
    this.reading.set(userId, read);
    return read;
  }

  /** Keeps reactions of `nctIds` read from the database since `readAt` (absent from `kinds`: none). */
  remember(userId: string, nctIds: readonly string[], kinds: ReadonlyMap<string, ReactionKind>, readAt: number): void {
    const user = this.enabled && readAt >= this.droppedAt ? this.users.get(userId) : undefined;
    if (!user) return;
    for (const id of nctIds) user.reread.set(id, { kind: kinds.get(id) ?? null, readAt });
  }

  private drop(): void {
    this.users.clear();
    this.changedAt.clear();
    this.droppedAt = ++this.generationCount;
  }
}

/** The process's cache, or none with VIEWER_REACTIONS_CACHE_USERS=0. */
export const viewerReactionsCacheFor = (config: Config): ViewerReactionsCache | undefined =>
  config.VIEWER_REACTIONS_CACHE_USERS > 0 ? new ViewerReactionsCache(config.VIEWER_REACTIONS_CACHE_USERS) : undefined;
