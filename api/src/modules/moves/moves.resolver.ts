import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import type { ReactionMeasure } from '../../domain/reactions.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import type { CompanyInfo } from '../companies/companies.lookup.js';
import type { CompanyTrial } from '../companies/companies.pipeline.js';
import { CompanyReadoutType, CompanyTrialEventType, CompanyType } from '../companies/companies.types.js';
import type { PastCatalystView, StockMoveView } from './moves.presenter.js';
import { companyPastCatalysts, getReactionStats, readoutMove, trialEventMove, type ReactionStatsView } from './moves.service.js';
import { PastCatalystType, ReactionMeasureEnum, ReactionStatsType, StockMoveType } from './moves.types.js';

@Resolver(() => ReactionStatsType)
class ReactionStatsResolver {
  @Public()
  @Query(() => ReactionStatsType, {
    description: 'How stocks reacted to past catalysts on success and on failure: median and quartiles with n, by cap bucket and therapeutic area.',
  })
  reactionStats(
    @Arg('measure', () => ReactionMeasureEnum, { nullable: true, defaultValue: 'ABNORMAL_1D' }) measure: ReactionMeasure | null,
    @Ctx() ctx: AppContext,
  ): Promise<ReactionStatsView> {
    return getReactionStats(ctx, { measure: measure ?? undefined });
  }
}

/** Company.pastCatalysts, batched. */
@Resolver(() => CompanyType)
class CompanyPastCatalystsResolver {
  @FieldResolver(() => [PastCatalystType], { description: 'Past catalysts (readouts, stops, regulatory decisions) with the stock’s move, most recent first.' })
  pastCatalysts(
    @Root() c: CompanyInfo,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: '1–200.' }) first: number | null,
    @Ctx() ctx: AppContext,
  ): Promise<PastCatalystView[]> {
    return companyPastCatalysts(ctx, c, { first: first ?? undefined });
  }
}

/** CompanyTrialEvent.move: a chart marker's % move (batched by event key). */
@Resolver(() => CompanyTrialEventType)
class TrialEventMoveResolver {
  @FieldResolver(() => StockMoveType, { nullable: true, description: 'The stock’s move around the event (its past catalyst: same trial, kind and date).' })
  move(@Root() e: { date: string; kind: string; trial: CompanyTrial }, @Ctx() ctx: AppContext): Promise<StockMoveView | null> {
    return trialEventMove(ctx, e);
  }
}

/** CompanyReadout.move (batched by event key). */
@Resolver(() => CompanyReadoutType)
class ReadoutMoveResolver {
  @FieldResolver(() => StockMoveType, { nullable: true, description: 'The stock’s move around the readout.' })
  move(@Root() r: { date: string; trial: CompanyTrial }, @Ctx() ctx: AppContext): Promise<StockMoveView | null> {
    return readoutMove(ctx, r);
  }
}

/** GraphQL adapter of the moves module. */
export const movesResolvers: ResolverClass[] = [ReactionStatsResolver, CompanyPastCatalystsResolver, TrialEventMoveResolver, ReadoutMoveResolver];
