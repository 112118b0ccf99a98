import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { InvestmentVerdict, PhaseCode, Recommendation } from '../trials/trials.entity.js';
import { InvestmentVerdictEnum, PhaseEnum, RecommendationEnum } from '../trials/trials.enums.js';
import { TrialType } from '../trials/trials.types.js';

@InputType('CalendarFilter', { description: 'Filters of the calendar.' })
export class CalendarFilterInput {
  @Field(() => InvestmentVerdictEnum, { nullable: true, description: 'Stock-investment verdict: OUI, POSSIBLE or NON.' })
  investmentVerdict?: InvestmentVerdict | null;
  @Field(() => RecommendationEnum, { nullable: true, description: 'Recommendation of the latest analysis, e.g. INVESTIR.' })
  recommendation?: Recommendation | null;
  @Field(() => [PhaseEnum], { nullable: true, description: 'Any of these phases (at most 10).' })
  phases?: PhaseCode[] | null;
}

@ObjectType('CalendarMonth', { description: 'One month of the calendar with its trials (those with a completion date in the month).' })
export class CalendarMonthType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of trials returned (at most 1000).' })
  count!: number;
  @Field(() => [TrialType], { description: 'Trials, earliest completion first.' })
  trials!: TrialType[];
}

@ObjectType('CalendarMonthCount', { description: 'How many trials complete in a month.' })
export class CalendarMonthCountType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of trials completing that month.' })
  count!: number;
}
