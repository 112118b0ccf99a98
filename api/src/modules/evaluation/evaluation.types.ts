import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CapBucket, PriorPhase } from '../../domain/analysis.js';
import type { Area } from '../../domain/therapeutic-areas.js';
import { PriorPhaseEnum, TherapeuticAreaEnum } from '../analysis/analysis.enums.js';
import { CapBucketEnum, ScoreMeasuredRowType } from '../analysis/analysis.types.js';
import { enumOf } from '../trials/trials.enums.js';
import { EVALUATION_SET_KINDS, EXCLUSION_REASONS, type EvaluationSetKind, type ExclusionReason } from './evaluation.report.js';

export const EvaluationSetKindEnum = enumOf(EVALUATION_SET_KINDS);
registerEnumType(EvaluationSetKindEnum, {
  name: 'EvaluationSetKind',
  description:
    'Kind of labelled set: RECORDS (ClinicalTrials.gov records labelled from their own posted results), CSV (nctid,label joined with the database), IMPORTED (imported trials labelled from their posted results).',
});

export const EvaluationExclusionReasonEnum = enumOf(EXCLUSION_REASONS);
registerEnumType(EvaluationExclusionReasonEnum, {
  name: 'EvaluationExclusionReason',
  description:
    'Why an item of a labelled set was left out: UNREADABLE, NOT_MAPPABLE, DUPLICATE, NO_POSTED_RESULTS, MIXED (primary end points disagree), NOT_ANALYSABLE (no primary analysis gives a verdict), INVALID_ROW, CONFLICTING_LABELS, NOT_FOUND (CSV id not in the database).',
});

@ObjectType('MethodologyText', { description: 'A text in both languages.' })
export class MethodologyTextType {
  @Field(() => String, { description: 'French (the default language).' })
  fr!: string;

  @Field(() => String, { description: 'English.' })
  en!: string;
}

@ObjectType('MethodologyPrior', { description: "One prior of the engine's table: P(primary end point met) for an area and phase, before any factor." })
export class MethodologyPriorType {
  @Field(() => TherapeuticAreaEnum, { description: 'Therapeutic area.' })
  area!: Area;

  @Field(() => PriorPhaseEnum, { description: 'Phase.' })
  phase!: PriorPhase;

  @Field(() => Float, { description: 'Prior probability (0–1).' })
  probability!: number;

  @Field(() => MethodologyTextType, { description: 'Published source (the reference as published; our note on it in each language).' })
  source!: MethodologyTextType;

  @Field(() => MethodologyTextType, { description: 'How the figure is derived from the source.' })
  basis!: MethodologyTextType;
}

@ObjectType('MethodologyFactor', { description: 'One bounded log-odds factor of the engine.' })
export class MethodologyFactorType {
  @Field(() => String, { description: 'Stable key (as in a breakdown).' })
  key!: string;

  @Field(() => MethodologyTextType, { description: 'Name.' })
  label!: MethodologyTextType;

  @Field(() => Float, { description: 'Lowest effect (log-odds).' })
  min!: number;

  @Field(() => Float, { description: 'Highest effect (log-odds).' })
  max!: number;

  @Field(() => MethodologyTextType, { nullable: true, description: 'Published source of the effect size; null for a house rule.' })
  source!: MethodologyTextType | null;

  @Field(() => String, { description: 'Trial field(s) read.' })
  field!: string;
}

@ObjectType('MethodologyApproval', {
  description: 'Probability of approval from Phase III for an area: a separate figure, never in the readout probability or the score.',
})
export class MethodologyApprovalType {
  @Field(() => TherapeuticAreaEnum, { description: 'Therapeutic area.' })
  area!: Area;

  @Field(() => Float, { description: 'Probability of approval (0–1).' })
  probability!: number;

  @Field(() => MethodologyTextType, { description: 'Published source (the reference as published; our note on it in each language).' })
  source!: MethodologyTextType;
}

@ObjectType('MethodologyMarketRow', { description: "Average abnormal share-price moves at a readout for one market-cap bucket: the score's asymmetry table." })
export class MethodologyMarketRowType {
  @Field(() => CapBucketEnum, { description: 'Market-cap bucket (an UNKNOWN cap uses the published row; an unlisted sponsor has none).' })
  bucket!: CapBucket;

  @Field(() => Float, { description: 'Average move on a met primary end point, in % (positive).' })
  upside!: number;

  @Field(() => Float, { description: 'Average move on a missed primary end point, in % (negative).' })
  downside!: number;

  @Field(() => Float, { nullable: true, description: 'Break-even probability: −downside / (upside − downside) (null when upside ≤ downside).' })
  breakEven!: number | null;

  @Field(() => Boolean, { description: 'True when the row is a house assumption (none is: rows are published or measured).' })
  provisional!: boolean;

  @Field(() => MethodologyTextType, { description: 'Source: the published reference, or Trialyst’s measurement with its n.' })
  source!: MethodologyTextType;

  @Field(() => ScoreMeasuredRowType, {
    nullable: true,
    description: "Trialyst's measurement when it replaces the published row for the bucket (null: published row).",
  })
  measured!: ScoreMeasuredRowType | null;
}

@ObjectType('MethodologyDilution', { description: 'The dilution term R × F of the score: the published reaction to an equity offering and the rule of R.' })
export class MethodologyDilutionType {
  @Field(() => Float, { description: 'F: average announcement reaction to a seasoned equity offering, in % (negative).' })
  move!: number;

  @Field(() => Int, { description: 'R = 1 when the cash runway ends before the readout or within this many months after it.' })
  windowMonths!: number;

  @Field(() => MethodologyTextType, { description: 'Published source of F.' })
  source!: MethodologyTextType;

  @Field(() => MethodologyTextType, { description: 'The rule, in words.' })
  rule!: MethodologyTextType;
}

@ObjectType('MethodologyMeasuredRule', { description: "When Trialyst's measured reactions replace the published market row." })
export class MethodologyMeasuredRuleType {
  @Field(() => Int, { description: 'Successes and failures needed, each, in a cap bucket.' })
  minimum!: number;

  @Field(() => MethodologyTextType, { description: 'The rule, in words.' })
  rule!: MethodologyTextType;
}

@ObjectType('MethodologyModel', { description: "The engine's model, from its own constants." })
export class MethodologyModelType {
  @Field(() => String, { description: 'Engine version.' })
  engineVersion!: string;

  @Field(() => MethodologyTextType, { description: 'How the readout probability is computed.' })
  probability!: MethodologyTextType;

  @Field(() => MethodologyTextType, { description: 'How the score is computed from the probability.' })
  score!: MethodologyTextType;

  @Field(() => [MethodologyPriorType], { description: 'Priors by area and phase.' })
  priors!: MethodologyPriorType[];

  @Field(() => [MethodologyFactorType], { description: 'Factors, in the order the engine applies them.' })
  factors!: MethodologyFactorType[];

  @Field(() => [MethodologyApprovalType], { description: 'Probability of approval from Phase III by area (a separate, labelled figure).' })
  approval!: MethodologyApprovalType[];

  @Field(() => [MethodologyMarketRowType], {
    description: 'Market reaction by market-cap bucket as it applies today (the asymmetry between a success and a failure): measured or published.',
  })
  market!: MethodologyMarketRowType[];

  @Field(() => MethodologyDilutionType, { description: 'The dilution term R × F.' })
  dilution!: MethodologyDilutionType;

  @Field(() => MethodologyMeasuredRuleType, { description: 'When measured reactions replace the published row.' })
  measuredRule!: MethodologyMeasuredRuleType;

  @Field(() => Float, { description: 'Score from which the recommendation is INVESTIR (with a listed sponsor).' })
  investThreshold!: number;

  @Field(() => Float, { description: 'Score from which the recommendation is SURVEILLER.' })
  watchThreshold!: number;
}

@ObjectType('ReliabilityBin', { description: 'One decile of predicted probability: [lower, upper), the last closed at 1.' })
export class ReliabilityBinType {
  @Field(() => Int, { description: 'Decile index, 0–9.' })
  bin!: number;

  @Field(() => Float, { description: 'Lower bound.' })
  lower!: number;

  @Field(() => Float, { description: 'Upper bound.' })
  upper!: number;

  @Field(() => Int, { description: 'Trials in the bin.' })
  n!: number;

  @Field(() => Float, { nullable: true, description: 'Mean predicted probability (null when empty).' })
  meanPredicted!: number | null;

  @Field(() => Float, { nullable: true, description: 'Observed share of met primary end points (null when empty).' })
  observedRate!: number | null;
}

@ObjectType('EvaluationMetrics', { description: 'Metrics of one predictor on one labelled set, with its sample sizes.' })
export class EvaluationMetricsType {
  @Field(() => Int, { description: 'Labelled trials scored.' })
  n!: number;

  @Field(() => Int, { description: 'Met (label 1).' })
  positives!: number;

  @Field(() => Int, { description: 'Not met (label 0).' })
  negatives!: number;

  @Field(() => Float, { nullable: true, description: 'ROC-AUC, ties counting 1/2 (null with one class only).' })
  rocAuc!: number | null;

  @Field(() => Float, { nullable: true, description: 'PR-AUC as average precision (null without positives).' })
  prAuc!: number | null;

  @Field(() => Float, { nullable: true, description: 'Brier score (null on an empty set).' })
  brier!: number | null;

  @Field(() => [ReliabilityBinType], { description: 'Reliability table by decile of predicted probability.' })
  reliability!: ReliabilityBinType[];
}

@ObjectType('EvaluationExclusion', { description: 'Items of the set left out, by reason.' })
export class EvaluationExclusionType {
  @Field(() => EvaluationExclusionReasonEnum, { description: 'Why.' })
  reason!: ExclusionReason;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType('Evaluation', { description: 'The latest run of `npm run evaluate` on one labelled set.' })
export class EvaluationType {
  @Field(() => String, { description: "The set's name." })
  setName!: string;

  @Field(() => EvaluationSetKindEnum, { description: 'Kind of set.' })
  setKind!: EvaluationSetKind;

  @Field(() => GraphQLISODateTime, { description: 'When it ran.' })
  evaluatedAt!: Date;

  @Field(() => String, { description: 'Engine version evaluated.' })
  engineVersion!: string;

  @Field(() => Int, { description: 'Items read from the set, labelled or not.' })
  readCount!: number;

  @Field(() => Int, { description: 'Labelled trials scored.' })
  n!: number;

  @Field(() => Int, { description: 'Met (label 1).' })
  positives!: number;

  @Field(() => Int, { description: 'Not met (label 0).' })
  negatives!: number;

  @Field(() => Float, { nullable: true, description: "The set's own share of met end points." })
  baseRate!: number | null;

  @Field(() => Float, { nullable: true, description: 'Brier of a constant equal to baseRate: an in-sample oracle (it knows the answer rate).' })
  baseRateBrier!: number | null;

  @Field(() => [EvaluationExclusionType], { description: 'Items left out, by reason.' })
  exclusions!: EvaluationExclusionType[];

  @Field(() => EvaluationMetricsType, { description: "The engine's readout probability." })
  probability!: EvaluationMetricsType;

  @Field(() => EvaluationMetricsType, { description: 'The prior alone.' })
  prior!: EvaluationMetricsType;
}

@ObjectType('Methodology', { description: "How Trialyst's readout probability is built and how it measured up." })
export class MethodologyType {
  @Field(() => MethodologyModelType, { description: 'The model.' })
  model!: MethodologyModelType;

  @Field(() => [EvaluationType], { description: 'The latest evaluation of each labelled set, the most recent first.' })
  evaluations!: EvaluationType[];
}
