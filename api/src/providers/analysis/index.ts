import type { Config } from '../../config.js';
import { createLlmProvider } from './llm.js';
import { rulesProvider } from './rules.js';
import type { AnalysisProvider } from './types.js';

export type { AnalysisOutput, AnalysisProvider } from './types.js';

/** ANALYSIS_PROVIDER=rules (default) or llm (needs LLM_BASE_URL and LLM_MODEL; falls back to rules without them). */
export function createAnalysisProvider(
  config: Pick<Config, 'ANALYSIS_PROVIDER' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>,
  opts: { timeoutMs?: number } = {},
): AnalysisProvider {
  if (config.ANALYSIS_PROVIDER === 'llm' && config.LLM_BASE_URL && config.LLM_MODEL) {
    return createLlmProvider({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: opts.timeoutMs });
  }
  return rulesProvider;
}
