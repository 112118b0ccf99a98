import type { PriorPhase, ScoreBreakdown } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { Area } from '../../domain/therapeutic-areas.js';

/**
 * Published base rates, transcribed as fractions. Two different targets, kept apart:
 * - the **readout prior**, P(primary end point met at this readout), the probability the engine
 *   forecasts (`readoutPriorFor`);
 * - the **probability of approval** (BIO "LOA from Phase III"), shown as a separate, labelled figure,
 *   never used in the readout probability or the score (`approvalProbabilityFor`).
 * Each source says whether its figure was read in the paper's abstract or table ("verified") or in
 * a secondary transcription. No rate here was fitted to any data set.
 */

/**
 * A published source: the reference (authors, title, venue: the same in both languages) and our
 * note on what was read there, in each language.
 */
export function cite(reference: string, note: Bilingual): Bilingual {
  return { fr: `${reference} — ${note.fr}`, en: `${reference} — ${note.en}` };
}

/** Sources one after the other. */
export function citeAll(...sources: Bilingual[]): Bilingual {
  return { fr: sources.map((s) => s.fr).join(' ; '), en: sources.map((s) => s.en).join('; ') };
}

/** Program-level phase transitions; area rows from shared/reference/pos-base-rates.md. */
export const BIO_REFERENCE = 'BIO / Informa Pharma Intelligence / QLS, "Clinical Development Success Rates 2011–2020" (Feb. 2021)';
export const BIO_SOURCE = cite(BIO_REFERENCE, {
  fr: 'phase III → NDA/BLA 57,8 % et phase II → III 28,9 % toutes aires (vérifié, synthèse du rapport) ; taux par aire thérapeutique (transcription tierce, non vérifiée dans le rapport : shared/reference/pos-base-rates.md)',
  en: 'overall Phase III → NDA/BLA 57.8 %, Phase II → III 28.9 % (verified, key takeaways); rates by therapeutic area (third-party transcription, not verified in the report: shared/reference/pos-base-rates.md)',
});

/**
 * Dechartres A, Bond EG, Scheer J, Riveros C, Atal I, Ravaud P. "Reporting of statistically
 * significant results at ClinicalTrials.gov for completed superiority randomized controlled trials."
 * BMC Medicine 2016 (doi 10.1186/s12916-016-0740-1), Tables 1–2 [V]: completed randomised superiority
 * phase 3/4 trials with posted results; "significant" = first primary outcome p < 0.05 or 95 % CI
 * excluding the null — the definition of a met primary end point Trialyst uses.
 */
export const DECHARTRES_SOURCE = cite(
  'Dechartres A, Bond EG, Scheer J, Riveros C, Atal I, Ravaud P. Reporting of statistically significant results at ClinicalTrials.gov for completed superiority randomized controlled trials. BMC Medicine 2016, Tables 1–2',
  { fr: 'vérifié', en: 'verified' },
);

/** Dechartres 2016, Tables 1–2: trials that posted an estimate or p-value, and how many were significant. */
export const DECHARTRES = {
  phase3: { significant: 622, posted: 948 },
  phase4: { significant: 222, posted: 452 },
  phase3and4: { significant: 844, posted: 1400 },
  placeboOrNoTreatment: { significant: 543, posted: 822 },
  activeControl: { significant: 301, posted: 578 },
  industry: { significant: 744, posted: 1162 },
  academicOnly: { significant: 100, posted: 238 },
} as const;

export const rate = (c: { significant: number; posted: number }) => c.significant / c.posted;

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

/** Overall phase transition rates of the same report [V, key takeaways]. */
export const BIO_TRANSITIONS = { p1ToP2: 0.52, p2ToP3: 0.289, p3ToNda: 0.578, ndaToApproval: 0.906 };

/** The same report: LOA from Phase III with a patient-preselection biomarker 65.5 % vs 51.5 % without [S, in repo]. */
export const BIO_BIOMARKER = { with: 0.655, without: 0.515 };

export const logit = (p: number) => Math.log(p / (1 - p));
export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The shift from a program's phase transition to a readout: δ = logit(622/948) − logit(57.8 %) =
 * +0.331. A transition (program advanced vs suspended) is not a readout (a met end point can be
 * shelved for commercial reasons); the registry's trial-level phase 3 rate (Dechartres 2016) has the
 * readout's definition, BIO's areas give the differences between areas.
 */
export const READOUT_SHIFT = logit(rate(DECHARTRES.phase3)) - logit(BIO_TRANSITIONS.p3ToNda);

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
  source: Bilingual;
  basis: Bilingual;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const pctFr = (x: number) => `${(x * 100).toFixed(1).replace('.', ',')} %`;
const shift = (p: number) => sigmoid(logit(p) + READOUT_SHIFT);

/** Phase 3 readout prior of an area: σ(logit(BIO Phase III → NDA/BLA of the area) + δ). */
export const phase3Readout = (area: Area) => shift(BIO_TABLE[area].p3ToNda);
/**
 * Phase 2 readout prior — an ASSUMPTION (no registry trial-level phase 2 rate was verified): the same
 * δ applied to BIO's overall Phase II → III rate, σ(logit(28.9 %) + δ) = 36.2 %, every area. It likely
 * understates phase 2 readouts (many met phase 2 end points do not advance).
 */
export const PHASE2_READOUT = shift(BIO_TRANSITIONS.p2ToP3);

const SOURCES = citeAll(DECHARTRES_SOURCE, BIO_SOURCE);

/**
 * Readout prior P(primary end point met at this readout) for an area and phase:
 * - phase 3: BIO area Phase III → NDA/BLA shifted by δ (the "All indications" row gives 622/948 = 65.6 %);
 * - phase 2: the labelled assumption above (36.2 %, all areas);
 * - phase 2/3: log-odds midpoint of the phase 2 and phase 3 priors;
 * - phase 1 and 1/2: no efficacy readout prior is published (primary outcomes are mostly safety or
 *   pharmacokinetics): the phase 2 assumption is used, flagged as such;
 * - phase 4: Dechartres 2016 phase 4, 222/452 = 49.1 % (all areas);
 * - not applicable (device, behavioural): the same phase 4 registry rate, flagged as an assumption;
 * - unknown phase: Dechartres 2016 phases 3 and 4 pooled, 844/1,400 = 60.3 %.
 */
export function readoutPriorFor(area: Area, phase: PhaseKey | null): Prior {
  const make = (value: number, source: Bilingual, fr: (v: string) => string, en: (v: string) => string): Prior => ({
    value,
    source,
    basis: { fr: fr(pctFr(value)), en: en(pct(value)) },
  });
  const p3 = phase3Readout(area);
  switch (phase) {
    case 'PHASE3':
      return make(
        p3,
        SOURCES,
        (v) =>
          `Phase III : taux BIO phase III → NDA/BLA de l'aire (${pctFr(BIO_TABLE[area].p3ToNda)}) décalé de δ = ${num2Fr(READOUT_SHIFT)} en log-cote pour que « toutes indications » égale le taux de critères principaux atteints des essais de phase 3 du registre (622/948) (${v})`,
        (v) =>
          `Phase III: the area's BIO Phase III → NDA/BLA rate (${pct(BIO_TABLE[area].p3ToNda)}) shifted by δ = ${num2(READOUT_SHIFT)} in log-odds so that "all indications" equals the registry's phase 3 rate of met primary end points (622/948) (${v})`,
      );
    case 'PHASE2_3':
      return make(
        sigmoid((logit(PHASE2_READOUT) + logit(p3)) / 2),
        SOURCES,
        (v) => `Phase II/III : moyenne en log-cote des a priori de phase II (hypothèse) et de phase III (${v})`,
        (v) => `Phase II/III: log-odds midpoint of the phase II (assumption) and phase III priors (${v})`,
      );
    case 'PHASE2':
      return make(
        PHASE2_READOUT,
        SOURCES,
        (v) =>
          `Phase II — hypothèse : aucun taux de phase II par essai n'a été vérifié ; le même δ appliqué au taux BIO phase II → III global (28,9 %), toutes aires (${v})`,
        (v) =>
          `Phase II — assumption: no trial-level phase II rate was verified; the same δ applied to BIO's overall Phase II → III rate (28.9%), every area (${v})`,
      );
    case 'PHASE1':
    case 'PHASE1_2':
      return make(
        PHASE2_READOUT,
        SOURCES,
        (v) =>
          `Phase ${phase === 'PHASE1' ? 'I' : 'I/II'} — pas d'a priori publié de lecture d'efficacité (critères principaux surtout de tolérance ou pharmacocinétique) : l'hypothèse de phase II est utilisée, signalée comme telle (${v})`,
        (v) =>
          `Phase ${phase === 'PHASE1' ? 'I' : 'I/II'} — no published efficacy-readout prior (primary outcomes are mostly safety or pharmacokinetics): the phase II assumption is used, flagged as such (${v})`,
      );
    case 'PHASE4':
      return make(
        rate(DECHARTRES.phase4),
        DECHARTRES_SOURCE,
        (v) => `Phase IV : essais de phase 4 du registre dont le critère principal est significatif, 222/452 (${v})`,
        (v) => `Phase IV: registry phase 4 trials with a significant primary outcome, 222/452 (${v})`,
      );
    case 'NA':
      return make(
        rate(DECHARTRES.phase4),
        DECHARTRES_SOURCE,
        (v) => `Sans phase (dispositif, comportemental) — hypothèse : taux de phase 4 du même registre, 222/452 (${v})`,
        (v) => `Not phased (device, behavioural) — assumption: the same registry's phase 4 rate, 222/452 (${v})`,
      );
    default:
      return make(
        rate(DECHARTRES.phase3and4),
        DECHARTRES_SOURCE,
        (v) => `Phase inconnue : essais de phases 3 et 4 du registre regroupés, 844/1 400 (${v})`,
        (v) => `Phase unknown: registry phase 3 and 4 trials pooled, 844/1,400 (${v})`,
      );
  }
}

export interface ApprovalProbability {
  value: number;
  source: Bilingual;
  label: Bilingual;
}

/** BIO 2021's overall likelihood of approval from Phase II, the product of its verified transitions: 28.9 % × 57.8 % × 90.6 % = 15.1 %. */
export const LOA_PHASE2 = BIO_TRANSITIONS.p2ToP3 * BIO_TRANSITIONS.p3ToNda * BIO_TRANSITIONS.ndaToApproval;

/** Where a program stands for its probability of approval: before a phase, or filed (NDA/BLA). */
type Stage = 'I' | 'II' | 'III' | 'FILED';
const STAGE_OF: Partial<Record<PhaseKey, Stage>> = { PHASE1: 'I', PHASE1_2: 'II', PHASE2: 'II', PHASE2_3: 'III', PHASE3: 'III' };
const NEXT_STAGE: Record<Stage, Stage> = { I: 'II', II: 'III', III: 'FILED', FILED: 'FILED' };

/**
 * The probability of approval (BIO) from where the program stands: a separate figure, never in the readout
 * probability or the score. Before a readout (or after a mixed one) the trial's phase is the stage; a met
 * primary end point moves it to the next one (phase III met: the filing). Phase III and II/III: the area's
 * LOA from Phase III; II and I/II: the overall LOA from Phase II (BIO gives no area row for it); I: the
 * area's LOA from Phase I; filed: the area's NDA/BLA → approval rate. None for phase IV (already approved),
 * unphased or unknown-phase trials, nor after a missed primary end point (the published rates are not
 * conditioned on a failed readout).
 */
export function approvalProbabilityFor(area: Area, phase: PhaseKey | null, outcome: ScoreBreakdown['outcome'] = null): ApprovalProbability | null {
  const current = phase ? STAGE_OF[phase] : undefined;
  if (!current || outcome === 'NOT_MET') return null;
  const met = outcome === 'MET';
  const stage = met ? NEXT_STAGE[current] : current;
  const after = met ? { fr: ' — étape suivante, critère principal atteint', en: ' — next stage, primary end point met' } : { fr: '', en: '' };
  const bio = (value: number, fr: string, en: string): ApprovalProbability => ({
    value,
    source: BIO_SOURCE,
    label: { fr: `${fr}${after.fr}`, en: `${en}${after.en}` },
  });
  switch (stage) {
    case 'I':
      return bio(
        BIO_TABLE[area].loaPhase1,
        "Probabilité d'approbation (LOA depuis la phase I, BIO 2021)",
        'Probability of approval from Phase I (BIO 2021 LOA)',
      );
    case 'II':
      return bio(
        LOA_PHASE2,
        "Probabilité d'approbation (LOA depuis la phase II, toutes aires, BIO 2021)",
        'Probability of approval from Phase II (BIO 2021 LOA, all areas)',
      );
    case 'III':
      return bio(
        BIO_TABLE[area].loaPhase3,
        "Probabilité d'approbation (LOA depuis la phase III, BIO 2021)",
        'Probability of approval from Phase III (BIO 2021 LOA)',
      );
    case 'FILED':
      return bio(
        BIO_TABLE[area].ndaToApproval,
        "Probabilité d'approbation une fois le dossier déposé (NDA/BLA → approbation, BIO 2021)",
        'Probability of approval once filed (NDA/BLA → approval, BIO 2021)',
      );
  }
}

function num2(x: number): string {
  return `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
}
function num2Fr(x: number): string {
  return num2(x).replace('.', ',');
}
