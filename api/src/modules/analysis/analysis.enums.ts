import { registerEnumType } from 'type-graphql';
import { enumOf } from '../trials/trials.enums.js';
import { ANALYSIS_ERROR_TYPES, ANALYSIS_PROVIDERS } from './analysis.entity.js';

export const AnalysisProviderEnum = enumOf(ANALYSIS_PROVIDERS);
registerEnumType(AnalysisProviderEnum, { name: 'AnalysisProvider', description: 'Who wrote an analysis: rules (the deterministic engine) or llm.' });

export const AnalysisErrorTypeEnum = enumOf(ANALYSIS_ERROR_TYPES);
registerEnumType(AnalysisErrorTypeEnum, {
  name: 'AnalysisErrorType',
  description: 'Why an analysis is flagged: DONNEES_PARTIELLES (inputs missing) or QUOTA (the LLM provider refused).',
});
