import type DataLoader from 'dataloader';

/**
 * Per-request DataLoaders, created on first use. `C` is the request context a loader reads (the
 * app's AppContext: this file knows nothing of it). A module defines each of its loaders once, with
 * a key of its own, and lists them in its manifest (the composition refuses two loaders with one key):
 * `export const quoteLoader = defineLoader('stocks.quote', (ctx: AppContext) => new DataLoader(...))`,
 * then `quoteLoader(ctx).load(ticker)`.
 */
export class Loaders<C> {
  private readonly map = new Map<string, DataLoader<unknown, unknown>>();
  constructor(readonly ctx: C) {}
  get<K, V>(key: string, create: (ctx: C) => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.map.get(key);
    if (!loader) {
      loader = create(this.ctx);
      this.map.set(key, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

/** A loader of the request: called with the context, it returns that request's DataLoader. */
export interface LoaderDefinition<C, K, V> {
  (ctx: { loaders: Loaders<C> }): DataLoader<K, V>;
  /** Unique across the app (`<module>.<what>`). */
  readonly key: string;
}

export function defineLoader<C, K, V>(key: string, create: (ctx: C) => DataLoader<K, V>): LoaderDefinition<C, K, V> {
  return Object.assign((ctx: { loaders: Loaders<C> }) => ctx.loaders.get(key, create), { key });
}
