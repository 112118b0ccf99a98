import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Locale } from '../../context.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { AREA_LABELS, type Area } from '../../domain/therapeutic-areas.js';
import {
  CAP_BUCKETS,
  type AnalysisErrorType,
  type AnalysisProviderName,
  type CapBucket,
  type PriorPhase,
  type Recommendation,
  type ScoreBreakdown,
} from '../../domain/analysis.js';
import type { DilutionRisk, FinancialsSource } from '../../domain/financials.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { DilutionRiskEnum, FinancialsSourceEnum } from '../financials/financials.enums.js';
import { enumOf, InvestmentVerdictEnum, RecommendationEnum } from '../trials/trials.enums.js';
import { AnalysisErrorTypeEnum, AnalysisProviderEnum, PriorPhaseEnum, TherapeuticAreaEnum } from './analysis.enums.js';
import { analysisSummary, type AnalysisView } from './analysis.service.js';

@ObjectType('AnalysisText', { description: 'The analysis text in one language.' })
export class AnalysisTextType {
  @Field(() => String, { description: 'Detailed analysis (spec: analyse).' })
  analysis!: string;

  @Field(() => [String], { description: 'Opportunities, each citing the trial field it comes from (spec: opportunites).' })
  opportunities!: string[];

  @Field(() => [String], { description: 'Risks, each citing the trial field it comes from (spec: risques).' })
  risks!: string[];

  @Field(() => [String], { description: 'Key factors (spec: facteurs_cles).' })
  keyFactors!: string[];
}

@ObjectType('AnalysisTranslations', { description: 'The analysis text in both languages.' })
export class AnalysisTranslationsType {
  @Field(() => AnalysisTextType, { description: 'French (the default language).' })
  fr!: AnalysisTextType;

  @Field(() => AnalysisTextType, { description: 'English.' })
  en!: AnalysisTextType;
}

@ObjectType('AnalysisTimeline', { description: 'Key dates (YYYY-MM-DD) and the expected readout window.' })
export class AnalysisTimelineType {
  @Field(() => String, { nullable: true, description: 'Start date.' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Primary completion date.' })
  primaryCompletionDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Completion date.' })
  completionDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Date results were first posted.' })
  resultsPostedDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Expected readout window start (results date, or primary completion).' })
  expectedReadoutFrom!: string | null;

  @Field(() => String, { nullable: true, description: 'Expected readout window end (primary completion + 12 months, the FDAAA posting deadline).' })
  expectedReadoutTo!: string | null;
}

export const CapBucketEnum = enumOf(CAP_BUCKETS);
registerEnumType(CapBucketEnum, {
  name: 'CapBucket',
  description: 'Market-cap bucket of the score: SMALL (< 2 B$), MID (2–10 B$), LARGE (≥ 10 B$), UNKNOWN (listed, cap unknown: mid-cap row), UNLISTED.',
});
export const ANALYSIS_OUTCOMES = ['MET', 'NOT_MET', 'MIXED'] as const;
export const AnalysisOutcomeEnum = enumOf(ANALYSIS_OUTCOMES);
registerEnumType(AnalysisOutcomeEnum, {
  name: 'AnalysisOutcome',
  description: 'A decided posted readout (domain/readout.ts): MET, NOT_MET or MIXED. Absent while no decided readout is posted.',
});
export const CONTEXT_TONES = ['risk', 'info'] as const;
export const ContextToneEnum = enumOf(CONTEXT_TONES);
registerEnumType(ContextToneEnum, { name: 'ContextTone', description: 'risk: listed among the risks; info: a key fact.' });

@ObjectType('ScoreTerm', {
  simpleResolvers: true,
  description: 'One term of the score formula as displayed; the score is recomputed from these rounded values exactly.',
})
export class ScoreTermType {
  @Field(() => String, {
    description: 'Stable key: probability, upside, downside, exposure, dilutionRisk (R), dilutionMove (F), dilution (R × F), ahead, expectedMove.',
  })
  key!: string;

  @Field(() => String, { description: "Name, in the request's language." })
  label!: string;

  @Field(() => Float, { description: 'Value in the unit shown, rounded to `digits` decimals (e.g. 65.6 for 65.6 %).' })
  value!: number;

  @Field(() => String, { description: 'The value as displayed, language-neutral (e.g. "65.6%", "−2.0%", "×0.25", "1").' })
  shown!: string;

  @Field(() => Int, { description: 'Decimals of the value.' })
  digits!: number;

  @Field(() => String, { description: "Unit: '%', '×' or ''." })
  unit!: string;
}

@ObjectType('ScoreContextLine', { simpleResolvers: true, description: 'A fact without a published effect size: shown, never in the probability.' })
export class ScoreContextLineType {
  @Field(() => String, { description: 'Stable key: status, timing, slips, enrollment, sponsorRecord, sae.' })
  key!: string;

  @Field(() => String, { description: "Name, in the request's language." })
  label!: string;

  @Field(() => String, { description: "What the engine read, in the request's language." })
  statement!: string;

  @Field(() => String, { description: 'Trial field(s) read.' })
  field!: string;

  @Field(() => ContextToneEnum, { description: 'risk or info.' })
  tone!: (typeof CONTEXT_TONES)[number];
}

@ObjectType('ScoreMeasuredRow', {
  simpleResolvers: true,
  description: "Trialyst's own measurement behind a market row (from 30 successes and 30 failures in the cap bucket).",
})
export class ScoreMeasuredRowType {
  @Field(() => Int, { description: 'Past readouts with a met primary end point measured in the bucket (n of U).' })
  successes!: number;

  @Field(() => Int, { description: 'Past readouts with a missed primary end point measured in the bucket (n of D).' })
  failures!: number;

  @Field(() => String, { description: 'Benchmark ticker of the abnormal moves.' })
  benchmark!: string;

  @Field(() => Boolean, { description: 'Measured on the demo market (simulated prices).' })
  demo!: boolean;

  @Field(() => String, { nullable: true, description: 'Date of the latest measurement (YYYY-MM-DD).' })
  asOf!: string | null;
}

@ObjectType('ScoreFiling', { simpleResolvers: true, description: 'The filing a cash figure is read from.' })
export class ScoreFilingType {
  @Field(() => String, { description: 'Form: 10-Q, 10-K, 20-F…; "provider" or "demo" for non-SEC figures.' })
  form!: string;

  @Field(() => String, { description: 'Balance-sheet date (YYYY-MM-DD).' })
  periodEnd!: string;

  @Field(() => String, { nullable: true, description: 'Filing date (YYYY-MM-DD), when known.' })
  filed!: string | null;
}

@ObjectType('ScoreDilution', {
  simpleResolvers: true,
  description: 'The dilution term R × F of the score: the cash runway placed on the readout, and the published reaction to an equity offering.',
})
export class ScoreDilutionType {
  @Field(() => Boolean, { description: 'R = 1: the readout is ahead and the runway ends before it or within 6 months after it.' })
  applies!: boolean;

  @Field(() => DilutionRiskEnum, { description: 'The runway against the readout.' })
  risk!: DilutionRisk;

  @Field(() => Float, { description: 'F: average announcement reaction to a seasoned equity offering, in % (negative).' })
  move!: number;

  @Field(() => String, { description: "Source of F, in the request's language." })
  moveSource!: string;

  @Field(() => String, { nullable: true, description: "The readout date used (next catalyst window's last day)." })
  readoutDate!: string | null;

  @Field(() => Float, { nullable: true, description: 'Runway end − readout date, in months (1 decimal; negative: the cash ends before).' })
  monthsAtReadout!: number | null;

  @Field(() => String, { nullable: true, description: 'Estimated runway end (YYYY-MM-DD).' })
  runwayEnd!: string | null;

  @Field(() => Float, { nullable: true, description: 'Months of runway from the balance-sheet date (1 decimal).' })
  monthsOfRunway!: number | null;

  @Field(() => Boolean, { description: 'The company does not burn cash.' })
  notBurning!: boolean;

  @Field(() => ScoreFilingType, { nullable: true, description: 'The filing of the cash figure.' })
  filing!: ScoreFilingType | null;

  @Field(() => FinancialsSourceEnum, { nullable: true, description: 'Where the figures come from (null: no figures).' })
  financialsSource!: FinancialsSource | null;

  @Field(() => Boolean, { description: 'Demo figures.' })
  demo!: boolean;

  @Field(() => String, { description: "What the engine read, with the figures, in the request's language." })
  statement!: string;
}

@ObjectType('ScoreMarket', {
  simpleResolvers: true,
  description: 'The market side of the score: the move on success and failure, the exposure, whether the readout is ahead.',
})
export class ScoreMarketType {
  @Field(() => CapBucketEnum, { description: 'Market-cap bucket.' })
  bucket!: CapBucket;

  @Field(() => Float, { nullable: true, description: 'Market capitalisation used (USD).' })
  marketCap!: number | null;

  @Field(() => Float, { description: 'U: average abnormal move (%) on a met primary end point.' })
  upside!: number;

  @Field(() => Float, { description: 'D: average abnormal move (%) on a missed primary end point (negative).' })
  downside!: number;

  @Field(() => Boolean, { description: 'True when the row is a house assumption (none is: rows are published or measured).' })
  provisional!: boolean;

  @Field(() => String, { description: 'Source of the row: the published reference, or Trialyst’s measurement with its n.' })
  source!: string;

  @Field(() => ScoreMeasuredRowType, { nullable: true, description: "Set when the row is Trialyst's measured medians for the bucket (null: published row)." })
  measured!: ScoreMeasuredRowType | null;

  @Field(() => Int, { nullable: true, description: "The company's active trials in the database, this one included (null when unknown or unlisted)." })
  pipelineTrials!: number | null;

  @Field(() => Float, { description: "x: the row's moves multiplier for this trial (share of the pipeline; 1 for large caps; 0 unlisted)." })
  exposure!: number;

  @Field(() => Boolean, { description: 'A: whether the readout is still ahead.' })
  ahead!: boolean;

  @Field(() => Float, { nullable: true, description: 'Break-even probability −D / (U − D) (null when unlisted).' })
  breakEven!: number | null;
}

@ObjectType('ScoreFactor', { description: 'One named, bounded log-odds adjustment of the rules engine.' })
export class ScoreFactorType {
  @Field(() => String, { description: 'Stable key: comparator, nonInferiority, endpoint, biomarker, vaccine, enrollmentTarget, sponsorClass.' })
  key!: string;

  @Field(() => String, { description: "Name, in the request's language." })
  label!: string;

  @Field(() => Float, { description: 'Effect on the log-odds that the primary end point is met (0 = none).' })
  effect!: number;

  @Field(() => Float, { description: 'Lowest effect this factor can have.' })
  min!: number;

  @Field(() => Float, { description: 'Highest effect this factor can have.' })
  max!: number;

  @Field(() => String, { description: "What the engine read, citing the value, in the request's language." })
  statement!: string;

  @Field(() => String, { description: 'Trial field(s) read.' })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Published source of the effect size (authors, title, venue, year, table).' })
  source!: string | null;
}

@ObjectType('ScoreBreakdown', { description: 'How the score was built: readout prior, published factors, probability, market terms and formula.' })
export class ScoreBreakdownType {
  @Field(() => TherapeuticAreaEnum, { description: 'Therapeutic area key (oncology, hematology, ..., other).' })
  area!: Area;

  @Field(() => String, { description: "Therapeutic area, in the request's language." })
  areaLabel!: string;

  @Field(() => PriorPhaseEnum, { description: 'Phase used for the prior.' })
  phase!: PriorPhase;

  @Field(() => Float, { description: 'Readout prior: P(primary end point met) for the area and phase (0–1).' })
  prior!: number;

  @Field(() => String, { description: 'Source of the prior.' })
  priorSource!: string;

  @Field(() => String, { description: "How the prior was derived for this phase, in the request's language." })
  priorBasis!: string;

  @Field(() => [ScoreFactorType], { description: 'Adjustments, in order.' })
  factors!: ScoreFactorType[];

  @Field(() => Float, { description: 'logit(prior) + the sum of the effects.' })
  logOdds!: number;

  @Field(() => Float, {
    description: 'The probability the score uses (0–1): the forecast, or after a decided posted readout its outcome (MET 1, NOT_MET 0, MIXED the share met).',
  })
  probability!: number;

  @Field(() => [ScoreContextLineType], {
    description: 'Facts without a published effect size (status, timing, slips, enrollment, sponsor record, serious adverse events).',
  })
  context!: ScoreContextLineType[];

  @Field(() => Float, { description: 'Forecast P(primary end point met at this readout), from the prior and the design factors (0–1).' })
  forecast!: number;

  @Field(() => AnalysisOutcomeEnum, {
    nullable: true,
    description: 'The decided posted readout, when there is one: the probability is then its outcome, not a forecast.',
  })
  outcome!: (typeof ANALYSIS_OUTCOMES)[number] | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Probability of approval (BIO 2021) from where the program stands — the trial's phase, the next stage after a met primary end point — named by `probabilityOfApprovalLabel`; null for phase 4, unphased or unknown-phase trials and after a missed primary end point. A separate figure, never in the readout probability or the score.",
  })
  probabilityOfApproval!: number | null;

  @Field(() => String, { nullable: true, description: "Label and source of the probability of approval, in the request's language." })
  probabilityOfApprovalLabel!: string | null;

  @Field(() => ScoreMarketType, { nullable: true, description: 'The market side of the score (absent on analyses before engine rules-6).' })
  market!: ScoreMarketType | null;

  @Field(() => ScoreDilutionType, { nullable: true, description: 'The dilution term R × F (absent on analyses before engine rules-9).' })
  dilution!: ScoreDilutionType | null;

  @Field(() => [ScoreTermType], { description: 'The terms of the formula as displayed (empty before engine rules-6).' })
  terms!: ScoreTermType[];

  @Field(() => String, { description: "The formula the score is computed with, in the request's language." })
  formula!: string;

  @Field(() => Float, { nullable: true, description: 'E: expected abnormal move of the share price at the readout, in %.' })
  expectedMove!: number | null;

  @Field(() => Float, { description: 'Score 0–10 = 5 + 5 × E ÷ 0.8 (the published success move; see formula).' })
  score!: number;

  @Field(() => Float, { description: 'Score from which the recommendation is INVESTIR (with a listed sponsor).' })
  investThreshold!: number;

  @Field(() => Float, { description: 'Score from which the recommendation is SURVEILLER (readout ahead).' })
  watchThreshold!: number;

  @Field(() => [String], { description: 'Inputs that were missing (partial data).' })
  missing!: string[];

  @Field(() => String, { description: 'Engine version.' })
  engineVersion!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'LLM provider: how much it moved the rules score (always 0 from engine rules-6: the LLM explains, it does not score).',
  })
  llmAdjustment!: number | null;

  @Field(() => String, { nullable: true, description: 'LLM provider: the error that made it fall back to the rules.' })
  llmError!: string | null;
}

@ObjectType('AnalysisSummary', { description: 'The headline of an analysis (spec: summary).' })
export class AnalysisSummaryType {
  @Field(() => RecommendationEnum, { description: 'INVESTIR, SURVEILLER, NE_PAS_INVESTIR or ERREUR_QUOTA.' })
  recommendation!: Recommendation;

  @Field(() => Float, { description: 'Score 0–10, one decimal.' })
  score!: number;

  @Field(() => Boolean, { description: 'True when the analysis is partial or the AI quota failed.' })
  hasError!: boolean;

  @Field(() => AnalysisErrorTypeEnum, { nullable: true, description: 'DONNEES_PARTIELLES or QUOTA.' })
  errorType!: AnalysisErrorType | null;

  @Field(() => String, { nullable: true, description: 'What was missing or what failed.' })
  errorMessage!: string | null;

  @Field(() => InvestmentVerdictEnum, { description: 'Stock-investment verdict: OUI, POSSIBLE or NON (spec: investissement_bourse).' })
  investmentVerdict!: InvestmentVerdict;

  @Field(() => Boolean, { description: 'Whether the sponsor is listed (spec: sponsor_cote).' })
  sponsorListed!: boolean;

  @Field(() => String, { nullable: true, description: 'Ticker (spec: ticker_bourse).' })
  ticker!: string | null;

  @Field(() => AnalysisTimelineType, { description: 'Timeline.' })
  timeline!: AnalysisTimelineType;

  @Field(() => AnalysisProviderEnum, { description: 'Provider that wrote it: rules or llm.' })
  provider!: AnalysisProviderName;
}

@ObjectType('TrialAnalysis', { description: 'An explainable investment analysis of a trial.' })
export class TrialAnalysisType {
  @Field(() => ID, { description: 'Analysis id.' })
  id!: string;

  @Field(() => String, { description: 'Trial NCT id.' })
  nctId!: string;

  @Field(() => AnalysisSummaryType, { description: 'Headline.' })
  summary!: AnalysisSummaryType;

  @Field(() => AnalysisTextType, { description: "Text in the request's language (Accept-Language)." })
  details!: AnalysisTextType;

  @Field(() => AnalysisTranslationsType, { description: 'Text in French and in English.' })
  translations!: AnalysisTranslationsType;

  @Field(() => GraphQLISODateTime, { description: 'When it was computed.' })
  analyzedAt!: Date;

  @Field(() => ScoreBreakdownType, { nullable: true, description: 'Score breakdown, for charting.' })
  breakdown!: ScoreBreakdownType | null;
}

const text = (t: { analyse: string; opportunites: string[]; risques: string[]; facteurs_cles: string[] }): AnalysisTextType => ({
  analysis: t.analyse,
  opportunities: t.opportunites,
  risks: t.risques,
  keyFactors: t.facteurs_cles,
});

/** The GraphQL object of a stored analysis, localised. */
export function presentAnalysis(v: AnalysisView, locale: Locale): TrialAnalysisType {
  const b = v.breakdown;
  return {
    id: v.id,
    nctId: v.nctId,
    summary: { ...analysisSummary(v), investmentVerdict: v.investmentVerdict, sponsorListed: v.sponsorListed, ticker: v.ticker },
    details: text(v.details[locale]),
    translations: { fr: text(v.details.fr), en: text(v.details.en) },
    analyzedAt: v.analyzedAt,
    breakdown: b ? presentBreakdown(b, locale) : null,
  };
}

/** A stored source in the request's language (analyses stored before engine rules-8 hold one English string). */
function sourceIn(source: Bilingual | string | null, locale: Locale): string | null {
  if (source === null || typeof source === 'string') return source;
  return source[locale];
}

/** The GraphQL breakdown, localised. An analysis stored before engine rules-6 lacks the new fields: they read as empty. */
function presentBreakdown(b: ScoreBreakdown, locale: Locale): ScoreBreakdownType {
  const n: Partial<ScoreBreakdown> = b;
  const approval = n.probabilityOfApproval;
  return {
    area: b.area,
    areaLabel: AREA_LABELS[b.area][locale],
    phase: b.phase,
    prior: b.prior,
    priorSource: sourceIn(b.priorSource, locale) ?? '',
    priorBasis: b.priorBasis[locale],
    factors: b.factors.map((f) => ({
      key: f.key,
      label: f.label[locale],
      effect: f.effect,
      min: f.min,
      max: f.max,
      statement: f.statement[locale],
      field: f.field,
      source: sourceIn(f.source, locale),
    })),
    context: (n.context ?? []).map((c) => ({ key: c.key, label: c.label[locale], statement: c.statement[locale], field: c.field, tone: c.tone })),
    logOdds: b.logOdds,
    forecast: n.forecast ?? b.probability,
    outcome: n.outcome ?? null,
    probability: b.probability,
    probabilityOfApproval: approval ? approval.value : null,
    probabilityOfApprovalLabel: approval ? `${approval.label[locale]} — ${sourceIn(approval.source, locale)}` : null,
    market: n.market ? { ...n.market, source: sourceIn(n.market.source, locale) ?? '', measured: n.market.measured ?? null } : null,
    dilution: n.dilution ? { ...n.dilution, moveSource: n.dilution.moveSource[locale], statement: n.dilution.statement[locale] } : null,
    terms: (n.terms ?? []).map((t) => ({ key: t.key, label: t.label[locale], value: t.value, shown: t.shown, digits: t.digits, unit: t.unit })),
    formula: n.formula ? n.formula[locale] : '',
    expectedMove: n.expectedMove ?? null,
    score: b.score,
    investThreshold: b.thresholds.invest,
    watchThreshold: b.thresholds.watch,
    missing: b.missing,
    engineVersion: b.engineVersion,
    llmAdjustment: b.llm ? b.llm.scoreAdjustment : null,
    llmError: b.llm ? b.llm.error : null,
  };
}
