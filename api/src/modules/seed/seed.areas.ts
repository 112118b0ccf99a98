/** How an outcome is analysed: drives the analysis parameter (hazard ratio, odds ratio, mean difference). */
export type OutcomeKind = 'time' | 'rate' | 'change';

export interface OutcomeTemplate {
  /** `{c}` is replaced by the trial's condition, `{d}` by the investigational product. */
  measure: string;
  description: string;
  timeFrames: string[];
  kind: OutcomeKind;
  unit: string;
}

export interface DrugStem {
  /** INN-like ending; a biological with `mab` gets an infix (tu, ki, ci...) from the area. */
  stem: string;
  type: 'DRUG' | 'BIOLOGICAL' | 'GENETIC';
  what: string;
  /** Conditions this class is developed for (any condition of the area when absent). */
  only?: RegExp;
}

export interface AgeBand {
  min: string | null;
  max: string | null;
  stdAges: string[];
  weight: number;
}

export interface TherapeuticArea {
  key: string;
  label: string;
  weight: number;
  conditions: string[];
  keywords: string[];
  stems: DrugStem[];
  mabInfix: string[];
  /** Device names, for areas where device studies exist. */
  devices: string[];
  routes: string[];
  primary: OutcomeTemplate[];
  secondary: OutcomeTemplate[];
  inclusion: string[];
  exclusion: string[];
  ages: AgeBand[];
  /** Share of trials restricted to one sex: [FEMALE, MALE]. */
  sexOnly?: [number, number];
  /** Serious adverse event terms: [term, MedDRA organ system]. */
  aes: [string, string][];
  /** Enrollment median of a phase 3 trial. */
  enrollmentMedian: number;
}

export const ADULT: AgeBand = { min: '18 Years', max: null, stdAges: ['ADULT', 'OLDER_ADULT'], weight: 8 };
export const ADULT_MAX75: AgeBand = { min: '18 Years', max: '75 Years', stdAges: ['ADULT', 'OLDER_ADULT'], weight: 3 };
export const OLDER: AgeBand = { min: '50 Years', max: '85 Years', stdAges: ['ADULT', 'OLDER_ADULT'], weight: 2 };
export const PEDIATRIC: AgeBand = { min: '6 Months', max: '17 Years', stdAges: ['CHILD'], weight: 1 };
export const ADOLESCENT_ADULT: AgeBand = { min: '12 Years', max: null, stdAges: ['CHILD', 'ADULT', 'OLDER_ADULT'], weight: 2 };

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

/** Generic secondary outcomes any trial may carry. */
export const SAFETY_OUTCOMES: OutcomeTemplate[] = [
  {
    measure: 'Number of Participants With Treatment-Emergent Adverse Events (TEAEs)',
    description:
      'An adverse event (AE) is any untoward medical occurrence in a participant administered a study intervention, whether or not considered related to the intervention.',
    timeFrames: ['Up to 52 weeks', 'From first dose up to 30 days after last dose (up to approximately 2 years)', 'Up to Week 56'],
    kind: 'rate',
    unit: 'Participants',
  },
  {
    measure: 'Number of Participants With Serious Adverse Events (SAEs)',
    description:
      'A serious adverse event is an AE resulting in death, hospitalisation, persistent disability, a congenital anomaly, or that is life-threatening.',
    timeFrames: ['Up to 52 weeks', 'Up to 2 years', 'Up to Week 104'],
    kind: 'rate',
    unit: 'Participants',
  },
  {
    measure: 'Maximum Observed Plasma Concentration (Cmax) of {d}',
    description: 'Pharmacokinetic samples were collected at pre-specified time points and analysed by non-compartmental methods.',
    timeFrames: ['Pre-dose and up to 24 hours post-dose on Day 1 and Week 12', 'Day 1 to Day 28'],
    kind: 'change',
    unit: 'ng/mL',
  },
];
