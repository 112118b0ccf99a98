import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { ContextLine } from '../../domain/analysis.js';
import { catalystLabel, catalystOfRecord, type CatalystConfidence, type CatalystKind, type NextCatalyst } from '../../domain/catalyst.js';
import { daysBetweenIso } from '../../domain/dates.js';
import type { PhaseCode, TrialStatus } from '../../domain/trial.js';
import { monthsBetween, num, type Lang } from './format.js';

/**
 * What the engine knows of the timing of a trial's readout: its next catalyst (domain/catalyst.ts,
 * the rules and their sources are there) as of `asOf`. No published effect size ties the timing to
 * the readout's success, so timing never moves the probability: it is a context line (`timing`), and
 * it decides whether the readout is still ahead (a term of the score, market.ts): a catalyst that
 * happened (ACTUAL, PASSED) leaves nothing to trade on this trial.
 */
export function catalystOf(i: AnalysisInput): NextCatalyst | null {
  return catalystOfRecord(
    {
      status: i.status as TrialStatus,
      phases: i.phases as PhaseCode[],
      studyType: i.studyType,
      leadSponsorClass: i.leadSponsorClass,
      primaryCompletionDate: i.primaryCompletionDate,
      primaryCompletionDateRaw: i.primaryCompletionDateRaw,
      primaryCompletionDateType: i.primaryCompletionDateType,
      completionDate: i.completionDate,
      completionDateRaw: i.completionDateRaw,
      completionDateType: i.completionDateType,
      resultsFirstPostDate: i.resultsFirstPostDate,
      lastUpdatePostDate: i.lastUpdatePostDate,
      hasResults: i.results !== null,
    },
    i.asOf,
  );
}

/** Months from `asOf` to the start of the catalyst's window (0 when it is already open). */
export function monthsToCatalyst(c: NextCatalyst, asOf: string): number {
  return Math.max(0, monthsBetween(asOf, c.windowStart));
}

export const KIND_LABELS: Record<CatalystKind, { fr: string; en: string }> = {
  TOPLINE_READOUT: { fr: 'résultats principaux (topline)', en: 'topline readout' },
  RESULTS_POSTING: { fr: 'publication des résultats', en: 'results posting' },
  PRIMARY_COMPLETION: { fr: 'fin de l’étude principale', en: 'primary completion' },
  STUDY_COMPLETION: { fr: 'fin de l’étude', en: 'study completion' },
};
export const CONFIDENCE_LABELS: Record<CatalystConfidence, { fr: string; en: string }> = {
  ACTUAL: { fr: 'réalisé', en: 'actual' },
  ANTICIPATED: { fr: 'anticipé', en: 'anticipated' },
  OVERDUE: { fr: 'en retard', en: 'overdue' },
  PASSED: { fr: 'passé', en: 'passed' },
};

/** "topline readout, Q2 2027" in the language. */
export function catalystText(c: NextCatalyst, lang: Lang): string {
  return `${KIND_LABELS[c.kind][lang]}, ${catalystLabel(c.windowStart, c.precision, lang)}`;
}

const FIELD = 'nextCatalyst, primaryCompletionDate, primaryCompletionDateType, resultsFirstPostDate';

/** The timing context line (key `timing`): time to the next catalyst; an OVERDUE date or a catalyst behind us is a risk. */
export function catalystContext(i: AnalysisInput): ContextLine {
  const label = { fr: 'Prochain catalyseur', en: 'Next catalyst' };
  const c = catalystOf(i);
  const make = (tone: ContextLine['tone'], fr: string, en: string): ContextLine => ({
    key: 'timing',
    label,
    effect: 0,
    min: 0,
    max: 0,
    statement: { fr, en },
    field: FIELD,
    source: null,
    tone,
  });
  if (!c) return make('info', 'Aucune date de résultats connue', 'No readout date known');
  const fr = catalystText(c, 'fr');
  const en = catalystText(c, 'en');
  switch (c.confidence) {
    case 'ANTICIPATED': {
      const m = Math.round(monthsToCatalyst(c, i.asOf));
      const days = daysBetweenIso(i.asOf, c.windowStart);
      const inFr = days <= 0 ? 'fenêtre ouverte' : m < 1 ? `dans ${days} jour(s)` : `dans ${num(m, 'fr', 0)} mois`;
      const inEn = days <= 0 ? 'window open' : m < 1 ? `in ${days} day(s)` : `in ${m} months`;
      return make('info', `Prochain catalyseur anticipé : ${fr} (${inFr})`, `Next catalyst anticipated: ${en} (${inEn})`);
    }
    case 'OVERDUE': {
      const late = Math.round(Math.max(0, monthsBetween(c.windowEnd, i.asOf)));
      return make(
        'risk',
        `Date dépassée sans mise à jour : ${fr} (en retard de ${num(late, 'fr', 0)} mois) — date périmée, glissement probable`,
        `Date passed without an update: ${en} (${late} months overdue) — stale date, likely slippage`,
      );
    }
    case 'ACTUAL':
      return make('risk', `Catalyseur tout juste passé : ${fr} — le marché l’intègre`, `Catalyst just happened: ${en} — being priced in`);
    case 'PASSED':
      return make('risk', `Catalyseur passé : ${fr} — derrière nous, déjà intégré au cours`, `Catalyst passed: ${en} — behind us, priced in`);
  }
}

/** The catalyst's part of the input hash: its confidence (re-analysed when it moves, e.g. ANTICIPATED → OVERDUE or ACTUAL → PASSED). */
export function catalystBucket(i: AnalysisInput): string {
  const c = catalystOf(i);
  if (!c) return 'none';
  if (c.confidence === 'OVERDUE') return `OVERDUE:${Math.floor(Math.max(0, monthsBetween(c.windowEnd, i.asOf)) / 3)}`;
  if (c.confidence !== 'ANTICIPATED') return c.confidence;
  const m = monthsToCatalyst(c, i.asOf);
  return `ANTICIPATED:${m <= 6 ? 6 : m <= 12 ? 12 : m <= 24 ? 24 : 'later'}`;
}
