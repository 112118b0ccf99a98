import { enrollmentSize, phaseLabel, realTicker, sponsorClassLabel, statusLabel, statusSignal } from './trials.signals.js';
import type { TrialType } from './trials.types.js';

/** A trial in the spec's REST field names (section 3): `phase` display values, `ticker_bourse`, `investissement_bourse`, `leadSponsor`... */
export function presentTrial(t: TrialType): Record<string, unknown> {
  const out: Record<string, unknown> = {
    nctId: t.nctId,
    briefTitle: t.briefTitle,
    officialTitle: t.officialTitle,
    acronym: t.acronym,
    description: t.description,
    detailedDescription: t.detailedDescription,
    status: t.status,
    statusLabel: statusLabel(t.status),
    whyStopped: t.whyStopped,
    phase: t.phases.map(phaseLabel),
    phases: t.phases,
    studyType: t.studyType,
    startDate: t.startDate,
    primaryCompletionDate: t.primaryCompletionDate,
    completionDate: t.completionDate,
    completionDateType: t.completionDateType,
    enrollment: t.enrollment,
    enrollmentType: t.enrollmentType,
    enrollmentSize: enrollmentSize(t.enrollment),
    conditions: t.conditions,
    keywords: t.keywords,
    interventions: t.interventions,
    armGroups: t.armGroups,
    eligibility: t.eligibility,
    outcomes: t.outcomes,
    results: t.results,
    hasResults: t.hasResults,
    locations: t.locations,
    countries: t.countries,
    siteCount: t.siteCount,
    leadSponsor: { name: t.leadSponsorName, class: t.leadSponsorClass, classLabel: sponsorClassLabel(t.leadSponsorClass) },
    collaborators: t.collaborators.map((c) => ({ name: c.name, class: c.class })),
    ticker_bourse: realTicker(t.ticker) ?? 'Non déterminé',
    investissement_bourse: t.investmentVerdict,
    statusSignal: statusSignal(t.status, t.hasResults),
    likes: t.likes,
    dislikes: t.dislikes,
    score: t.score,
    recommendation: t.recommendation,
    analyzedAt: t.analyzedAt ? new Date(t.analyzedAt).toISOString() : null,
    lastUpdatePostDate: t.lastUpdatePostDate,
  };
  // Lists leave the large columns out: do not present them as null.
  for (const k of ['detailedDescription', 'interventions', 'armGroups', 'eligibility', 'outcomes', 'results', 'locations'] as const) {
    if (t[k] === undefined) delete out[k];
  }
  return out;
}

/** A row of the advanced table (spec section 3: trials-table row). */
export function presentTableRow(t: TrialType): Record<string, unknown> {
  return {
    nctId: t.nctId,
    briefTitle: t.briefTitle,
    title: t.briefTitle,
    status: t.status,
    leadSponsor: t.leadSponsorName,
    leadSponsorClass: t.leadSponsorClass,
    ticker_bourse: realTicker(t.ticker) ?? 'Non déterminé',
    investissement_bourse: t.investmentVerdict,
    phase: t.phases.map(phaseLabel),
    phases: t.phases,
    score: t.score,
    recommendation: t.recommendation,
    enrollment: t.enrollment,
    completionDate: t.completionDate,
    startDate: t.startDate,
    countries: t.countries,
    conditions: t.conditions,
    likes: t.likes,
    analyzedAt: t.analyzedAt ? new Date(t.analyzedAt).toISOString() : null,
  };
}
