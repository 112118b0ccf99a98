import { z } from 'zod';
import type { Locale } from '../../context.js';
import { success } from '../../rest/openapi.outputs.js';
import { TrialAnalyticsOut } from './analysis.outputs.js';
import { defineRoute } from '../../rest/route.js';
import { NO_TICKER } from '../trials/trials.presenter.js';
import { nctIdParam } from '../trials/trials.validation.js';
import { analysisSummary, getTrialAnalysis, type AnalysisView } from './analysis.service.js';

/** The spec's trial analytics shape: summary, details (French keys), analyzedAt. */
export function presentTrialAnalytics(v: AnalysisView, locale: Locale): z.input<typeof TrialAnalyticsOut> {
  const d = v.details[locale];
  return {
    nctId: v.nctId,
    summary: { ...analysisSummary(v), investissement_bourse: v.investmentVerdict, sponsor_cote: v.sponsorListed, ticker_bourse: v.ticker ?? NO_TICKER },
    details: { analyse: d.analyse, opportunites: d.opportunites, risques: d.risques, facteurs_cles: d.facteurs_cles },
    translations: v.details,
    analyzedAt: v.analyzedAt.toISOString(),
    breakdown: v.breakdown,
  };
}

/** REST facades of the analysis module (the spec's section 7), mounted under /api. */
export const analysisRoutes = [
  defineRoute({
    method: 'get',
    path: '/analytics/trial/:id',
    tag: 'analytics',
    summary: "A trial's AI investment analysis (analysed now if it never was)",
    params: { id: nctIdParam },
    response: success({ timestamp: z.string(), analytics: TrialAnalyticsOut }),
    errors: { '404': 'Trial or analysis not found' },
    handler: async (ctx, { params }) => ({
      success: true as const,
      timestamp: new Date().toISOString(),
      analytics: presentTrialAnalytics(await getTrialAnalysis(ctx, params.id), ctx.locale),
    }),
  }),
];
