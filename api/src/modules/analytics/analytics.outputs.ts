import { z } from 'zod';
import { RECOMMENDATIONS } from '../../domain/analysis.js';
import { INVESTMENT_VERDICTS } from '../../domain/sponsor.js';
import { dateTime, NameCountOut } from '../../rest/openapi.outputs.js';

const highlight = z.strictObject({
  nctId: z.string(),
  briefTitle: z.string(),
  leadSponsor: z.string(),
  ticker: z.string().nullable(),
  score: z.number(),
  recommendation: z.enum(RECOMMENDATIONS),
  investmentVerdict: z.enum(INVESTMENT_VERDICTS),
});
const range = z.strictObject({ earliest: z.string().nullable(), latest: z.string().nullable(), count: z.number() });
const counts = z.array(NameCountOut);

/** analytics.summary.ts AnalyticsSummary. */
export const AnalyticsSummaryOut = z
  .strictObject({
    overview: z.strictObject({ totalTrials: z.number(), totalEnrollment: z.number(), averageEnrollment: z.number(), lastUpdate: z.string().nullable() }),
    topMetrics: z.strictObject({ topCountries: counts, topSponsors: counts, statusDistribution: counts, topConditions: counts }),
    geographic: z.strictObject({ continents: counts, topCountries: counts }),
    phases: counts,
    enrollment: z.strictObject({ total: z.number(), average: z.number(), median: z.number(), min: z.number(), max: z.number() }),
    investmentInsights: z.strictObject({
      recommendations: counts,
      stockOpportunities: counts,
      topRisks: z.array(highlight),
      topOpportunities: z.array(highlight),
      averageScore: z.number(),
      analyzedTrials: z.number(),
    }),
    dates: z.strictObject({ startDateRange: range, completionDateRange: range }),
  })
  .meta({ id: 'AnalyticsSummary' });

const summaryFilters = z.strictObject({ dateFrom: z.string().nullable().optional(), dateTo: z.string().nullable().optional() });
export const SnapshotOut = z
  .strictObject({ id: z.string(), timestamp: dateTime, totalTrials: z.number().int(), filters: summaryFilters, summary: AnalyticsSummaryOut })
  .meta({ id: 'AnalyticsSnapshot' });
