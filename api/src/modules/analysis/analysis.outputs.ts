import { z } from 'zod';
import { ANALYSIS_ERROR_TYPES, ANALYSIS_PROVIDERS, RECOMMENDATIONS } from '../../domain/analysis.js';
import { INVESTMENT_VERDICTS } from '../../domain/sponsor.js';
import { dateTime, json } from '../../rest/openapi.outputs.js';

const analysisText = z.strictObject({
  analyse: z.string(),
  opportunites: z.array(z.string()),
  risques: z.array(z.string()),
  facteurs_cles: z.array(z.string()),
});
export const TrialAnalyticsOut = z
  .strictObject({
    nctId: z.string(),
    summary: z.strictObject({
      recommendation: z.enum(RECOMMENDATIONS),
      score: z.number(),
      hasError: z.boolean(),
      errorType: z.enum(ANALYSIS_ERROR_TYPES).nullable(),
      errorMessage: z.string().nullable(),
      investissement_bourse: z.enum(INVESTMENT_VERDICTS),
      sponsor_cote: z.boolean().nullable(),
      ticker_bourse: z.string(),
      timeline: json.nullable(),
      provider: z.enum(ANALYSIS_PROVIDERS),
    }),
    details: analysisText,
    translations: z.strictObject({ fr: analysisText, en: analysisText }),
    analyzedAt: dateTime,
    breakdown: json.nullable(),
  })
  .meta({ id: 'TrialAnalytics' });
