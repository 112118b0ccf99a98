import type { Bilingual } from './bilingual.js';

/**
 * Therapeutic areas of the BIO / Informa / QLS 2011–2020 report the analysis priors come from (in
 * the classifier's order: a more specific area is tried first). As in that report, haematological
 * cancers are oncology, "hematology" is non-malignant blood disorders, and inflammatory bowel
 * disease is autoimmune. The classifier itself is the analysis provider's (keyword table).
 */
export const AREAS = [
  'oncology',
  'infectious',
  'hematology',
  'respiratory',
  'allergy',
  'ophthalmology',
  'autoimmune',
  'neurology',
  'psychiatry',
  'cardiovascular',
  'urology',
  'gastroenterology',
  'endocrine',
  'metabolic',
  'other',
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Record<Area, Bilingual> = {
  oncology: { fr: 'oncologie', en: 'oncology' },
  infectious: { fr: 'maladies infectieuses et vaccins', en: 'infectious disease and vaccines' },
  hematology: { fr: 'hématologie', en: 'hematology' },
  respiratory: { fr: 'pneumologie', en: 'respiratory' },
  allergy: { fr: 'allergologie', en: 'allergy' },
  ophthalmology: { fr: 'ophtalmologie', en: 'ophthalmology' },
  autoimmune: { fr: 'maladies auto-immunes', en: 'autoimmune' },
  neurology: { fr: 'neurologie', en: 'neurology' },
  psychiatry: { fr: 'psychiatrie', en: 'psychiatry' },
  cardiovascular: { fr: 'cardiovasculaire', en: 'cardiovascular' },
  urology: { fr: 'urologie et néphrologie', en: 'urology and nephrology' },
  gastroenterology: { fr: 'gastro-entérologie', en: 'gastroenterology' },
  endocrine: { fr: 'endocrinologie', en: 'endocrine' },
  metabolic: { fr: 'maladies métaboliques', en: 'metabolic' },
  other: { fr: 'autre', en: 'other' },
};
