/** A small in-memory cache: entries live `ttlMs`, and past `maxEntries` the least recently used goes. */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expiresAt: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as recently used.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: this.clock() + this.ttlMs, value });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
