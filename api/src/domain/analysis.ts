import type { Bilingual } from './bilingual.js';
import type { DilutionRisk, FinancialsSource } from './financials.js';
import type { ReadoutReading } from './readout.js';
import type { StatusSignal } from './signal.js';
import type { Area } from './therapeutic-areas.js';

/** Recommendation of an investment analysis (ERREUR_QUOTA: the analysis provider refused, retried later). */
export const RECOMMENDATIONS = ['INVESTIR', 'SURVEILLER', 'NE_PAS_INVESTIR', 'ERREUR_QUOTA'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Who wrote an analysis: the deterministic rules engine or the LLM explaining it. */
export const ANALYSIS_PROVIDERS = ['rules', 'llm'] as const;
export type AnalysisProviderName = (typeof ANALYSIS_PROVIDERS)[number];

/** Why an analysis is flagged: partial input data, or the LLM quota (recommendation ERREUR_QUOTA). */
export const ANALYSIS_ERROR_TYPES = ['DONNEES_PARTIELLES', 'QUOTA'] as const;
export type AnalysisErrorType = (typeof ANALYSIS_ERROR_TYPES)[number];

/** Phase a prior is taken for: the trial's highest phase, combined phases, NA, or UNKNOWN (no phase). */
export const PRIOR_PHASES = ['PHASE1', 'PHASE1_2', 'PHASE2', 'PHASE2_3', 'PHASE3', 'PHASE4', 'NA', 'UNKNOWN'] as const;
export type PriorPhase = (typeof PRIOR_PHASES)[number];

export interface AnalysisText {
  analyse: string;
  opportunites: string[];
  risques: string[];
  facteurs_cles: string[];
}
export interface AnalysisTimeline {
  startDate: string | null;
  primaryCompletionDate: string | null;
  completionDate: string | null;
  resultsPostedDate: string | null;
  expectedReadoutFrom: string | null;
  expectedReadoutTo: string | null;
}
export interface BreakdownFactor {
  key: string;
  label: Bilingual;
  /** Effect in log-odds (already bounded); 0 for a context line. */
  effect: number;
  /** Bounds the effect was clamped to. */
  min: number;
  max: number;
  /** What the engine saw, as a sentence citing the value (e.g. "Comparateur placebo (bras PLACEBO_COMPARATOR)"). */
  statement: Bilingual;
  /** The trial field(s) the factor reads. */
  field: string;
  /** Published source of the effect size (authors, title, venue, year, table: the same in both languages; our notes on it translated); null for a context line. */
  source: Bilingual | null;
}

/**
 * A fact the reader should see that has no published effect size: it never moves the probability
 * (effect 0). `risk`: listed among the risks (a stopped study, a stale date...); `info`: a key fact.
 */
export interface ContextLine extends BreakdownFactor {
  tone: 'risk' | 'info';
}

/**
 * One term of the score's formula as displayed: `value` is already rounded to the precision shown,
 * and the score is computed from these rounded values (so the displayed numbers reproduce it).
 */
export interface ScoreTerm {
  key: string;
  label: Bilingual;
  value: number;
  /** The value as displayed (language-neutral: dot decimal, unit), e.g. "65.6%", "+0.8%", "×0.25", "1". */
  shown: string;
  /** Decimals of `value` in the unit shown (the web formats `value` in the reader's language with them). */
  digits: number;
  unit: '%' | '×' | '';
}

/** Market-cap bucket of the sponsor's company (domain of the score's asymmetry table). */
export const CAP_BUCKETS = ['SMALL', 'MID', 'LARGE', 'UNKNOWN', 'UNLISTED'] as const;
export type CapBucket = (typeof CAP_BUCKETS)[number];

/** The market side of the score: what a success or a failure does to the company's share price. */
export interface MarketBreakdown {
  bucket: CapBucket;
  marketCap: number | null;
  /** Average abnormal move on a met primary end point, in % (positive). */
  upside: number;
  /** Average abnormal move on a missed primary end point, in % (negative). */
  downside: number;
  /** True when the row is a house assumption, not a peer-reviewed figure. */
  provisional: boolean;
  source: Bilingual;
  /**
   * Set when the row is Trialyst's own measurement for the bucket (n ≥ 30 successes and 30 failures):
   * its sample sizes, benchmark and date; null when the published row applies.
   */
  measured: MeasuredRow | null;
  /** The company's active trials in the database, this one included (null: unknown or unlisted). */
  pipelineTrials: number | null;
  /** Multiplier of the row's moves for this trial (its share of the company's pipeline, 0 when unlisted). */
  exposure: number;
  /** Whether the readout is still ahead (no posted readout, study not stopped, catalyst not behind us). */
  ahead: boolean;
  /** Break-even probability of the row: −downside / (upside − downside) (null when unlisted). */
  breakEven: number | null;
}

/** A bucket's measured row (moves module): median abnormal 1-day move of past readouts against a benchmark. */
export interface MeasuredRow {
  /** Past readouts with a met primary end point (SUCCESS) measured in the bucket. */
  successes: number;
  /** Past readouts with a missed primary end point (FAILURE) measured in the bucket. */
  failures: number;
  /** The benchmark ticker the abnormal moves are measured against (MARKET_BENCHMARK_TICKER). */
  benchmark: string;
  /** Measured on the demo market (simulated prices). */
  demo: boolean;
  /** Date of the latest measurement (YYYY-MM-DD), null when unknown. */
  asOf: string | null;
}

/**
 * The dilution term of the score, R × F: the company may have to raise cash before the readout.
 * R = 1 when the readout is ahead and the company's cash runway ends before the readout (its next
 * catalyst window's last day) or within 6 months after it; F is the published average reaction to
 * the announcement of a seasoned equity offering.
 */
export interface DilutionBreakdown {
  /** R: 1 for a dilution risk before the readout, else 0 (unknown, not burning, runway long enough, readout behind us). */
  applies: boolean;
  risk: DilutionRisk;
  /** F: average announcement reaction to a seasoned equity offering, in % (negative). */
  move: number;
  moveSource: Bilingual;
  /** The readout date the runway is placed against (next catalyst window's last day); null without a readout ahead. */
  readoutDate: string | null;
  /** Runway end − readout date, in months, 1 decimal (negative: the cash ends before the readout). */
  monthsAtReadout: number | null;
  /** Balance-sheet date + months of runway (YYYY-MM-DD). */
  runwayEnd: string | null;
  /** Months of runway from the balance-sheet date, 1 decimal. */
  monthsOfRunway: number | null;
  notBurning: boolean;
  /** The cash figure's filing (form, balance-sheet date, filing date). */
  filing: { form: string; periodEnd: string; filed: string | null } | null;
  financialsSource: FinancialsSource | null;
  /** Demo figures (offline demo provider). */
  demo: boolean;
  /** What the engine read, as a sentence with the figures (a risk when `applies`). */
  statement: Bilingual;
}

export interface ScoreBreakdown {
  area: Area;
  phase: PriorPhase;
  /** Readout prior: P(primary end point met) for the area and phase, before design factors. */
  prior: number;
  priorSource: Bilingual;
  /** How the prior was derived for this phase from the source tables (assumptions flagged). */
  priorBasis: Bilingual;
  /** Published design effects only (log-odds, bounded, each with its source). */
  factors: BreakdownFactor[];
  /** Facts shown to the reader without a published effect size (effect 0). */
  context: ContextLine[];
  /** logit(prior) + sum of effects. */
  logOdds: number;
  /** P(primary end point met at this readout) as forecast from the design, before any posted result. */
  forecast: number;
  /** The posted readout when it decided (MET, NOT_MET, MIXED); null while no decided readout is posted. */
  outcome: 'MET' | 'NOT_MET' | 'MIXED' | null;
  /**
   * The probability the score uses: the forecast while no decided readout is posted; afterwards the
   * outcome (MET 1, NOT_MET 0, MIXED the share of primaries met) — no longer a forecast.
   */
  probability: number;
  /**
   * BIO 2021 likelihood of approval from where the program stands (the trial's phase; the next stage after a
   * met primary end point): a separate figure, never used in the probability or the score; null where no
   * published rate applies (phase IV, unphased, unknown phase) or after a missed primary end point.
   */
  probabilityOfApproval: { value: number; source: Bilingual; label: Bilingual } | null;
  /** The posted results read against their alpha (domain/readout.ts); null without posted primary results. */
  readout: ReadoutReading | null;
  /** The trial's stock-market signal (domain/signal.ts): what every screen shows. */
  signal: StatusSignal;
  market: MarketBreakdown;
  /** The dilution term R × F (analyses stored before engine rules-9 lack it). */
  dilution: DilutionBreakdown;
  /** The formula's terms as displayed; the score is recomputed from them exactly. */
  terms: ScoreTerm[];
  formula: Bilingual;
  /** Expected abnormal move of the company's share price at the readout, in % (a term of the formula). */
  expectedMove: number;
  score: number;
  thresholds: { invest: number; watch: number };
  /** Inputs that were absent (partial data). */
  missing: string[];
  engineVersion: string;
  llm?: { model: string | null; scoreAdjustment: number; error: string | null } | null;
}
