import crypto from 'node:crypto';
import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { AnalysisTimeline, Recommendation, ScoreBreakdown } from '../../domain/analysis.js';
import type { CatalystConfidence } from '../../domain/catalyst.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import { classifyTrial } from './areas.js';
import { logit, phaseKey, priorFor, sigmoid } from './base-rates.js';
import { catalystOf, catalystWeight } from './catalyst.js';
import { FACTORS, timingBucket } from './factors.js';
import { addMonths } from './format.js';
import type { CitedField } from './fields.js';
import { buildTexts } from './texts.js';
import type { AnalysisOutput, AnalysisProvider } from './types.js';

/** Bumped when the engine's rules change: every stored analysis then counts as stale. */
export const ENGINE_VERSION = 'rules-5';

/**
 * Documented thresholds.
 * - materiality = listing weight × company-size weight × phase weight × next-catalyst weight (0–1,
 *   catalyst.ts: a readout behind us weighs 0, a distant one less than a near one);
 * - score = 10 × probability × (0.55 + 0.45 × materiality), one decimal: a near-certain readout of
 *   an unlisted sponsor scores at most ~6.7, a listed small cap's phase 3 up to 9.8.
 * - INVESTIR: score ≥ 6.5, a listed (or possibly listed) sponsor and a catalyst still ahead;
 *   SURVEILLER: score ≥ 4.0 (or ≥ 6.5 with no listed sponsor or a catalyst that just happened);
 *   NE_PAS_INVESTIR below 4.0, and whenever the catalyst is PASSED (behind us, priced in).
 * - verdict: OUI = INVESTIR with a listed sponsor (resolver verdict OUI); NON = unlisted sponsor or
 *   NE_PAS_INVESTIR; POSSIBLE otherwise.
 */
export const THRESHOLDS = { invest: 6.5, watch: 4.0 };
/** Probability is kept inside [2%, 98%]: no trial is certain. */
const P_MIN = 0.02;
const P_MAX = 0.98;

/** Listing weight, from the sponsor resolver's verdict. */
export const LISTING_WEIGHT: Record<InvestmentVerdict, number> = { OUI: 1, POSSIBLE: 0.7, NON: 0.3 };

/**
 * Phase weight of the materiality: a pivotal (phase 3) readout moves a share price most; an early
 * phase less; a phase 4 study of an approved product rarely does.
 */
export const PHASE_WEIGHT: Record<string, number> = { PHASE3: 1, PHASE2_3: 1, PHASE2: 0.9, PHASE1_2: 0.8, PHASE1: 0.7, PHASE4: 0.2, NA: 0.5, UNKNOWN: 0.5 };

/** Company-size weight: a readout moves a small cap far more than a mega cap. */
export function sizeWeight(marketCap: number | null): number {
  if (marketCap === null || !Number.isFinite(marketCap) || marketCap <= 0) return 0.8;
  if (marketCap < 2e9) return 1;
  if (marketCap < 10e9) return 0.85;
  if (marketCap < 200e9) return 0.65;
  return 0.5;
}

/**
 * The recommendation of a score. A catalyst behind us (PASSED) is no forward opportunity:
 * NE_PAS_INVESTIR whatever the score; one that just happened (ACTUAL) is being priced in: at most
 * SURVEILLER (providers/analysis/catalyst.ts).
 */
export function recommendationFor(score: number, verdict: InvestmentVerdict, confidence: CatalystConfidence | null = null): Recommendation {
  if (confidence === 'PASSED') return 'NE_PAS_INVESTIR';
  if (score >= THRESHOLDS.invest) return verdict === 'NON' || confidence === 'ACTUAL' ? 'SURVEILLER' : 'INVESTIR';
  if (score >= THRESHOLDS.watch) return 'SURVEILLER';
  return 'NE_PAS_INVESTIR';
}

/** Inputs that are absent; the analysis is still produced, flagged DONNEES_PARTIELLES. */
export function missingInputs(i: AnalysisInput): CitedField[] {
  const missing: CitedField[] = [];
  if (i.conditions.length === 0) missing.push('conditions');
  if (i.phases.length === 0) missing.push('phase');
  if (!i.status || i.status === 'UNKNOWN') missing.push('status');
  if (i.enrollment === null || i.enrollment === undefined) missing.push('enrollment');
  if (!i.startDate) missing.push('startDate');
  if (!i.primaryCompletionDate && !i.completionDate) missing.push('completionDate');
  if (!i.leadSponsorClass) missing.push('leadSponsorClass');
  return missing;
}

export const MISSING_LABELS: Record<string, { fr: string; en: string }> = {
  conditions: { fr: 'pathologies', en: 'conditions' },
  phase: { fr: 'phase', en: 'phase' },
  status: { fr: 'statut', en: 'status' },
  enrollment: { fr: 'effectif', en: 'enrollment' },
  startDate: { fr: 'date de début', en: 'start date' },
  completionDate: { fr: 'date de fin', en: 'completion date' },
  leadSponsorClass: { fr: 'type de promoteur', en: 'sponsor class' },
};

/** Start, primary completion, completion, results posted, and the expected readout window. */
export function timelineOf(i: AnalysisInput): AnalysisTimeline {
  const base = {
    startDate: i.startDate,
    primaryCompletionDate: i.primaryCompletionDate,
    completionDate: i.completionDate,
    resultsPostedDate: i.resultsFirstPostDate,
  };
  if (i.resultsFirstPostDate) return { ...base, expectedReadoutFrom: i.resultsFirstPostDate, expectedReadoutTo: i.resultsFirstPostDate };
  if (i.status === 'WITHDRAWN') return { ...base, expectedReadoutFrom: null, expectedReadoutTo: null };
  // Top-line data usually follow the primary completion; US law (FDAAA 801) requires posting within 12 months.
  const anchor = i.primaryCompletionDate ?? i.completionDate;
  if (!anchor) return { ...base, expectedReadoutFrom: null, expectedReadoutTo: null };
  return { ...base, expectedReadoutFrom: anchor, expectedReadoutTo: addMonths(anchor, 12) };
}

/** The whole deterministic analysis of one trial. Pure: same input, same output. */
export function analyzeWithRules(i: AnalysisInput): AnalysisOutput {
  const { area, matchedCondition } = classifyTrial(i.conditions, i.briefTitle);
  const phase = phaseKey(i.phases);
  const prior = priorFor(area, phase);
  const priorValue = Math.min(P_MAX, Math.max(P_MIN, prior.value));
  const factors = FACTORS.map((f) => f(i));
  const logOdds = logit(priorValue) + factors.reduce((s, f) => s + f.effect, 0);
  const probability = Math.min(P_MAX, Math.max(P_MIN, sigmoid(logOdds)));
  const ticker = i.ticker?.toUpperCase() ?? null;
  const listing = LISTING_WEIGHT[i.investmentVerdict] ?? LISTING_WEIGHT.NON;
  const size = i.investmentVerdict === 'NON' ? 1 : sizeWeight(i.marketCap);
  const phaseWeight = PHASE_WEIGHT[phase ?? 'UNKNOWN'] ?? 0.5;
  const catalyst = catalystOf(i);
  const timing = catalystWeight(catalyst, i.asOf);
  const materiality = listing * size * phaseWeight * timing;
  const score = Math.round(10 * probability * (0.55 + 0.45 * materiality) * 10) / 10;
  const recommendation = recommendationFor(score, i.investmentVerdict, catalyst?.confidence ?? null);
  const missing = missingInputs(i);
  const breakdown: ScoreBreakdown = {
    area,
    phase: phase ?? 'UNKNOWN',
    prior: round4(priorValue),
    priorSource: prior.source,
    priorBasis: prior.basis,
    factors,
    logOdds: round4(logOdds),
    probability: round4(probability),
    materiality: round4(materiality),
    materialityParts: { listing, size, phase: phaseWeight, catalyst: timing, marketCap: i.investmentVerdict === 'NON' ? null : i.marketCap },
    score,
    thresholds: THRESHOLDS,
    missing,
    engineVersion: ENGINE_VERSION,
    llm: null,
  };
  return {
    provider: 'rules',
    recommendation,
    score,
    // The trial's own verdict (the sponsor resolver's): one figure, shown on the trial and in its
    // analysis alike; the recommendation is the engine's opinion.
    investmentVerdict: i.investmentVerdict,
    sponsorListed: i.investmentVerdict !== 'NON' && ticker !== null,
    ticker,
    hasError: missing.length > 0,
    errorType: missing.length > 0 ? 'DONNEES_PARTIELLES' : null,
    errorMessage: missing.length > 0 ? `Données manquantes : ${missing.map((m) => MISSING_LABELS[m]?.fr ?? m).join(', ')}` : null,
    timeline: timelineOf(i),
    details: buildTexts(i, breakdown, { matchedCondition, recommendation, ticker, catalyst }),
    breakdown,
  };
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/**
 * Hash of what the analysis depends on: the input without its reference date (replaced by the
 * timing bucket), the market cap rounded to its size class, and the engine version.
 */
export function inputHashOf(i: AnalysisInput, providerName: string): string {
  const { asOf: _asOf, marketCap, ...rest } = i;
  const payload = {
    ...rest,
    timing: timingBucket(i),
    size: i.investmentVerdict === 'NON' ? null : sizeWeight(marketCap),
    engine: ENGINE_VERSION,
    provider: providerName,
  };
  return crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

export const rulesProvider: AnalysisProvider = {
  name: 'rules',
  analyze: async (input) => analyzeWithRules(input),
};
