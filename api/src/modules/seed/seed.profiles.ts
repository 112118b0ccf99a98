import { ageYears, fits, type AgeBand, type DrugStem, type Line, type OutcomeTemplate, type TherapeuticArea } from './seed.areas.js';
import { seedCatalog } from './seed.catalog.js';

/**
 * The area tables resolved once per condition (its sub-profile): which drug classes and devices
 * are developed for it, and for each of them the end points, age bands, criteria and keywords that
 * fit. The generator draws everything of a trial from one of these, so the pieces agree.
 */

/** One way of treating a condition: a drug class, or a device. */
export interface Mechanism {
  stem: DrugStem | null;
  device: string | null;
  /** What `via` filters test: the class's `what`, or `device: <name>`. */
  key: string;
  routes: string[];
  primary: OutcomeTemplate[];
  secondary: OutcomeTemplate[];
  ages: AgeBand[];
  keywords: string[];
  inclusion: string[];
  exclusion: string[];
}

export interface ConditionProfile {
  area: TherapeuticArea;
  condition: string;
  drugs: Mechanism[];
  devices: Mechanism[];
  /** Serious adverse events of the condition, and those common to any trial that fit its population. */
  aes: [string, string][];
  commonAes: [string, string][];
  /** Share of trials restricted to women, to men. */
  female: number;
  male: number;
  pregnancy: boolean;
  enrollment: [number, number];
  months: [number, number];
  related: string[];
}

export interface AreaProfiles {
  area: TherapeuticArea;
  conditions: ConditionProfile[];
  /** The conditions with at least one device, for device studies. */
  withDevices: ConditionProfile[];
}

export interface Bounds {
  enrollment: [number, number];
  months: [number, number];
}

export const DEVICE_KEY = (name: string) => `device: ${name}`;

/** Healthy volunteers of a phase 1 study. */
export const HEALTHY_BAND: AgeBand = { min: '18 Years', max: '55 Years', stdAges: ['ADULT'], weight: 1 };

/** Serious adverse events that do not happen to children or pregnant women in a trial. */
const OLDER_AES = new Set(['Fall', 'Hip fracture', 'Myocardial infarction', 'Atrial fibrillation', 'Cerebrovascular accident', 'Syncope']);

const UNIT_MONTHS: Record<string, number> = { year: 12, month: 1, week: 12 / 52.18, day: 1 / 30.44, hour: 1 / 730 };
const unitOf = (word: string) => UNIT_MONTHS[word.toLowerCase().replace(/s$/, '')];

const HORIZONS = new Map<string, number>();

/**
 * How far into the trial a time frame reaches, in months ("Baseline and Week 76" → 17.5,
 * "Up to approximately 5 years" → 60). Time frames relative to the trial's own length (`{m}`) reach 0.
 */
export function horizonMonths(timeFrame: string): number {
  let max = HORIZONS.get(timeFrame);
  if (max !== undefined) return max;
  max = 0;
  for (const m of timeFrame.matchAll(/(\d+(?:\.\d+)?)[\s-]*(years?|months?|weeks?|days?|hours?)\b/gi)) max = Math.max(max, Number(m[1]) * unitOf(m[2]));
  for (const m of timeFrame.matchAll(/\b(years?|months?|weeks?|days?|hours?)\s+(\d+(?:\s*(?:,|and|to)\s*\d+)*)/gi)) {
    for (const n of m[2].match(/\d+/g) ?? []) max = Math.max(max, Number(n) * unitOf(m[1]));
  }
  if (HORIZONS.size < 10_000) HORIZONS.set(timeFrame, max);
  return max;
}

/** The shortest reach of a template's time frames: it fits a trial at least this long. */
export function templateHorizon(t: OutcomeTemplate): number {
  return Math.min(...t.timeFrames.map(horizonMonths));
}

const textOf = (line: Line) => (typeof line === 'string' ? line : line.text);
const lineFits = (line: Line, condition: string, key: string) => typeof line === 'string' || fits(line, condition, key);

function mechanism(area: TherapeuticArea, condition: string, stem: DrugStem | null, device: string | null, ages: AgeBand[]): Mechanism {
  const key = stem ? stem.what : DEVICE_KEY(device!);
  return {
    stem,
    device,
    key,
    routes: stem?.routes ?? [],
    primary: area.primary.filter((t) => fits(t, condition, key)),
    secondary: area.secondary.filter((t) => fits(t, condition, key)),
    ages: ages.filter((b) => fits(b, condition, key)),
    keywords: area.keywords.filter((l) => lineFits(l, condition, key)).map(textOf),
    inclusion: area.inclusion.filter((l) => lineFits(l, condition, key)).map(textOf),
    exclusion: area.exclusion.filter((l) => lineFits(l, condition, key)).map(textOf),
  };
}

export function buildProfile(area: TherapeuticArea, condition: string): ConditionProfile {
  const traits = area.traits[condition] ?? {};
  const ages = traits.ages ?? area.ages;
  const young = ages.every((b) => (ageYears(b.max) ?? 99) < 18) || Boolean(traits.pregnancy);
  return {
    area,
    condition,
    drugs: area.stems.filter((s) => fits(s, condition)).map((s) => mechanism(area, condition, s, null, ages)),
    devices: area.devices.filter((d) => fits(d, condition)).map((d) => mechanism(area, condition, null, d.name, ages)),
    aes: area.aes.filter(([, , only]) => !only || only.test(condition)).map(([term, soc]): [string, string] => [term, soc]),
    commonAes: seedCatalog().commonAes.filter(([term]) => !young || !OLDER_AES.has(term)),
    female: traits.female ?? 0,
    male: traits.male ?? 0,
    pregnancy: Boolean(traits.pregnancy),
    enrollment: traits.enrollment ?? area.enrollment,
    months: traits.months ?? area.months,
    related: traits.related ?? [],
  };
}

let profiles: AreaProfiles[] | undefined;
let byCondition: Map<string, ConditionProfile> | undefined;

/** Every area with its condition profiles, built once, on first use. */
export function areaProfiles(): AreaProfiles[] {
  profiles ??= seedCatalog().areas.map((area) => {
    const conditions = area.conditions.map((c) => buildProfile(area, c));
    return { area, conditions, withDevices: conditions.filter((p) => p.devices.length > 0) };
  });
  return profiles;
}

export function profileOf(condition: string): ConditionProfile | undefined {
  byCondition ??= new Map(areaProfiles().flatMap((a) => a.conditions.map((p) => [p.condition, p] as const)));
  return byCondition.get(condition);
}

/** Phase 3 bounds of a trial of this condition whose (first) primary end point is `primary`. */
export function baseBounds(profile: ConditionProfile, primary: OutcomeTemplate | null): Bounds {
  return { enrollment: primary?.scale?.enrollment ?? profile.enrollment, months: primary?.scale?.months ?? profile.months };
}

/** Enrollment and duration bounds for the trial's phases, from its phase 3 bounds. */
export function phaseBounds(base: Bounds, phases: readonly string[]): Bounds {
  const [e0, e1] = base.enrollment;
  const [m0, m1] = base.months;
  if (phases.includes('PHASE3')) return base;
  if (phases.includes('EARLY_PHASE1')) return { enrollment: [6, 40], months: [6, 24] };
  if (phases.includes('PHASE1')) return { enrollment: [12, 150], months: [6, 36] };
  const months: [number, number] = [Math.max(6, Math.round(m0 * 0.5)), m1];
  if (phases.includes('PHASE2')) return { enrollment: [Math.max(20, Math.round(e0 * 0.15)), Math.max(60, Math.round(e1 * 0.4))], months };
  if (phases.includes('PHASE4')) return { enrollment: [Math.max(20, Math.round(e0 * 0.2)), Math.round(e1 * 1.5)], months };
  return { enrollment: [Math.max(20, Math.round(e0 * 0.2)), e1], months };
}
