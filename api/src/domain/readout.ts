import type { OutcomeAnalysis, OutcomeMeasure, TrialResults } from './trial-record.js';

/**
 * Reading a trial's posted results: was the primary end point met? A deterministic rule over the
 * posted statistical analyses of the PRIMARY outcome measures (ClinicalTrials.gov results section),
 * read against the alpha the sponsor states (0.05 two-sided otherwise), the confidence interval at
 * the matching level, and the non-inferiority margin when the design is non-inferiority/equivalence.
 *
 * Per analysis:
 * 1. alpha: 0.05 unless a level in (0, 0.2] is stated in the analysis' comments or group description.
 * 2. p: "<x" is significant iff x ≤ alpha (and undecided when x > alpha); "=x" / "x" iff x < alpha
 *    (so p = 0.05 is not significant at 0.05); ">x" with x ≥ alpha is not significant.
 * 3. CI: used only when both limits are numbers, the null value is known from the parameter type
 *    (1 for ratios, 0 for differences) and the CI level is 100·(1 − alpha) — a 90 % or 84 % CI is
 *    never read against alpha 0.05. Significant iff the interval excludes the null.
 * 4. Non-inferiority / equivalence: the posted p tests the NI hypothesis (met iff p < alpha); without a
 *    p, a margin stated in the NI comment is compared with the CI bound on the unfavourable side.
 * 5. A usable p and a usable CI that disagree: unknown.
 * Per primary outcome: per-protocol, sensitivity, post-hoc, exploratory or supportive analyses are
 * dropped when another analysis remains; met if one remaining analysis is significant (any arm or
 * dose winning counts), not met if one is analysable and none is significant, unknown otherwise.
 * Per trial: NOT_ANALYSABLE when no primary has a verdict; MET when every primary with a verdict is
 * met; NOT_MET when every one is not met; MIXED otherwise.
 * Known limit: significance carries no direction (a significant harm reads "met").
 */

export const READOUT_OUTCOMES = ['MET', 'NOT_MET', 'MIXED', 'NOT_ANALYSABLE'] as const;
export type ReadoutOutcome = (typeof READOUT_OUTCOMES)[number];

/** Machine codes of a primary's reading (the decisive analysis' reason). */
export const PRIMARY_READING_REASONS = [
  'NO_ANALYSES',
  'P_BELOW_ALPHA',
  'P_NOT_BELOW_ALPHA',
  'CI_EXCLUDES_NULL',
  'CI_INCLUDES_NULL',
  'P_CI_DISAGREE',
  'NI_MARGIN_MET',
  'NI_MARGIN_NOT_MET',
  'NI_P_BELOW_ALPHA',
  'NI_P_NOT_BELOW_ALPHA',
  'NI_MARGIN_UNKNOWN',
  'NO_USABLE_P_OR_CI',
] as const;
export type PrimaryReadingReason = (typeof PRIMARY_READING_REASONS)[number];

export interface PrimaryReading {
  title: string;
  verdict: 'MET' | 'NOT_MET' | 'UNKNOWN';
  /** The decisive analysis' posted p-value text. */
  pValue: string | null;
  ci: { lower: number; upper: number; pct: number | null } | null;
  /** Machine code (PRIMARY_READING_REASONS). */
  reason: string;
}

export interface ReadoutReading {
  outcome: ReadoutOutcome;
  /** The alpha the decisive analyses were read against (0.05 unless stated). */
  alpha: number;
  primaries: PrimaryReading[];
}

export const DEFAULT_ALPHA = 0.05;

const ALPHA_PATTERNS = [
  /(?:alpha|α|significance level|level of significance|threshold for significance|significan\w* (?:at|level)|nominal level)\D{0,25}?(0?\.\d+)/i,
  /(0?\.\d+)\s*(?:significance|alpha) level/i,
];
const SECONDARY_ANALYSIS = /per[- ]protocol|\bPP\b|sensitivity|post[- ]hoc|exploratory|supportive/i;
const RATIO_PARAM = /ratio|\bHR\b|\bOR\b|\bRR\b/i;
const DIFFERENCE_PARAM = /differ|change|slope|mean|\bLS\b|least square/i;
const NI_TYPES: ReadonlySet<string> = new Set(['NON_INFERIORITY', 'EQUIVALENCE', 'NON_INFERIORITY_OR_EQUIVALENCE', 'NON_INFERIORITY_OR_EQUIVALENCE_LEGACY']);
const NI_MARGIN = /margin\D{0,30}?(-?\d*\.?\d+)/i;

const texts = (a: OutcomeAnalysis): string[] =>
  [a.pValueComment, a.statisticalComment, a.groupDescription, a.nonInferiorityComment, a.estimateComment].filter(
    (t): t is string => typeof t === 'string' && t.length > 0,
  );

/** The alpha stated in an analysis' texts, or 0.05. */
export function statedAlpha(a: OutcomeAnalysis): number {
  for (const text of texts(a)) {
    for (const re of ALPHA_PATTERNS) {
      const m = re.exec(text);
      const v = m ? Number(m[1]) : NaN;
      if (v > 0 && v <= 0.2) return v;
    }
  }
  return DEFAULT_ALPHA;
}

/** A number written with a dot or a decimal comma; null for anything else. */
function num(v: string | null | undefined): number | null {
  const t = v?.trim().replace(',', '.');
  if (!t || !/^[-+−]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t.replace('−', '-'));
  return Number.isFinite(n) ? n : null;
}

export interface PostedP {
  op: '<' | '=' | '>';
  value: number;
}

/** '<0.05', '< 0.001', 'p=0.036', '0.75869', '>0.99', '≤0.05' → relation and value; null otherwise. */
export function parsePostedP(text: string | null | undefined): PostedP | null {
  const m = /^\s*(?:p\s*)?(<=?|>=?|≤|≥|=)?\s*([0-9]*[.,]?[0-9]+(?:e-?\d+)?)\s*$/i.exec(text ?? '');
  if (!m) return null;
  const value = num(m[2]);
  if (value === null || value < 0 || value > 1) return null;
  const op = m[1] === undefined || m[1] === '=' ? '=' : m[1].startsWith('<') || m[1] === '≤' ? '<' : '>';
  return { op, value };
}

/** true significant, false not significant, null undecidable from the p alone. */
function pVerdict(p: PostedP, alpha: number): boolean | null {
  if (p.op === '<') return p.value <= alpha ? true : null;
  if (p.op === '>') return p.value >= alpha ? false : null;
  return p.value < alpha;
}

/** 1 for ratios, 0 for differences, null when the parameter type says neither. */
export function nullValueOf(paramType: string | null | undefined): number | null {
  if (!paramType) return null;
  if (RATIO_PARAM.test(paramType)) return 1;
  if (DIFFERENCE_PARAM.test(paramType)) return 0;
  return null;
}

interface AnalysisReading {
  significant: boolean | null;
  reason: PrimaryReadingReason;
  alpha: number;
  pValue: string | null;
  ci: PrimaryReading['ci'];
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** Reads one analysis of a primary outcome. */
export function readAnalysis(a: OutcomeAnalysis): AnalysisReading {
  const alpha = statedAlpha(a);
  const lower = num(a.ciLowerLimit);
  const upper = num(a.ciUpperLimit);
  const pct = num(a.ciPctValue);
  const ci = lower !== null && upper !== null ? { lower: Math.min(lower, upper), upper: Math.max(lower, upper), pct } : null;
  const p = parsePostedP(a.pValue);
  const base = { alpha, pValue: a.pValue ?? null, ci };
  const nullValue = nullValueOf(a.paramType);

  if (a.nonInferiorityType && NI_TYPES.has(a.nonInferiorityType.toUpperCase())) {
    if (p) {
      const v = pVerdict(p, alpha);
      if (v !== null) return { ...base, significant: v, reason: v ? 'NI_P_BELOW_ALPHA' : 'NI_P_NOT_BELOW_ALPHA' };
    }
    // A one-sided alpha is often read with the two-sided 100·(1 − 2·alpha) % interval.
    const levelOk = pct !== null && (same(pct, 100 * (1 - alpha)) || same(pct, 100 * (1 - 2 * alpha)));
    const margin = num(NI_MARGIN.exec(a.nonInferiorityComment ?? '')?.[1]);
    if (ci && levelOk && margin !== null && nullValue !== null) {
      if (nullValue === 1 && margin > 1) {
        const met = ci.upper < margin;
        return { ...base, significant: met, reason: met ? 'NI_MARGIN_MET' : 'NI_MARGIN_NOT_MET' };
      }
      if (nullValue === 0 && margin < 0) {
        const met = ci.lower > margin;
        return { ...base, significant: met, reason: met ? 'NI_MARGIN_MET' : 'NI_MARGIN_NOT_MET' };
      }
    }
    return { ...base, significant: null, reason: 'NI_MARGIN_UNKNOWN' };
  }

  const byP = p ? pVerdict(p, alpha) : null;
  const sides = (a.ciNumSides ?? 'TWO_SIDED').toUpperCase();
  const ciUsable = ci !== null && nullValue !== null && pct !== null && (sides === 'TWO_SIDED' || sides === 'ONE_SIDED') && same(pct, 100 * (1 - alpha));
  const byCi = ciUsable ? ci.lower > nullValue || ci.upper < nullValue : null;
  if (byP !== null && byCi !== null && byP !== byCi) return { ...base, significant: null, reason: 'P_CI_DISAGREE' };
  if (byP !== null) return { ...base, significant: byP, reason: byP ? 'P_BELOW_ALPHA' : 'P_NOT_BELOW_ALPHA' };
  if (byCi !== null) return { ...base, significant: byCi, reason: byCi ? 'CI_EXCLUDES_NULL' : 'CI_INCLUDES_NULL' };
  return { ...base, significant: null, reason: 'NO_USABLE_P_OR_CI' };
}

const isSecondaryAnalysis = (a: OutcomeAnalysis) =>
  texts(a).some((t) => SECONDARY_ANALYSIS.test(t)) || SECONDARY_ANALYSIS.test(a.otherAnalysisDescription ?? '');

/** Reads one primary outcome measure (with the alpha of its decisive analysis). */
export function readPrimary(m: OutcomeMeasure): PrimaryReading & { alpha: number | null } {
  const all = m.analyses ?? [];
  if (all.length === 0) return { title: m.title, verdict: 'UNKNOWN', pValue: null, ci: null, reason: 'NO_ANALYSES', alpha: null };
  const main = all.filter((a) => !isSecondaryAnalysis(a));
  const readings = (main.length > 0 ? main : all).map(readAnalysis);
  const decisive = readings.find((r) => r.significant === true) ?? readings.find((r) => r.significant === false);
  if (!decisive) {
    const first = readings[0];
    return { title: m.title, verdict: 'UNKNOWN', pValue: first.pValue, ci: first.ci, reason: first.reason, alpha: null };
  }
  return {
    title: m.title,
    verdict: decisive.significant ? 'MET' : 'NOT_MET',
    pValue: decisive.pValue,
    ci: decisive.ci,
    reason: decisive.reason,
    alpha: decisive.alpha,
  };
}

/** The posted PRIMARY outcome measures (a measure whose results are not posted is left out). */
export function postedPrimaries(results: TrialResults | null | undefined): OutcomeMeasure[] {
  const measures = results?.outcomeMeasuresModule?.outcomeMeasures ?? [];
  return measures.filter((m) => (m.type ?? '').toUpperCase() === 'PRIMARY' && (m.reportingStatus ?? 'POSTED').toUpperCase() !== 'NOT_POSTED');
}

/** The outcome of a trial's posted results; null when the record has no posted primary-outcome results. */
export function readPostedResults(results: TrialResults | null | undefined): ReadoutReading | null {
  const measures = postedPrimaries(results);
  if (measures.length === 0) return null;
  const read = measures.map(readPrimary);
  const decided = read.filter((r) => r.verdict !== 'UNKNOWN');
  const outcome: ReadoutOutcome =
    decided.length === 0
      ? 'NOT_ANALYSABLE'
      : decided.every((r) => r.verdict === 'MET')
        ? 'MET'
        : decided.every((r) => r.verdict === 'NOT_MET')
          ? 'NOT_MET'
          : 'MIXED';
  const alpha = decided.find((r) => r.alpha !== null)?.alpha ?? DEFAULT_ALPHA;
  return { outcome, alpha, primaries: read.map(({ alpha: _alpha, ...r }) => r) };
}
