import type { TrialAnalysisQuery } from '../../gql/graphql';

/** The score's construction, as the analysis query (AnalysisPanel.tsx) reads it: the breakdown card and its chart share it. */
export type ScoreBreakdown = NonNullable<TrialAnalysisQuery['trialAnalysis']['breakdown']>;
