import type { Locale } from '../../context.js';
import type { Recommendation } from '../../domain/analysis.js';
import type { InvestmentVerdict } from '../../domain/sponsor.js';
import type { ActualOrEstimated, PhaseCode, TrialStatus } from '../../domain/trial.js';
import { STATUS_WORDS as TRIAL_STATUS_WORDS } from '../../domain/trial-status-words.js';
import type { Bilingual } from '../../domain/bilingual.js';

const inLocale = <K extends string>(words: Record<K, Bilingual>, locale: Locale) =>
  Object.fromEntries(Object.entries<Bilingual>(words).map(([k, v]) => [k, v[locale]])) as Record<K, string>;

/**
 * Words of the closed sets a .ics event shows, in the feed's language: the same words as the web's
 * (web/src/locales/<lang>/labels.json; calendar.ics.labels.test.ts fails when they differ), so a
 * calendar app reads "Statut : Actif, sans recrutement" where the screen does, never the enum.
 */
export const STATUS_WORDS: Record<Locale, Record<TrialStatus, string>> = {
  fr: inLocale(TRIAL_STATUS_WORDS, 'fr'),
  en: inLocale(TRIAL_STATUS_WORDS, 'en'),
};

export const PHASE_WORDS: Record<Locale, Record<PhaseCode, string>> = {
  fr: { EARLY_PHASE1: 'Phase 1 précoce', PHASE1: 'Phase 1', PHASE2: 'Phase 2', PHASE3: 'Phase 3', PHASE4: 'Phase 4', NA: 'Non applicable' },
  en: { EARLY_PHASE1: 'Early Phase 1', PHASE1: 'Phase 1', PHASE2: 'Phase 2', PHASE3: 'Phase 3', PHASE4: 'Phase 4', NA: 'Not applicable' },
};

/** The sponsor's listing (investissement_bourse). */
export const VERDICT_WORDS: Record<Locale, Record<InvestmentVerdict, string>> = {
  fr: { OUI: 'OUI', POSSIBLE: 'POSSIBLE', NON: 'NON' },
  en: { OUI: 'YES', POSSIBLE: 'POSSIBLE', NON: 'NO' },
};

export const RECOMMENDATION_WORDS: Record<Locale, Record<Recommendation, string>> = {
  fr: { INVESTIR: 'Investir', SURVEILLER: 'Surveiller', NE_PAS_INVESTIR: 'Ne pas investir', ERREUR_QUOTA: 'Erreur quota' },
  en: { INVESTIR: 'Invest', SURVEILLER: 'Watch', NE_PAS_INVESTIR: 'Do not invest', ERREUR_QUOTA: 'Quota error' },
};

/**
 * Whether a completion date happened, is still an estimate, or is an estimate already behind us
 * (the web's words, common.json `dates.state`); the date itself (YYYY-MM-DD) against today.
 */
export type CompletionState = 'ACTUAL' | 'ESTIMATED' | 'OVERDUE';
export const COMPLETION_STATE_WORDS: Record<Locale, Record<CompletionState, string>> = {
  fr: { ACTUAL: 'date réelle', ESTIMATED: 'date estimée', OVERDUE: 'date estimée dépassée' },
  en: { ACTUAL: 'actual date', ESTIMATED: 'estimated date', OVERDUE: 'estimated date passed' },
};

export function completionState(date: string, type: ActualOrEstimated | null, today: string): CompletionState | null {
  if (type === 'ACTUAL') return 'ACTUAL';
  if (type === 'ESTIMATED') return date < today ? 'OVERDUE' : 'ESTIMATED';
  return date < today ? null : 'ESTIMATED';
}

/** A label and its value, typeset for the language: "Statut : Terminé" / "Status: Completed". */
export function labelled(locale: Locale, label: string, value: string): string {
  return locale === 'fr' ? `${label} : ${value}` : `${label}: ${value}`;
}

/** A calendar date in the language's short form: "24/10/2024" / "10/24/2024" (YYYY-MM-DD in). */
export function shortDate(locale: Locale, date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return locale === 'fr' ? `${m[3]}/${m[2]}/${m[1]}` : `${m[2]}/${m[3]}/${m[1]}`;
}

/** A window of two days, once when they are the same day: "01/04/2027 → 30/06/2027", "15/06/2027". */
export function shortSpan(locale: Locale, from: string, to: string): string {
  return from === to ? shortDate(locale, from) : `${shortDate(locale, from)} → ${shortDate(locale, to)}`;
}

/** A number in the language's decimal mark, `digits` decimals, no grouping: "7,2" / "7.2". */
export function decimal(locale: Locale, value: number, digits: number): string {
  const s = value.toFixed(digits);
  return locale === 'fr' ? s.replace('.', ',') : s;
}

/** A count grouped the language's way: "5 206" / "5,206" (Intl, as the web's numbers). */
export function count(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US').format(value);
}
