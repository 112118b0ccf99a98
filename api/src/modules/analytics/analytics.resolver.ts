import 'reflect-metadata';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import { CLIENT_MUTATION_ID } from '../idempotency/idempotency.graphql.js';
import { withIdempotency } from '../idempotency/idempotency.service.js';
import {
  ANALYTICS_REFRESHED,
  getAnalytics,
  getFilterOptions,
  getSummary,
  refreshAnalytics,
  type AnalyticsKind,
  type SnapshotView,
} from './analytics.service.js';
import {
  AnalyticsFilterOptionsType,
  AnalyticsFiltersInput,
  AnalyticsResultType,
  AnalyticsSnapshotType,
  AnalyticsSummaryType,
  AnalyticsTypeEnum,
} from './analytics.types.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';

const presentSnapshot = (s: SnapshotView): AnalyticsSnapshotType => ({
  id: s.id,
  createdAt: s.createdAt instanceof Date ? s.createdAt : new Date(s.createdAt),
  trialCount: s.trialCount,
  dateFrom: s.filters?.dateFrom ?? null,
  dateTo: s.filters?.dateTo ?? null,
  summary: s.summary,
});

@Resolver()
class AnalyticsResolver {
  @Public()
  @Query(() => AnalyticsSummaryType, { description: 'Live analytics summary over trials whose start date is in the range (SQL aggregates).' })
  analyticsSummary(
    @Ctx() ctx: AppContext,
    @Arg('dateFrom', () => String, { nullable: true, description: 'Start date from (YYYY-MM-DD).' }) dateFrom: string | null,
    @Arg('dateTo', () => String, { nullable: true, description: 'Start date to (YYYY-MM-DD).' }) dateTo: string | null,
  ): Promise<AnalyticsSummaryType> {
    return getSummary(ctx, { dateFrom, dateTo });
  }

  @Public()
  @Query(() => AnalyticsResultType, { description: 'Analytics of a type: AGGREGATED (live), LATEST (newest snapshot) or HISTORICAL (snapshots).' })
  async analytics(
    @Ctx() ctx: AppContext,
    @Arg('type', () => AnalyticsTypeEnum, { nullable: true, description: 'Default AGGREGATED.' }) type: AnalyticsKind | null,
    @Arg('dateFrom', () => String, { nullable: true, description: 'AGGREGATED: trial start date from; HISTORICAL: snapshots created from (YYYY-MM-DD).' })
    dateFrom: string | null,
    @Arg('dateTo', () => String, { nullable: true, description: 'AGGREGATED: trial start date to; HISTORICAL: snapshots created up to (YYYY-MM-DD).' })
    dateTo: string | null,
    @Arg('limit', () => Int, { nullable: true, description: 'HISTORICAL: 5, 10 (default), 20 or 50.' }) limit: number | null,
  ): Promise<AnalyticsResultType> {
    const r = await getAnalytics(ctx, { type, dateFrom, dateTo, limit });
    return {
      type: r.type,
      generatedAt: r.generatedAt,
      summary: r.summary,
      snapshots: r.snapshots.map(presentSnapshot),
    };
  }

  @Public()
  @Query(() => AnalyticsFilterOptionsType, { description: 'What the analytics filter bar offers.' })
  async analyticsFilters(@Ctx() ctx: AppContext): Promise<AnalyticsFilterOptionsType> {
    const o = await getFilterOptions(ctx);
    return o;
  }

  @Authorized()
  @Mutation(() => AnalyticsSnapshotType, {
    description: 'Computes and stores a new analytics snapshot (rate-limited: 5 per minute per user); publishes analyticsRefreshed.',
  })
  async refreshAnalytics(
    @Ctx() ctx: AppContext,
    @Arg('filters', () => AnalyticsFiltersInput, { nullable: true, description: 'Start date range.' }) filters: AnalyticsFiltersInput | null,
    @Arg('clientMutationId', () => String, CLIENT_MUTATION_ID) clientMutationId: string | null,
  ): Promise<AnalyticsSnapshotType> {
    const input = { dateFrom: filters?.dateFrom, dateTo: filters?.dateTo };
    return presentSnapshot(await withIdempotency(ctx, 'refreshAnalytics', clientMutationId, input, (i) => refreshAnalytics(ctx, i)));
  }

  @Public()
  @Subscription(() => AnalyticsSnapshotType, { description: 'Each new analytics snapshot, as soon as it is stored.', topics: ANALYTICS_REFRESHED })
  analyticsRefreshed(@Root() snapshot: SnapshotView): AnalyticsSnapshotType {
    return presentSnapshot(snapshot);
  }
}

/** GraphQL adapter of the analytics module: resolver classes are added to this list. */
export const analyticsResolvers: ResolverClass[] = [AnalyticsResolver];
