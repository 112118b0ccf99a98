import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One import (file or live API); a live run keeps its next page token so it can resume. */
export const ImportRun = defineEntity({
  name: 'ImportRun',
  tableName: 'import_runs',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    kind: p.string().length(8),
    queryKey: p.text().index(),
    query: p.json<Record<string, unknown>>().columnType('jsonb').default('{}'),
    status: p.string().length(16),
    nextPageToken: p.text().nullable(),
    pagesFetched: p.integer().default(0),
    inserted: p.integer().default(0),
    updated: p.integer().default(0),
    unchanged: p.integer().default(0),
    skipped: p.integer().default(0),
    error: p.text().nullable(),
    startedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    finishedAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type ImportRunEntity = InferEntity<typeof ImportRun>;
