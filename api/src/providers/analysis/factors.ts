import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { BreakdownFactor } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import type { Area } from '../../domain/therapeutic-areas.js';
import { BIO_BIOMARKER, BIO_REFERENCE, cite, DECHARTRES, DECHARTRES_SOURCE, logit, rate, sigmoid } from './base-rates.js';
import { num, pct } from './format.js';
import { CONTROL_ARM_WORDS, sponsorClassWords } from './words.js';

/**
 * The design factors of the readout probability: only effects with a published size, each bounded
 * and reported with its source, added in log-odds to the readout prior. Effects are centred (the
 * average trial keeps the prior). No constant here was fitted to a data set Trialyst evaluates on.
 * Facts without a published effect size (status, the sponsor's record, serious adverse events,
 * enrollment size, timing, date slips) are context lines (context.ts), never factors.
 */
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

function factor(key: string, label: Bilingual, raw: number, min: number, max: number, statement: Bilingual, field: string, source: Bilingual): BreakdownFactor {
  return { key, label, effect: round3(clamp(raw, min, max)) + 0, min, max, statement, field, source };
}

/** What the factors need besides the input: the trial's area and its readout prior (the enrollment factor's p₀). */
export interface FactorContext {
  area: Area;
  prior: number;
}

// ---- comparator -------------------------------------------------------------------------------

const CENTRE = logit(rate(DECHARTRES.phase3and4));
/** Dechartres 2016, Tables 1–2: placebo or no-treatment control 543/822 vs active control 301/578, centred on 844/1,400. */
export const COMPARATOR_EFFECT = {
  placebo: logit(rate(DECHARTRES.placeboOrNoTreatment)) - CENTRE,
  active: logit(rate(DECHARTRES.activeControl)) - CENTRE,
};
const PLACEBO_ARMS = new Set(['PLACEBO_COMPARATOR', 'SHAM_COMPARATOR', 'NO_INTERVENTION']);

/** Placebo, sham or no-treatment control +0.25; active control −0.33; single-arm or other 0. */
export function comparatorFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Comparateur', en: 'Comparator' };
  const types = (i.armGroupTypes ?? []).map((t) => t.toUpperCase());
  const make = (raw: number, fr: string, en: string) => factor('comparator', label, raw, -0.4, 0.3, { fr, en }, 'armGroups.type', DECHARTRES_SOURCE);
  const placebo = types.find((t) => PLACEBO_ARMS.has(t));
  if (placebo) {
    const arm = CONTROL_ARM_WORDS[placebo];
    return make(
      COMPARATOR_EFFECT.placebo,
      `Contrôle placebo, simulé ou sans traitement (bras ${arm.fr}) : 66,1 % de critères significatifs contre 60,3 % en moyenne`,
      `Placebo, sham or no-treatment control (${arm.en} arm): 66.1% significant primary outcomes vs 60.3% overall`,
    );
  }
  if (types.includes('ACTIVE_COMPARATOR'))
    return make(
      COMPARATOR_EFFECT.active,
      'Comparateur actif : 52,1 % de critères significatifs contre 60,3 % en moyenne',
      'Active comparator: 52.1% significant primary outcomes vs 60.3% overall',
    );
  return make(
    0,
    types.length ? 'Ni placebo ni comparateur actif déclaré (bras simple ou autre) : sans effet' : 'Bras non renseignés : sans effet',
    types.length ? 'No placebo or active comparator arm (single arm or other): no effect' : 'Arms not reported: no effect',
  );
}

// ---- non-inferiority / equivalence ------------------------------------------------------------

export const FLACCO_SOURCE = cite(
  'Flacco ME, Manzoli L, Boccia S, et al. Head-to-head randomized trials are mostly industry sponsored and almost always favor the industry sponsor. J Clin Epidemiol 2015;68(7):811–820',
  {
    fr: 'résumé, vérifié : plan de non-infériorité ou d’équivalence OR 3,2, IC 95 % 1,5–6,6 ; essais publiés, fondé sur les publications — log 3,2 = 1,16 réduit à 1,0',
    en: 'abstract, verified: NI/equivalence design OR 3.2, 95 % CI 1.5–6.6; published trials, publication-based — log 3.2 = 1.16 shrunk to 1.0',
  },
);
const NI_RE = /\bnon[- ]?inferio\w*|\bnoninferio\w*|\bequivalence\b/i;

/** A non-inferiority or equivalence design in the titles, primary outcomes or summary: +1.0 (publication-based). */
export function nonInferiorityFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Plan de non-infériorité ou d’équivalence', en: 'Non-inferiority or equivalence design' };
  const texts = [i.briefTitle, i.officialTitle ?? '', ...(i.primaryOutcomes ?? []).flatMap((o) => [o.measure, o.description ?? '']), i.briefSummary ?? ''];
  const hit = texts.map((t) => NI_RE.exec(t)?.[0]).find((m) => m !== undefined);
  const field = 'officialTitle, outcomes.primaryOutcomes, description';
  if (!hit)
    return factor(
      'nonInferiority',
      label,
      0,
      0,
      1.2,
      { fr: 'Pas de plan de non-infériorité ou d’équivalence déclaré', en: 'No non-inferiority or equivalence design stated' },
      field,
      FLACCO_SOURCE,
    );
  return factor(
    'nonInferiority',
    label,
    1.0,
    0,
    1.2,
    {
      fr: `Plan de non-infériorité ou d’équivalence (« ${hit} ») : ces essais concluent plus souvent favorablement (OR 3,2 ; essais publiés)`,
      en: `Non-inferiority or equivalence design ("${hit}"): such trials conclude favourably more often (OR 3.2; published trials)`,
    },
    field,
    FLACCO_SOURCE,
  );
}

// ---- oncology end point -----------------------------------------------------------------------

export const ENDPOINT_SOURCE = cite(
  'Otsuka Y, Kaneko M, Narukawa M. Factors associated with successful phase III trials for solid tumors: a systematic review. Contemp Clin Trials Commun 2021;24:100855; Eur J Cancer 2020;136:176–185 (doi 10.1016/j.ejca.2020.06.015)',
  {
    fr: 'résumé d’Otsuka, vérifié : critère de survie autre que la survie globale contre survie globale, OR ajusté 2,79, IC 95 % 1,59–4,89 ; part de la survie globale 114/260 (Eur J Cancer 2020, tableau 1, vérifié ; auteurs non vérifiés)',
    en: 'Otsuka abstract, verified: time-to-event end point other than OS vs OS, adjusted OR 2.79, 95 % CI 1.59–4.89; OS share 114/260 (Eur J Cancer 2020, Table 1, verified; authors not verified)',
  },
);
/** Otsuka 2021 adjusted log OR, centred on the OS share of the EJC 2020 sample (114 OS of 260 PFS/OS trials). */
const OTSUKA_LOG_OR = Math.log(2.79);
const OS_SHARE = 114 / 260;
export const ENDPOINT_EFFECT = { os: -(1 - OS_SHARE) * OTSUKA_LOG_OR, otherTimeToEvent: OS_SHARE * OTSUKA_LOG_OR };
const OS_RE = /overall survival|\bOS\b/;
const OS_RE_I = /overall survival/i;
const TTE_RE = /progression[- ]free|disease[- ]free|event[- ]free|relapse[- ]free|recurrence[- ]free|metastas[ie]s[- ]free|\b(?:PFS|DFS|EFS|RFS|MFS)\b/;
const TTE_RE_I = /progression[- ]free|disease[- ]free|event[- ]free|relapse[- ]free|recurrence[- ]free|metastas[ie]s[- ]free/i;

/** Oncology only: an overall-survival primary end point −0.58; progression-, disease- or event-free survival +0.45; both or neither 0. */
export function endpointFactor(i: AnalysisInput, ctx: FactorContext): BreakdownFactor {
  const label = { fr: 'Critère principal (oncologie)', en: 'Primary end point (oncology)' };
  const field = 'outcomes.primaryOutcomes';
  const make = (raw: number, fr: string, en: string) => factor('endpoint', label, raw, -0.6, 0.5, { fr, en }, field, ENDPOINT_SOURCE);
  if (ctx.area !== 'oncology') return make(0, 'Hors oncologie : sans effet', 'Not oncology: no effect');
  const measures = (i.primaryOutcomes ?? []).map((o) => `${o.measure} ${o.description ?? ''}`);
  const os = measures.some((m) => OS_RE.test(m) || OS_RE_I.test(m));
  const tte = measures.some((m) => TTE_RE.test(m) || TTE_RE_I.test(m));
  if (os && !tte)
    return make(
      ENDPOINT_EFFECT.os,
      'Survie globale comme critère principal : atteinte moins souvent (33 % contre 67 % pour la survie sans progression)',
      'Overall survival as the primary end point: met less often (33% vs 67% for progression-free survival)',
    );
  if (tte && !os)
    return make(
      ENDPOINT_EFFECT.otherTimeToEvent,
      'Survie sans progression, sans maladie ou sans événement comme critère principal : atteinte plus souvent que la survie globale',
      'Progression-, disease- or event-free survival as the primary end point: met more often than overall survival',
    );
  return make(
    0,
    os
      ? 'Survie globale et un autre critère de survie co-principaux : sans effet'
      : 'Ni survie globale ni survie sans progression en critère principal : sans effet',
    os
      ? 'Overall survival co-primary with another survival end point: no effect'
      : 'Neither overall nor progression-free survival as the primary end point: no effect',
  );
}

// ---- biomarker --------------------------------------------------------------------------------

const GENES =
  'her-?2|erbb2|egfr|alk|ros-?1|braf(?:\\s?v600[ek]?)?|kras(?:\\s?g12c)?|nras|brca[12]?(?:/2)?|pd-?l1|fgfr[1-4]?|c-?met|met\\s?exon\\s?14|ret|ntrk[1-3]?|idh[12]?|flt-?3|pik3ca|esr1|cldn18(?:\\.2)?|trop-?2|npm1|bcr-?abl1?|jak2|tp53|hla-[a-z0-9*:]+';
const ALTERATION =
  '(?:[- ]?(?:gene\\s)?(?:mutation|mutations|mutated|mutant|fusion|fusions|rearrangement|rearranged|amplification|amplified|overexpression|overexpressing|over-expression|expression|expressing|positive|positivity|\\+|alteration|altered|deletion|insertion|high|deficient|variant))';
const BIOMARKER_RE = new RegExp(
  `\\b(?:(?:${GENES})(?:[ -](?:exon|gene|[a-z]{0,2}\\d{1,4}[a-z]{0,4})){0,3}${ALTERATION}|philadelphia chromosome[- ]positive|ph\\+|ph-positive|msi-h(?:igh)?\\b|microsatellite instability[- ]high|dmmr\\b|mismatch repair[- ]deficient)`,
  'i',
);
/** A negation or a negative status around the phrase: not a selection ("no EGFR mutation", "HER2-negative"). */
const NEGATED_BEFORE = /\b(?:no|not|without|absence of|negative for|unknown|excluding|other than|wild[- ]type)\b[^.;\n]{0,40}$/i;
const NEGATED_AFTER = /^[^.;\n]{0,20}\b(?:negative|wild[- ]type|not (?:required|known)|unknown)\b/i;

/** The inclusion part of the eligibility criteria (before "Exclusion Criteria"). */
export function inclusionCriteria(criteria: string | null): string {
  return (criteria ?? '').split(/exclusion criteria/i)[0];
}

/**
 * A patient-preselection biomarker stated in the inclusion criteria: a gene or marker followed by an
 * alteration or status ("EGFR mutation", "HER2-positive", "KRAS G12C mutated", "MSI-H"), not
 * negated. A bare gene name, or one outside the inclusion criteria (title, conditions, exclusions),
 * does not count.
 */
export function detectBiomarker(i: AnalysisInput): string | null {
  for (const line of inclusionCriteria(i.eligibilityCriteria).split(/\n+/)) {
    const re = new RegExp(BIOMARKER_RE.source, 'gi');
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const before = line.slice(0, m.index);
      const after = line.slice(m.index + m[0].length);
      if (NEGATED_BEFORE.test(before) || NEGATED_AFTER.test(after)) continue;
      return m[0].trim();
    }
  }
  return null;
}

/** BIO 2021: LOA from Phase III 65.5 % with a patient-preselection biomarker vs 51.5 % without: +0.58. */
export function biomarkerFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Population sélectionnée par biomarqueur', en: 'Biomarker-selected population' };
  const hit = detectBiomarker(i);
  const field = 'eligibility.criteria';
  const source = cite(BIO_REFERENCE, {
    fr: 'modificateur biomarqueur : LOA depuis la phase III 65,5 % contre 51,5 % (transcription tierce)',
    en: 'biomarker modifier: LOA from Phase III 65.5 % vs 51.5 % (third-party transcription)',
  });
  if (!hit)
    return factor(
      'biomarker',
      label,
      0,
      0,
      0.6,
      { fr: 'Pas de sélection par biomarqueur dans les critères d’inclusion', en: 'No biomarker selection in the inclusion criteria' },
      field,
      source,
    );
  return factor(
    'biomarker',
    label,
    logit(BIO_BIOMARKER.with) - logit(BIO_BIOMARKER.without),
    0,
    0.6,
    {
      fr: `Critère d’inclusion sur un biomarqueur (« ${hit} ») : LOA phase III 65,5 % contre 51,5 %`,
      en: `Biomarker inclusion criterion ("${hit}"): LOA from Phase III 65.5% vs 51.5%`,
    },
    field,
    source,
  );
}

// ---- vaccine -----------------------------------------------------------------------------------

export const WONG_SOURCE = cite(
  'Wong CH, Siah KW, Lo AW. Estimation of clinical trial success rates and related parameters. Biostatistics 2019;20(2):273–286',
  {
    fr: 'phase 3 → approbation : vaccins (maladies infectieuses) 85,4 % contre 75,3 % pour les autres programmes de maladies infectieuses (transcription tierce, non vérifiée dans l’article : shared/reference/pos-base-rates.md)',
    en: 'phase 3 → approval: vaccines (infectious disease) 85.4 % vs 75.3 % for other infectious-disease programs (third-party transcription, not verified in the paper: shared/reference/pos-base-rates.md)',
  },
);
/** Wong 2019, phase 3 → approval: vaccines (infectious disease) vs infectious disease without vaccines. */
export const WONG_VACCINES = { vaccines: 0.854, otherInfectious: 0.753 };
const VACCINE_RE = /\bvaccin\w*|\bimmuni[sz]ation\b/i;

/** The first intervention or condition naming a vaccine or an immunisation. */
export function detectVaccine(i: AnalysisInput): string | null {
  const names = [...(i.interventionNames ?? []), ...i.conditions];
  return names.find((n) => VACCINE_RE.test(n)) ?? null;
}

/**
 * Infectious disease only: a vaccine trial +0.65, Wong 2019's vaccines row against its other
 * infectious-disease programs. Not centred: BIO's infectious-disease row, the prior, already holds
 * vaccines in a share it does not give, so the lift of a vaccine over that row is overstated.
 */
export function vaccineFactor(i: AnalysisInput, ctx: FactorContext): BreakdownFactor {
  const label = { fr: 'Vaccin (maladie infectieuse)', en: 'Vaccine (infectious disease)' };
  const field = 'interventions.name, conditions';
  const make = (raw: number, statement: Bilingual) => factor('vaccine', label, raw, 0, 0.7, statement, field, WONG_SOURCE);
  if (ctx.area !== 'infectious') return make(0, { fr: 'Hors maladies infectieuses : sans effet', en: 'Not infectious disease: no effect' });
  const hit = detectVaccine(i);
  if (!hit) return make(0, { fr: 'Pas de vaccin parmi les interventions : sans effet', en: 'No vaccine among the interventions: no effect' });
  return make(logit(WONG_VACCINES.vaccines) - logit(WONG_VACCINES.otherInfectious), {
    fr: `Vaccin contre une maladie infectieuse (« ${hit} ») : phase 3 → approbation 85,4 % contre 75,3 % pour les autres programmes de maladies infectieuses`,
    en: `Vaccine against an infectious disease ("${hit}"): phase 3 → approval 85.4% vs 75.3% for other infectious-disease programs`,
  });
}

// ---- enrollment against target ----------------------------------------------------------------

export const POWER_SOURCE: Bilingual = {
  fr: 'Approximation normale d’un test bilatéral à α = 0,05 (puissance(f) = Φ((z₀.₉₇₅ + z₀.₉)·√f − z₀.₉₇₅), puissance prévue de 90 % supposée) ; aucune constante ajustée',
  en: 'Standard normal approximation of a two-sided test at α = 0.05 (power(f) = Φ((z₀.₉₇₅ + z₀.₉)·√f − z₀.₉₇₅), design power 90 % assumed); no fitted constant',
};
const Z_975 = 1.959963984540054;
const Z_90 = 1.2815515655446004;
const ALPHA_ONE_SIDED = 0.025;

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 erf, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Power of a test designed with 90 % power at its target size, run with a fraction f of it. */
export function powerAt(f: number): number {
  return normalCdf((Z_975 + Z_90) * Math.sqrt(Math.max(0, f)) - Z_975);
}

/**
 * P(met) at fraction f of the target: r·power(f) + (1 − r)·0.025, with r (the share of trials whose
 * effect is as designed) such that f = 1 gives p₀ (r ≤ 1). The effect is the log-odds change from f = 1.
 */
export function enrollmentEffect(p0: number, f: number): number {
  const full = powerAt(1);
  const r = Math.min(1, Math.max(0, (p0 - ALPHA_ONE_SIDED) / (full - ALPHA_ONE_SIDED)));
  const at = (x: number) => r * powerAt(x) + (1 - r) * ALPHA_ONE_SIDED;
  return logit(at(Math.min(1, f))) - logit(at(1));
}

/** Actual enrollment against the registered target (the last ESTIMATED count of the trial's history): a shortfall lowers the power. */
export function enrollmentTargetFactor(i: AnalysisInput, ctx: FactorContext): BreakdownFactor {
  const label = { fr: 'Recrutement par rapport à l’objectif', en: 'Enrollment against target' };
  const field = 'enrollment, enrollmentType, changes.enrollment';
  const make = (raw: number, fr: string, en: string) => factor('enrollmentTarget', label, raw, -1, 0, { fr, en }, field, POWER_SOURCE);
  const target = i.enrollmentTarget ?? null;
  const actual = i.enrollmentType === 'ACTUAL' ? i.enrollment : null;
  if (actual === null || actual === undefined) return make(0, 'Recrutement réel pas encore connu : sans effet', 'Actual enrollment not known yet: no effect');
  if (target === null || target <= 0)
    return make(
      0,
      `${num(actual, 'fr', 0)} participants inclus ; objectif initial non enregistré : sans effet`,
      `${num(actual, 'en', 0)} participants enrolled; original target not recorded: no effect`,
    );
  const f = actual / target;
  const effect = enrollmentEffect(ctx.prior, f);
  return make(
    effect,
    `${num(actual, 'fr', 0)} participants inclus sur un objectif de ${num(target, 'fr', 0)} (${pct(f, 'fr', 0)}) : puissance ${pct(powerAt(Math.min(1, f)), 'fr', 0)} au lieu de 90 %`,
    `${num(actual, 'en', 0)} participants enrolled of a ${num(target, 'en', 0)} target (${pct(f, 'en', 0)}): power ${pct(powerAt(Math.min(1, f)), 'en', 0)} instead of 90%`,
  );
}

// ---- sponsor class ----------------------------------------------------------------------------

export const SPONSOR_SOURCE = cite(
  'Lundh A, Lexchin J, Mintzes B, Schroll JB, Bero L. Industry sponsorship and research outcome. Cochrane Database Syst Rev 2017;(2):MR000033; Dechartres 2016, Tables 1–2',
  {
    fr: 'résumé de Lundh, vérifié : résultats d’efficacité favorables RR 1,27, IC 95 % 1,17–1,37 ; Dechartres, vérifié : industrie (totalement ou en partie) 744/1 162 contre académique seul 100/238 — effet académique divisé par deux (il recoupe le contrôle placebo et le multicentrique)',
    en: 'Lundh abstract, verified: favourable efficacy results RR 1.27, 95 % CI 1.17–1.37; Dechartres, verified: industry (totally or partly) 744/1,162 vs academic only 100/238 — academic effect halved (overlaps placebo control and multicentre)',
  },
);
/** Industry +0.15 (≈ Dechartres' centred +0.16, consistent with Lundh 2017); academic only −0.45 (half Dechartres' −0.74). */
export const SPONSOR_EFFECT = { industry: 0.15, academic: -0.45, government: 0 } as const;
/** For the record: Dechartres' centred values the constants above are read from. */
export const DECHARTRES_SPONSOR = {
  industry: logit(rate(DECHARTRES.industry)) - CENTRE,
  academic: logit(rate(DECHARTRES.academicOnly)) - CENTRE,
};

/** Industry-funded (lead or a collaborator) +0.15; government 0; academic or other only −0.45. */
export function sponsorClassFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Financement', en: 'Funding' };
  const field = 'leadSponsor.class';
  const make = (raw: number, fr: string, en: string) => factor('sponsorClass', label, raw, -0.5, 0.2, { fr, en }, field, SPONSOR_SOURCE);
  const c = (i.leadSponsorClass ?? '').toUpperCase();
  const industryCollaborator = (i.collaboratorClasses ?? []).some((k) => k.toUpperCase() === 'INDUSTRY');
  if (c === 'INDUSTRY')
    return make(
      SPONSOR_EFFECT.industry,
      `Promoteur industriel (${i.leadSponsorName}) : résultats favorables plus fréquents`,
      `Industry sponsor (${i.leadSponsorName}): favourable results more frequent`,
    );
  if (c === '' || c === 'UNKNOWN') return make(0, 'Type de promoteur non renseigné : sans effet', 'Sponsor class not reported: no effect');
  // The class in the web's words ("type de promoteur : Gouvernement"), never the registry's code.
  const kind = sponsorClassWords(c);
  if (industryCollaborator)
    return make(
      SPONSOR_EFFECT.industry,
      `Financement en partie industriel (${i.leadSponsorName} ; type de promoteur : ${kind.fr} ; collaborateur industriel)`,
      `Partly industry-funded (${i.leadSponsorName}; sponsor type: ${kind.en}; industry collaborator)`,
    );
  if (c === 'NIH' || c === 'FED' || c === 'OTHER_GOV')
    return make(
      SPONSOR_EFFECT.government,
      `Promoteur public (${i.leadSponsorName} ; type de promoteur : ${kind.fr}) : sans effet`,
      `Government sponsor (${i.leadSponsorName}; sponsor type: ${kind.en}): no effect`,
    );
  return make(
    SPONSOR_EFFECT.academic,
    `Promoteur académique ou autre, sans industriel (${i.leadSponsorName} ; type de promoteur : ${kind.fr}) : critères significatifs moins fréquents`,
    `Academic or other sponsor, no industry funder (${i.leadSponsorName}; sponsor type: ${kind.en}): significant primary outcomes less frequent`,
  );
}

/** The design factors, in the breakdown's order. Rare disease: not a factor (the record keeps no browse branch; see README). */
export function designFactors(i: AnalysisInput, ctx: FactorContext): BreakdownFactor[] {
  return [
    comparatorFactor(i),
    nonInferiorityFactor(i),
    endpointFactor(i, ctx),
    biomarkerFactor(i),
    vaccineFactor(i, ctx),
    enrollmentTargetFactor(i, ctx),
    sponsorClassFactor(i),
  ];
}

/** logit(prior) + the sum of the effects, as a probability. */
export const probabilityOf = (prior: number, factors: readonly BreakdownFactor[]) => sigmoid(logit(prior) + factors.reduce((s, f) => s + f.effect, 0));
