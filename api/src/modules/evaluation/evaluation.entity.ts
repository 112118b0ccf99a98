import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Metrics } from './evaluation.metrics.js';
import type { EvaluationSetKind, Exclusion } from './evaluation.report.js';

/**
 * One run of `npm run evaluate` on a labelled set: what /methodology shows (the latest per set).
 * History is kept; the per-trial scores are not stored (the command prints them with --list).
 */
export const Evaluation = defineEntity({
  name: 'Evaluation',
  tableName: 'evaluations',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    /** The set's name: the folder's or file's name, `imported`, or the --name given. */
    setName: p.string().length(200),
    setKind: p.string().length(16).$type<EvaluationSetKind>(),
    evaluatedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    engineVersion: p.string().length(40),
    /** Items read from the set, labelled or not. */
    readCount: p.integer(),
    /** Labelled trials scored: positives (met) + negatives (not met). */
    n: p.integer(),
    positives: p.integer(),
    negatives: p.integer(),
    /** The set's own positive rate and the Brier of that constant (an in-sample oracle). */
    baseRate: p.double().runtimeType('number').$type<number>().nullable(),
    baseRateBrier: p.double().runtimeType('number').$type<number>().nullable(),
    exclusions: p.json<Exclusion[]>().columnType('jsonb'),
    /** Metrics of the engine's readout probability and of the prior alone, each with its reliability table. */
    probability: p.json<Metrics>().columnType('jsonb'),
    prior: p.json<Metrics>().columnType('jsonb'),
  },
  indexes: [{ properties: ['setName', 'evaluatedAt'] }],
});
export type EvaluationEntity = InferEntity<typeof Evaluation>;
