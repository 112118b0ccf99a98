import { isPhaseCode, type PhaseCode, type TrialStatus } from '../../domain/trial.js';
import type { InvestmentVerdict, Sponsor, SponsorMatch } from '../../domain/sponsor.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { ageYears, type AgeBand, type DrugStem } from './seed.areas.js';
import { seedCatalog } from './seed.catalog.js';
import { comparators } from './seed.comparators.js';
import { addDays, daysBetween, daysInMonth, isoOf, maxDate, monthAfter, monthOf, parseIso } from './seed.dates.js';
import { generateLocations } from './seed.places.js';
import { areaProfiles, baseBounds, HEALTHY_BAND, phaseBounds, type AreaProfiles, type ConditionProfile, type Mechanism } from './seed.profiles.js';
import { type Rng, rngFor } from './seed.random.js';
import { makeResults } from './seed.results.js';
import { pickCollaborators, pickLeadSponsor, type DemoSponsor } from './seed.sponsors.js';
import { makeAcronym, makeArmsAndInterventions, makeDescriptions, makeEligibility, makeOutcomes, makeProduct, makeTitles, type Design } from './seed.text.js';
import { readoutDateTypes } from './seed.readouts.js';
import { DAYS_PER_MONTH, planDates, pickStatus, STATUS_CYCLE, type DatePlan } from './seed.timeline.js';

export const DEFAULT_SEED = 'trialyst';
/** Demo ids: NCT9 followed by 7 digits from 1000000, a range no registered study uses. */
export const DEMO_NCT_BASE = 91_000_000;
export const MAX_DEMO_TRIALS = 8_999_999;

export function demoNctId(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_DEMO_TRIALS) throw new Error(`Demo trial index out of range: ${index}`);
  return `NCT${DEMO_NCT_BASE + index}`;
}

/** The company fields of a trial, from the sponsor resolver. */
export interface SponsorFields {
  companyId: number | null;
  ticker: string | null;
  investmentVerdict: InvestmentVerdict;
  sponsorMatch: SponsorMatch | null;
  collaboratorTickers: string[];
}
export type ResolveSponsor = (lead: Sponsor, collaborators: Sponsor[]) => SponsorFields;

export interface GeneratorOptions {
  seed: string | number;
  /** 'YYYY-MM-DD': every date is placed relative to it. */
  today: string;
  resolve: ResolveSponsor;
}

/**
 * The role of trial `index` in the dataset. A few fixed slots guarantee what the screens need
 * whatever the seed: every status early on, trials ending in each of the next 14 days, and
 * trials ending in each of the 60 calendar months (the first pass with listed sponsors).
 */
export type Slot =
  { kind: 'status'; status: TrialStatus } | { kind: 'upcoming'; days: number } | { kind: 'calendar'; month: number; listed: boolean } | { kind: 'free' };

export function slotOf(index: number): Slot {
  const inBlock = index % 1000;
  if (inBlock % 4 === 3 && inBlock < 4 * STATUS_CYCLE.length) return { kind: 'status', status: STATUS_CYCLE[(inBlock - 3) / 4] };
  if (index % 40 === 20) return { kind: 'upcoming', days: Math.floor(index / 40) % 15 };
  if (index % 8 === 1) {
    const k = Math.floor(index / 8);
    return { kind: 'calendar', month: k % 60, listed: k < 60 || k % 3 === 0 };
  }
  return { kind: 'free' };
}

const PHASES: Record<string, number> = { PHASE3: 57, 'PHASE2,PHASE3': 5, PHASE2: 14, PHASE1: 8, 'PHASE1,PHASE2': 3, PHASE4: 9, EARLY_PHASE1: 2, NA: 2 };
const EXPANDED_ACCESS: TrialStatus[] = ['AVAILABLE', 'NO_LONGER_AVAILABLE', 'TEMPORARILY_NOT_AVAILABLE', 'APPROVED_FOR_MARKETING', 'WITHHELD'];
const WHY_STOPPED: Partial<Record<TrialStatus, string[]>> = {
  TERMINATED: [
    'Sponsor decision',
    'Business decision, not related to safety',
    'Futility at a pre-planned interim analysis',
    'Slow enrollment',
    'Recommendation of the Independent Data Monitoring Committee',
    'Strategic portfolio prioritization',
    'Safety concerns identified in the program',
    'Drug supply issues',
  ],
  WITHDRAWN: ['Study did not start: sponsor decision', 'Funding not obtained', 'No participants enrolled', 'Program discontinued before first participant'],
  SUSPENDED: ['Temporary halt pending protocol amendment', 'Paused for an interim safety review', 'Enrollment paused due to drug supply interruption'],
};
const POPULATIONS = ['Participants', 'Adults', 'Patients', 'Adult Participants'];
const CHILD_POPULATIONS = ['Children', 'Pediatric Participants'];
const MIXED_POPULATIONS = ['Participants', 'Patients'];
const INFANT_POPULATIONS = ['Infants'];
/** The product of a device study (only its code is shown). */
const DEVICE_STEM: DrugStem = { stem: '', type: 'DRUG', what: 'device', routes: [] };

/** "Adults", "Children"... as the age band allows. */
function populationFor(rng: Rng, band: AgeBand): string {
  const min = ageYears(band.min) ?? 0;
  const max = ageYears(band.max) ?? 120;
  if (max < 2) return rng.pick(INFANT_POPULATIONS);
  if (max < 18) return rng.pick(CHILD_POPULATIONS);
  return min < 18 ? rng.pick(MIXED_POPULATIONS) : rng.pick(POPULATIONS);
}

function pickPhases(rng: Rng, slot: Slot, sponsor: DemoSponsor): PhaseCode[] {
  if (slot.kind === 'upcoming' && rng.chance(0.85)) return ['PHASE3'];
  if (sponsor.industry === 'medtech' && rng.chance(0.7)) return ['NA'];
  return rng.weighted(PHASES).split(',').filter(isPhaseCode);
}

/** Placebo (a sham injection or a vehicle for eye treatments) half the time, otherwise a real standard of care for the condition. */
function pickComparator(rng: Rng, condition: string, mech: Mechanism, route: string): string {
  const specific = comparators().byCondition[condition];
  if (rng.chance(0.5) || !specific) {
    if (/intravitreal|subretinal/.test(route)) return 'Sham procedure';
    if (/drop/.test(route)) return 'Vehicle';
    return specific || /vaccine/.test(mech.key) || rng.chance(0.7) ? 'Placebo' : rng.pick(comparators().generic);
  }
  return rng.pick(specific);
}

function pickArea(rng: Rng): AreaProfiles {
  return rng.weightedItem(areaProfiles(), (a) => a.area.weight);
}

/** Log-normal around the middle of the bounds, kept inside them. */
function enrollmentFor(rng: Rng, [min, max]: [number, number]): number {
  return rng.logNormalInt(Math.sqrt(min * max), Math.log(max / min) / 4, min, max);
}

function sitesFor(rng: Rng, phases: string[], enrollment: number): number {
  if (phases.includes('EARLY_PHASE1') || (phases.length === 1 && phases[0] === 'PHASE1')) return rng.int(1, 4);
  const perSite = rng.float(6, 30);
  return Math.max(1, Math.min(300, Math.round(enrollment / perSite)));
}

/** Trial number `index` of the dataset defined by (seed, today): a pure function. */
export function generateTrial(index: number, opts: GeneratorOptions): TrialRecord {
  const rng = rngFor(opts.seed, 'trial', index);
  const slot = slotOf(index);
  const today = opts.today;
  const forceListed = slot.kind === 'upcoming' || (slot.kind === 'calendar' && slot.listed);
  const lead = pickLeadSponsor(rng, forceListed);
  const collaborators = pickCollaborators(rng, lead);
  let status: TrialStatus = slot.kind === 'status' ? slot.status : slot.kind === 'free' ? pickStatus(rng) : 'ACTIVE_NOT_RECRUITING';
  const expanded = EXPANDED_ACCESS.includes(status);
  const phases = expanded ? [] : pickPhases(rng, slot, lead);
  const areaProfiles = pickArea(rng);
  const area = areaProfiles.area;
  // A device study (phase NA) is mostly about a condition that has devices.
  let profile: ConditionProfile = rng.pick(areaProfiles.conditions);
  if (phases[0] === 'NA' && !profile.devices.length && areaProfiles.withDevices.length && rng.chance(0.8)) profile = rng.pick(areaProfiles.withDevices);
  const condition = profile.condition;
  const isDevice = phases[0] === 'NA' && profile.devices.length > 0;
  const mech: Mechanism = rng.pick(isDevice ? profile.devices : profile.drugs);
  const device = mech.device;
  const early = phases.includes('PHASE1') || phases.includes('EARLY_PHASE1') || expanded;
  const firstPrimary = early ? seedCatalog().safetyOutcomes[0] : rng.pick(mech.primary);
  const bounds = phaseBounds(baseBounds(profile, early ? null : firstPrimary), phases);

  // Completion date first for the guaranteed slots, then a status consistent with it.
  let fixedCompletion: string | null = null;
  if (slot.kind === 'upcoming') {
    fixedCompletion = addDays(today, slot.days);
    status = rng.chance(0.75) ? 'ACTIVE_NOT_RECRUITING' : 'RECRUITING';
  } else if (slot.kind === 'calendar') {
    const [y, m] = monthAfter(today, slot.month);
    const first = slot.month === 0 ? parseIso(today).getUTCDate() : 1;
    fixedCompletion = isoOf(y, m, rng.int(first, daysInMonth(y, m)));
    status =
      slot.month < 9
        ? rng.weighted({ ACTIVE_NOT_RECRUITING: 6, RECRUITING: 3, ENROLLING_BY_INVITATION: 1 })
        : rng.weighted({ RECRUITING: 6, ACTIVE_NOT_RECRUITING: 2, NOT_YET_RECRUITING: 2, ENROLLING_BY_INVITATION: 1, SUSPENDED: 0.3 });
  }
  if (fixedCompletion) {
    // The pinned completion date and the profile's duration must leave room for the status.
    const ahead = daysBetween(today, fixedCompletion);
    if (status === 'NOT_YET_RECRUITING' && ahead - 1 < bounds.months[0] * DAYS_PER_MONTH) status = 'RECRUITING';
    else if (status !== 'NOT_YET_RECRUITING' && ahead + 14 > bounds.months[1] * DAYS_PER_MONTH) status = 'NOT_YET_RECRUITING';
  }
  const plan: DatePlan = planDates(rng, status, today, fixedCompletion, bounds.months);
  // The dashboard's upcoming slots: the primary completion itself falls on the pinned day (the next catalyst).
  if (slot.kind === 'upcoming') plan.primaryCompletion = plan.completion;

  const healthyVolunteers =
    !device && phases.includes('PHASE1') && area.key !== 'oncology' && area.key !== 'hematology' && mech.stem?.type !== 'GENETIC' && rng.chance(0.35);
  const extension = !healthyVolunteers && phases.includes('PHASE3') && rng.chance(0.06);
  const route = device ? '' : rng.pick(mech.routes);
  let comparator: string | null = null;
  if (extension || expanded || healthyVolunteers) comparator = null;
  else if (early) comparator = rng.chance(0.2) ? 'Placebo' : null;
  else if (device) comparator = rng.pick(['Standard of care', 'Sham procedure', 'Standard of care']);
  else if (mech.stem?.type === 'GENETIC') {
    // Gene and cell therapies are mostly tested single-arm, sometimes against the standard of care.
    const specific = comparators().byCondition[condition];
    comparator = specific && rng.chance(0.3) ? rng.pick(specific) : null;
  } else if (rng.chance(0.9)) comparator = pickComparator(rng, condition, mech, route);
  const band = healthyVolunteers ? HEALTHY_BAND : rng.weightedItem(mech.ages, (b) => b.weight);
  const design: Design = {
    phases,
    randomized: comparator !== null || healthyVolunteers,
    masking: comparator && /placebo|sham|vehicle/i.test(comparator) ? 'double-blind' : rng.chance(0.25) && comparator ? 'double-blind' : 'open-label',
    comparator,
    population: populationFor(rng, band),
    condition,
    device,
    route,
    ages: band,
    extension,
    healthyVolunteers,
    expandedAccess: expanded,
  };
  const product = makeProduct(rng, mech.stem ?? DEVICE_STEM, area.mabInfix, lead, phases.includes('PHASE4'));
  const titles = makeTitles(rng, design, product);
  const acronym = !early && rng.chance(0.4) ? makeAcronym(rng) : null;
  const drugName = device ?? product.name;
  const durationMonths =
    plan.start && plan.completion ? Math.max(1, Math.round((parseIso(plan.completion).getTime() - parseIso(plan.start).getTime()) / 2.63e9)) : 12;
  const { outcomes, templates } = makeOutcomes(rng, mech, firstPrimary, design, drugName, bounds.months[1], durationMonths);
  let enrollment = enrollmentFor(rng, bounds.enrollment);
  if (status === 'WITHDRAWN') enrollment = 0;
  else if (status === 'TERMINATED') enrollment = Math.max(1, Math.round(enrollment * rng.float(0.05, 0.7)));
  const siteCount = status === 'WITHDRAWN' ? rng.int(0, 2) : sitesFor(rng, phases, enrollment);
  const recruiting = status === 'RECRUITING' || status === 'NOT_YET_RECRUITING' || status === 'ENROLLING_BY_INVITATION';
  const locations = generateLocations(rng, siteCount, lead.country, recruiting);
  const { arms, interventions } = makeArmsAndInterventions(rng, design, product);
  const text = makeDescriptions(rng, design, product, outcomes.primaryOutcomes, enrollment, durationMonths);

  const withResults = plan.resultsPosted !== null && (status === 'COMPLETED' || (status === 'TERMINATED' && rng.chance(0.35)));
  const results = withResults
    ? makeResults(rng, {
        aes: profile.aes,
        commonAes: profile.commonAes,
        primary: outcomes.primaryOutcomes,
        secondary: outcomes.secondaryOutcomes,
        templates,
        comparator,
        enrollment: Math.max(enrollment, 2),
        positive: status === 'COMPLETED' ? rng.chance(phases.includes('PHASE3') ? 0.62 : 0.5) : rng.chance(0.1),
      })
    : null;
  const dateTypes = readoutDateTypes(rngFor(opts.seed, 'readout', index), status, plan, today);
  const sponsorFields = opts.resolve({ name: lead.name, class: lead.class }, collaborators);
  const keywords = rng.sample(mech.keywords, rng.int(0, 4));

  return {
    nctId: demoNctId(index),
    source: 'demo',
    briefTitle: acronym ? `${titles.brief} (${acronym})` : titles.brief,
    officialTitle: titles.official,
    acronym,
    description: text.brief,
    detailedDescription: rng.chance(0.8) ? text.detailed : null,
    status,
    whyStopped: WHY_STOPPED[status] ? rng.pick(WHY_STOPPED[status]!) : null,
    phases,
    studyType: expanded ? 'EXPANDED_ACCESS' : 'INTERVENTIONAL',
    startDate: plan.start,
    startDateRaw: plan.start ? (plan.startPartial ? monthOf(plan.start) : plan.start) : null,
    primaryCompletionDate: plan.primaryCompletion,
    primaryCompletionDateRaw: plan.primaryCompletion ? (plan.completionPartial ? monthOf(plan.primaryCompletion) : plan.primaryCompletion) : null,
    primaryCompletionDateType: dateTypes.primaryCompletionDateType,
    completionDate: plan.completion,
    completionDateRaw: plan.completion ? (plan.completionPartial ? monthOf(plan.completion) : plan.completion) : null,
    completionDateType: dateTypes.completionDateType,
    firstPostDate: plan.firstPost,
    resultsFirstPostDate: withResults ? plan.resultsPosted : null,
    lastUpdatePostDate: withResults ? maxDate(plan.lastUpdate, plan.resultsPosted!) : plan.lastUpdate,
    enrollment: expanded ? null : enrollment,
    enrollmentType: expanded
      ? null
      : status === 'COMPLETED' || status === 'TERMINATED' || status === 'WITHDRAWN' || status === 'ACTIVE_NOT_RECRUITING'
        ? 'ACTUAL'
        : 'ESTIMATED',
    conditions: rng.chance(0.3) && profile.related.length ? [condition, rng.pick(profile.related)] : [condition],
    keywords,
    interventions,
    armGroups: arms,
    eligibility: makeEligibility(rng, profile, mech, design),
    outcomes: expanded ? null : outcomes,
    results,
    locations,
    leadSponsorName: lead.name,
    leadSponsorClass: lead.class,
    collaborators,
    ...sponsorFields,
  } satisfies TrialRecord;
}
