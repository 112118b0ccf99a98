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

const AGES = new Map<string, number>();

/** Age in years of a ClinicalTrials.gov age ("6 Months" → 0.5); null when absent. */
export function ageYears(age: string | null): number | null {
  if (!age) return null;
  let years = AGES.get(age);
  if (years === undefined) {
    const [n, unit] = age.split(' ');
    const per: Record<string, number> = { Year: 1, Month: 1 / 12, Week: 1 / 52.18, Day: 1 / 365.25, Hour: 1 / 8766, Minute: 1 / 525960 };
    years = Number(n) * (per[unit?.replace(/s$/, '')] ?? 1);
    if (AGES.size < 10_000) AGES.set(age, years);
  }
  return years;
}

/**
 * ClinicalTrials.gov's standard age groups an age window overlaps: CHILD (under 18), ADULT (18 to
 * 64), OLDER_ADULT (65 and over); an absent bound is no limit.
 */
export function stdAgesOf(min: string | null, max: string | null): string[] {
  const from = ageYears(min) ?? 0;
  const to = ageYears(max);
  const out: string[] = [];
  if (from < 18) out.push('CHILD');
  if ((to === null || to >= 18) && from < 65) out.push('ADULT');
  if (to === null || to >= 65) out.push('OLDER_ADULT');
  return out;
}
