import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { CuratedSubsidiary } from './companies.data.js';

/** A listed company that sponsors trials (curated table, synced at start). */
export const Company = defineEntity({
  name: 'Company',
  tableName: 'companies',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    normalizedName: p.text().unique(),
    aliases: p.array().columnType('text[]').default('{}'),
    ticker: p.string().length(16).index(),
    exchange: p.string().length(32),
    currency: p.string().length(3),
    country: p.string().length(64).nullable(),
    kind: p.string().length(16).default('pharma'),
    /** Other sponsor names owned by the company (wholly-owned → verdict OUI; majority / JV → POSSIBLE). */
    subsidiaries: p.json<CuratedSubsidiary[]>().columnType('jsonb').default('[]'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    updatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});
export type CompanyEntity = InferEntity<typeof Company>;
