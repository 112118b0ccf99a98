import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Last known quote or price history per ticker, kept so a provider outage can be served stale. */
export const StockSnapshot = defineEntity({
  name: 'StockSnapshot',
  tableName: 'stock_snapshots',
  properties: {
    ticker: p.string().length(16).primary(),
    kind: p.string().length(16).primary(),
    source: p.string().length(16),
    data: p.json<Record<string, unknown>>().columnType('jsonb'),
    fetchedAt: p.datetime().columnType('timestamptz'),
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});
export type StockSnapshotEntity = InferEntity<typeof StockSnapshot>;
