import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { PhaseCode } from '../../domain/trial.js';
import type { Recommendation } from '../../domain/analysis.js';
import { InvestmentVerdictEnum, PhaseEnum, RecommendationEnum } from './trials.enums.js';
import { TrialType } from './trials.types.js';
import { PaginationType } from '../../graphql/pagination.types.js';

/** Columns the advanced table sorts on; the values are the spec's `sortBy` names (REST and the web's stored sort use them too). */
export enum TrialsTableSortField {
  nctId = 'nctId',
  briefTitle = 'briefTitle',
  leadSponsor = 'leadSponsor',
  ticker = 'ticker',
  phase = 'phase',
  phases = 'phases',
  score = 'score',
  recommendation = 'recommendation',
  investmentVerdict = 'investmentVerdict',
  enrollment = 'enrollment',
  completionDate = 'completionDate',
  startDate = 'startDate',
  countries = 'countries',
  status = 'status',
  likes = 'likes',
  analyzedAt = 'analyzedAt',
  nextCatalyst = 'nextCatalyst',
  marketCapUsd = 'marketCapUsd',
}
registerEnumType(TrialsTableSortField, {
  name: 'TrialsTableSortField',
  description: 'Column of the advanced table to sort on (nulls always last, then nctId).',
  valuesConfig: {
    phase: { description: 'Same as phases (the first phase code).' },
    nextCatalyst: { description: "Start of the next catalyst's window (Trial.nextCatalyst.windowStart); trials without one last." },
    marketCapUsd: { description: "The sponsor's market cap in US dollars (Trial.stock.marketCapUsd); unlisted or unknown caps last." },
  },
});

@InputType('TrialsTableFilter', { description: 'Filters of the advanced table, the calendar and their statistics.' })
export class TrialsTableFilterInput {
  @Field(() => InvestmentVerdictEnum, { nullable: true, description: 'Stock-investment verdict.' })
  investmentVerdict?: InvestmentVerdict | null;
  @Field(() => RecommendationEnum, { nullable: true, description: 'Recommendation of the latest analysis.' })
  recommendation?: Recommendation | null;
  @Field(() => [PhaseEnum], { nullable: true, description: 'Any of these phases (at most 10).' })
  phases?: PhaseCode[] | null;
  @Field(() => String, { nullable: true, description: 'Completion on or after this date (YYYY-MM-DD).' })
  completionDateFrom?: string | null;
  @Field(() => String, { nullable: true, description: 'Completion on or before this date (YYYY-MM-DD).' })
  completionDateTo?: string | null;
}

@ObjectType('TrialsTablePage', { simpleResolvers: true, description: 'One page of the advanced table.' })
export class TrialsTablePageType {
  @Field(() => [TrialType], { description: 'Rows (trials).' })
  rows!: TrialType[];
  @Field(() => PaginationType, { description: 'Pagination.' })
  pagination!: PaginationType;
}

@ObjectType('TrialsTableCount', { simpleResolvers: true, description: 'A value and how many trials have it.' })
export class TrialsTableCountType {
  @Field(() => String, { description: 'Value.' })
  name!: string;
  @Field(() => Int, { description: 'Number of trials.' })
  count!: number;
}

@ObjectType('TrialsTableStats', { simpleResolvers: true, description: 'Statistics card of the advanced table.' })
export class TrialsTableStatsType {
  @Field(() => Int, { description: 'Matching trials.' })
  totalTrials!: number;
  @Field(() => Float, { nullable: true, description: 'Average analysis score (0 to 10) of analysed trials.' })
  averageScore!: number | null;
  @Field(() => Float, { description: 'Sum of enrollments.' })
  totalEnrollment!: number;
  @Field(() => [TrialsTableCountType], { description: 'Trials per recommendation.' })
  recommendationBreakdown!: TrialsTableCountType[];
  @Field(() => [TrialsTableCountType], { description: 'Trials per investment verdict.' })
  investmentBreakdown!: TrialsTableCountType[];
}

@ObjectType('TrialsTableDateRange', { simpleResolvers: true, description: 'Earliest and latest completion dates.' })
export class TrialsTableDateRangeType {
  @Field(() => String, { nullable: true, description: 'Earliest (YYYY-MM-DD).' })
  min!: string | null;
  @Field(() => String, { nullable: true, description: 'Latest (YYYY-MM-DD).' })
  max!: string | null;
}

@ObjectType('TrialsTableFilters', { simpleResolvers: true, description: 'Values the table filter bar offers.' })
export class TrialsTableFiltersType {
  @Field(() => [InvestmentVerdictEnum], { description: 'Investment verdicts present.' })
  investmentVerdicts!: InvestmentVerdict[];
  @Field(() => [PhaseEnum], { description: 'Phase codes present.' })
  phases!: PhaseCode[];
  @Field(() => TrialsTableDateRangeType, { description: 'Completion date range.' })
  dateRange!: TrialsTableDateRangeType;
}
