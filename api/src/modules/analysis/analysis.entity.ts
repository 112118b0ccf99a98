import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { Area } from '../../providers/analysis/areas.js';
import type { PriorPhase } from '../../providers/analysis/base-rates.js';
import { Trial, type InvestmentVerdict, type Recommendation } from '../trials/trials.entity.js';

export type { Recommendation } from '../trials/trials.entity.js';

/** Who wrote an analysis: the deterministic rules engine or the LLM explaining it. */
export const ANALYSIS_PROVIDERS = ['rules', 'llm'] as const;
export type AnalysisProviderName = (typeof ANALYSIS_PROVIDERS)[number];

/** Why an analysis is flagged: partial input data, or the LLM quota (recommendation ERREUR_QUOTA). */
export const ANALYSIS_ERROR_TYPES = ['DONNEES_PARTIELLES', 'QUOTA'] as const;
export type AnalysisErrorType = (typeof ANALYSIS_ERROR_TYPES)[number];

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
export interface Bilingual {
  fr: string;
  en: string;
}
export interface BreakdownFactor {
  key: string;
  label: Bilingual;
  /** Effect in log-odds (already bounded). */
  effect: number;
  /** Bounds the effect was clamped to. */
  min: number;
  max: number;
  /** What the engine saw, as a sentence citing the value (e.g. "Critère principal atteint (p = 0,003)"). */
  statement: Bilingual;
  /** The trial field(s) the factor reads. */
  field: string;
  source: string | null;
}
export interface ScoreBreakdown {
  area: Area;
  phase: PriorPhase;
  prior: number;
  priorSource: string;
  /** How the prior was derived for this phase from the source table. */
  priorBasis: Bilingual;
  factors: BreakdownFactor[];
  /** logit(prior) + sum of effects. */
  logOdds: number;
  probability: number;
  materiality: number;
  /** `catalyst`: the next catalyst's weight (providers/analysis/catalyst.ts); absent from analyses before engine rules-4. */
  materialityParts: { listing: number; size: number; phase?: number; catalyst?: number; marketCap: number | null };
  score: number;
  thresholds: { invest: number; watch: number };
  /** Inputs that were absent (partial data). */
  missing: string[];
  engineVersion: string;
  llm?: { model: string | null; scoreAdjustment: number; error: string | null } | null;
}

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
