import type { Bilingual } from '../../domain/bilingual.js';

/**
 * The registry's closed sets as the analysis texts word them: the same words as the web's
 * (web/src/locales/<lang>/labels.json, `SponsorClass`; words.test.ts fails when they differ;
 * statuses: domain/trial-status-words.ts), so a text never shows a code ("COMPLETED", "INDUSTRY", "PLACEBO_COMPARATOR") where
 * the screen around it shows words.
 */

/** ClinicalTrials.gov's sponsor classes (a string set in the schema). */
export const SPONSOR_CLASS_WORDS: Record<string, Bilingual> = {
  INDUSTRY: { fr: 'Industrie', en: 'Industry' },
  NIH: { fr: 'Gouvernement', en: 'Government' },
  FED: { fr: 'Gouvernement', en: 'Government' },
  OTHER_GOV: { fr: 'Gouvernement', en: 'Government' },
  OTHER: { fr: 'Académique/Autre', en: 'Academic/Other' },
  NETWORK: { fr: 'Académique/Autre', en: 'Academic/Other' },
  INDIV: { fr: 'Académique/Autre', en: 'Academic/Other' },
  UNKNOWN: { fr: 'Académique/Autre', en: 'Academic/Other' },
  AMBIG: { fr: 'Académique/Autre', en: 'Academic/Other' },
};

/** The placebo-like control arms the comparator factor names ("bras placebo", "placebo arm"). */
export const CONTROL_ARM_WORDS: Record<string, Bilingual> = {
  PLACEBO_COMPARATOR: { fr: 'placebo', en: 'placebo' },
  SHAM_COMPARATOR: { fr: 'simulé', en: 'sham' },
  NO_INTERVENTION: { fr: 'sans intervention', en: 'no-intervention' },
};

/** The words of a sponsor class (upper-case code); an unknown class as the web shows it, "Académique/Autre". */
export const sponsorClassWords = (cls: string): Bilingual => SPONSOR_CLASS_WORDS[cls] ?? SPONSOR_CLASS_WORDS.OTHER;
