import { Field, Float, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { Recommendation } from '../../domain/analysis.js';
import { enumOf, InvestmentVerdictEnum, RecommendationEnum } from '../trials/trials.enums.js';
import { ANALYTICS_TYPES, type AnalyticsKind } from './analytics.validation.js';

export const AnalyticsTypeEnum = enumOf<AnalyticsKind>(ANALYTICS_TYPES);
registerEnumType(AnalyticsTypeEnum, {
  name: 'AnalyticsType',
  description: 'AGGREGATED: live summary; LATEST: the newest stored snapshot; HISTORICAL: the stored snapshots.',
});

@ObjectType('AnalyticsNameCount', { description: 'A name and how many trials have it.' })
export class AnalyticsNameCountType {
  @Field(() => String, { description: 'Name (country, sponsor, status, condition, phase, continent, recommendation, verdict).' })
  name!: string;

  @Field(() => Int, { description: 'Number of trials.' })
  count!: number;
}

@ObjectType('AnalyticsOverview', { description: 'Overview cards.' })
export class AnalyticsOverviewType {
  @Field(() => Int, { description: 'Number of trials.' })
  totalTrials!: number;

  @Field(() => Float, { description: 'Sum of enrollments.' })
  totalEnrollment!: number;

  @Field(() => Float, { description: 'Average enrollment (one decimal).' })
  averageEnrollment!: number;

  @Field(() => String, { nullable: true, description: 'Latest change of a trial or analysis (ISO timestamp).' })
  lastUpdate!: string | null;
}

@ObjectType('AnalyticsTopMetrics', { description: 'Top lists (10 each) and the status distribution.' })
export class AnalyticsTopMetricsType {
  @Field(() => [AnalyticsNameCountType], { description: 'Countries with the most trials (a trial counts once per country).' })
  topCountries!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsNameCountType], { description: 'Lead sponsors with the most trials.' })
  topSponsors!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsNameCountType], { description: 'Trials per status.' })
  statusDistribution!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsNameCountType], { description: 'Most frequent conditions.' })
  topConditions!: AnalyticsNameCountType[];
}

@ObjectType('AnalyticsGeographic', { description: 'Where trials run.' })
export class AnalyticsGeographicType {
  @Field(() => [AnalyticsNameCountType], {
    description: 'Trials with at least one site on each continent (Africa, Asia, Europe, North America, South America, Oceania, Other).',
  })
  continents!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsNameCountType], { description: 'Countries with the most trials.' })
  topCountries!: AnalyticsNameCountType[];
}

@ObjectType('AnalyticsEnrollment', { description: 'Enrollment statistics over trials that report one.' })
export class AnalyticsEnrollmentType {
  @Field(() => Float, { description: 'Total.' })
  total!: number;

  @Field(() => Float, { description: 'Average (one decimal).' })
  average!: number;

  @Field(() => Float, { description: 'Median.' })
  median!: number;

  @Field(() => Float, { description: 'Minimum.' })
  min!: number;

  @Field(() => Float, { description: 'Maximum.' })
  max!: number;
}

@ObjectType('AnalyticsTrialHighlight', { description: 'A trial singled out by the investment insights.' })
export class AnalyticsTrialHighlightType {
  @Field(() => String, { description: 'NCT id.' })
  nctId!: string;

  @Field(() => String, { description: 'Title.' })
  briefTitle!: string;

  @Field(() => String, { description: 'Lead sponsor.' })
  leadSponsor!: string;

  @Field(() => String, { nullable: true, description: 'Ticker.' })
  ticker!: string | null;

  @Field(() => Float, { description: 'Score 0–10.' })
  score!: number;

  @Field(() => RecommendationEnum, { description: 'Recommendation.' })
  recommendation!: Recommendation;

  @Field(() => InvestmentVerdictEnum, { description: 'Stock-investment verdict of the sponsor (OUI, POSSIBLE, NON).' })
  investmentVerdict!: InvestmentVerdict;
}

@ObjectType('AnalyticsInvestmentInsights', { description: 'Investment insights from the latest analyses.' })
export class AnalyticsInvestmentInsightsType {
  @Field(() => [AnalyticsNameCountType], { description: 'Trials per recommendation (INVESTIR, SURVEILLER, NE_PAS_INVESTIR, ERREUR_QUOTA).' })
  recommendations!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsNameCountType], { description: 'Trials per stock-investment verdict (OUI, POSSIBLE, NON).' })
  stockOpportunities!: AnalyticsNameCountType[];

  @Field(() => [AnalyticsTrialHighlightType], { description: 'Listed-sponsor trials rated NE_PAS_INVESTIR, lowest score first (5).' })
  topRisks!: AnalyticsTrialHighlightType[];

  @Field(() => [AnalyticsTrialHighlightType], { description: 'Trials rated INVESTIR, highest score first (5).' })
  topOpportunities!: AnalyticsTrialHighlightType[];

  @Field(() => Float, { description: 'Average score out of 10 (one decimal).' })
  averageScore!: number;

  @Field(() => Int, { description: 'Trials with an analysis.' })
  analyzedTrials!: number;
}

@ObjectType('AnalyticsDateRange', { description: 'Earliest and latest date, and how many trials have one.' })
export class AnalyticsDateRangeType {
  @Field(() => String, { nullable: true, description: 'Earliest (YYYY-MM-DD).' })
  earliest!: string | null;

  @Field(() => String, { nullable: true, description: 'Latest (YYYY-MM-DD).' })
  latest!: string | null;

  @Field(() => Int, { description: 'Trials with this date.' })
  count!: number;
}

@ObjectType('AnalyticsDates', { description: 'Date ranges.' })
export class AnalyticsDatesType {
  @Field(() => AnalyticsDateRangeType, { description: 'Start dates.' })
  startDateRange!: AnalyticsDateRangeType;

  @Field(() => AnalyticsDateRangeType, { description: 'Completion dates.' })
  completionDateRange!: AnalyticsDateRangeType;
}

@ObjectType('AnalyticsSummary', { description: 'The analytics page summary (computed with SQL aggregates).' })
export class AnalyticsSummaryType {
  @Field(() => AnalyticsOverviewType, { description: 'Overview.' })
  overview!: AnalyticsOverviewType;

  @Field(() => AnalyticsTopMetricsType, { description: 'Top metrics.' })
  topMetrics!: AnalyticsTopMetricsType;

  @Field(() => AnalyticsGeographicType, { description: 'Geography.' })
  geographic!: AnalyticsGeographicType;

  @Field(() => [AnalyticsNameCountType], { description: 'Trials per phase code (a trial counts once per phase).' })
  phases!: AnalyticsNameCountType[];

  @Field(() => AnalyticsEnrollmentType, { description: 'Enrollment statistics.' })
  enrollment!: AnalyticsEnrollmentType;

  @Field(() => AnalyticsInvestmentInsightsType, { description: 'Investment insights.' })
  investmentInsights!: AnalyticsInvestmentInsightsType;

  @Field(() => AnalyticsDatesType, { description: 'Date ranges.' })
  dates!: AnalyticsDatesType;
}

@ObjectType('AnalyticsSnapshot', { description: 'A stored analytics summary.' })
export class AnalyticsSnapshotType {
  @Field(() => ID, { description: 'Snapshot id.' })
  id!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was computed (the historical list shows it).' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Number of trials it covers.' })
  trialCount!: number;

  @Field(() => String, { nullable: true, description: 'Start-date filter lower bound it was computed with.' })
  dateFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'Start-date filter upper bound it was computed with.' })
  dateTo!: string | null;

  @Field(() => AnalyticsSummaryType, { description: 'The summary.' })
  summary!: AnalyticsSummaryType;
}

@ObjectType('AnalyticsResult', { description: 'Answer of the analytics query.' })
export class AnalyticsResultType {
  @Field(() => AnalyticsTypeEnum, { description: 'The type asked for.' })
  type!: AnalyticsKind;

  @Field(() => GraphQLISODateTime, { description: 'When this answer was produced.' })
  generatedAt!: Date;

  @Field(() => AnalyticsSummaryType, { nullable: true, description: 'AGGREGATED: live summary; LATEST: newest snapshot (null when none); HISTORICAL: null.' })
  summary!: AnalyticsSummaryType | null;

  @Field(() => [AnalyticsSnapshotType], { description: 'LATEST: the newest snapshot; HISTORICAL: snapshots newest first; AGGREGATED: empty.' })
  snapshots!: AnalyticsSnapshotType[];
}

@ObjectType('AnalyticsDateBounds', { description: 'Date bounds (YYYY-MM-DD).' })
export class AnalyticsDateBoundsType {
  @Field(() => String, { nullable: true, description: 'Earliest.' })
  min!: string | null;

  @Field(() => String, { nullable: true, description: 'Latest.' })
  max!: string | null;
}

@ObjectType('AnalyticsFilterOptions', { description: 'What the analytics filter bar offers.' })
export class AnalyticsFilterOptionsType {
  @Field(() => [AnalyticsTypeEnum], { description: 'Analysis types.' })
  types!: AnalyticsKind[];

  @Field(() => AnalyticsTypeEnum, { description: 'Default type (AGGREGATED).' })
  defaultType!: AnalyticsKind;

  @Field(() => [Int], { description: 'Historical limits: 5, 10, 20, 50.' })
  limits!: number[];

  @Field(() => Int, { description: 'Default historical limit (10).' })
  defaultLimit!: number;

  @Field(() => AnalyticsDateBoundsType, { description: 'Range of trial start dates (bounds of the date inputs).' })
  dateRange!: AnalyticsDateBoundsType;

  @Field(() => Int, { description: 'Stored snapshots.' })
  snapshotCount!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the newest snapshot was stored.' })
  latestSnapshotAt!: Date | null;
}

@InputType('AnalyticsFiltersInput', { description: 'Filters of a summary: trial start date range (inclusive).' })
export class AnalyticsFiltersInput {
  @Field(() => String, { nullable: true, description: 'Start date from (YYYY-MM-DD).' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Start date to (YYYY-MM-DD).' })
  dateTo?: string | null;
}
