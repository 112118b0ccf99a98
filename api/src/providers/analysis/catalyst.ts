import type { AnalysisInput } from '../../domain/analysis-input.js';
import type { BreakdownFactor } from '../../domain/analysis.js';
import { catalystLabel, catalystOfRecord, type CatalystConfidence, type CatalystKind, type NextCatalyst } from '../../domain/catalyst.js';
import { daysBetweenIso } from '../../domain/dates.js';
import type { PhaseCode, TrialStatus } from '../../domain/trial.js';
import { monthsBetween, num, type Lang } from './format.js';

/**
 * What the engine knows of the timing of a trial's readout: its next catalyst
 * (domain/catalyst.ts, the rules and their sources are there) as of `asOf`.
 *
 * Two documented, bounded parts of the score breakdown:
 * - **catalyst weight** (materiality part, [0, 1]): how much of a forward opportunity is left.
 *   ANTICIPATED within 6 months 1, within 12 months 0.9, within 24 months 0.75, later 0.6 (a
 *   distant readout is discounted: more can happen before it, and capital waits longer); OVERDUE
 *   0.7 (the date is stale: the readout may come any day, or the program has slipped); ACTUAL 0.4
 *   (it just happened: the market is pricing it in); PASSED 0 (the readout is behind us and priced
 *   in: no forward opportunity on this trial); no catalyst at all 0.5.
 * - **timing factor** (log-odds, [−0.5, 0]): an OVERDUE date is a delay signal: −0.2, and −0.1 more
 *   per full quarter overdue, down to −0.5. Other confidences: 0 (the statement gives the time to
 *   the next catalyst).
 * And a recommendation rule: PASSED is never a forward opportunity (NE_PAS_INVESTIR whatever the
 * score); ACTUAL is at most SURVEILLER (the catalyst is being priced in).
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

export const CATALYST_WEIGHTS = { within6: 1, within12: 0.9, within24: 0.75, later: 0.6, OVERDUE: 0.7, ACTUAL: 0.4, PASSED: 0, none: 0.5 } as const;

/** Months from `asOf` to the start of the catalyst's window (0 when it is already open). */
export function monthsToCatalyst(c: NextCatalyst, asOf: string): number {
  return Math.max(0, monthsBetween(asOf, c.windowStart));
}

export function catalystWeight(c: NextCatalyst | null, asOf: string): number {
  if (!c) return CATALYST_WEIGHTS.none;
  if (c.confidence !== 'ANTICIPATED') return CATALYST_WEIGHTS[c.confidence];
  const m = monthsToCatalyst(c, asOf);
  return m <= 6 ? CATALYST_WEIGHTS.within6 : m <= 12 ? CATALYST_WEIGHTS.within12 : m <= 24 ? CATALYST_WEIGHTS.within24 : CATALYST_WEIGHTS.later;
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
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/** The timing factor (key `timing`): time to the next catalyst, and a bounded penalty for an OVERDUE date. */
export function catalystFactor(i: AnalysisInput): BreakdownFactor {
  const label = { fr: 'Prochain catalyseur', en: 'Next catalyst' };
  const min = -0.5;
  const max = 0;
  const c = catalystOf(i);
  const make = (effect: number, fr: string, en: string): BreakdownFactor => ({
    key: 'timing',
    label,
    effect: Math.round(clamp(effect, min, max) * 1000) / 1000 + 0,
    min,
    max,
    statement: { fr, en },
    field: FIELD,
    source: null,
  });
  if (!c) return make(0, 'Aucune date de résultats connue', 'No readout date known');
  const fr = catalystText(c, 'fr');
  const en = catalystText(c, 'en');
  switch (c.confidence) {
    case 'ANTICIPATED': {
      const m = Math.round(monthsToCatalyst(c, i.asOf));
      const days = daysBetweenIso(i.asOf, c.windowStart);
      const inFr = days <= 0 ? 'fenêtre ouverte' : m < 1 ? `dans ${days} jour(s)` : `dans ${num(m, 'fr', 0)} mois`;
      const inEn = days <= 0 ? 'window open' : m < 1 ? `in ${days} day(s)` : `in ${m} months`;
      return make(0, `Prochain catalyseur anticipé : ${fr} (${inFr})`, `Next catalyst anticipated: ${en} (${inEn})`);
    }
    case 'OVERDUE': {
      const late = Math.max(0, monthsBetween(c.windowEnd, i.asOf));
      const effect = -0.2 - 0.1 * Math.floor(late / 3);
      return make(
        effect,
        `Date dépassée sans mise à jour : ${fr} (en retard de ${num(Math.round(late), 'fr', 0)} mois) — date périmée, glissement probable`,
        `Date passed without an update: ${en} (${Math.round(late)} months overdue) — stale date, likely slippage`,
      );
    }
    case 'ACTUAL':
      return make(0, `Catalyseur tout juste passé : ${fr} — le marché l’intègre`, `Catalyst just happened: ${en} — being priced in`);
    case 'PASSED':
      return make(0, `Catalyseur passé : ${fr} — derrière nous, déjà intégré au cours`, `Catalyst passed: ${en} — behind us, priced in`);
  }
}

/** The catalyst's part of the input hash: its confidence and how far it is (re-analysed when either moves). */
export function catalystBucket(i: AnalysisInput): string {
  const c = catalystOf(i);
  if (!c) return 'none';
  if (c.confidence === 'OVERDUE') return `OVERDUE:${Math.floor(Math.max(0, monthsBetween(c.windowEnd, i.asOf)) / 3)}`;
  if (c.confidence !== 'ANTICIPATED') return c.confidence;
  return `ANTICIPATED:${catalystWeight(c, i.asOf)}`;
}
