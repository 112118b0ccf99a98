/**
 * The closed sets of a clinical trial, as ClinicalTrials.gov API v2 writes them: the vocabulary the
 * database stores, GraphQL and REST expose, and importers and the analysis engine read.
 */

export const TRIAL_STATUSES = [
  'RECRUITING',
  'NOT_YET_RECRUITING',
  'ACTIVE_NOT_RECRUITING',
  'COMPLETED',
  'SUSPENDED',
  'TERMINATED',
  'WITHDRAWN',
  'ENROLLING_BY_INVITATION',
  'AVAILABLE',
  'NO_LONGER_AVAILABLE',
  'TEMPORARILY_NOT_AVAILABLE',
  'APPROVED_FOR_MARKETING',
  'WITHHELD',
  'UNKNOWN',
] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

/** Phase codes as ClinicalTrials.gov API v2 writes them. */
export const PHASE_CODES = ['EARLY_PHASE1', 'PHASE1', 'PHASE2', 'PHASE3', 'PHASE4', 'NA'] as const;
export type PhaseCode = (typeof PHASE_CODES)[number];
export const isPhaseCode = (v: string): v is PhaseCode => (PHASE_CODES as readonly string[]).includes(v);

/** Where a trial comes from: demo (generated demonstration data) or imported. */
export const TRIAL_SOURCES = ['demo', 'imported'] as const;
export type TrialSource = (typeof TRIAL_SOURCES)[number];

/** Study types as ClinicalTrials.gov API v2 writes them. */
export const STUDY_TYPES = ['INTERVENTIONAL', 'OBSERVATIONAL', 'EXPANDED_ACCESS'] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

/** Whether an enrollment count or a date is the actual one or an estimate. */
export const ACTUAL_OR_ESTIMATED = ['ACTUAL', 'ESTIMATED'] as const;
export type ActualOrEstimated = (typeof ACTUAL_OR_ESTIMATED)[number];

/** The value of a closed set, or null for anything else (importers store NULL, never a guess). */
export function oneOf<T extends string>(set: readonly T[], value: string | null | undefined): T | null {
  const v = value?.trim().toUpperCase();
  return set.find((x) => x === v) ?? null;
}
