import type { AnalysisInput } from '../../domain/analysis-input.js';
import { CAP_BUCKETS, PRIOR_PHASES, type CapBucket, type MeasuredRow, type PriorPhase } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { AREAS, type Area } from '../../domain/therapeutic-areas.js';
import { approvalProbabilityFor, readoutPriorFor } from '../../providers/analysis/base-rates.js';
import { designFactors } from '../../providers/analysis/factors.js';
import type { MeasuredReactionRows } from '../../domain/reactions.js';
import { DILUTION_WINDOW_MONTHS } from '../../domain/runway.js';
import { ECKBO_SOURCE, OFFERING_MOVE } from '../../providers/analysis/dilution.js';
import { FORMULA, THRESHOLDS } from '../../providers/analysis/market.js';
import { breakEvenOf, MEASURED_MIN_N, rowFor } from '../../providers/analysis/rows.js';
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
  breakEven: number | null;
  provisional: boolean;
  source: Bilingual;
  /** Trialyst's measurement when it replaces the published row for the bucket; null otherwise. */
  measured: MeasuredRow | null;
}

/** The dilution term of the score: the published reaction F, the window and the rule. */
export interface ModelDilution {
  move: number;
  windowMonths: number;
  source: Bilingual;
  rule: Bilingual;
}

/** When measured reactions replace the published row. */
export interface ModelMeasuredRule {
  minimum: number;
  rule: Bilingual;
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
  dilution: ModelDilution;
  measuredRule: ModelMeasuredRule;
  investThreshold: number;
  watchThreshold: number;
}

/** The dilution rule in words (every number comes from the engine's constants). */
const dilutionRule = (windowMonths: number, move: number): Bilingual => ({
  fr: `R × F : R = 1 quand la lecture est à venir et que la trésorerie estimée de la société (trésorerie et placements à court terme du dernier dépôt, divisés par la consommation trimestrielle moyenne des 4 derniers trimestres) s’épuise avant la lecture — le dernier jour de la fenêtre du prochain catalyseur — ou moins de ${windowMonths} mois après ; sinon R = 0 (trésorerie inconnue, société qui ne consomme pas de trésorerie, trésorerie suffisante, lecture derrière nous). F = ${move.toFixed(1).replace('.', ',').replace('-', '−')} % : réaction moyenne du cours à l’annonce d’une augmentation de capital. Le terme n’est pas multiplié par l’exposition x : une augmentation de capital touche toute la société.`,
  en: `R × F: R = 1 when the readout is ahead and the company's estimated cash runway (cash and short-term investments of the latest filing, over the mean quarterly burn of the last 4 quarters) ends before the readout — the last day of the next catalyst's window — or less than ${windowMonths} months after it; otherwise R = 0 (runway unknown, company not burning cash, runway long enough, readout behind us). F = ${move.toFixed(1).replace('-', '−')}%: the average share-price reaction to the announcement of a seasoned equity offering. The term is not multiplied by the exposure x: an offering moves the whole company.`,
});

/** The measured-reactions rule in words. */
const measuredRule = (minimum: number): Bilingual => ({
  fr: `Pour chaque taille de capitalisation (petite, moyenne, grande), Trialyst mesure la réaction du cours aux lectures passées (fin de l’étude principale réelle, premiers résultats publiés) : mouvement anormal sur 1 jour contre l’indice de référence, médiane des succès (U) et des échecs (D). Dès ${minimum} succès et ${minimum} échecs mesurés dans une taille, ces médianes remplacent la ligne publiée (Hwang 2013) pour ses sociétés ; en dessous, la ligne publiée reste. L’échelle du score reste 0,8 % (la ligne publiée) : un point vaut toujours 0,16 % de mouvement attendu.`,
  en: `For each cap bucket (small, mid, large), Trialyst measures the share-price reaction to past readouts (actual primary completion, first results posted): the abnormal 1-day move against the benchmark index, median of successes (U) and of failures (D). From ${minimum} successes and ${minimum} failures measured in a bucket, these medians replace the published row (Hwang 2013) for its companies; below that, the published row stays. The score's scale stays 0.8% (the published row): a point is always 0.16% of expected move.`,
});

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
 * the market table as it applies today (rows.ts: the measured row of a bucket with enough measured
 * reactions, else the published one), the dilution term (dilution.ts), the score's formula and
 * thresholds (market.ts). No number is restated here.
 */
export function modelSummary(reactions: MeasuredReactionRows | null = null): ModelSummary {
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
    approval: AREAS.flatMap((area) => {
      const a = approvalProbabilityFor(area, 'PHASE3');
      return a ? [{ area, probability: a.value, source: a.source }] : [];
    }),
    market: CAP_BUCKETS.flatMap((bucket) => {
      const row = rowFor(bucket, reactions);
      return row
        ? [
            {
              bucket,
              upside: row.upside,
              downside: row.downside,
              breakEven: breakEvenOf(row),
              provisional: row.provisional,
              source: row.source,
              measured: row.measured,
            },
          ]
        : [];
    }),
    dilution: { move: OFFERING_MOVE, windowMonths: DILUTION_WINDOW_MONTHS, source: ECKBO_SOURCE, rule: dilutionRule(DILUTION_WINDOW_MONTHS, OFFERING_MOVE) },
    measuredRule: { minimum: MEASURED_MIN_N, rule: measuredRule(MEASURED_MIN_N) },
    investThreshold: THRESHOLDS.invest,
    watchThreshold: THRESHOLDS.watch,
  };
}
