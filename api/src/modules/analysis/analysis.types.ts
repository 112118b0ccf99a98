import { Field, Float, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import type { Locale } from '../../context.js';
import { AREA_LABELS, type Area } from '../../domain/therapeutic-areas.js';
import type { AnalysisErrorType, AnalysisProviderName, PriorPhase, Recommendation } from '../../domain/analysis.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { InvestmentVerdictEnum, RecommendationEnum } from '../trials/trials.enums.js';
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

@ObjectType('ScoreFactor', { description: 'One named, bounded log-odds adjustment of the rules engine.' })
export class ScoreFactorType {
  @Field(() => String, { description: 'Stable key: status, results, sae, enrollment, sponsorClass, sponsorRecord, biomarker, timing, slips.' })
  key!: string;

  @Field(() => String, { description: "Name, in the request's language." })
  label!: string;

  @Field(() => Float, { description: 'Effect on the log-odds of approval (0 = none).' })
  effect!: number;

  @Field(() => Float, { description: 'Lowest effect this factor can have.' })
  min!: number;

  @Field(() => Float, { description: 'Highest effect this factor can have.' })
  max!: number;

  @Field(() => String, { description: "What the engine read, citing the value, in the request's language." })
  statement!: string;

  @Field(() => String, { description: 'Trial field(s) read.' })
  field!: string;

  @Field(() => String, { nullable: true, description: 'Published source of the effect size, when there is one.' })
  source!: string | null;
}

@ObjectType('ScoreBreakdown', { description: 'How the score was built: prior, factors, probability, market materiality.' })
export class ScoreBreakdownType {
  @Field(() => TherapeuticAreaEnum, { description: 'Therapeutic area key (oncology, hematology, ..., other).' })
  area!: Area;

  @Field(() => String, { description: "Therapeutic area, in the request's language." })
  areaLabel!: string;

  @Field(() => PriorPhaseEnum, { description: 'Phase used for the prior.' })
  phase!: PriorPhase;

  @Field(() => Float, { description: 'Prior probability of approval (0–1).' })
  prior!: number;

  @Field(() => String, { description: 'Source of the prior.' })
  priorSource!: string;

  @Field(() => String, { description: "How the prior was derived for this phase, in the request's language." })
  priorBasis!: string;

  @Field(() => [ScoreFactorType], { description: 'Adjustments, in order.' })
  factors!: ScoreFactorType[];

  @Field(() => Float, { description: 'logit(prior) + the sum of the effects.' })
  logOdds!: number;

  @Field(() => Float, { description: 'Estimated probability (0–1).' })
  probability!: number;

  @Field(() => Float, { description: 'Market materiality (0–1) = listing weight × size weight × phase weight × next-catalyst weight.' })
  materiality!: number;

  @Field(() => Float, { description: 'Listing weight: OUI 1, POSSIBLE 0.7, NON 0.3.' })
  listingWeight!: number;

  @Field(() => Float, { description: 'Company-size weight: < 2 B$ 1, < 10 B$ 0.85, < 200 B$ 0.65, larger 0.5, unknown 0.8.' })
  sizeWeight!: number;

  @Field(() => Float, { description: 'Phase weight: phase 3 and 2/3 1, phase 2 0.9, 1/2 0.8, 1 0.7, phase 4 0.2, not applicable 0.5.' })
  phaseWeight!: number;

  @Field(() => Float, {
    description:
      'Next-catalyst weight: anticipated within 6 months 1, 12 months 0.9, 24 months 0.75, later 0.6; overdue 0.7; just happened (actual) 0.4; passed 0 (priced in); none 0.5.',
  })
  catalystWeight!: number;

  @Field(() => Float, { nullable: true, description: 'Market capitalisation used (USD).' })
  marketCap!: number | null;

  @Field(() => Float, { description: 'Score 0–10 = 10 × probability × (0.55 + 0.45 × materiality).' })
  score!: number;

  @Field(() => Float, { description: 'Score from which the recommendation is INVESTIR (with a listed sponsor).' })
  investThreshold!: number;

  @Field(() => Float, { description: 'Score from which the recommendation is SURVEILLER.' })
  watchThreshold!: number;

  @Field(() => [String], { description: 'Inputs that were missing (partial data).' })
  missing!: string[];

  @Field(() => String, { description: 'Engine version.' })
  engineVersion!: string;

  @Field(() => Float, { nullable: true, description: 'LLM provider: how much it moved the rules score (at most ±1).' })
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
    breakdown: b
      ? {
          area: b.area,
          areaLabel: AREA_LABELS[b.area][locale],
          phase: b.phase,
          prior: b.prior,
          priorSource: b.priorSource,
          priorBasis: b.priorBasis[locale],
          factors: b.factors.map((f) => ({
            key: f.key,
            label: f.label[locale],
            effect: f.effect,
            min: f.min,
            max: f.max,
            statement: f.statement[locale],
            field: f.field,
            source: f.source,
          })),
          logOdds: b.logOdds,
          probability: b.probability,
          materiality: b.materiality,
          listingWeight: b.materialityParts.listing,
          sizeWeight: b.materialityParts.size,
          phaseWeight: b.materialityParts.phase ?? 1,
          catalystWeight: b.materialityParts.catalyst ?? 1,
          marketCap: b.materialityParts.marketCap,
          score: b.score,
          investThreshold: b.thresholds.invest,
          watchThreshold: b.thresholds.watch,
          missing: b.missing,
          engineVersion: b.engineVersion,
          llmAdjustment: b.llm ? b.llm.scoreAdjustment : null,
          llmError: b.llm ? b.llm.error : null,
        }
      : null,
  };
}
