import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { authorize } from '../../policy/policy.js';
import type { AnalysisOutput } from '../../providers/analysis/types.js';
import type { InvestmentVerdict } from '../trials/trials.entity.js';
import type { AnalysisErrorType, AnalysisProviderName, AnalysisText, AnalysisTimeline, Recommendation, ScoreBreakdown } from './analysis.entity.js';
import { analyzeTrials } from './analysis.batch.js';

/** A stored analysis, as the API presents it. */
export interface AnalysisView extends Omit<AnalysisOutput, 'breakdown'> {
  id: string;
  nctId: string;
  analyzedAt: Date;
  /** Absent on analyses stored before score breakdowns existed. */
  breakdown: ScoreBreakdown | null;
}

const COLUMNS = `a.id, a.trial_nct_id, a.analyzed_at, a.provider, a.recommendation, a.score, a.investment_verdict, a.sponsor_listed, a.ticker,
  a.has_error, a.error_type, a.error_message, a.timeline, a.details, a.breakdown`;

/** A row of COLUMNS: the entity's types under the column names (jsonb arrives parsed; a string is parsed here). */
interface AnalysisRow {
  id: string;
  trial_nct_id: string;
  analyzed_at: Date;
  provider: AnalysisProviderName;
  recommendation: Recommendation;
  score: number;
  investment_verdict: InvestmentVerdict;
  sponsor_listed: boolean;
  ticker: string | null;
  has_error: boolean;
  error_type: AnalysisErrorType | null;
  error_message: string | null;
  timeline: AnalysisTimeline | string;
  details: { fr: AnalysisText; en: AnalysisText } | string;
  breakdown: ScoreBreakdown | string | null;
}

const parsed = <T extends object>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function toView(r: AnalysisRow): AnalysisView {
  return {
    id: r.id,
    nctId: r.trial_nct_id,
    analyzedAt: new Date(r.analyzed_at),
    provider: r.provider,
    recommendation: r.recommendation,
    score: Number(r.score),
    investmentVerdict: r.investment_verdict,
    sponsorListed: r.sponsor_listed,
    ticker: r.ticker,
    hasError: r.has_error,
    errorType: r.error_type,
    errorMessage: r.error_message,
    timeline: parsed(r.timeline),
    details: parsed(r.details),
    breakdown: r.breakdown === null ? null : parsed(r.breakdown),
  };
}

export const nctIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^NCT\d{8}$/, 'Invalid NCT id (expected NCT followed by 8 digits)');

/** Latest analysis of each trial (for the Trial.analysis DataLoader): one query for many trials. */
export async function latestAnalyses(ctx: AppContext, nctIds: readonly string[]): Promise<Map<string, AnalysisView>> {
  const out = new Map<string, AnalysisView>();
  if (nctIds.length === 0) return out;
  const rows = await ctx.em
    .getConnection()
    .execute<AnalysisRow[]>(
      `select distinct on (a.trial_nct_id) ${COLUMNS} from analyses a where a.trial_nct_id = any(array[?]::text[]) order by a.trial_nct_id, a.analyzed_at desc`,
      [[...nctIds]],
    );
  for (const r of rows) out.set(r.trial_nct_id, toView(r));
  return out;
}

async function trialExists(ctx: AppContext, nctId: string): Promise<boolean> {
  const rows = await ctx.em.getConnection().execute(`select 1 from trials where nct_id = ?`, [nctId]);
  return rows.length > 0;
}

/**
 * The latest analysis of a trial; a trial never analysed is analysed now (and stored).
 * NOT_FOUND when the trial does not exist.
 */
export async function getTrialAnalysis(ctx: AppContext, rawNctId: string): Promise<AnalysisView> {
  const nctId = nctIdSchema.parse(rawNctId);
  const found = (await latestAnalyses(ctx, [nctId])).get(nctId);
  if (found) return found;
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`);
  await analyzeTrials(ctx.deps, { mode: 'ids', nctIds: [nctId] });
  const made = (await latestAnalyses(ctx, [nctId])).get(nctId);
  if (!made) throw notFound(`No analysis available for trial ${nctId}`);
  return made;
}

const historySchema = z.object({ nctId: nctIdSchema, limit: z.number().int().min(1).max(100).default(10) });

/** Past analyses of a trial, newest first. */
export async function getAnalysisHistory(ctx: AppContext, input: { nctId: string; limit?: number }): Promise<AnalysisView[]> {
  const { nctId, limit } = historySchema.parse(input);
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`);
  const rows = await ctx.em
    .getConnection()
    .execute<AnalysisRow[]>(`select ${COLUMNS} from analyses a where a.trial_nct_id = ? order by a.analyzed_at desc limit ${limit}`, [nctId]);
  return rows.map(toView);
}

/** Re-runs the analysis of one trial now (signed-in users; 10 per minute each). */
export async function reanalyzeTrial(ctx: AppContext, rawNctId: string): Promise<AnalysisView> {
  const user = authorize(ctx, 'trial.reanalyze');
  const nctId = nctIdSchema.parse(rawNctId);
  await ctx.deps.limiter.consume(`analysis.reanalyze:${user.id}`, 10, 60_000, 'Too many analysis requests, please retry later');
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`);
  await analyzeTrials(ctx.deps, { mode: 'ids', nctIds: [nctId], force: true });
  return getTrialAnalysis(ctx, nctId);
}
