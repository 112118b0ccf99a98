import crypto from 'node:crypto';
import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { AnalysisTimeline, ScoreBreakdown } from '../../domain/analysis.js';
import { readPostedResults, type ReadoutReading } from '../../domain/readout.js';
import { trialSignal } from '../../domain/signal.js';
import { classifyTrial } from './areas.js';
import { approvalProbabilityFor, logit, phaseKey, readoutPriorFor } from './base-rates.js';
import { catalystBucket, catalystOf } from './catalyst.js';
import { contextLines } from './context.js';
import { designFactors, probabilityOf } from './factors.js';
import { addMonths } from './format.js';
import type { CitedField } from './fields.js';
import { bindingCap, capBucket, FORMULA, investCapOf, marketScore, readoutAhead, recommendationFor, THRESHOLDS } from './market.js';
import { buildTexts } from './texts.js';
import type { AnalysisOutput, AnalysisProvider } from './types.js';
import { regulatoryContext } from './regulatory.js';
import { measuredRowFor } from './rows.js';

export { recommendationFor, THRESHOLDS } from './market.js';

/** Bumped when the engine's rules change: every stored analysis then counts as stale. */
export const ENGINE_VERSION = 'rules-13';

/** The forecast is kept inside [2%, 98%]: no readout is certain. */
const P_MIN = 0.02;
const P_MAX = 0.98;

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

/** A decided posted readout and the probability it stands for: MET 1, NOT_MET 0, MIXED the share of primaries met. */
export function outcomeOf(readout: ReadoutReading | null): { outcome: ScoreBreakdown['outcome']; value: number } | null {
  if (!readout) return null;
  if (readout.outcome === 'MET') return { outcome: 'MET', value: 1 };
  if (readout.outcome === 'NOT_MET') return { outcome: 'NOT_MET', value: 0 };
  if (readout.outcome === 'MIXED') {
    const decided = readout.primaries.filter((p) => p.verdict !== 'UNKNOWN');
    const met = decided.filter((p) => p.verdict === 'MET').length;
    return { outcome: 'MIXED', value: decided.length ? met / decided.length : 0.5 };
  }
  return null;
}

/** The whole deterministic analysis of one trial. Pure: same input, same output. */
export function analyzeWithRules(i: AnalysisInput): AnalysisOutput {
  const { area, matchedCondition } = classifyTrial(i.conditions, i.briefTitle);
  const phase = phaseKey(i.phases);
  const prior = readoutPriorFor(area, phase);
  const priorValue = Math.min(P_MAX, Math.max(P_MIN, prior.value));
  const factors = designFactors(i, { area, prior: priorValue });
  const logOdds = logit(priorValue) + factors.reduce((s, f) => s + f.effect, 0);
  const forecast = Math.min(P_MAX, Math.max(P_MIN, probabilityOf(priorValue, factors)));
  const readout = readPostedResults(i.results);
  const decided = outcomeOf(readout);
  const probability = decided ? decided.value : forecast;
  const catalyst = catalystOf(i);
  const ahead = readoutAhead(i, readout !== null, catalyst?.confidence ?? null);
  const { market, dilution, terms, expectedMove, score } = marketScore(i, probability, ahead, catalyst);
  const cap = investCapOf(phase, catalyst?.confidence ?? null);
  const recommendation = recommendationFor(score, i.investmentVerdict, ahead, cap);
  const ticker = i.ticker?.toUpperCase() ?? null;
  const missing = missingInputs(i);
  const breakdown: ScoreBreakdown = {
    area,
    phase: phase ?? 'UNKNOWN',
    prior: round4(priorValue),
    priorSource: prior.source,
    priorBasis: prior.basis,
    factors,
    context: contextLines(i),
    logOdds: round4(logOdds),
    forecast: round4(forecast),
    outcome: decided?.outcome ?? null,
    probability: round4(probability),
    probabilityOfApproval: approvalProbabilityFor(area, phase, decided?.outcome ?? null),
    readout,
    signal: trialSignal(i.status, readout?.outcome ?? null),
    market,
    dilution,
    terms,
    formula: FORMULA,
    expectedMove,
    score,
    thresholds: { ...THRESHOLDS },
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
    details: buildTexts(i, breakdown, { matchedCondition, recommendation, cappedBy: bindingCap(score, i.investmentVerdict, ahead, cap), ticker, catalyst }),
    breakdown,
  };
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** Time bucket of the catalyst: part of the input hash, so a trial is re-analysed when its readout moves bucket. */
export function timingBucket(i: AnalysisInput): string {
  return catalystBucket(i);
}

/**
 * Hash of what the analysis depends on: the input without its reference date (replaced by the
 * timing bucket), the market cap reduced to its bucket, the measured reactions reduced to the row
 * this trial's bucket uses (null while the published row applies: reactions measured elsewhere, or
 * below the threshold, change nothing), the company's runway figures, and the engine version.
 */
export function inputHashOf(i: AnalysisInput, providerName: string): string {
  const { asOf: _asOf, marketCap, reactions, ...rest } = i;
  const size = capBucket(i.investmentVerdict, marketCap);
  const measured = measuredRowFor(size, reactions);
  const payload = {
    ...rest,
    timing: timingBucket(i),
    // The regulatory line moves from "next event" to "latest decision" with the date alone.
    regulatory: regulatoryContext(i).map((l) => l.statement.en),
    size,
    row: measured ? { upside: measured.upside, downside: measured.downside, ...measured.measured } : null,
    engine: ENGINE_VERSION,
    provider: providerName,
  };
  return crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

export const rulesProvider: AnalysisProvider = {
  name: 'rules',
  analyze: async (input) => analyzeWithRules(input),
};
