import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A stored aggregate of the whole dataset (the analytics page's latest/historical modes). */
export const AnalyticsSnapshot = defineEntity({
  name: 'AnalyticsSnapshot',
  tableName: 'analytics_snapshots',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').index(),
    filters: p.json<Record<string, unknown>>().columnType('jsonb').default('{}'),
    trialCount: p.integer(),
    summary: p.json<Record<string, unknown>>().columnType('jsonb'),
  },
});
export type AnalyticsSnapshotEntity = InferEntity<typeof AnalyticsSnapshot>;
