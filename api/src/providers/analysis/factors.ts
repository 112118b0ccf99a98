import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { BreakdownFactor } from '../../domain/analysis.js';
import type { Bilingual } from '../../domain/bilingual.js';
import { BIO_BIOMARKER, BIO_SOURCE, logit } from './base-rates.js';
import { catalystBucket, catalystFactor } from './catalyst.js';
import { isSignificant, num, parsePValue, pct, pValueText, type ParsedP } from './format.js';
import { slipFactor } from './slips.js';

/**
 * The named, bounded log-odds adjustments of the rules engine. Each returns its effect (clamped to
 * [min, max]), a bilingual statement citing the value it read, and the trial field it read.
 * Sizes are deliberately modest next to the prior: they move a 50% prior by at most ~±35 points
 * (status) and ~±15 points (everything else).
 */
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));
const round3 = (x: number) => Math.round(x * 1000) / 1000;

function factor(
  key: string,
  label: Bilingual,
  raw: number,
  min: number,
  max: number,
  statement: Bilingual,
  field: string,
  source: string | null = null,
): BreakdownFactor {
  return { key, label, effect: round3(clamp(raw, min, max)) + 0, min, max, statement, field, source };
}

export const ACTIVE_STATUSES = new Set(['RECRUITING', 'NOT_YET_RECRUITING', 'ACTIVE_NOT_RECRUITING', 'ENROLLING_BY_INVITATION']);

/** Why a trial stopped, from its whyStopped text. */
export function stopReason(whyStopped: string | null): 'efficacy_safety' | 'enrollment' | 'business' | 'unknown' {
  const w = (whyStopped ?? '').toLowerCase();
  if (/futil|efficacy|lack of (benefit|effect)|did not meet|not meet|safety|toxicit|adverse|harm|interim analysis|dsmb|data monitoring/.test(w))
    return 'efficacy_safety';
  if (/enrol|recruit|accrual/.test(w)) return 'enrollment';
  if (/business|fund|financ|strateg|sponsor decision|company decision|portfolio|commercial|priorit|budget|acquisition|merger/.test(w)) return 'business';
  return 'unknown';
}

export function statusFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Statut', en: 'Status' };
  const s = i.status;
  const why = i.whyStopped ? ` — « ${i.whyStopped.slice(0, 120)} »` : '';
  const whyEn = i.whyStopped ? ` — "${i.whyStopped.slice(0, 120)}"` : '';
  if (s === 'TERMINATED') {
    const r = stopReason(i.whyStopped);
    const effect = { efficacy_safety: -2.5, enrollment: -1.5, business: -1.0, unknown: -2.0 }[r];
    const fr = {
      efficacy_safety: 'efficacité ou sécurité',
      enrollment: 'recrutement insuffisant',
      business: 'raison stratégique ou financière',
      unknown: 'raison non précisée',
    }[r];
    const en = {
      efficacy_safety: 'efficacy or safety',
      enrollment: 'insufficient enrollment',
      business: 'business or funding reason',
      unknown: 'reason not given',
    }[r];
    return factor(
      'status',
      label,
      effect,
      -3,
      0.5,
      { fr: `Essai arrêté (TERMINATED, ${fr})${why}`, en: `Trial terminated (${en})${whyEn}` },
      'status, whyStopped',
    );
  }
  if (s === 'WITHDRAWN')
    return factor(
      'status',
      label,
      -2.5,
      -3,
      0.5,
      { fr: `Essai retiré avant inclusion (WITHDRAWN)${why}`, en: `Trial withdrawn before enrolling (WITHDRAWN)${whyEn}` },
      'status',
    );
  if (s === 'SUSPENDED')
    return factor('status', label, -1.2, -3, 0.5, { fr: `Essai suspendu (SUSPENDED)${why}`, en: `Trial suspended (SUSPENDED)${whyEn}` }, 'status, whyStopped');
  if (s === 'COMPLETED')
    return factor('status', label, 0.3, -3, 0.5, { fr: 'Essai terminé normalement (COMPLETED)', en: 'Trial completed (COMPLETED)' }, 'status');
  if (s === 'ACTIVE_NOT_RECRUITING')
    return factor(
      'status',
      label,
      0.1,
      -3,
      0.5,
      { fr: 'Recrutement terminé, suivi en cours (ACTIVE_NOT_RECRUITING)', en: 'Enrollment complete, follow-up ongoing (ACTIVE_NOT_RECRUITING)' },
      'status',
    );
  if (ACTIVE_STATUSES.has(s)) return factor('status', label, 0, -3, 0.5, { fr: `Essai en cours (${s})`, en: `Trial ongoing (${s})` }, 'status');
  return factor('status', label, 0, -3, 0.5, { fr: `Statut ${s} : sans effet`, en: `Status ${s}: no effect` }, 'status');
}

export interface PrimaryResult {
  best: ParsedP | null;
  measure: string | null;
  significant: number;
  analysed: number;
  posted: boolean;
}

export function primaryResults(i: AnalysisInput): PrimaryResult {
  const measures = i.results?.outcomeMeasuresModule?.outcomeMeasures ?? [];
  let best: ParsedP | null = null;
  let measure: string | null = null;
  let significant = 0;
  let analysed = 0;
  for (const m of measures) {
    if ((m.type ?? '').toUpperCase() !== 'PRIMARY') continue;
    for (const a of m.analyses ?? []) {
      const p = parsePValue(a.pValue);
      if (!p) continue;
      analysed += 1;
      if (isSignificant(p)) significant += 1;
      if (!best || p.value < best.value || (p.value === best.value && p.op === '<')) {
        best = p;
        measure = m.title;
      }
    }
  }
  return { best, measure, significant, analysed, posted: i.results !== null };
}

/** Posted primary-outcome analyses: the best p-value decides (lower p never lowers the effect). */
export function resultsFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Résultats publiés', en: 'Posted results' };
  const r = primaryResults(i);
  const field = 'results.outcomeMeasuresModule.outcomeMeasures[PRIMARY].analyses.pValue';
  if (!r.posted) return factor('results', label, 0, -1.2, 1.5, { fr: 'Aucun résultat publié', en: 'No posted results' }, 'results');
  if (!r.best)
    return factor(
      'results',
      label,
      0,
      -1.2,
      1.5,
      { fr: 'Résultats publiés sans p-value sur le critère principal', en: 'Results posted without a p-value on the primary outcome' },
      field,
    );
  const m = r.measure ? r.measure.slice(0, 80) : '';
  if (isSignificant(r.best)) {
    const effect = 0.8 + 0.35 * Math.log10(0.05 / Math.max(r.best.value, 1e-6));
    return factor(
      'results',
      label,
      effect,
      -1.2,
      1.5,
      {
        fr: `Critère principal atteint (${pValueText(r.best, 'fr')}${m ? ` ; « ${m} »` : ''} ; ${r.significant}/${r.analysed} analyses significatives)`,
        en: `Primary outcome met (${pValueText(r.best, 'en')}${m ? `; "${m}"` : ''}; ${r.significant}/${r.analysed} analyses significant)`,
      },
      field,
    );
  }
  return factor(
    'results',
    label,
    -1.2,
    -1.2,
    1.5,
    {
      fr: `Critère principal non atteint (meilleure ${pValueText(r.best, 'fr')}${m ? ` ; « ${m} »` : ''})`,
      en: `Primary outcome not met (best ${pValueText(r.best, 'en')}${m ? `; "${m}"` : ''})`,
    },
    field,
  );
}

/** Serious adverse events: participants affected / at risk. */
export function saeRate(i: AnalysisInput): { affected: number; atRisk: number } | null {
  const ae = i.results?.adverseEventsModule;
  if (!ae) return null;
  if (ae.seriousNumAffected !== null && ae.seriousNumAtRisk && ae.seriousNumAtRisk > 0) return { affected: ae.seriousNumAffected, atRisk: ae.seriousNumAtRisk };
  const groups = new Map<string, { affected: number; atRisk: number }>();
  for (const ev of ae.seriousEvents ?? []) {
    for (const s of ev.stats ?? []) {
      const g = groups.get(s.groupId) ?? { affected: 0, atRisk: 0 };
      g.affected = Math.max(g.affected, s.numAffected ?? 0);
      g.atRisk = Math.max(g.atRisk, s.numAtRisk ?? 0);
      groups.set(s.groupId, g);
    }
  }
  let affected = 0;
  let atRisk = 0;
  for (const g of groups.values()) {
    affected += g.affected;
    atRisk += g.atRisk;
  }
  return atRisk > 0 ? { affected, atRisk } : null;
}

export function saeFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Événements indésirables graves', en: 'Serious adverse events' };
  const field = 'results.adverseEventsModule.seriousEvents';
  const r = saeRate(i);
  if (!r)
    return factor(
      'sae',
      label,
      0,
      -0.5,
      0.1,
      { fr: 'Pas de données publiées sur les événements indésirables graves', en: 'No posted serious adverse event data' },
      field,
    );
  const rate = r.affected / r.atRisk;
  const effect = rate >= 0.4 ? -0.5 : rate >= 0.2 ? -0.25 : rate < 0.05 ? 0.1 : 0;
  const kind = rate >= 0.4 ? ['élevé', 'high'] : rate >= 0.2 ? ['notable', 'notable'] : rate < 0.05 ? ['faible', 'low'] : ['modéré', 'moderate'];
  return factor(
    'sae',
    label,
    effect,
    -0.5,
    0.1,
    {
      fr: `Taux d'événements indésirables graves ${kind[0]} : ${pct(rate, 'fr')} (${r.affected}/${r.atRisk})`,
      en: `${kind[1][0].toUpperCase()}${kind[1].slice(1)} serious adverse event rate: ${pct(rate, 'en')} (${r.affected}/${r.atRisk})`,
    },
    field,
  );
}

/** The spec's enrollment thresholds: > 1000 large (strong power), > 500 medium, otherwise small. */
export function enrollmentFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Effectif', en: 'Enrollment' };
  const n = i.enrollment;
  if (n === null || n === undefined)
    return factor('enrollment', label, 0, -0.1, 0.25, { fr: 'Effectif non renseigné', en: 'Enrollment not reported' }, 'enrollment');
  if (n > 1000)
    return factor(
      'enrollment',
      label,
      0.25,
      -0.1,
      0.25,
      {
        fr: `${num(n, 'fr', 0)} participants : grande étude, forte puissance (> 1000)`,
        en: `${num(n, 'en', 0)} participants: large study, strong power (> 1000)`,
      },
      'enrollment',
    );
  if (n > 500)
    return factor(
      'enrollment',
      label,
      0.1,
      -0.1,
      0.25,
      { fr: `${num(n, 'fr', 0)} participants : étude moyenne (> 500)`, en: `${num(n, 'en', 0)} participants: medium study (> 500)` },
      'enrollment',
    );
  return factor(
    'enrollment',
    label,
    -0.1,
    -0.1,
    0.25,
    { fr: `${num(n, 'fr', 0)} participants : petite étude (≤ 500)`, en: `${num(n, 'en', 0)} participants: small study (≤ 500)` },
    'enrollment',
  );
}

/** Sponsor class (the spec's labels: INDUSTRY 'Big Pharma', NIH 'Government', OTHER 'Academic/Other'). */
export function sponsorClassFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Type de promoteur', en: 'Sponsor class' };
  const c = (i.leadSponsorClass ?? '').toUpperCase();
  if (c === 'INDUSTRY')
    return factor(
      'sponsorClass',
      label,
      0.2,
      -0.2,
      0.2,
      { fr: `Promoteur industriel (INDUSTRY : ${i.leadSponsorName})`, en: `Industry sponsor (INDUSTRY: ${i.leadSponsorName})` },
      'leadSponsor.class',
    );
  if (c === 'NIH' || c === 'FED' || c === 'OTHER_GOV')
    return factor(
      'sponsorClass',
      label,
      0,
      -0.2,
      0.2,
      { fr: `Promoteur public (${c} : ${i.leadSponsorName})`, en: `Government sponsor (${c}: ${i.leadSponsorName})` },
      'leadSponsor.class',
    );
  if (c === '' || c === 'UNKNOWN')
    return factor('sponsorClass', label, 0, -0.2, 0.2, { fr: 'Type de promoteur non renseigné', en: 'Sponsor class not reported' }, 'leadSponsor.class');
  return factor(
    'sponsorClass',
    label,
    -0.2,
    -0.2,
    0.2,
    { fr: `Promoteur académique ou autre (${c} : ${i.leadSponsorName})`, en: `Academic or other sponsor (${c}: ${i.leadSponsorName})` },
    'leadSponsor.class',
  );
}

/** Assumed typical share of finished phase 3 trials that complete rather than terminate. */
export const SPONSOR_BASELINE_COMPLETION = 0.8;

/**
 * The sponsor's own record in our database: share of its finished phase 3 trials (completed or
 * terminated) that completed, against the baseline, shrunk towards 0 for small counts (n / (n + 5)).
 */
export function sponsorRecordFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Historique du promoteur', en: 'Sponsor track record' };
  const r = i.sponsorRecord;
  const n = r ? r.completed + r.terminated : 0;
  if (!r || n < 3) {
    return factor(
      'sponsorRecord',
      label,
      0,
      -0.5,
      0.3,
      {
        fr: `Historique insuffisant (${n} essai(s) de phase 3 terminé(s) dans la base)`,
        en: `Too little history (${n} finished phase 3 trial(s) in the database)`,
      },
      'leadSponsor.name',
    );
  }
  const share = r.completed / n;
  const effect = (share - SPONSOR_BASELINE_COMPLETION) * 2 * (n / (n + 5));
  return factor(
    'sponsorRecord',
    label,
    effect,
    -0.5,
    0.3,
    {
      fr: `${i.leadSponsorName} : ${r.completed} essais de phase 3 menés à terme sur ${n} terminés (${pct(share, 'fr', 0)}, référence ${pct(SPONSOR_BASELINE_COMPLETION, 'fr', 0)})`,
      en: `${i.leadSponsorName}: ${r.completed} of ${n} finished phase 3 trials completed (${pct(share, 'en', 0)}, baseline ${pct(SPONSOR_BASELINE_COMPLETION, 'en', 0)})`,
    },
    'leadSponsor.name',
  );
}

const GENES =
  'her-?2|egfr|alk|ros1|braf(?: v600e?)?|kras(?: g12c)?|nras|brca[12]?|pd-?l1|fgfr[1-4]?|met|ret|ntrk|idh[12]?|flt3|pik3ca|esr1|hrd|cldn18(?:\\.2)?|trop-?2|npm1|bcr-abl|jak2|hla-[a-z0-9*:]+|cd19|cd20|cd33|bcma|tp53|atm|msi-h|dmmr|mmr|tmb-h|cftr|smn1|dmd|ttr|ret fusion';
const BIOMARKER_RE = new RegExp(
  `\\b(?:(?:${GENES})[ -]?(?:\\+|positive|mutant|mutated|mutation|mutations|rearranged|rearrangement|fusion|amplified|amplification|overexpress\\w*|altered|alteration|deficient|high|expressing)|(?:mutant|mutated|amplified|positive|rearranged)[ -](?:${GENES})\\b|biomarker[- ](?:selected|positive|defined)|companion diagnostic|gene mutation|philadelphia chromosome[- ]positive|msi-h\\b|dmmr\\b|tmb-h(?:igh)?\\b)`,
  'i',
);

/** A patient-preselection biomarker in the title, conditions, keywords or eligibility criteria. */
export function detectBiomarker(i: AnalysisInput): string | null {
  // Only the inclusion part of the criteria: "no EGFR mutation" under exclusions is not a selection.
  const inclusion = (i.eligibilityCriteria ?? '').split(/exclusion criteria/i)[0];
  const texts = [i.briefTitle, i.officialTitle ?? '', ...i.conditions, ...i.keywords, inclusion];
  for (const t of texts) {
    const m = BIOMARKER_RE.exec(t);
    if (m) return m[0].trim();
  }
  return null;
}

export function biomarkerFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Population sélectionnée par biomarqueur', en: 'Biomarker-selected population' };
  const hit = detectBiomarker(i);
  const field = 'conditions, eligibility.criteria, briefTitle';
  if (!hit) return factor('biomarker', label, 0, 0, 0.6, { fr: 'Pas de sélection par biomarqueur détectée', en: 'No biomarker selection detected' }, field);
  const effect = logit(BIO_BIOMARKER.with) - logit(BIO_BIOMARKER.without);
  return factor(
    'biomarker',
    label,
    effect,
    0,
    0.6,
    {
      fr: `Population sélectionnée par biomarqueur (« ${hit} ») : LOA phase III 65,5 % contre 51,5 %`,
      en: `Biomarker-selected population ("${hit}"): LOA from Phase III 65.5% vs 51.5%`,
    },
    field,
    BIO_SOURCE,
  );
}

/** Time bucket of the timing factor and catalyst weight: part of the input hash, so a trial is re-analysed when it moves bucket. */
export function timingBucket(i: AnalysisInput): string {
  return catalystBucket(i);
}

/** The breakdown's factors; `timing` is the next catalyst's (catalyst.ts: time to it, OVERDUE penalty), `slips` the primary completion's postponements (slips.ts). */
export const FACTORS = [
  statusFactor,
  resultsFactor,
  saeFactor,
  enrollmentFactor,
  sponsorClassFactor,
  sponsorRecordFactor,
  biomarkerFactor,
  catalystFactor,
  slipFactor,
];
