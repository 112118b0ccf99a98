import type { AnalysisInput } from '../../domain/analysis-input.js';
import { PRIOR_PHASES, type CapBucket, type PriorPhase } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import { approvalProbabilityFor, readoutPriorFor } from '../../providers/analysis/base-rates.js';
import { designFactors } from '../../providers/analysis/factors.js';
import { CAP_ROWS, FORMULA, THRESHOLDS } from '../../providers/analysis/market.js';
import { ENGINE_VERSION } from '../../providers/analysis/rules.js';

export interface ModelPrior {
  area: Area;
  phase: PriorPhase;
  probability: number;
  source: Bilingual;
  basis: Bilingual;
}

export interface ModelFactor {
  key: string;
  label: Bilingual;
  min: number;
  max: number;
  source: Bilingual | null;
  field: string;
}

export interface ModelApproval {
  area: Area;
  probability: number;
  source: Bilingual;
}

export interface ModelMarketRow {
  bucket: CapBucket;
  upside: number;
  downside: number;
  breakEven: number;
  provisional: boolean;
  source: Bilingual;
}

/** The engine's model as /methodology shows it. */
export interface ModelSummary {
  engineVersion: string;
  probability: Bilingual;
  score: Bilingual;
  priors: ModelPrior[];
  factors: ModelFactor[];
  approval: ModelApproval[];
  market: ModelMarketRow[];
  investThreshold: number;
  watchThreshold: number;
}

/** How the readout probability is put together (words only: every number is in the tables, from the engine). */
const PROBABILITY: Bilingual = {
  fr: "p = σ(logit(a priori) + Σ effets) : l'a priori de l'aire thérapeutique et de la phase, plus les effets publiés et bornés des facteurs de conception, en log-cote. Une fois les résultats publiés, p est le résultat lu (critère atteint 1, non atteint 0, mixte : la part des critères principaux atteints) et n'est plus une prévision.",
  en: 'p = σ(logit(prior) + Σ effects): the prior of the therapeutic area and phase, plus the published, bounded effects of the design factors, in log-odds. Once results are posted, p is the outcome read from them (met 1, not met 0, mixed: the share of primary end points met) and no longer a forecast.',
};

/**
 * A trial with no design feature: every factor reports itself with its bounds and source and an
 * effect of 0 (the engine's factors always answer; those that do not apply say so).
 */
const BLANK: AnalysisInput = {
  nctId: 'NCT00000000',
  briefTitle: '',
  officialTitle: null,
  status: 'UNKNOWN',
  whyStopped: null,
  phases: [],
  conditions: [],
  keywords: [],
  eligibilityCriteria: null,
  studyType: null,
  startDate: null,
  primaryCompletionDate: null,
  primaryCompletionDateRaw: null,
  primaryCompletionDateType: null,
  completionDate: null,
  completionDateRaw: null,
  completionDateType: null,
  resultsFirstPostDate: null,
  lastUpdatePostDate: null,
  enrollment: null,
  results: null,
  leadSponsorName: '',
  leadSponsorClass: null,
  ticker: null,
  investmentVerdict: 'NON',
  sponsorRecord: null,
  marketCap: null,
  asOf: '2000-01-01',
};

/** The prior of each area and phase (UNKNOWN: the engine's prior for a trial without a phase). */
function priors(): ModelPrior[] {
  return AREAS.flatMap((area) =>
    PRIOR_PHASES.map((phase) => {
      const p = readoutPriorFor(area, phase === 'UNKNOWN' ? null : phase);
      return { area, phase, probability: p.value, source: p.source, basis: p.basis };
    }),
  );
}

/**
 * The engine's model, read from its own exports: the readout priors (base-rates.ts), the design
 * factors' bounds and sources (factors.ts, as they report themselves), the probability of approval,
 * the market table, the score's formula and thresholds (market.ts). No number is restated here.
 */
export function modelSummary(): ModelSummary {
  const reference = readoutPriorFor('other', 'PHASE3').value;
  return {
    engineVersion: ENGINE_VERSION,
    probability: PROBABILITY,
    score: FORMULA,
    priors: priors(),
    factors: designFactors(BLANK, { area: 'other', prior: reference }).map(({ key, label, min, max, source, field }) => ({
      key,
      label,
      min,
      max,
      source,
      field,
    })),
    approval: AREAS.map((area) => {
      const a = approvalProbabilityFor(area);
      return { area, probability: a.value, source: a.source };
    }),
    market: (Object.keys(CAP_ROWS) as (keyof typeof CAP_ROWS)[]).map((bucket) => ({
      bucket,
      upside: CAP_ROWS[bucket].upside,
      downside: CAP_ROWS[bucket].downside,
      breakEven: -CAP_ROWS[bucket].downside / (CAP_ROWS[bucket].upside - CAP_ROWS[bucket].downside),
      provisional: CAP_ROWS[bucket].provisional,
      source: CAP_ROWS[bucket].source,
    })),
    investThreshold: THRESHOLDS.invest,
    watchThreshold: THRESHOLDS.watch,
  };
}
