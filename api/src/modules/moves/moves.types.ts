import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CapBucket } from '../../domain/analysis.js';
import {
  CATALYST_OUTCOMES,
  PAST_CATALYST_KINDS,
  REACTION_MEASURES,
  type CatalystOutcome,
  type PastCatalystKind,
  type ReactionMeasure,
} from '../../domain/reactions.js';
import type { Area } from '../../domain/therapeutic-areas.js';
import { TherapeuticAreaEnum } from '../analysis/analysis.enums.js';
import { CapBucketEnum } from '../analysis/analysis.types.js';
import { enumOf } from '../trials/trials.enums.js';

export const PastCatalystKindEnum = enumOf<PastCatalystKind>(PAST_CATALYST_KINDS);
registerEnumType(PastCatalystKindEnum, {
  name: 'PastCatalystKind',
  description:
    'PRIMARY_COMPLETION (actual date), RESULTS_POSTED (first posted), TERMINATED / SUSPENDED (the status change), REGULATORY_DECISION (approval, CRL, CHMP opinion, EC decision).',
});
export const CatalystOutcomeEnum = enumOf<CatalystOutcome>(CATALYST_OUTCOMES);
registerEnumType(CatalystOutcomeEnum, {
  name: 'CatalystOutcome',
  description:
    'Readouts: posted primary results MET → SUCCESS, NOT_MET → FAILURE, MIXED → MIXED; approval → SUCCESS, CRL or refusal → FAILURE; a stop for efficacy or safety → FAILURE; UNKNOWN otherwise.',
});
export const ReactionMeasureEnum = enumOf<ReactionMeasure>(REACTION_MEASURES);
registerEnumType(ReactionMeasureEnum, {
  name: 'ReactionMeasure',
  description: 'ABNORMAL_1D / ABNORMAL_5D: the move minus the benchmark’s over the same days; MOVE_1D / MOVE_5D: the stock’s move.',
});

@ObjectType('StockMove', {
  description:
    'The stock’s move around an event: the last close before the day to the close of the first (1d) and fifth (5d) trading day on or after it, in percent; abnormal = minus the benchmark’s move over the same days. Null parts: days not in the price history yet.',
})
export class StockMoveType {
  @Field(() => String, { description: 'The event day (YYYY-MM-DD).' })
  eventDate!: string;
  @Field(() => String, { description: 'The index ticker the abnormal moves are measured against.' })
  benchmark!: string;
  @Field(() => Float, { nullable: true, description: 'Last close before the event day, in `currency`.' })
  closeBefore!: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent.' })
  move1d!: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent.' })
  move5d!: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent points (move − benchmark move).' })
  abnormal1d!: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent points (move − benchmark move).' })
  abnormal5d!: number | null;
  @Field(() => String, { nullable: true })
  currency!: string | null;
  @Field(() => String, { description: "'demo' or 'yahoo'." })
  priceSource!: string;
  @Field(() => Boolean, { description: 'Measured on the demo market (simulated prices).' })
  demo!: boolean;
  @Field(() => String, { description: 'When the move was computed (ISO timestamp).' })
  computedAt!: string;
}

@ObjectType('PastCatalyst', { description: 'A past catalyst of the company (readout, stop, regulatory decision) and its stock’s move.' })
export class PastCatalystType {
  @Field(() => ID, { description: 'The event key: "RP:<nctId>", "RS:<nctId>", "TS:<nctId>:<date>", "RG:<regulatory event id>".' })
  id!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;
  @Field(() => PastCatalystKindEnum)
  kind!: PastCatalystKind;
  @Field(() => CatalystOutcomeEnum)
  outcome!: CatalystOutcome;
  @Field(() => String, { nullable: true })
  nctId!: string | null;
  @Field(() => String, { nullable: true })
  trialTitle!: string | null;
  @Field(() => String, { nullable: true })
  regulatoryEventId!: string | null;
  @Field(() => String, { nullable: true, description: 'A short text in the request language (the drug and decision of a regulatory event, a stop’s reason…).' })
  description!: string | null;
  @Field(() => StockMoveType, { nullable: true, description: 'Null until computed, or without a price history.' })
  move!: StockMoveType | null;
}

@ObjectType('ReactionGroup', { description: 'The moves of one outcome, in one cap bucket or therapeutic area (null: all), with their count.' })
export class ReactionGroupType {
  @Field(() => CatalystOutcomeEnum, { description: 'SUCCESS or FAILURE.' })
  outcome!: CatalystOutcome;
  @Field(() => CapBucketEnum, { nullable: true, description: 'Null: all buckets.' })
  capBucket!: CapBucket | null;
  @Field(() => TherapeuticAreaEnum, { nullable: true, description: 'Null: all areas.' })
  area!: Area | null;
  @Field(() => Int)
  n!: number;
  @Field(() => Float, { nullable: true, description: 'Percent (null when n = 0).' })
  median!: number | null;
  @Field(() => Float, { nullable: true, description: 'First quartile (linear interpolation).' })
  q1!: number | null;
  @Field(() => Float, { nullable: true, description: 'Third quartile (linear interpolation).' })
  q3!: number | null;
}

@ObjectType('ReactionStats', {
  description:
    'Stock reactions to past catalysts with a SUCCESS or FAILURE outcome: for each outcome, all moves, then by cap bucket (SMALL, MID, LARGE, and UNKNOWN when it has moves), then by therapeutic area (those with moves).',
})
export class ReactionStatsType {
  @Field(() => ReactionMeasureEnum)
  measure!: ReactionMeasure;
  @Field(() => [ReactionGroupType])
  groups!: ReactionGroupType[];
  @Field(() => Int, { description: 'Moves counted (both outcomes).' })
  total!: number;
  @Field(() => Boolean, { description: 'Some of the moves were measured on the demo market.' })
  demo!: boolean;
  @Field(() => String, { description: 'The index of the abnormal moves.' })
  benchmark!: string;
  @Field(() => String, { nullable: true, description: 'Day of the latest computation (YYYY-MM-DD).' })
  asOf!: string | null;
}
