import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Trial } from '../trials/trials.entity.js';

export type Recommendation = 'INVESTIR' | 'SURVEILLER' | 'NE_PAS_INVESTIR' | 'ERREUR_QUOTA';

export interface AnalysisText {
  analyse: string;
  opportunites: string[];
  risques: string[];
  facteurs_cles: string[];
}
export interface AnalysisTimeline {
  startDate: string | null;
  primaryCompletionDate: string | null;
  completionDate: string | null;
  resultsPostedDate: string | null;
  expectedReadoutFrom: string | null;
  expectedReadoutTo: string | null;
}
export interface BreakdownFactor {
  key: string;
  label: { fr: string; en: string };
  /** Effect in log-odds. */
  effect: number;
  source: string | null;
}
export interface ScoreBreakdown {
  area: string;
  prior: number;
  priorSource: string;
  factors: BreakdownFactor[];
  probability: number;
  materiality: number;
  score: number;
}

/** One analysis run for a trial; history is kept, the newest is denormalised onto the trial. */
export const Analysis = defineEntity({
  name: 'Analysis',
  tableName: 'analyses',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    trial: () => p.manyToOne(Trial).deleteRule('cascade'),
    analyzedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    provider: p.string().length(16),
    recommendation: p.string().length(24).$type<Recommendation>(),
    score: p.double(),
    investmentVerdict: p.string().length(16),
    sponsorListed: p.boolean(),
    ticker: p.string().length(16).nullable(),
    hasError: p.boolean().default(false),
    errorType: p.string().length(32).nullable(),
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
