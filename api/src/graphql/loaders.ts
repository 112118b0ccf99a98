import type DataLoader from 'dataloader';
import type { AppContext } from '../context.js';

/**
 * Per-request DataLoaders, created on first use. A module defines its loader as
 * `export const quoteLoader = (ctx) => ctx.loaders.get('stocks.quote', () => new DataLoader(...))`.
 */
export class Loaders {
  private readonly map = new Map<string, DataLoader<unknown, unknown>>();
  constructor(readonly ctx: AppContext) {}
  get<K, V>(key: string, create: (ctx: AppContext) => DataLoader<K, V>): DataLoader<K, V> {
    let loader = this.map.get(key);
    if (!loader) {
      loader = create(this.ctx);
      this.map.set(key, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

export const createLoaders = (ctx: AppContext) => new Loaders(ctx);
