/** How an outcome is analysed: drives the analysis parameter (hazard ratio, odds ratio, mean difference). */
export type OutcomeKind = 'time' | 'rate' | 'change';

/**
 * Where an entry of an area table applies. `only`/`except` test the condition; `via` tests the
 * mechanism: a drug class's `what` ("anti-amyloid monoclonal antibody"), or `device: <name>` for a
 * device. An entry without any of them applies to every condition and mechanism of its area.
 */
export interface Fit {
  only?: RegExp;
  except?: RegExp;
  via?: RegExp;
}

/** Does the entry apply to this condition (and mechanism, when one is given)? */
export function fits(entry: Fit, condition: string, mechanism?: string): boolean {
  if (entry.only && !entry.only.test(condition)) return false;
  if (entry.except && entry.except.test(condition)) return false;
  if (entry.via && mechanism !== undefined && !entry.via.test(mechanism)) return false;
  return true;
}

export interface OutcomeTemplate extends Fit {
  /** `{c}` is replaced by the trial's condition, `{d}` by the investigational product. */
  measure: string;
  description: string;
  timeFrames: string[];
  kind: OutcomeKind;
  unit: string;
  /**
   * Phase 3 size and length of a trial with this primary end point, when they differ from the
   * condition's (an outcomes trial is larger and longer than a biomarker trial of the same disease).
   */
  scale?: { enrollment?: [number, number]; months?: [number, number] };
}

export interface DrugStem extends Fit {
  /** INN-like ending; a biological with `mab` gets an infix (tu, ki, ci...) from the area. */
  stem: string;
  type: 'DRUG' | 'BIOLOGICAL' | 'GENETIC';
  /** The mechanism, shown in the intervention's description. */
  what: string;
  /** How this class is given ("intravenous infusion every 3 weeks"). */
  routes: string[];
}

export interface DeviceTemplate extends Fit {
  name: string;
}

/** A text line of an area table, optionally limited to some conditions or mechanisms. */
export type Line = string | (Fit & { text: string });

export interface AgeBand extends Fit {
  min: string | null;
  max: string | null;
  stdAges: string[];
  weight: number;
}

/** A serious adverse event term and its MedDRA organ system, optionally limited to conditions. */
export type AeTerm = [string, string] | [string, string, RegExp];

/** What differs for one condition from its area's defaults (its sub-profile). */
export interface ConditionTraits {
  /** Replaces the area's age bands. */
  ages?: AgeBand[];
  /** Share of trials restricted to one sex (1 = always). */
  female?: number;
  male?: number;
  /** Phase 3 enrollment bounds, replacing the area's. */
  enrollment?: [number, number];
  /** Phase 3 duration bounds in months (start to completion), replacing the area's. */
  months?: [number, number];
  /** Conditions a trial of this one may list second. */
  related?: string[];
  /** The condition is itself about pregnancy or childbirth: pregnancy is not an exclusion. */
  pregnancy?: boolean;
}

export interface TherapeuticArea {
  key: string;
  label: string;
  weight: number;
  conditions: string[];
  keywords: Line[];
  stems: DrugStem[];
  mabInfix: string[];
  /** Device names, for conditions where device studies exist. */
  devices: DeviceTemplate[];
  primary: OutcomeTemplate[];
  secondary: OutcomeTemplate[];
  inclusion: Line[];
  exclusion: Line[];
  /** Default age bands of the area's trials (a condition's `ages` trait replaces them). */
  ages: AgeBand[];
  /** Serious adverse event terms: [term, MedDRA organ system, conditions]. */
  aes: AeTerm[];
  /** Phase 3 enrollment bounds. */
  enrollment: [number, number];
  /** Phase 3 duration bounds in months, from start to completion. */
  months: [number, number];
  traits: Record<string, ConditionTraits>;
}

export const ADULT: AgeBand = { min: '18 Years', max: null, stdAges: ['ADULT', 'OLDER_ADULT'], weight: 8 };
export const ADULT_MAX75: AgeBand = { min: '18 Years', max: '75 Years', stdAges: ['ADULT', 'OLDER_ADULT'], weight: 3 };
export const OLDER: AgeBand = { min: '50 Years', max: '85 Years', stdAges: ['ADULT', 'OLDER_ADULT'], weight: 2 };
export const PEDIATRIC: AgeBand = { min: '6 Months', max: '17 Years', stdAges: ['CHILD'], weight: 1 };
export const ADOLESCENT_ADULT: AgeBand = { min: '12 Years', max: null, stdAges: ['CHILD', 'ADULT', 'OLDER_ADULT'], weight: 2 };
/** Only children. */
export const children = (min: string, max: string, weight = 1): AgeBand => ({ min, max, stdAges: ['CHILD'], weight });
/** An age window in years (children included when it starts before 18). */
export const adults = (min: number, max: number | null, weight = 1): AgeBand => ({
  min: min === 1 ? '1 Year' : `${min} Years`,
  max: max === null ? null : `${max} Years`,
  stdAges: [min < 18 && 'CHILD', max === null || max >= 18 ? (min < 65 ? 'ADULT' : null) : null, max === null || max >= 65 ? 'OLDER_ADULT' : null].filter(
    (x): x is string => typeof x === 'string',
  ),
  weight,
});

/** Serious adverse events seen in any area. */
export const COMMON_AES: [string, string][] = [
  ['Pneumonia', 'Infections and infestations'],
  ['Sepsis', 'Infections and infestations'],
  ['Urinary tract infection', 'Infections and infestations'],
  ['Acute kidney injury', 'Renal and urinary disorders'],
  ['Myocardial infarction', 'Cardiac disorders'],
  ['Atrial fibrillation', 'Cardiac disorders'],
  ['Pulmonary embolism', 'Respiratory, thoracic and mediastinal disorders'],
  ['Fall', 'Injury, poisoning and procedural complications'],
  ['Hip fracture', 'Injury, poisoning and procedural complications'],
  ['Cholecystitis', 'Hepatobiliary disorders'],
  ['Syncope', 'Nervous system disorders'],
  ['Cerebrovascular accident', 'Nervous system disorders'],
  ['Dehydration', 'Metabolism and nutrition disorders'],
  ['Anaemia', 'Blood and lymphatic system disorders'],
  ['COVID-19', 'Infections and infestations'],
  ['Appendicitis', 'Infections and infestations'],
];

/** Generic secondary outcomes any trial may carry; `{m}` is the trial's duration in months. */
export const SAFETY_OUTCOMES: OutcomeTemplate[] = [
  {
    measure: 'Number of Participants With Treatment-Emergent Adverse Events (TEAEs)',
    description:
      'An adverse event (AE) is any untoward medical occurrence in a participant administered a study intervention, whether or not considered related to the intervention.',
    timeFrames: ['Up to {m} months', 'From first dose up to 30 days after last dose (up to approximately {m} months)'],
    kind: 'rate',
    unit: 'Participants',
  },
  {
    measure: 'Number of Participants With Serious Adverse Events (SAEs)',
    description:
      'A serious adverse event is an AE resulting in death, hospitalisation, persistent disability, a congenital anomaly, or that is life-threatening.',
    timeFrames: ['Up to {m} months', 'From randomization up to {m} months'],
    kind: 'rate',
    unit: 'Participants',
  },
  {
    measure: 'Maximum Observed Plasma Concentration (Cmax) of {d}',
    via: /^(?!device|.*(vaccine|cell|gene))/,
    description: 'Pharmacokinetic samples were collected at pre-specified time points and analysed by non-compartmental methods.',
    timeFrames: ['Pre-dose and up to 24 hours post-dose on Day 1 and Week 12', 'Day 1 to Day 28'],
    kind: 'change',
    unit: 'ng/mL',
  },
];
