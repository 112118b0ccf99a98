import { QueryOrder, type EntityKey } from '@mikro-orm/core';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Row } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { analysisPolicy } from './analysis.policy.js';
import type { AnalysisOutput } from '../../providers/analysis/types.js';
import { Trial, type TrialEntity } from '../trials/trials.entity.js';
import { Analysis, ENGINE_OUTPUT_FIELDS, type AnalysisEntity } from './analysis.entity.js';
import type { ScoreBreakdown } from '../../domain/analysis.js';
import { analyzeTrials } from './analysis.batch.js';

/** A stored analysis, as the API presents it. */
export interface AnalysisView extends Omit<AnalysisOutput, 'breakdown'> {
  id: string;
  nctId: string;
  analyzedAt: Date;
  /** Absent on analyses stored before score breakdowns existed. */
  breakdown: ScoreBreakdown | null;
}

/** The stored columns the view shows (the trial as its id). */
const VIEW_FIELDS = ['id', 'trial', 'analyzedAt', ...ENGINE_OUTPUT_FIELDS] as const satisfies readonly EntityKey<AnalysisEntity>[];
type AnalysisRow = Row<AnalysisEntity, (typeof VIEW_FIELDS)[number]>;

const toView = ({ trial, ...stored }: AnalysisRow): AnalysisView => ({ ...stored, nctId: trial });

/** The summary fields both transports show under the same names (GraphQL and REST add the verdict and ticker, each in its own words). */
export const analysisSummary = (v: AnalysisView) => ({
  recommendation: v.recommendation,
  score: v.score,
  hasError: v.hasError,
  errorType: v.errorType,
  errorMessage: v.errorMessage,
  timeline: v.timeline,
  provider: v.provider,
});

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
    .createQueryBuilder(Analysis)
    .select([...VIEW_FIELDS])
    .distinctOn(['trial'])
    .where({ trial: { $in: [...nctIds] } })
    .orderBy([{ trial: QueryOrder.ASC }, { analyzedAt: QueryOrder.DESC }])
    .execute<AnalysisRow[]>('all');
  for (const r of rows) out.set(r.trial, toView(r));
  return out;
}

async function trialExists(ctx: AppContext, nctId: string): Promise<boolean> {
  const row = await ctx.em.createQueryBuilder(Trial).select('nctId').where({ nctId }).execute<Row<TrialEntity, 'nctId'> | undefined>('get');
  return row !== undefined;
}

/**
 * The latest analysis of a trial; a trial never analysed is analysed now (and stored).
 * NOT_FOUND when the trial does not exist.
 */
export async function getTrialAnalysis(ctx: AppContext, rawNctId: string): Promise<AnalysisView> {
  const nctId = nctIdSchema.parse(rawNctId);
  const found = (await latestAnalyses(ctx, [nctId])).get(nctId);
  if (found) return found;
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`, 'TRIAL_NOT_FOUND', { nctId });
  await analyzeTrials(ctx.deps, { mode: 'ids', nctIds: [nctId] });
  const made = (await latestAnalyses(ctx, [nctId])).get(nctId);
  if (!made) throw notFound(`No analysis available for trial ${nctId}`, 'ANALYSIS_NOT_FOUND', { nctId });
  return made;
}

const historySchema = z.object({ nctId: nctIdSchema, limit: z.number().int().min(1).max(100).default(10) });

/** Past analyses of a trial, newest first. */
export async function getAnalysisHistory(ctx: AppContext, input: { nctId: string; limit?: number }): Promise<AnalysisView[]> {
  const { nctId, limit } = historySchema.parse(input);
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`, 'TRIAL_NOT_FOUND', { nctId });
  const rows = await ctx.em
    .createQueryBuilder(Analysis)
    .select([...VIEW_FIELDS])
    .where({ trial: nctId })
    .orderBy({ analyzedAt: QueryOrder.DESC })
    .limit(limit)
    .execute<AnalysisRow[]>('all');
  return rows.map(toView);
}

/** Re-runs the analysis of one trial now (signed-in users; 10 per minute each). */
export async function reanalyzeTrial(ctx: AppContext, rawNctId: string): Promise<AnalysisView> {
  const user = analysisPolicy.authorize(ctx, 'trial.reanalyze');
  const nctId = nctIdSchema.parse(rawNctId);
  await ctx.deps.limiter.consume(`analysis.reanalyze:${user.id}`, 10, 60_000, 'Too many analysis requests, please retry later', 'TOO_MANY_ANALYSIS_REQUESTS');
  if (!(await trialExists(ctx, nctId))) throw notFound(`Trial ${nctId} not found`, 'TRIAL_NOT_FOUND', { nctId });
  await analyzeTrials(ctx.deps, { mode: 'ids', nctIds: [nctId], force: true });
  return getTrialAnalysis(ctx, nctId);
}
