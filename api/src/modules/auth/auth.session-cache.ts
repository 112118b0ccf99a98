import { revokes, type SessionRevocation } from './auth.revocation.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims } from './auth.tokens.js';

/** Sessions (user and session family) kept at most; the least recently used go first. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** A kept session is checked in the database again after this long, announced or not. */
export const SESSION_CACHE_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
/**
 * How long after the listening connection last proved alive (its heartbeat, every 250 ms) the cache
 * still answers: a connection that silently stopped delivering announcements cannot keep a revoked
 * session alive longer than this.
 */
export const SESSION_CACHE_LEASE_MS = 1000;

/** A signed-in user as the bearer check answers it (an AuthUser), with the session family of its token. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
  readonly sessionId: string;
}

interface Entry {
  user: SessionUser;
  expiresAt: number;
}

interface VerifiedToken {
  claims: AccessClaims;
  /** The token's `exp` (seconds since the epoch). */
  exp: number;
}

export interface SessionCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  leaseMs?: number;
  /** Monotonic milliseconds (performance.now() by default): the clock of TTLs and the lease. */
  now?: () => number;
  /** Seconds since the epoch (the clock of tokens' `exp`). */
  epochSeconds?: () => number;
}

const keyOf = (userId: string, familyId: string) => `${userId} ${familyId}`;

/**
 * The sessions the database said were live, in memory, so that a signed-in request does not cost a
 * query: (user, session family) → the user. And the access tokens whose signature was verified, so
 * that it is not verified again (their expiry is checked at each use).
 *
 * A kept session is forgotten when the database announces a change to its user's sessions or user
 * (NOTIFY on `trialyst_sessions`, migration SessionChangeNotify: any process, any statement), when a
 * revocation is published on the app's pub/sub (auth.revocation.ts), and when this process ends
 * one (at once, before answering). The cache answers only while the announcements are heard: from
 * the acknowledgment of LISTEN, and within SESSION_CACHE_LEASE_MS of the last sign of life of that
 * connection; the moment it fails the cache is emptied, and every request is checked in the
 * database until it listens again.
 *
 * A check that read the database before an announcement may finish after it: `generation` counts
 * announcements, and a session is kept only if none arrived while it was read.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly tokens = new Map<string, VerifiedToken>();
  private listening = false;
  private leaseUntil = -Infinity;
  private generationCount = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly leaseMs: number;
  private readonly now: () => number;
  private readonly epochSeconds: () => number;
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(opts: SessionCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
    this.ttlMs = opts.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.leaseMs = opts.leaseMs ?? SESSION_CACHE_LEASE_MS;
    this.now = opts.now ?? (() => performance.now());
    this.epochSeconds = opts.epochSeconds ?? (() => Math.floor(Date.now() / 1000));
  }

  /** Whether kept sessions may answer now: announcements heard, and their connection alive lately. */
  get serving(): boolean {
    return this.listening && this.now() < this.leaseUntil;
  }

  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Whether announcements are heard (set by the listener); turning it off empties the cache. */
  setListening(on: boolean): void {
    if (!on) this.clearSessions();
    this.listening = on;
    if (!on) this.leaseUntil = -Infinity;
    this.generationCount++;
  }

  /** The listening connection answered a heartbeat sent at `sentAt` (same clock as `now`). */
  alive(sentAt: number): void {
    this.leaseUntil = Math.max(this.leaseUntil, sentAt + this.leaseMs);
  }

  /** The user of a live session, if kept and the cache may answer. */
  get(userId: string, familyId: string): SessionUser | undefined {
    if (!this.serving) return undefined;
    const key = keyOf(userId, familyId);
    const hit = this.sessions.get(key);
    if (!hit || hit.expiresAt <= this.now()) {
      if (hit) this.remove(key);
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.sessions.delete(key);
    this.sessions.set(key, hit);
    return hit.user;
  }

  /** Keeps a session the database said was live, read since `generation`, unless an announcement came meanwhile. */
  set(user: SessionUser, generation: number): void {
    if (!this.listening || generation !== this.generationCount || this.maxEntries <= 0) return;
    const key = keyOf(user.id, user.sessionId);
    this.remove(key);
    this.sessions.set(key, { user: Object.freeze({ ...user }), expiresAt: this.now() + this.ttlMs });
    let keys = this.byUser.get(user.id);
    if (!keys) this.byUser.set(user.id, (keys = new Set()));
    keys.add(key);
    this.stats.stores++;
    while (this.sessions.size > this.maxEntries) this.remove(this.sessions.keys().next().value!);
  }

  /** A published revocation: forgets exactly the sessions it ends. */
  revoke(revocation: SessionRevocation): void {
    this.generationCount++;
    this.stats.invalidations++;
    for (const key of [...(this.byUser.get(revocation.userId) ?? [])]) {
      const entry = this.sessions.get(key);
      if (entry && revokes(revocation, { userId: entry.user.id, familyId: entry.user.sessionId })) this.remove(key);
    }
  }

  /** A database announcement: user ids separated by commas (every session of theirs is forgotten), or `*` (or nothing: all). */
  forgetUsers(payload: string): void {
    this.generationCount++;
    this.stats.invalidations++;
    if (payload === '*' || !payload.trim()) return this.clearSessions();
    for (const userId of payload.split(',')) for (const key of [...(this.byUser.get(userId.trim()) ?? [])]) this.remove(key);
  }

  /** An access token verified before, if it has not expired since (null: it has: TOKEN_EXPIRED). */
  verifiedToken(token: string): AccessClaims | null | undefined {
    const hit = this.tokens.get(token);
    if (!hit) return undefined;
    if (hit.exp > this.epochSeconds()) return hit.claims;
    this.tokens.delete(token);
    return null;
  }

  /** Remembers a token whose signature and claims were verified (the tokens most recently verified are kept). */
  rememberToken(token: string, claims: AccessClaims, exp: number): void {
    if (this.maxEntries <= 0) return;
    this.tokens.set(token, { claims, exp });
    while (this.tokens.size > this.maxEntries) this.tokens.delete(this.tokens.keys().next().value!);
  }

  private remove(key: string): void {
    const entry = this.sessions.get(key);
    if (!entry) return;
    this.sessions.delete(key);
    const keys = this.byUser.get(entry.user.id);
    keys?.delete(key);
    if (keys && !keys.size) this.byUser.delete(entry.user.id);
  }

  private clearSessions(): void {
    this.sessions.clear();
    this.byUser.clear();
  }
}
