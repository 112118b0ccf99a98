import 'reflect-metadata';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import { TrialType } from '../trials/trials.types.js';
import { latestAnalysisLoader } from './analysis.loaders.js';
import { getAnalysisHistory, getTrialAnalysis, reanalyzeTrial } from './analysis.service.js';
import { presentAnalysis, TrialAnalysisType } from './analysis.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

@Resolver(() => TrialAnalysisType)
class AnalysisResolver {
  @Public()
  @Query(() => TrialAnalysisType, {
    description: 'Latest investment analysis of a trial (a trial never analysed is analysed now). Malformed id: BAD_USER_INPUT; unknown trial: NOT_FOUND.',
  })
  async trialAnalysis(@Ctx() ctx: AppContext, @Arg('nctId', () => ID, { description: 'NCT id, e.g. NCT01234567.' }) nctId: string): Promise<TrialAnalysisType> {
    return presentAnalysis(await getTrialAnalysis(ctx, nctId), ctx.locale);
  }

  @Public()
  @Query(() => [TrialAnalysisType], { description: 'Past analyses of a trial, newest first.' })
  async trialAnalysisHistory(
    @Ctx() ctx: AppContext,
    @Arg('nctId', () => ID, { description: 'NCT id.' }) nctId: string,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many (1 to 100, default 10).' }) limit: number | null,
  ): Promise<TrialAnalysisType[]> {
    const list = await getAnalysisHistory(ctx, { nctId, limit: limit ?? undefined });
    return list.map((v) => presentAnalysis(v, ctx.locale));
  }

  @Authorized()
  @Mutation(() => TrialAnalysisType, { description: 'Recomputes the analysis of a trial now (rate-limited: 10 per minute per user).' })
  async reanalyzeTrial(
    @Ctx() ctx: AppContext,
    @Arg('nctId', () => ID, { description: 'NCT id.' }) nctId: string,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<TrialAnalysisType> {
    const view = await withIdempotency(ctx, 'reanalyzeTrial', clientMutationId, { nctId }, (input) => reanalyzeTrial(ctx, input.nctId));
    return presentAnalysis(view, ctx.locale);
  }
}

/** Trial.analysis: the latest stored analysis, batched (no N+1 on lists). */
@Resolver(() => TrialType)
class TrialAnalysisFieldResolver {
  @FieldResolver(() => TrialAnalysisType, { nullable: true, description: 'Latest investment analysis (null when not analysed yet).' })
  async analysis(@Root() trial: TrialType, @Ctx() ctx: AppContext): Promise<TrialAnalysisType | null> {
    const v = await latestAnalysisLoader(ctx).load(trial.nctId);
    return v ? presentAnalysis(v, ctx.locale) : null;
  }
}

/** GraphQL adapter of the analysis module: resolver classes are added to this list. */
export const analysisResolvers: ResolverClass[] = [AnalysisResolver, TrialAnalysisFieldResolver];
