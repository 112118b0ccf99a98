import { describe, expect, it } from 'vitest';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory, resolveSponsor } from '../companies/sponsor-resolver.js';
import type { TrialRecord } from '../../domain/trial-record.js';
import { ageYears, fits, type AgeBand, type OutcomeTemplate } from './seed.areas.js';
import { seedCatalog } from './seed.catalog.js';
import { daysBetween } from './seed.dates.js';
import { generateTrial, type GeneratorOptions } from './seed.generator.js';
import { baseBounds, DEVICE_KEY, HEALTHY_BAND, horizonMonths, phaseBounds, areaProfiles, profileOf, templateHorizon, type Bounds } from './seed.profiles.js';

/**
 * Demo trials must read as plausible to a clinician: each one is checked against the area tables
 * (api/data/seed/areas/*.yaml) it was drawn from, not against the generator's own choices.
 */

const directory = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ id: i + 1, ...c })));
const opts = (seed: string, today: string): GeneratorOptions => ({ seed, today, resolve: (l, c) => resolveSponsor(directory, l, c) });
const today = '2026-11-21';
const SAMPLE = 4000;
const dataset: TrialRecord[] = Array.from({ length: SAMPLE }, (_, i) => generateTrial(i * 7 + 3, opts('coherence', today)));

const fill = (text: string, condition: string, drug: string) => text.replaceAll('{c}', condition).replaceAll('{d}', drug);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Does an outcome's time frame come from the template (`{m}` is the trial's length in months)? */
const frameOf = (t: OutcomeTemplate, frame: string) => t.timeFrames.some((f) => new RegExp(`^${escape(f).replace('\\{m\\}', '\\d+')}$`).test(frame));
const sameBand = (a: AgeBand, minimumAge: string | null, maximumAge: string | null, stdAges: string[]) =>
  a.min === minimumAge && a.max === maximumAge && a.stdAges.join() === stdAges.join();

/** Everything that does not fit the tables in one trial, as readable lines (empty when it all fits). */
function problemsOf(r: TrialRecord): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${r.nctId} (${r.conditions.join(' + ')}): ${what}`);
  const [condition, second] = r.conditions;
  const profile = profileOf(condition);
  if (!profile) return [`${r.nctId}: unknown condition ${condition}`];
  const area = profile.area;
  const traits = area.traits[condition] ?? {};
  if (!area.conditions.includes(condition)) say(`condition not in area ${area.key}`);
  if (second !== undefined && !(traits.related ?? []).includes(second)) say(`second condition ${second} is not related`);

  // Intervention: a device or drug class of this area developed for this condition, given its own way.
  const main = r.interventions[0];
  let key: string;
  if (main.type === 'DEVICE') {
    if (!area.devices.some((d) => d.name === main.name && fits(d, condition))) say(`device ${main.name} not for this condition`);
    key = DEVICE_KEY(main.name);
  } else {
    const m = /\((.+)\) administered (.+)\.$/.exec(main.description ?? '');
    const [what, route] = m ? [m[1], m[2]] : ['', ''];
    const stem = area.stems.find(
      (s) =>
        s.what === what && s.type === main.type && fits(s, condition) && s.routes.includes(route) && main.name.toLowerCase().includes(s.stem.toLowerCase()),
    );
    if (!stem) say(`intervention ${main.type} ${main.name} "${main.description}" not in the area's classes for this condition`);
    key = what;
  }

  // End points: from the condition's (and mechanism's) tables; the first primary sets the trial's size and length.
  const early = r.phases.includes('PHASE1') || r.phases.includes('EARLY_PHASE1');
  let first: OutcomeTemplate | null = null;
  if (r.outcomes) {
    const drug = main.name;
    const match = (list: OutcomeTemplate[], o: { measure: string; timeFrame: string | null }) =>
      list.find((t) => fits(t, condition, key) && fill(t.measure, condition, drug) === o.measure && frameOf(t, o.timeFrame ?? ''));
    r.outcomes.primaryOutcomes.forEach((o, i) => {
      const t = early ? match([seedCatalog().safetyOutcomes[0]], o) : match(area.primary, o);
      if (!t) say(`primary end point "${o.measure}" (${o.timeFrame}) not for this condition and intervention`);
      if (i === 0) first = t ?? null;
    });
    for (const o of r.outcomes.secondaryOutcomes) {
      if (!match([...area.secondary, ...seedCatalog().safetyOutcomes], o)) say(`secondary end point "${o.measure}" (${o.timeFrame}) not for this condition`);
    }
  }
  const bounds: Bounds = phaseBounds(baseBounds(profile, early ? null : first), r.phases);
  for (const o of [...(r.outcomes?.primaryOutcomes ?? []), ...(r.outcomes?.secondaryOutcomes ?? [])]) {
    if (horizonMonths(o.timeFrame ?? '') > bounds.months[1] + 0.01) say(`"${o.measure}" at ${o.timeFrame} is beyond the trial's ${bounds.months[1]} months`);
  }

  // Ages and sex.
  const e = r.eligibility!;
  const bands = e.healthyVolunteers ? [HEALTHY_BAND] : (traits.ages ?? area.ages).filter((b) => fits(b, condition, key));
  if (!bands.some((b) => sameBand(b, e.minimumAge, e.maximumAge, e.stdAges))) say(`ages ${e.minimumAge}-${e.maximumAge} ${e.stdAges.join('/')} not allowed`);
  if (e.sex === 'FEMALE' && !traits.female) say('female only');
  if (e.sex === 'MALE' && !traits.male) say('male only');
  if (traits.female === 1 && e.sex !== 'FEMALE') say('should be female only');
  if (traits.male === 1 && e.sex !== 'MALE') say('should be male only');

  // Enrollment and duration within the profile's bounds for the trial's phases.
  if (r.studyType !== 'EXPANDED_ACCESS') {
    const n = r.enrollment ?? -1;
    const [lo, hi] = bounds.enrollment;
    if (r.status === 'WITHDRAWN' ? n !== 0 : r.status === 'TERMINATED' ? n < 1 || n > hi : n < lo || n > hi) say(`enrollment ${n} outside ${lo}-${hi}`);
    if (r.startDate && r.completionDate) {
      // Month-only dates move a start or a completion to the 1st of its month: a month of slack.
      const months = daysBetween(r.startDate, r.completionDate) / 30.44;
      const [m0, m1] = bounds.months;
      if (months > m1 + 1.05 || (r.status !== 'TERMINATED' && months < m0 - 1.05)) say(`duration ${months.toFixed(1)} months outside ${m0}-${m1}`);
    } else if (r.status !== 'WITHDRAWN') say('no start or completion date');
  }
  return problems;
}

describe('demo data coherence: the area tables', () => {
  it('give every condition one area, a drug class, and for every class end points, ages and bounds that agree', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { area, conditions } of areaProfiles()) {
      for (const c of Object.keys(area.traits)) if (!area.conditions.includes(c)) problems.push(`${area.key}: traits for unknown ${c}`);
      for (const p of conditions) {
        if (seen.has(p.condition)) problems.push(`${p.condition} in two areas`);
        seen.add(p.condition);
        if (!p.drugs.length) problems.push(`${p.condition}: no drug class`);
        for (const r of p.related) if (!area.conditions.includes(r) || r === p.condition) problems.push(`${p.condition}: bad related ${r}`);
        if (p.enrollment[0] > p.enrollment[1] || p.months[0] > p.months[1]) problems.push(`${p.condition}: bounds upside down`);
        for (const m of [...p.drugs, ...p.devices]) {
          if (!m.primary.length) problems.push(`${p.condition} / ${m.key}: no primary end point`);
          if (!m.ages.length) problems.push(`${p.condition} / ${m.key}: no age band`);
          if (m.stem && !m.routes.length) problems.push(`${p.condition} / ${m.key}: no route`);
          for (const t of m.primary) {
            const b = baseBounds(p, t);
            if (templateHorizon(t) > b.months[1])
              problems.push(`${p.condition}: "${t.measure}" needs ${templateHorizon(t)} months, trials last ${b.months[1]}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(150);
  });

  it('reads "Baseline and Week 76" as 17.5 months and "Up to approximately 5 years" as 60', () => {
    expect(horizonMonths('Baseline and Week 76')).toBeCloseTo(17.5, 1);
    expect(horizonMonths('Up to approximately 5 years')).toBe(60);
    expect(horizonMonths('Baseline and average of Weeks 40, 44 and 48')).toBeCloseTo(11, 0);
    expect(horizonMonths('Last 8 weeks of the 12-month treatment period')).toBe(12);
    expect(horizonMonths('Up to {m} months')).toBe(0);
    expect(ageYears('6 Months')).toBe(0.5);
  });
});

describe(`demo data coherence: ${SAMPLE} generated trials`, () => {
  it('draw condition, intervention, end points, ages, sex, enrollment and duration from one profile', () => {
    const problems = dataset.flatMap(problemsOf);
    expect(problems.slice(0, 30)).toEqual([]);
  });

  it('cover every area, devices and drugs, children and women-only trials', () => {
    const areas = new Set(dataset.map((r) => profileOf(r.conditions[0])!.area.key));
    expect(areas.size).toBe(areaProfiles().length);
    expect(dataset.filter((r) => r.interventions[0].type === 'DEVICE').length).toBeGreaterThan(20);
    expect(dataset.filter((r) => (ageYears(r.eligibility!.maximumAge) ?? 99) < 18).length).toBeGreaterThan(20);
    expect(dataset.filter((r) => r.eligibility!.sex === 'FEMALE').length).toBeGreaterThan(20);
    expect(new Set(dataset.map((r) => r.conditions[0])).size).toBeGreaterThan(140);
  });

  it('no longer shows the incoherent trials of the issue', () => {
    for (const r of dataset) {
      const c = r.conditions[0];
      const e = r.eligibility!;
      const min = ageYears(e.minimumAge) ?? 0;
      const max = ageYears(e.maximumAge) ?? 120;
      const text = [...(r.outcomes?.primaryOutcomes ?? []), ...(r.outcomes?.secondaryOutcomes ?? [])].map((o) => o.measure).join(' | ');
      if (/Alzheimer/.test(c) && !/Agitation/.test(c)) {
        // A first-in-human study of an Alzheimer drug enrolls healthy adults.
        if (!e.healthyVolunteers) expect(min, r.nctId).toBeGreaterThanOrEqual(50);
        expect(text, r.nctId).not.toMatch(/ALS|Migraine|Relapse/);
      }
      if (/Amyotrophic/.test(c)) expect(text, r.nctId).not.toMatch(/CDR-SB|Dementia/);
      if (r.interventions.some((i) => /stent/i.test(i.name))) expect(c, r.nctId).toMatch(/Coronary|Atherosclerotic|Glaucoma/);
      if (/Prostat/.test(c)) expect(e.sex, r.nctId).toBe('MALE');
      if (/Ovarian|Cervical|Endometrial|Postpartum|Preeclampsia|Postmenopausal/.test(c)) expect(e.sex, r.nctId).toBe('FEMALE');
      if (e.sex === 'MALE' || /Postpartum|Preeclampsia/.test(c) || max < 12) expect(e.criteria, r.nctId).not.toMatch(/Pregnant or breastfeeding/);
      if (max < 18) expect(r.briefTitle, r.nctId).not.toMatch(/\bAdults?\b/);
      if (min >= 18) expect(r.briefTitle, r.nctId).not.toMatch(/Children|Pediatric|Infants/);
      if (r.interventions[0].type === 'BIOLOGICAL' && /antibody/.test(r.interventions[0].description ?? '')) {
        expect(r.interventions[0].description, r.nctId).not.toMatch(/orally/);
      }
    }
  });
});
