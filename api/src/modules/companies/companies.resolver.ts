import { Arg, Ctx, FieldResolver, Float, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { Public } from '../../graphql/public.js';
import type { ResolverClass } from '../../graphql/resolver-class.js';
import type { StockData } from '../../providers/stocks/index.js';
import { StockDataType, StockHistoryType } from '../stocks/stocks.types.js';
import { NextCatalystType } from '../trials/trials.catalyst.types.js';
import { TrialType } from '../trials/trials.types.js';
import { StatusSignalType } from '../trials/trials.page.types.js';
import { trialSignalOf } from '../analysis/analysis.signal.js';
import { pipelineTrialLoader } from './companies.loaders.js';
import {
  companyCatalysts,
  companyCurrency,
  companyEvents,
  companyExchange,
  companyGroups,
  companyMarketCapUsd,
  companyPipeline,
  companyPriceHistory,
  type ChartRange,
  companyReadouts,
  companyScoreDistribution,
  companyStock,
  companyTrialCatalyst,
  companyTrialCount,
  getCompany,
  searchCompanies,
  type CompanyInfo,
} from './companies.page.js';
import type { CompanyTrial } from './companies.pipeline.js';
import {
  ChartRangeEnum,
  CompanyCatalystType,
  CompanyGroupsType,
  CompanyReadoutType,
  CompanyScoreDistributionType,
  CompanyTrialEventType,
  CompanyTrialType,
  CompanyType,
} from './companies.types.js';

const opt = <T>(v: T | null | undefined) => v ?? undefined;

@Resolver(() => CompanyType)
class CompaniesResolver {
  @Public()
  @Query(() => CompanyType, { nullable: true, description: 'A listed company by ticker (case-insensitive); NOT_FOUND when no company has it.' })
  company(@Arg('ticker', () => String, { description: 'Ticker, e.g. MRK, SAN.PA.' }) ticker: string, @Ctx() ctx: AppContext) {
    return getCompany(ctx, ticker);
  }

  @Public()
  @Query(() => [CompanyType], {
    description: 'Companies with at least one trial by name or ticker, best match first; without search, those with the most trials.',
  })
  companies(
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or ticker.' }) search: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most this many (1–50, default 10).' }) first: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return searchCompanies(ctx, { search: opt(search), first: opt(first) });
  }

  @FieldResolver(() => String, { nullable: true, description: 'Exchange (curated, else the quote’s).' })
  exchange(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyExchange(ctx, c);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its own currency (curated, else the quote’s); prices and caps are in it.' })
  currency(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyCurrency(ctx, c);
  }

  @FieldResolver(() => StockDataType, { description: 'Its quote (batched with every other quote of the operation).' })
  stock(@Root() c: CompanyInfo, @Ctx() ctx: AppContext): Promise<StockData> {
    return companyStock(ctx, c);
  }

  @FieldResolver(() => StockHistoryType, { description: 'Closes and volumes over a chart range (1M, 6M, 1Y daily; 5Y weekly).' })
  priceHistory(@Root() c: CompanyInfo, @Arg('range', () => ChartRangeEnum, { nullable: true, defaultValue: 'Y1' }) range: ChartRange, @Ctx() ctx: AppContext) {
    return companyPriceHistory(ctx, c, range);
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Market capitalisation in US dollars (provider FX rate).' })
  marketCapUsd(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyMarketCapUsd(ctx, c);
  }

  @FieldResolver(() => Int, { description: 'Number of its trials (lead sponsor or collaborator).' })
  trialCount(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyTrialCount(ctx, c);
  }

  @FieldResolver(() => [CompanyTrialType], { description: 'Its trials, most advanced phase first, then best score.' })
  pipeline(
    @Root() c: CompanyInfo,
    @Arg('first', () => Int, { nullable: true, description: 'At most this many (1–1000, default 200); `groups` count them all.' }) first: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return companyPipeline(ctx, c, { first: opt(first) });
  }

  @FieldResolver(() => CompanyGroupsType, { description: 'Its trials counted by phase, area, status and role.' })
  groups(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyGroups(ctx, c);
  }

  @FieldResolver(() => CompanyScoreDistributionType, { description: 'Distribution of its trials’ scores.' })
  scoreDistribution(@Root() c: CompanyInfo, @Ctx() ctx: AppContext) {
    return companyScoreDistribution(ctx, c);
  }

  @FieldResolver(() => [CompanyCatalystType], {
    description:
      'Upcoming catalysts: next catalysts ANTICIPATED in windows starting within `months` months, and OVERDUE ones (window ended in the last 12 months); by window start.',
  })
  upcomingCatalysts(
    @Root() c: CompanyInfo,
    @Arg('months', () => Int, { nullable: true, description: '1–60, default 24.' }) months: number | null,
    @Arg('first', () => Int, { nullable: true, description: '1–500, default 100.' }) first: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return companyCatalysts(ctx, c, { months: opt(months), first: opt(first) });
  }

  @FieldResolver(() => [CompanyReadoutType], { description: 'Past readouts with their outcome, most recent first.' })
  pastReadouts(
    @Root() c: CompanyInfo,
    @Arg('first', () => Int, { nullable: true, description: '1–200, default 20.' }) first: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return companyReadouts(ctx, c, { first: opt(first) });
  }

  @FieldResolver(() => [CompanyTrialEventType], { description: 'Trial events of the last `days` days, for the price chart’s markers.' })
  events(
    @Root() c: CompanyInfo,
    @Arg('days', () => Int, { nullable: true, description: '1–1830, default 365.' }) days: number | null,
    @Arg('max', () => Int, { nullable: true, description: 'At most this many, the most material kept (default 200).' }) max: number | null,
    @Ctx() ctx: AppContext,
  ) {
    return companyEvents(ctx, c, { days: opt(days), max: opt(max) });
  }
}

@Resolver(() => CompanyTrialType)
class CompanyTrialResolver {
  @FieldResolver(() => TrialType, { nullable: true, description: 'The full trial (batched: one query for the operation).' })
  async trial(@Root() t: CompanyTrial, @Ctx() ctx: AppContext) {
    return pipelineTrialLoader(ctx).load(t.nctId);
  }

  @FieldResolver(() => NextCatalystType, {
    nullable: true,
    description: 'Its next catalyst, as Trial.nextCatalyst (stored window, confidence as of today, label in the request language).',
  })
  nextCatalyst(@Root() t: CompanyTrial, @Ctx() ctx: AppContext): NextCatalystType | null {
    return companyTrialCatalyst(ctx, t);
  }

  @FieldResolver(() => StatusSignalType, { description: 'Its stock-market signal, as Trial.statusSignal (the latest analysis’, batched).' })
  statusSignal(@Root() t: CompanyTrial, @Ctx() ctx: AppContext): Promise<StatusSignalType> {
    return trialSignalOf(ctx, t);
  }
}

/** GraphQL adapter of the company pages. */
export const companiesResolvers: ResolverClass[] = [CompaniesResolver, CompanyTrialResolver];
