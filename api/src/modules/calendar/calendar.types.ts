import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { CatalystConfidence, CatalystKind } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { PhaseCode } from '../../domain/trial.js';
import type { Recommendation } from '../../domain/analysis.js';
import { CatalystConfidenceEnum, CatalystKindEnum, InvestmentVerdictEnum, PhaseEnum, RecommendationEnum } from '../trials/trials.enums.js';
import { TrialType } from '../trials/trials.types.js';
import type { RegulatoryDateConfidence, RegulatoryKind } from '../../domain/regulatory.js';
import { RegulatoryDateConfidenceEnum, RegulatoryKindEnum } from '../regulatory/regulatory.enums.js';
import { RegulatoryEventType } from '../regulatory/regulatory.types.js';

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
  @Field(() => [RegulatoryKindEnum], {
    nullable: true,
    description: 'Any of these kinds of regulatory event (none: all). Kinds of one category only (readouts or regulatory events) show that category only.',
  })
  regulatoryKinds?: RegulatoryKind[] | null;
  @Field(() => [RegulatoryDateConfidenceEnum], {
    nullable: true,
    description: 'Any of these date confidences of regulatory events (none: all). As with kinds, confidences of one category only show that category only.',
  })
  regulatoryConfidences?: RegulatoryDateConfidence[] | null;
}

@ObjectType('CalendarMonth', {
  description:
    'One month of the calendar with its trials (those whose next catalyst is listed in the month; the current month also carries open windows and overdue dates) and its regulatory events.',
})
export class CalendarMonthType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of catalysts returned: trials plus regulatory events.' })
  count!: number;
  @Field(() => Int, { description: 'Number of trials returned (at most 1000).' })
  trialCount!: number;
  @Field(() => Int, { description: 'Number of regulatory events returned (at most 1000).' })
  regulatoryCount!: number;
  @Field(() => [TrialType], { description: 'Trials, by catalyst window (overdue ones last).' })
  trials!: TrialType[];
  @Field(() => [RegulatoryEventType], {
    description: 'Regulatory events dated in the month, by date; each with its best link to the listed trials (null: not linked).',
  })
  regulatoryEvents!: RegulatoryEventType[];
}

@ObjectType('CalendarMonthCount', {
  description: 'How many trials have their next catalyst listed in a month, and how many regulatory events are dated in it.',
})
export class CalendarMonthCountType {
  @Field(() => String, { description: 'Month key YYYY-MM.' })
  month!: string;
  @Field(() => Int, { description: 'Number of catalysts that month: trials plus regulatory events.' })
  count!: number;
  @Field(() => Int, { description: 'Number of trials whose next catalyst is listed that month.' })
  trialCount!: number;
  @Field(() => Int, { description: 'Number of regulatory events dated that month.' })
  regulatoryCount!: number;
}
