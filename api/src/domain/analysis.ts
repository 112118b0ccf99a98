import type { Bilingual } from './bilingual.js';
import type { Area } from './therapeutic-areas.js';

/** Recommendation of an investment analysis (ERREUR_QUOTA: the analysis provider refused, retried later). */
export const RECOMMENDATIONS = ['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Who wrote an analysis: the deterministic rules engine or the LLM explaining it. */
export const ANALYSIS_PROVIDERS = ['rules', 'llm'] as const;
export type AnalysisProviderName = (typeof ANALYSIS_PROVIDERS)[number];

/** Why an analysis is flagged: partial input data, or the LLM quota (recommendation ERREUR_QUOTA). */
export const ANALYSIS_ERROR_TYPES = ['DONNEES_PARTIELLES', 'QUOTA'] as const;
export type AnalysisErrorType = (typeof ANALYSIS_ERROR_TYPES)[number];

/** Phase a prior is taken for: the trial's highest phase, combined phases, NA, or UNKNOWN (no phase). */
export const PRIOR_PHASES = ['PHASE1', 'PHASE1_2', 'PHASE2', 'PHASE2_3', 'PHASE3', 'PHASE4', 'NA', 'UNKNOWN'] as const;
export type PriorPhase = (typeof PRIOR_PHASES)[number];

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
  /** `catalyst`: the next catalyst's weight (the analysis provider's catalyst.ts); absent from analyses before engine rules-4. */
  materialityParts: { listing: number; size: number; phase?: number; catalyst?: number; marketCap: number | null };
  score: number;
  thresholds: { invest: number; watch: number };
  /** Inputs that were absent (partial data). */
  missing: string[];
  engineVersion: string;
  llm?: { model: string | null; scoreAdjustment: number; error: string | null } | null;
}
