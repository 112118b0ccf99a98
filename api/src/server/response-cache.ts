import crypto from 'node:crypto';
import { parse, type GraphQLSchema } from 'graphql';
import { parseOptions } from './graphql.limits.js';
import type { AppContext } from '../context.js';
import { cacheableShape, cacheableTypes, dependenciesOf, type CacheableShape, type Dependencies, type ResponseCacheRules } from './response-cache.policy.js';
import { answerForViewer, type ViewerPart } from './response-cache.viewer.js';

/**
 * Anonymous answers of `/graphql` kept in memory until the trials they read change.
 *
 * Only answers without errors to operations whose fields all come from `trials` rows are kept
 * (response-cache.policy.ts, by the modules' rules), as a signed-out visitor gets them, keyed by the
 * exact query text, operation name, variables, language and day. A signed-in viewer gets the same
 * answer with their own viewer fields merged in (response-cache.viewer.ts). Every statement that writes `trials`, in any process,
 * is announced by PostgreSQL (NOTIFY, after its commit) and drops the answers that read those trials;
 * while the announcements cannot be heard (no LISTEN connection yet, or it was lost), nothing is
 * served from the cache and nothing is stored, so a stale answer is never served for longer than a
 * notification takes to arrive.
 *
 * A request that started before an announcement may finish after it with data read before the
 * write: `generation` counts announcements, and an answer is stored only if none arrived while it
 * was computed.
 */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface CacheKey {
  key: string;
  deps: Dependencies;
  /** What a signed-in answer adds to the cached one. */
  viewer: ViewerPart;
  variables: Record<string, unknown>;
}

interface Entry extends CachedAnswer {
  deps: Dependencies;
  /** Bytes counted for it: its body, and the template its first signed-in read cut from it. */
  size: number;
}

export interface ResponseCacheStats {
  hits: number;
  misses: number;
  stores: number;
  invalidations: number;
  entries: number;
  bytes: number;
}

/** Queries whose cacheability was decided, by text (a web app sends a few dozen). */
const MAX_DOCUMENTS = 500;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTrial = new Map<string, Set<string>>();
  /** Per query text and operation name: its hash and shape, or null when never cacheable. */
  private readonly documents = new Map<string, { hash: string; shape: CacheableShape } | null>();
  private readonly types: ReadonlySet<string>;
  private bytes = 0;
  private listening = false;
  private generationCount = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: ResponseCacheRules,
    private readonly maxBytes: number,
  ) {
    this.types = cacheableTypes(schema, rules);
  }

  /** Whether announcements are heard (set by the listener); turning it off empties the cache. */
  setListening(on: boolean): void {
    if (!on) this.clear();
    this.listening = on;
    this.generationCount++;
  }

  get enabled(): boolean {
    return this.listening && this.maxBytes > 0;
  }

  get generation(): number {
    return this.generationCount;
  }

  /** The cache key of a request, or null when its answer is not to be cached. */
  keyOf(body: unknown, locale: string): CacheKey | null {
    if (!this.enabled || typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || extensions !== undefined) return null;
    if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    const known = this.document(query, operationName ?? undefined);
    if (!known) return null;
    const vars = (variables ?? {}) as Record<string, unknown>;
    const deps = dependenciesOf(known.shape, vars);
    if (!deps) return null;
    const day = new Date().toISOString().slice(0, 10);
    let key: string;
    try {
      key = `${known.hash}|${JSON.stringify([vars, locale, day])}`;
    } catch {
      // Variables JSON cannot serialise (nested past the stack, a cycle): answered, never cached.
      return null;
    }
    return { key, deps, viewer: known.shape.viewer, variables: vars };
  }

  /** A signed-in answer: the shared answer with `context`'s viewer fields (null: execute the request whole). */
  async forViewer(shared: CachedAnswer, key: CacheKey, context: AppContext): Promise<CachedAnswer | null> {
    if (key.viewer.kind === 'none') return shared;
    if (key.viewer.kind === 'whole') return null;
    const body = await answerForViewer(this.schema, this.rules, key.viewer, shared, context, key.variables, (bytes) => this.grow(key.key, shared, bytes));
    return body === null ? null : { ...shared, body };
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.enabled ? this.entries.get(key) : undefined;
    if (hit) {
      this.stats.hits++;
      // Least recently used last: re-insert.
      this.entries.delete(key);
      this.entries.set(key, hit);
    } else {
      this.stats.misses++;
    }
    return hit;
  }

  /**
   * Keeps an answer computed since `generation` was read, unless an announcement came meanwhile.
   * Returns the answer as kept (the object later reads get), or `answer` when it is not kept.
   */
  set(key: string, deps: Dependencies, answer: CachedAnswer, generation: number): CachedAnswer {
    if (!this.enabled || generation !== this.generationCount) return answer;
    const size = answer.body.length + 200;
    if (size > this.maxBytes / 8) return answer;
    this.remove(key);
    const entry: Entry = { ...answer, deps, size };
    this.entries.set(key, entry);
    this.bytes += size;
    for (const id of deps.kind === 'trials' ? deps.ids : ['*']) {
      let keys = this.byTrial.get(id);
      if (!keys) this.byTrial.set(id, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stores++;
    this.evictOverflow();
    return entry;
  }

  /** A kept answer took `bytes` more (its viewer template). */
  private grow(key: string, answer: CachedAnswer, bytes: number): void {
    const entry = this.entries.get(key);
    if (entry !== answer) return;
    entry.size += bytes;
    this.bytes += bytes;
    this.evictOverflow();
  }

  private evictOverflow(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** An announcement: `*` or NCT ids separated by commas. */
  invalidate(payload: string): void {
    this.generationCount++;
    this.stats.invalidations++;
    if (payload === '*' || payload === '') return this.clear();
    for (const key of this.byTrial.get('*') ?? []) this.remove(key);
    for (const id of payload.split(',')) for (const key of this.byTrial.get(id) ?? []) this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.byTrial.clear();
    this.bytes = 0;
  }

  snapshot(): ResponseCacheStats {
    return { ...this.stats, entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const id of entry.deps.kind === 'trials' ? entry.deps.ids : ['*']) {
      const keys = this.byTrial.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.byTrial.delete(id);
    }
  }

  private document(query: string, operationName: string | undefined): { hash: string; shape: CacheableShape } | null {
    const id = `${operationName ?? ''}\n${query}`;
    const known = this.documents.get(id);
    if (known !== undefined) return known;
    let entry: { hash: string; shape: CacheableShape } | null = null;
    try {
      const shape = cacheableShape(this.schema, this.rules, this.types, parse(query, parseOptions), operationName);
      if (shape) entry = { hash: crypto.createHash('sha256').update(id).digest('base64url'), shape };
    } catch {
      entry = null;
    }
    if (this.documents.size >= MAX_DOCUMENTS) this.documents.delete(this.documents.keys().next().value!);
    this.documents.set(id, entry);
    return entry;
  }
}
