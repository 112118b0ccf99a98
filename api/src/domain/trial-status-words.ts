import type { Bilingual } from './bilingual.js';
import type { TrialStatus } from './trial.js';

/**
 * A trial's status in words, in the app's two languages: the web's words (web/src/locales/<lang>/
 * labels.json, `TrialStatus`; providers/analysis/words.test.ts fails when they differ), so an analysis
 * text, an alert email and a calendar event say what the screen says, never the registry's code.
 */
export const STATUS_WORDS: Record<TrialStatus, Bilingual> = {
  RECRUITING: { fr: 'Recrutement en cours', en: 'Recruiting' },
  NOT_YET_RECRUITING: { fr: 'Pas encore en recrutement', en: 'Not yet recruiting' },
  ACTIVE_NOT_RECRUITING: { fr: 'Actif, sans recrutement', en: 'Active, not recruiting' },
  COMPLETED: { fr: 'Terminé', en: 'Completed' },
  ENROLLING_BY_INVITATION: { fr: 'Inclusion sur invitation', en: 'Enrolling by invitation' },
  SUSPENDED: { fr: 'Suspendu', en: 'Suspended' },
  TERMINATED: { fr: 'Arrêté prématurément', en: 'Terminated' },
  WITHDRAWN: { fr: 'Retiré', en: 'Withdrawn' },
  AVAILABLE: { fr: 'Disponible', en: 'Available' },
  NO_LONGER_AVAILABLE: { fr: 'Plus disponible', en: 'No longer available' },
  TEMPORARILY_NOT_AVAILABLE: { fr: 'Temporairement indisponible', en: 'Temporarily not available' },
  APPROVED_FOR_MARKETING: { fr: 'Autorisé à la commercialisation', en: 'Approved for marketing' },
  WITHHELD: { fr: 'Non communiqué', en: 'Withheld' },
  UNKNOWN: { fr: 'Statut inconnu', en: 'Unknown status' },
};

/** The words of a status (upper-case code); an unknown code as "Statut inconnu". */
export const statusWords = (status: string): Bilingual => STATUS_WORDS[status as TrialStatus] ?? STATUS_WORDS.UNKNOWN;
