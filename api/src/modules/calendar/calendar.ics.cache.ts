import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { Deps } from '../../deps.js';
import { regulatoryEventsVersion } from '../regulatory/regulatory.calendar.js';

/**
 * The built calendar.ics documents, per normalised query, while the trials do not change.
 *
 * Validity: each entry carries the trials' version at the time it was built: the number of trials
 * and the latest `updated_at` and `analyzed_at` (an upsert that changes a trial bumps `updated_at`,
 * an analysis sets `analyzed_at`, a deletion changes the count). Requests read that version (one
 * aggregate over the table, shared by the requests of the same second) and only a matching entry
 * is served. The version lives in PostgreSQL, so an import, seed or analysis run by
 * another process (a CLI, another server) invalidates every server's cache at once; there is no
 * in-process generation to forget to bump. `updated_at` is the writing transaction's start time, so
 * a long import committing after a shorter one may not move the maximum: entries are therefore also
 * rebuilt after ICS_CACHE_TTL_MS (well within the feed's advertised `max-age=300`). Concurrent misses
 * of one key share one build.
 */
export interface IcsDocument {
  body: string;
  etag: string;
  truncated: boolean;
}

interface Entry extends IcsDocument {
  version: string;
  bytes: number;
  at: number;
}

/** An entry is rebuilt after this long even if the version did not move (see above). */
export const ICS_CACHE_TTL_MS = 60_000;

/** At most this many bytes of documents per process (a full 60-month feed is about 1 MB). */
export const ICS_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export class IcsCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes = ICS_CACHE_MAX_BYTES,
    private readonly ttlMs = ICS_CACHE_TTL_MS,
  ) {}

  async get(key: string, version: string, build: () => Promise<{ body: string; truncated: boolean }>): Promise<IcsDocument> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.ttlMs) {
      this.hits += 1;
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    this.misses += 1;
    const flightKey = `${version}\u0000${key}`;
    let job = this.building.get(flightKey);
    if (!job) {
      job = build()
        .then(({ body, truncated }) => {
          const entry: Entry = {
            body,
            truncated,
            version,
            at: Date.now(),
            bytes: Buffer.byteLength(body),
            etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
          };
          this.store(key, entry);
          return entry;
        })
        .finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, job);
    }
    return job;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}

/** The version is read at most this often per process (it is one scan of the trials: ~2 ms at 3 000, ~25 ms at 20 000). */
export const ICS_VERSION_MAX_AGE_MS = 1_000;

const versions = new WeakMap<Deps, { at: number; value: Promise<string> }>();

/** The trials' version (see IcsCache): count, latest updated_at and latest analyzed_at, then the regulatory events' and links' (the feed lists them too); shared for up to a second. */
export function trialsIcsVersion(ctx: AppContext): Promise<string> {
  const known = versions.get(ctx.deps);
  if (known && Date.now() - known.at < ICS_VERSION_MAX_AGE_MS) return known.value;
  const value = (async () => {
    const [rows, regulatory] = await Promise.all([
      ctx.em
        .getConnection()
        .execute<{ v: string }[]>(
          `select count(*)::text || '/' || coalesce(max(updated_at)::text, '') || '/' || coalesce(max(analyzed_at)::text, '') as v from trials`,
        ),
      regulatoryEventsVersion(ctx.em),
    ]);
    return `${rows[0]?.v ?? ''}|${regulatory}`;
  })();
  versions.set(ctx.deps, { at: Date.now(), value });
  value.catch(() => versions.delete(ctx.deps));
  return value;
}

const caches = new WeakMap<Deps, IcsCache>();

/** One cache per process-wide dependencies (each test database has its own). */
export function icsCacheFor(deps: Deps): IcsCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new IcsCache()));
  return cache;
}
