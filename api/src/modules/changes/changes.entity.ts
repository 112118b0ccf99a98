import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ImportRun } from '../imports/imports.entity.js';
import { Trial } from '../trials/trials.entity.js';

/**
 * One change of a watched trial field (changes.fields.ts), recorded when an import brings a record
 * that differs from the stored one. Values are text (dates YYYY-MM-DD, lists comma- or
 * semicolon-joined: see changes.fields.ts); NULL is "no value".
 */
export const TrialChange = defineEntity({
  name: 'TrialChange',
  tableName: 'trial_changes',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    trial: () => p.manyToOne(Trial).deleteRule('cascade'),
    /** The trial property that changed, e.g. `status`, `primaryCompletionDate`. */
    field: p.string().length(40),
    oldValue: p.text().nullable(),
    newValue: p.text().nullable(),
    /** The incoming record's lastUpdatePostDate: when the registry published the change. */
    changedAt: p.date().nullable(),
    /** Dates: new − old in days (positive: moved later, a slip). */
    slipDays: p.integer().nullable(),
    /** The import that saw the change; NULL for the demo data's generated history. */
    importRun: () => p.manyToOne(ImportRun).nullable().deleteRule('set null').index(),
    recordedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
  indexes: [{ properties: ['trial', 'changedAt'] }, { properties: ['field', 'changedAt'] }],
});
export type TrialChangeEntity = InferEntity<typeof TrialChange>;
