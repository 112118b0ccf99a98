import type { TFunction } from 'i18next';
import type {
  CrlCategory,
  RegulatoryDateConfidence,
  RegulatoryKind,
  RegulatoryLinkConfidence,
  RegulatoryLinkMethod,
  RegulatoryOutcome,
} from '../../gql/graphql';
import type { Tone } from '../../lib/display';

/** Decisions read green or red by their outcome; dates ahead (PDUFA, committees, opinions) purple. */
export const OUTCOME_TONES: Record<RegulatoryOutcome, Tone> = { PENDING: 'yellow', POSITIVE: 'green', NEGATIVE: 'red', WITHDRAWN: 'gray' };
export const CONFIDENCE_TONES: Record<RegulatoryDateConfidence, Tone> = { ANNOUNCED: 'blue', ESTIMATED: 'orange', ACTUAL: 'gray' };
export const KIND_TONES: Record<RegulatoryKind, Tone> = {
  PDUFA_DATE: 'purple',
  ADCOMM_MEETING: 'purple',
  ADCOMM_VOTE: 'blue',
  APPROVAL: 'green',
  CRL: 'red',
  CHMP_OPINION: 'purple',
  EC_DECISION: 'blue',
  WITHDRAWAL: 'gray',
};

/** "Défavorable (motif : fabrication)" for a CRL whose category is known, else the outcome alone. */
export function outcomeText(t: TFunction, outcome: RegulatoryOutcome, crlCategory?: CrlCategory | null): string {
  const text = t(`regulatory:outcome.${outcome}`);
  return crlCategory ? t('regulatory:outcomeWithCategory', { outcome: text, category: t(`regulatory:crlCategory.${crlCategory}`) }) : text;
}

/** "Lien : nom du médicament et société (élevée)". */
export function linkText(t: TFunction, link: { method: RegulatoryLinkMethod; confidence: RegulatoryLinkConfidence }): string {
  return t('regulatory:link.label', { method: t(`regulatory:link.method.${link.method}`), confidence: t(`regulatory:link.confidence.${link.confidence}`) });
}
