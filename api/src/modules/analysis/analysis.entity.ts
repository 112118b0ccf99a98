import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AnalysisErrorType, AnalysisProviderName, AnalysisText, AnalysisTimeline, Recommendation, ScoreBreakdown } from '../../domain/analysis.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { Trial } from '../trials/trials.entity.js';

/** One analysis run for a trial; history is kept, the newest is denormalised onto the trial. */
export const Analysis = defineEntity({
  name: 'Analysis',
  tableName: 'analyses',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    trial: () => p.manyToOne(Trial).deleteRule('cascade'),
    analyzedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    provider: p.string().length(16).$type<AnalysisProviderName>(),
    recommendation: p.string().length(24).$type<Recommendation>(),
    /** float8: the driver hands it over as a JS number. */
    score: p.double().runtimeType('number').$type<number>(),
    investmentVerdict: p.string().length(16).$type<InvestmentVerdict>(),
    sponsorListed: p.boolean(),
    ticker: p.string().length(16).nullable(),
    hasError: p.boolean().default(false),
    errorType: p.string().length(32).$type<AnalysisErrorType>().nullable(),
    errorMessage: p.text().nullable(),
    timeline: p.json<AnalysisTimeline>().columnType('jsonb'),
    details: p.json<{ fr: AnalysisText; en: AnalysisText }>().columnType('jsonb'),
    breakdown: p.json<ScoreBreakdown>().columnType('jsonb').nullable(),
    /** Hash of the inputs: an unchanged trial is not re-analysed. */
    inputHash: p.string().length(64),
  },
  indexes: [{ properties: ['trial', 'analyzedAt'] }],
});
export type AnalysisEntity = InferEntity<typeof Analysis>;

/** The columns the analysis engine writes (its AnalysisOutput), shared by the batch's insert and the read view. */
export const ENGINE_OUTPUT_FIELDS = [
  'provider',
  'recommendation',
  'score',
  'investmentVerdict',
  'sponsorListed',
  'ticker',
  'hasError',
  'errorType',
  'errorMessage',
  'timeline',
  'details',
  'breakdown',
] as const;
