import type { ArmGroup, Eligibility, Intervention, Outcome, Outcomes } from '../../domain/trial-record.js';
import { ageYears, type AgeBand, type DrugStem, type OutcomeTemplate } from './seed.areas.js';
import { seedCatalog } from './seed.catalog.js';
import { comparators } from './seed.comparators.js';
import { horizonMonths, templateHorizon, type ConditionProfile, type Mechanism } from './seed.profiles.js';
import type { Rng } from './seed.random.js';
import { ACRONYM_WORDS, BRAND_ENDINGS, LINKS, SYLLABLES } from './seed.words.js';
import type { DemoSponsor } from './seed.sponsors.js';

export interface Product {
  name: string;
  type: Intervention['type'];
  what: string;
  code: string;
  otherNames: string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An INN-like name for an investigational product: a coined prefix + the class stem (zanotinib, delukimab...). */
export function makeProduct(rng: Rng, stem: DrugStem, mabInfix: string[], sponsor: DemoSponsor, phase4: boolean): Product {
  const prefix = rng.pick(SYLLABLES) + (rng.chance(0.6) ? rng.pick(LINKS) : '');
  const code = sponsor.codePrefix
    ? `${sponsor.codePrefix}${rng.int(1000, 9999)}${sponsor.codePrefix.endsWith('-0') ? rng.int(100, 999) : ''}`
    : `${prefix.toUpperCase().slice(0, 3)}-${rng.int(100, 999)}`;
  let name: string;
  if (/vaccine|tablet|powder/.test(stem.stem)) name = `${code} ${stem.stem}`;
  else if (stem.stem === 'insulin') name = `insulin ${prefix}dec`;
  else if (stem.stem.startsWith('mab')) name = `${prefix}${rng.pick(mabInfix)}${stem.stem}`;
  else name = `${prefix}${stem.stem}`;
  const otherNames = [code];
  if (phase4 || rng.chance(0.15)) otherNames.push(cap(rng.pick(SYLLABLES)) + rng.pick(LINKS) + rng.pick(BRAND_ENDINGS));
  return { name: cap(name), type: stem.type, what: stem.what, code, otherNames: name.startsWith(code) ? otherNames.slice(1) : otherNames };
}

export function makeAcronym(rng: Rng): string {
  return rng.chance(0.6) ? `${rng.pick(ACRONYM_WORDS)}-${rng.int(1, 4)}` : rng.pick(ACRONYM_WORDS);
}

export interface Design {
  phases: string[];
  randomized: boolean;
  masking: 'open-label' | 'double-blind';
  comparator: string | null;
  population: string;
  condition: string;
  device: string | null;
  /** How the product is given (empty for a device). */
  route: string;
  ages: AgeBand;
  extension: boolean;
  healthyVolunteers: boolean;
  expandedAccess: boolean;
}

const PHASE_WORDS: Record<string, string> = {
  EARLY_PHASE1: 'Early Phase 1',
  PHASE1: 'Phase 1',
  PHASE2: 'Phase 2',
  PHASE3: 'Phase 3',
  PHASE4: 'Phase 4',
  NA: '',
};

export function phaseLabel(phases: string[]): string {
  return phases
    .map((p) => PHASE_WORDS[p] ?? p)
    .filter(Boolean)
    .join('/')
    .replace('Phase 1/Phase 2', 'Phase 1/2')
    .replace('Phase 2/Phase 3', 'Phase 2/3');
}

export function makeTitles(rng: Rng, d: Design, product: Product): { brief: string; official: string } {
  const drug = d.device ?? product.name;
  const c = d.condition;
  const pop = d.population;
  if (d.healthyVolunteers) {
    return {
      brief: `A Study of ${drug} in Healthy Participants`,
      official: `A ${phaseLabel(d.phases)}, Randomized, Placebo-Controlled, Single and Multiple Ascending Dose Study to Evaluate the Safety, Tolerability and Pharmacokinetics of ${drug} in Healthy Participants`,
    };
  }
  if (d.expandedAccess) {
    return {
      brief: `Expanded Access Program for ${drug} in ${pop} With ${c}`,
      official: `An Expanded Access Program to Provide ${drug} to ${pop} With ${c} Who Have No Satisfactory Alternative Treatment`,
    };
  }
  if (d.extension) {
    return {
      brief: `Long-Term Extension Study of ${drug} in ${pop} With ${c}`,
      official: `An Open-Label, Multicenter Extension Study to Evaluate the Long-Term Safety and Efficacy of ${drug} in ${pop} With ${c} Who Completed a Parent Study`,
    };
  }
  const comp = d.comparator;
  const briefs = comp
    ? [
        `Study of ${drug} Versus ${comp} in ${pop} With ${c}`,
        `Efficacy and Safety of ${drug} Compared With ${comp} in ${c}`,
        `${drug} or ${comp} in ${pop} With ${c}`,
        `A Study to Compare ${drug} With ${comp} in ${pop} With ${c}`,
      ]
    : [`A Study of ${drug} in ${pop} With ${c}`, `Safety and Efficacy of ${drug} in ${c}`, `${drug} for ${pop} With ${c}`];
  const design = [
    d.randomized ? 'Randomized' : 'Single-Arm',
    d.masking === 'double-blind' ? 'Double-Blind' : 'Open-Label',
    comp === 'Placebo' ? 'Placebo-Controlled' : comp ? 'Active-Controlled' : null,
    'Multicenter',
  ]
    .filter(Boolean)
    .join(', ');
  const phaseText = phaseLabel(d.phases);
  const official = `A ${phaseText ? `${phaseText}, ` : ''}${design} Study to Evaluate the Efficacy and Safety of ${drug}${comp && comp !== 'Placebo' ? ` Versus ${comp}` : ''} in ${pop} With ${c}`;
  return { brief: rng.pick(briefs), official };
}

const fill = (text: string, c: string, drug: string, months = 0) => text.replaceAll('{c}', c).replaceAll('{d}', drug).replaceAll('{m}', String(months));

/**
 * Primary and secondary end points of the trial's mechanism: `first` (already drawn, it sets the
 * trial's size and length), maybe a second primary, and secondaries whose time frames fit within
 * `maxMonths`, the longest the trial may last. `{m}` time frames get the trial's `months`.
 */
export function makeOutcomes(
  rng: Rng,
  mech: Mechanism,
  first: OutcomeTemplate,
  d: Design,
  drug: string,
  maxMonths: number,
  months: number,
): { outcomes: Outcomes; templates: { primary: OutcomeTemplate[]; secondary: OutcomeTemplate[] } } {
  const { safetyOutcomes } = seedCatalog();
  const early = first === safetyOutcomes[0];
  const fitsTrial = (t: OutcomeTemplate) => t !== first && templateHorizon(t) <= maxMonths;
  const more = early ? [] : mech.primary.filter(fitsTrial);
  const primaryT = more.length && rng.chance(0.2) ? [first, rng.pick(more)] : [first];
  // Healthy volunteers have no disease to measure: safety and pharmacokinetics only.
  const secondaries = d.healthyVolunteers ? [] : mech.secondary.filter((t) => fitsTrial(t) && !primaryT.includes(t));
  const safety = safetyOutcomes.filter((t) => !primaryT.includes(t) && (!t.via || t.via.test(mech.key)));
  const secondaryT = [...rng.sample(secondaries, rng.int(1, Math.max(1, secondaries.length))), ...rng.sample(safety, early ? 3 : rng.int(1, 2))];
  const toOutcome = (t: OutcomeTemplate): Outcome => {
    const frames = t.timeFrames.filter((f) => horizonMonths(f) <= maxMonths);
    return {
      measure: fill(t.measure, d.condition, drug),
      description: fill(t.description, d.condition, drug),
      timeFrame: fill(rng.pick(frames.length ? frames : t.timeFrames), d.condition, drug, Math.min(months, maxMonths)),
    };
  };
  return {
    outcomes: { primaryOutcomes: primaryT.map(toOutcome), secondaryOutcomes: secondaryT.map(toOutcome), otherOutcomes: [] },
    templates: { primary: primaryT, secondary: secondaryT },
  };
}

export function makeEligibility(rng: Rng, profile: ConditionProfile, mech: Mechanism, d: Design): Eligibility {
  const band = d.ages;
  const x = rng.next();
  const sex = x < profile.female ? 'FEMALE' : x < profile.female + profile.male ? 'MALE' : 'ALL';
  const inclusion = d.healthyVolunteers
    ? [
        'Healthy as determined by medical history, physical examination, laboratory tests and 12-lead ECG',
        'Body mass index between 18.0 and 32.0 kg/m2',
        'Non-smoker for at least 3 months',
      ]
    : rng.sample(mech.inclusion, rng.int(Math.min(3, mech.inclusion.length), Math.min(6, mech.inclusion.length)));
  const exclusion = rng.sample(mech.exclusion, rng.int(Math.min(3, mech.exclusion.length), Math.min(6, mech.exclusion.length)));
  // Nobody asks children, men or women past menopause not to be pregnant, nor a trial about pregnancy itself.
  const childbearing = sex !== 'MALE' && !profile.pregnancy && (ageYears(band.max) ?? 99) >= 12 && (ageYears(band.min) ?? 0) < 50;
  const ageText = !band.min
    ? `Aged up to ${band.max?.toLowerCase()} at screening`
    : band.max
      ? `Aged ${band.min.toLowerCase()} to ${band.max.toLowerCase()} at screening`
      : `Aged ${band.min.toLowerCase()} or older at screening`;
  const lines = (xs: string[]) => xs.map((l) => `* ${fill(l, d.condition, '')}`).join('\n');
  return {
    criteria: `Inclusion Criteria:\n\n* ${ageText}\n${lines(inclusion)}\n\nExclusion Criteria:\n\n${lines(exclusion)}\n${childbearing ? '* Pregnant or breastfeeding women\n' : ''}* Participation in another interventional study within 30 days before screening`,
    minimumAge: band.min,
    maximumAge: band.max,
    sex,
    healthyVolunteers: d.healthyVolunteers,
    stdAges: band.stdAges,
  };
}

export function makeArmsAndInterventions(rng: Rng, d: Design, product: Product): { arms: ArmGroup[]; interventions: Intervention[] } {
  const route = d.route;
  const main: Intervention = d.device
    ? { type: 'DEVICE', name: d.device, description: `${d.device} used according to the instructions for use.`, otherNames: product.otherNames.slice(0, 1) }
    : { type: product.type, name: product.name, description: `${product.name} (${product.what}) administered ${route}.`, otherNames: product.otherNames };
  const expLabel = d.device ? d.device : `${product.name}${rng.chance(0.3) ? ` ${rng.pick(['Low Dose', 'High Dose', '10 mg', '300 mg', '2 mg/kg'])}` : ''}`;
  main.armGroupLabels = [expLabel];
  const arms: ArmGroup[] = [
    {
      label: expLabel,
      type: 'EXPERIMENTAL',
      description: `Participants receive ${main.name} ${d.device ? 'in addition to standard care' : route}.`,
      interventionNames: [`${cap(main.type?.toLowerCase() ?? 'drug')}: ${main.name}`],
    },
  ];
  const interventions: Intervention[] = [main];
  if (d.comparator) {
    const placebo = /placebo|sham|vehicle/i.test(d.comparator);
    const compType = placebo
      ? d.comparator === 'Sham procedure'
        ? 'PROCEDURE'
        : 'DRUG'
      : /care|usual|choice|lifestyle|supportive|conventional|standard|best available/i.test(d.comparator)
        ? 'OTHER'
        : 'DRUG';
    interventions.push({
      type: compType,
      name: d.comparator,
      description: placebo
        ? `Matching ${d.comparator.toLowerCase()} administered on the same schedule.`
        : `${d.comparator} administered per label or local practice.`,
      otherNames: [],
      armGroupLabels: [d.comparator],
    });
    arms.push({
      label: d.comparator,
      type: placebo ? (d.comparator === 'Sham procedure' ? 'SHAM_COMPARATOR' : 'PLACEBO_COMPARATOR') : 'ACTIVE_COMPARATOR',
      description: `Participants receive ${d.comparator.toLowerCase()}.`,
      interventionNames: [`${cap(compType.toLowerCase())}: ${d.comparator}`],
    });
  }
  const backgrounds = (comparators().byCondition[d.condition] ?? []).filter((c) => c !== d.comparator);
  // Add-on designs: the product or placebo on top of a standard therapy every participant receives.
  if (d.comparator && /placebo|sham|vehicle/i.test(d.comparator) && !d.device && backgrounds.length && rng.chance(0.35)) {
    const background = rng.pick(backgrounds);
    interventions.push({
      type: /care|usual|choice|standard/i.test(background) ? 'OTHER' : 'DRUG',
      name: background,
      description: 'Background therapy given to all participants.',
      otherNames: [],
      armGroupLabels: arms.map((a) => a.label),
    });
  }
  return { arms, interventions };
}

export function makeDescriptions(
  rng: Rng,
  d: Design,
  product: Product,
  primary: Outcome[],
  enrollment: number,
  months: number,
): { brief: string; detailed: string } {
  const drug = d.device ?? product.name;
  if (d.expandedAccess) {
    return {
      brief: `This program provides ${drug} to ${d.population.toLowerCase()} with ${d.condition} who cannot take part in a clinical trial and have no satisfactory alternative treatment.`,
      detailed: `Access is requested by the treating physician and granted case by case. ${drug} is supplied free of charge until it is commercially available in the participant's country.`,
    };
  }
  const goal = primary[0]?.measure ?? 'Safety and tolerability';
  const article = /^[aeiou]/i.test(product.what) ? 'an' : 'a';
  const versus = d.comparator ? ` compared with ${/[A-Z]{2}/.test(d.comparator) ? d.comparator : d.comparator.toLowerCase()}` : '';
  const brief = d.healthyVolunteers
    ? `The purpose of this study is to assess the safety, tolerability and pharmacokinetics of single and multiple doses of ${drug} in healthy participants.`
    : `The purpose of this study is to evaluate the efficacy and safety of ${drug}${d.device ? '' : `, ${article} ${product.what},`}${versus} in ${d.population.toLowerCase()} with ${d.condition}. The primary end point is: ${goal}.`;
  const ratio = d.comparator ? rng.pick(['1:1', '2:1', '1:1:1']) : null;
  const detailed = [
    `This is a ${phaseLabel(d.phases) || 'device'}, ${d.randomized ? 'randomized' : 'non-randomized'}, ${d.masking}${d.comparator ? `, ${d.comparator === 'Placebo' ? 'placebo' : 'active'}-controlled` : ''} multicenter study.`,
    ratio
      ? `Approximately ${enrollment} participants will be randomized in a ${ratio} ratio to receive ${drug} or ${d.comparator!.toLowerCase()}. Randomization is stratified by region and baseline disease severity.`
      : `Approximately ${enrollment} participants will receive ${drug}.`,
    `The study consists of a screening period of up to ${rng.pick([28, 35, 42])} days, a treatment period of about ${months} months and a safety follow-up visit ${rng.pick([30, 60, 90])} days after the last dose.`,
    rng.chance(0.5) ? 'An independent data monitoring committee reviews unblinded safety data at regular intervals and a pre-specified interim analysis.' : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { brief, detailed };
}

/** Serious adverse event terms: about half from the condition's own, the rest common to any trial. */
export function pickSeriousTerms(rng: Rng, own: [string, string][], common: [string, string][], count: number): [string, string][] {
  const terms = rng.sample(own, Math.min(own.length, Math.ceil(count / 2)));
  for (const t of rng.sample(common, count)) if (terms.length < count && !terms.some((x) => x[0] === t[0])) terms.push(t);
  return terms;
}
