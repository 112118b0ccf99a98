import type { PriorPhase } from '../../domain/analysis.js';
import type { Area } from '../../domain/therapeutic-areas.js';

/**
 * Published base rates (shared/reference/pos-base-rates.md), transcribed as fractions.
 * Default prior: BIO / Informa Pharma Intelligence / QLS, "Clinical Development Success Rates
 * 2011–2020" (February 2021).
 */
export const BIO_SOURCE = 'BIO / Informa Pharma Intelligence / QLS, Clinical Development Success Rates 2011–2020 (Feb. 2021)';

export interface BioRow {
  /** Phase III → NDA/BLA submission. */
  p3ToNda: number;
  /** NDA/BLA → approval. */
  ndaToApproval: number;
  /** Likelihood of approval from Phase III. */
  loaPhase3: number;
  /** Likelihood of approval from Phase I. */
  loaPhase1: number;
}

export const BIO_TABLE: Record<Area, BioRow> = {
  hematology: { p3ToNda: 0.768, ndaToApproval: 0.931, loaPhase3: 0.715, loaPhase1: 0.239 },
  allergy: { p3ToNda: 0.647, ndaToApproval: 1.0, loaPhase3: 0.647, loaPhase1: 0.103 },
  respiratory: { p3ToNda: 0.645, ndaToApproval: 0.956, loaPhase3: 0.616, loaPhase1: 0.075 },
  autoimmune: { p3ToNda: 0.653, ndaToApproval: 0.941, loaPhase3: 0.614, loaPhase1: 0.107 },
  infectious: { p3ToNda: 0.64, ndaToApproval: 0.929, loaPhase3: 0.594, loaPhase1: 0.132 },
  urology: { p3ToNda: 0.692, ndaToApproval: 0.846, loaPhase3: 0.586, loaPhase1: 0.036 },
  endocrine: { p3ToNda: 0.662, ndaToApproval: 0.863, loaPhase3: 0.571, loaPhase1: 0.066 },
  metabolic: { p3ToNda: 0.636, ndaToApproval: 0.875, loaPhase3: 0.557, loaPhase1: 0.155 },
  gastroenterology: { p3ToNda: 0.571, ndaToApproval: 0.909, loaPhase3: 0.519, loaPhase1: 0.083 },
  psychiatry: { p3ToNda: 0.563, ndaToApproval: 0.912, loaPhase3: 0.514, loaPhase1: 0.073 },
  ophthalmology: { p3ToNda: 0.512, ndaToApproval: 0.911, loaPhase3: 0.467, loaPhase1: 0.119 },
  neurology: { p3ToNda: 0.531, ndaToApproval: 0.867, loaPhase3: 0.46, loaPhase1: 0.059 },
  cardiovascular: { p3ToNda: 0.552, ndaToApproval: 0.825, loaPhase3: 0.456, loaPhase1: 0.048 },
  oncology: { p3ToNda: 0.477, ndaToApproval: 0.92, loaPhase3: 0.439, loaPhase1: 0.053 },
  // "All indications" row: the prior of trials whose area is not one of the 14.
  other: { p3ToNda: 0.578, ndaToApproval: 0.906, loaPhase3: 0.524, loaPhase1: 0.079 },
};

/** Overall phase transition rates of the same report. */
export const BIO_TRANSITIONS = { p1ToP2: 0.52, p2ToP3: 0.289, p3ToNda: 0.578, ndaToApproval: 0.906 };

/** The same report: LOA from Phase III with a patient-preselection biomarker 65.5% vs 51.5% without. */
export const BIO_BIOMARKER = { with: 0.655, without: 0.515 };

export const logit = (p: number) => Math.log(p / (1 - p));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A phase a prior is taken for (domain/analysis.ts), the trial's phase known. */
export type PhaseKey = Exclude<PriorPhase, 'UNKNOWN'>;

/** Highest phase of the trial's phase codes (EARLY_PHASE1 counts as phase 1; "PHASE2, PHASE3" as 2/3). */
export function phaseKey(phases: string[]): PhaseKey | null {
  const set = new Set(phases.map((p) => p.toUpperCase().replace(/\s+/g, '')));
  const has = (p: string) => set.has(p);
  if (has('PHASE4')) return 'PHASE4';
  if (has('PHASE3') && has('PHASE2')) return 'PHASE2_3';
  if (has('PHASE3')) return 'PHASE3';
  if (has('PHASE2') && (has('PHASE1') || has('EARLY_PHASE1'))) return 'PHASE1_2';
  if (has('PHASE2')) return 'PHASE2';
  if (has('PHASE1') || has('EARLY_PHASE1')) return 'PHASE1';
  if (has('NA')) return 'NA';
  return null;
}

export interface Prior {
  value: number;
  source: string;
  basis: { fr: string; en: string };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pctFr = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')} %`;
const midLogit = (a: number, b: number) => sigmoid((logit(a) + logit(b)) / 2);

/**
 * Prior probability of approval for an area and phase, all from the BIO report:
 * - phase 3: "LOA from Phase III" of the area (the table, as published);
 * - phase 2: the area's LOA from Phase I divided by the overall Phase I → II rate (52.0%), i.e. the
 *   LOA from Phase II implied by the area's own numbers;
 * - phase 1 (and early phase 1): the area's "LOA from Phase I";
 * - phase 4 (post-approval studies): the drug is approved; the area's NDA/BLA → approval rate is used
 *   as the chance the study supports the (new) label;
 * - combined phases (1/2, 2/3): midpoint in log-odds of the two phases;
 * - not applicable / unknown phase: the phase 3 prior (the product lists phase 3 trials), reported as such.
 */
export function priorFor(area: Area, phase: PhaseKey | null): Prior {
  const row = BIO_TABLE[area];
  const p2 = Math.min(0.95, row.loaPhase1 / BIO_TRANSITIONS.p1ToP2);
  /** A prior from the report, its basis written with the value in each language. */
  const bio = (value: number, fr: (v: string) => string, en: (v: string) => string): Prior => ({
    value,
    source: BIO_SOURCE,
    basis: { fr: fr(pctFr(value)), en: en(pct(value)) },
  });
  switch (phase) {
    case 'PHASE1':
      return bio(
        row.loaPhase1,
        (v) => `LOA depuis la phase I (${v})`,
        (v) => `LOA from Phase I (${v})`,
      );
    case 'PHASE1_2':
      return bio(
        midLogit(row.loaPhase1, p2),
        (v) => `Phase I/II : moyenne logit des LOA phase I et phase II (${v})`,
        (v) => `Phase I/II: log-odds midpoint of LOA from Phase I and Phase II (${v})`,
      );
    case 'PHASE2':
      return bio(
        p2,
        (v) => `LOA phase I ÷ taux phase I → II global de 52,0 % (${v})`,
        (v) => `LOA from Phase I ÷ overall Phase I → II rate of 52.0% (${v})`,
      );
    case 'PHASE2_3':
      return bio(
        midLogit(p2, row.loaPhase3),
        (v) => `Phase II/III : moyenne logit des LOA phase II et phase III (${v})`,
        (v) => `Phase II/III: log-odds midpoint of LOA from Phase II and Phase III (${v})`,
      );
    case 'PHASE4':
      return bio(
        row.ndaToApproval,
        (v) => `Phase IV (produit approuvé) : taux NDA/BLA → approbation (${v})`,
        (v) => `Phase IV (approved product): NDA/BLA → approval rate (${v})`,
      );
    case 'PHASE3':
      return bio(
        row.loaPhase3,
        (v) => `LOA depuis la phase III (${v})`,
        (v) => `LOA from Phase III (${v})`,
      );
    default:
      return bio(
        row.loaPhase3,
        (v) => `Phase non applicable ou inconnue : LOA depuis la phase III par défaut (${v})`,
        (v) => `Phase not applicable or unknown: LOA from Phase III by default (${v})`,
      );
  }
}
