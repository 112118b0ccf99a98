import type { Router } from 'express';
import type { Locale } from '../../context.js';
import type { Deps } from '../../deps.js';
import { handle } from '../../rest/handler.js';
import { getTrialAnalysis, type AnalysisView } from './analysis.service.js';

/** The spec's trial analytics shape: summary, details (French keys), analyzedAt. */
export function presentTrialAnalytics(v: AnalysisView, locale: Locale) {
  const d = v.details[locale];
  return {
    nctId: v.nctId,
    summary: {
      recommendation: v.recommendation,
      score: v.score,
      hasError: v.hasError,
      errorType: v.errorType,
      errorMessage: v.errorMessage,
      investissement_bourse: v.investmentVerdict,
      sponsor_cote: v.sponsorListed,
      ticker_bourse: v.ticker ?? 'Non déterminé',
      timeline: v.timeline,
      provider: v.provider,
    },
    details: { analyse: d.analyse, opportunites: d.opportunites, risques: d.risques, facteurs_cles: d.facteurs_cles },
    translations: v.details,
    analyzedAt: v.analyzedAt.toISOString(),
    breakdown: v.breakdown,
  };
}

/** REST facades of the analysis module (the spec's section 7), mounted under /api. */
export function analysisRoutes(router: Router, deps: Deps): void {
  router.get(
    '/analytics/trial/:id',
    handle(deps, async (ctx, req) => ({
      success: true,
      timestamp: new Date().toISOString(),
      analytics: presentTrialAnalytics(await getTrialAnalysis(ctx, String(req.params.id)), ctx.locale),
    })),
  );
}
