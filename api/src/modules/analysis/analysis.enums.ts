import { registerEnumType } from 'type-graphql';
import { ANALYSIS_ERROR_TYPES, ANALYSIS_PROVIDERS, PRIOR_PHASES } from '../../domain/analysis.js';
import { AREAS } from '../../domain/therapeutic-areas.js';
import { enumOf } from '../trials/trials.enums.js';

export const AnalysisProviderEnum = enumOf(ANALYSIS_PROVIDERS);
registerEnumType(AnalysisProviderEnum, { name: 'AnalysisProvider', description: 'Who wrote an analysis: rules (the deterministic engine) or llm.' });

export const AnalysisErrorTypeEnum = enumOf(ANALYSIS_ERROR_TYPES);
registerEnumType(AnalysisErrorTypeEnum, {
  name: 'AnalysisErrorType',
  description: 'Why an analysis is flagged: DONNEES_PARTIELLES (inputs missing) or QUOTA (the LLM provider refused).',
});

export const TherapeuticAreaEnum = enumOf(AREAS);
registerEnumType(TherapeuticAreaEnum, {
  name: 'TherapeuticArea',
  description: 'Therapeutic area of the BIO / Informa / QLS report the priors come from (haematological cancers are oncology).',
});

export const PriorPhaseEnum = enumOf(PRIOR_PHASES);
registerEnumType(PriorPhaseEnum, {
  name: 'PriorPhase',
  description: "Phase a prior is taken for: the trial's highest phase, PHASE1_2 / PHASE2_3 for combined phases, NA, or UNKNOWN.",
});
