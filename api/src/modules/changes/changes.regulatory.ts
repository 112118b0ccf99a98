/**
 * The change-history fields of regulatory events (issue 30), beside the trial's own watched fields
 * (changes.watched.ts): the regulatory module writes them for each trial an event is linked to.
 * Dates: the event's date moved (old and new YYYY-MM-DD, `slipDays` new − old: positive is later,
 * for a PDUFA date an extension). `regulatory.decision`: a decision seen (values `KIND:OUTCOME`,
 * e.g. `CRL:NEGATIVE`; the old value is the event's state before, or null). Import-free: the web
 * labels the same names.
 */
export const REGULATORY_CHANGE_FIELDS = [
  'regulatory.pdufaDate',
  'regulatory.adcommDate',
  'regulatory.chmpDate',
  'regulatory.decisionDate',
  'regulatory.decision',
] as const;
export type RegulatoryChangeField = (typeof REGULATORY_CHANGE_FIELDS)[number];

/** The date field of an event kind (domain/regulatory.ts REGULATORY_KINDS). */
export function regulatoryDateField(kind: string): RegulatoryChangeField {
  if (kind === 'PDUFA_DATE') return 'regulatory.pdufaDate';
  if (kind === 'ADCOMM_MEETING' || kind === 'ADCOMM_VOTE') return 'regulatory.adcommDate';
  if (kind === 'CHMP_OPINION') return 'regulatory.chmpDate';
  return 'regulatory.decisionDate';
}

export const REGULATORY_DECISION_FIELD: RegulatoryChangeField = 'regulatory.decision';
