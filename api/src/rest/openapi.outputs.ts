import { z } from 'zod';
import { trialRestSchema } from '../modules/trials/trials.presenter.js';
import { ERROR_CODES, ERROR_REASON_LIST } from '../errors.js';
import { ANALYSIS_ERROR_TYPES, ANALYSIS_PROVIDERS } from '../modules/analysis/analysis.entity.js';
import { INVESTMENT_VERDICTS, PHASE_CODES, RECOMMENDATIONS, TRIAL_STATUSES } from '../modules/trials/trials.entity.js';

/**
 * The REST answers' shapes, written once as zod schemas: handlers are typed by them and the OpenAPI
 * components are generated from them (`strict`: a presenter that adds a field fails the answer
 * checks of openapi.test.ts until the field is described here).
 * Plug point: when trials.fields.ts offers a descriptor-derived schema, `Trial` comes from it.
 */

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date' });
const dateTime = z.string().meta({ format: 'date-time' });
const nullableDate = date.nullable();
const verdict = z.enum(INVESTMENT_VERDICTS);
const recommendation = z.enum(RECOMMENDATIONS);
/** JSON blocks shown as stored (registry JSON, provider blocks): an object whose own shape GraphQL describes. */
const json = z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)).meta({ type: 'object' });

export const ErrorOut = z
  .strictObject({
    success: z.literal(false),
    error: z.string().describe('Human-readable message'),
    code: z.enum(ERROR_CODES).describe('Stable error category'),
    reason: z.enum(ERROR_REASON_LIST).describe("Stable, specific reason (e.g. COMMENT_TOO_LONG), to word the error in the reader's language"),
    params: z.looseObject({}).describe('Parameters of the reason: field, min, max, retryAfterSeconds...'),
    details: z.looseObject({}).optional().describe('BAD_USER_INPUT: { field, reason (a message key), min/max... }; RATE_LIMITED: { retryAfterSeconds }'),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export const UserOut = z.strictObject({ id: z.string(), email: z.string(), name: z.string().nullable() }).meta({ id: 'User' });
export const SponsorOut = z.strictObject({ name: z.string(), class: z.string().nullable() }).meta({ id: 'Sponsor' });
export const ReactionsOut = z.strictObject({ likes: z.number().int().min(0), dislikes: z.number().int().min(0) }).meta({ id: 'Reactions' });
export const ViewerReactionOut = z.strictObject({ liked: z.boolean(), disliked: z.boolean() }).meta({ id: 'ViewerReaction' });
export const NameCountOut = z.strictObject({ name: z.string(), count: z.number().int() }).meta({ id: 'NameCount' });
export const PaginationOut = z
  .strictObject({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
    limit: z.number().int(),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  })
  .meta({ id: 'Pagination' });

/** A trial in the spec's REST names: derived from the trial field descriptor (trials.fields.ts). */
export const TrialOut = trialRestSchema;

export const TableRowOut = z
  .strictObject({
    nctId: z.string(),
    briefTitle: z.string(),
    title: z.string(),
    status: z.enum(TRIAL_STATUSES),
    leadSponsor: z.string(),
    leadSponsorClass: z.string().nullable(),
    ticker_bourse: z.string(),
    investissement_bourse: verdict,
    phase: z.array(z.string()).describe('Phases as display values, e.g. ["Phase 3"]'),
    phases: z.array(z.enum(PHASE_CODES)),
    score: z.number().nullable().describe('AI score 0–10'),
    recommendation: recommendation.nullable(),
    enrollment: z.number().int().nullable(),
    completionDate: nullableDate,
    startDate: nullableDate,
    countries: z.array(z.string()),
    conditions: z.array(z.string()),
    likes: z.number().int(),
    analyzedAt: dateTime.nullable(),
  })
  .meta({ id: 'TableRow' });

export const TableStatsOut = z
  .strictObject({
    totalTrials: z.number().int(),
    averageScore: z.number().nullable(),
    totalEnrollment: z.number().int(),
    recommendationBreakdown: z.array(NameCountOut),
    investmentBreakdown: z.array(NameCountOut),
  })
  .meta({ id: 'TableStats' });

/** A quote (providers/stocks/types.ts StockData) with its USD conversions; the nested blocks are the provider's. */
export const StockDataOut = z
  .strictObject({
    ticker: z.string(),
    companyName: z.string().nullable(),
    currentPrice: z.number().nullable(),
    change: z.number().nullable(),
    changePercent: z.number().nullable(),
    previousClose: z.number().nullable(),
    dayLow: z.number().nullable(),
    dayHigh: z.number().nullable(),
    fiftyTwoWeekLow: z.number().nullable(),
    fiftyTwoWeekHigh: z.number().nullable(),
    volume: z.number().nullable(),
    avgVolume: z.number().nullable(),
    marketState: z.enum(['REGULAR', 'CLOSED', 'PRE', 'POST']).nullable(),
    marketCap: z.number().nullable(),
    peRatio: z.number().nullable(),
    beta: z.number().nullable(),
    dividendYield: z.number().nullable().describe('A fraction (0.025 = 2.5 %)'),
    exchange: z.string().nullable(),
    currency: z.string(),
    monthChange: z.number().nullable(),
    monthChangePercent: z.number().nullable(),
    historicalPrices: z.array(z.strictObject({ date, close: z.number(), volume: z.number().nullable() })),
    holders: json.nullable(),
    analystRecommendations: z.array(json),
    financialData: json.nullable(),
    keyStats: json.nullable(),
    topInstitutions: z.array(json),
    lastUpdate: dateTime,
    source: z.string(),
    stale: z.boolean(),
    isError: z.boolean(),
    error: z.string().nullable(),
    errorReason: z.enum(['TICKER_NOT_FOUND', 'NO_PRICE_HISTORY', 'STOCK_PROVIDER_FAILED']).nullable(),
    usdRate: z.number().nullable().describe('US dollars per unit of the quote currency (GBp: per penny), from the stock provider'),
    marketCapUsd: z.number().nullable().describe('Market capitalisation in US dollars (caps compare in USD)'),
    currentPriceUsd: z.number().nullable().describe('Current price in US dollars'),
  })
  .meta({ id: 'StockData' });

export const CommentOut = z
  .strictObject({
    _id: z.string(),
    id: z.string(),
    userId: z.string(),
    nctId: z.string(),
    name: z.string().describe("Author name ('Anonyme' when absent)"),
    content: z.string().max(5000),
    createdAt: dateTime,
    updatedAt: dateTime,
    isEdited: z.boolean(),
    likes: z.number().int(),
    likedBy: z.array(z.string()),
    trialTitle: z.string().nullable(),
  })
  .meta({ id: 'Comment' });

const highlight = z.strictObject({
  nctId: z.string(),
  briefTitle: z.string(),
  leadSponsor: z.string(),
  ticker: z.string().nullable(),
  score: z.number(),
  recommendation,
  investmentVerdict: verdict,
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
      recommendation,
      score: z.number(),
      hasError: z.boolean(),
      errorType: z.enum(ANALYSIS_ERROR_TYPES).nullable(),
      errorMessage: z.string().nullable(),
      investissement_bourse: verdict,
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

export type TableRowJson = z.input<typeof TableRowOut>;

/** `{ success: true, ...fields }`, the spec's envelope of every JSON answer. */
export const success = <S extends z.core.$ZodLooseShape>(shape: S) => z.strictObject({ success: z.literal(true), ...shape });

/** Components listed in the document even when only referenced from others. */
export const OUTPUT_COMPONENTS: z.ZodType[] = [
  ErrorOut,
  UserOut,
  SponsorOut,
  ReactionsOut,
  ViewerReactionOut,
  NameCountOut,
  PaginationOut,
  TrialOut,
  TableRowOut,
  TableStatsOut,
  StockDataOut,
  CommentOut,
  AnalyticsSummaryOut,
  SnapshotOut,
  TrialAnalyticsOut,
];
