import type { Bilingual } from '../../domain/bilingual.js';
import { STATUS_WORDS } from '../../domain/trial-status-words.js';

/**
 * The words of alert emails, in the app's two languages: the same as the web's (locales/<lang>/
 * alerts.json, labels.json, regulatory.json), so a mail and the alerts page say the same thing.
 */
type Locale = 'fr' | 'en';

const FIELDS: Record<string, Bilingual> = {
  status: { fr: 'Statut', en: 'Status' },
  whyStopped: { fr: 'Motif d’arrêt', en: 'Why stopped' },
  phases: { fr: 'Phases', en: 'Phases' },
  enrollment: { fr: 'Participants', en: 'Enrollment' },
  enrollmentType: { fr: 'Type d’effectif', en: 'Enrollment type' },
  startDate: { fr: 'Date de début', en: 'Start date' },
  startDateType: { fr: 'Type de date de début', en: 'Start date type' },
  primaryCompletionDate: { fr: 'Fin primaire', en: 'Primary completion' },
  primaryCompletionDateType: { fr: 'Type de date de fin primaire', en: 'Primary completion date type' },
  completionDate: { fr: 'Date de fin', en: 'Completion date' },
  completionDateType: { fr: 'Type de date de fin', en: 'Completion date type' },
  resultsFirstPostDate: { fr: 'Résultats publiés', en: 'Results posted' },
  leadSponsorName: { fr: 'Sponsor principal', en: 'Lead sponsor' },
  collaborators: { fr: 'Collaborateurs', en: 'Collaborators' },
  siteCount: { fr: 'Nombre de sites', en: 'Number of sites' },
};

const PHASES: Record<string, Bilingual> = {
  EARLY_PHASE1: { fr: 'Phase 1 précoce', en: 'Early Phase 1' },
  PHASE1: { fr: 'Phase 1', en: 'Phase 1' },
  PHASE2: { fr: 'Phase 2', en: 'Phase 2' },
  PHASE3: { fr: 'Phase 3', en: 'Phase 3' },
  PHASE4: { fr: 'Phase 4', en: 'Phase 4' },
  NA: { fr: 'Non applicable', en: 'Not applicable' },
};

const ACTUAL_OR_ESTIMATED: Record<string, Bilingual> = {
  ACTUAL: { fr: 'Réelle', en: 'Actual' },
  ESTIMATED: { fr: 'Estimée', en: 'Estimated' },
};

export const RECOMMENDATIONS: Record<string, Bilingual> = {
  INVESTIR: { fr: 'Investir', en: 'Invest' },
  SURVEILLER: { fr: 'Surveiller', en: 'Watch' },
  NE_PAS_INVESTIR: { fr: 'Ne pas investir', en: 'Do not invest' },
  ERREUR_QUOTA: { fr: 'Erreur quota', en: 'Quota error' },
};

export const REGULATORY_KINDS: Record<string, Bilingual> = {
  PDUFA_DATE: { fr: 'Date PDUFA (FDA)', en: 'PDUFA date (FDA)' },
  ADCOMM_MEETING: { fr: 'Comité consultatif FDA', en: 'FDA advisory committee' },
  ADCOMM_VOTE: { fr: 'Vote du comité consultatif', en: 'Advisory committee vote' },
  APPROVAL: { fr: 'Approbation FDA', en: 'FDA approval' },
  CRL: { fr: 'Lettre de réponse complète (CRL)', en: 'Complete response letter (CRL)' },
  CHMP_OPINION: { fr: 'Avis du CHMP (EMA)', en: 'CHMP opinion (EMA)' },
  EC_DECISION: { fr: 'Décision de la Commission européenne', en: 'European Commission decision' },
  WITHDRAWAL: { fr: 'Retrait', en: 'Withdrawal' },
};

export const REGULATORY_OUTCOMES: Record<string, Bilingual> = {
  PENDING: { fr: 'En attente', en: 'Pending' },
  POSITIVE: { fr: 'Favorable', en: 'Positive' },
  NEGATIVE: { fr: 'Défavorable', en: 'Negative' },
  WITHDRAWN: { fr: 'Retiré', en: 'Withdrawn' },
};

const DATE_FIELDS = new Set(['startDate', 'primaryCompletionDate', 'completionDate', 'resultsFirstPostDate']);
const DATE_TYPE_FIELDS = new Set(['enrollmentType', 'startDateType', 'primaryCompletionDateType', 'completionDateType']);

/** A YYYY-MM-DD (or YYYY-MM) date in the locale's format: 24/10/2024, Oct 24, 2024. */
export function formatDay(locale: Locale, iso: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3] ?? '1')));
  const tag = locale === 'fr' ? 'fr-FR' : 'en-US';
  return m[3]
    ? new Intl.DateTimeFormat(tag, { timeZone: 'UTC', dateStyle: locale === 'fr' ? 'short' : 'medium' }).format(date)
    : new Intl.DateTimeFormat(tag, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date);
}

export const fieldLabel = (locale: Locale, field: string) => FIELDS[field]?.[locale] ?? field;

/** A recorded value in words: statuses, phases, actual/estimated and dates in the locale; the rest as recorded. */
export function valueLabel(locale: Locale, field: string, value: string | null): string {
  if (value === null || value === '') return locale === 'fr' ? '(aucune)' : '(none)';
  if (field === 'status') return STATUS_WORDS[value as keyof typeof STATUS_WORDS]?.[locale] ?? value;
  if (field === 'phases')
    return value
      .split(',')
      .map((p) => PHASES[p.trim()]?.[locale] ?? p.trim())
      .join(', ');
  if (DATE_TYPE_FIELDS.has(field)) return ACTUAL_OR_ESTIMATED[value]?.[locale] ?? value;
  if (DATE_FIELDS.has(field)) return formatDay(locale, value);
  if (field === 'enrollment' || field === 'siteCount') {
    const n = Number(value);
    return Number.isFinite(n) ? new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US').format(n) : value;
  }
  return value;
}

/** `one` or `other` by the locale's plural rule (French: 0 and 1 are singular), `{count}` filled in. */
export const plural = (locale: Locale, n: number, one: Bilingual, other: Bilingual) =>
  (new Intl.PluralRules(locale).select(n) === 'one' ? one : other)[locale].replace('{count}', String(n));
