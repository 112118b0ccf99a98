import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { CatalystConfidence, CatalystKind } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { PhaseCode } from '../../domain/trial.js';
import type { Recommendation } from '../../domain/analysis.js';
import { CatalystConfidenceEnum, CatalystKindEnum, InvestmentVerdictEnum, PhaseEnum, RecommendationEnum } from '../trials/trials.enums.js';
import { TrialType } from '../trials/trials.types.js';

@InputType('CalendarFilter', { description: 'Filters of the calendar.' })
export class CalendarFilterInput {
  @Field(() => InvestmentVerdictEnum, { nullable: true, description: 'Stock-investment verdict: OUI, POSSIBLE or NON.' })
  investmentVerdict?: InvestmentVerdict | null;
  @Field(() => RecommendationEnum, { nullable: true, description: 'Recommendation of the latest analysis, e.g. INVESTIR.' })
  recommendation?: Recommendation | null;
  @Field(() => [PhaseEnum], { nullable: true, description: 'Any of these phases (at most 10).' })
  phases?: PhaseCode[] | null;
  @Field(() => [CatalystKindEnum], { nullable: true, description: 'Any of these kinds of next catalyst (none: all).' })
  catalystKinds?: CatalystKind[] | null;
  @Field(() => [CatalystConfidenceEnum], { nullable: true, description: 'Any of these confidences of the next catalyst, as of today (none: all).' })
  confidences?: CatalystConfidence[] | null;
}

@ObjectType('CalendarMonth', {
  description:
    'One month of the calendar with its trials: those whose next catalyst is listed in the month (the current month also carries open windows and overdue dates).',
})
export class CalendarMonthType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of trials returned (at most 1000).' })
  count!: number;
  @Field(() => [TrialType], { description: 'Trials, by catalyst window (overdue ones last).' })
  trials!: TrialType[];
}

@ObjectType('CalendarMonthCount', { description: 'How many trials have their next catalyst listed in a month.' })
export class CalendarMonthCountType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of trials whose next catalyst is listed that month.' })
  count!: number;
}
