import { addDaysIso, daysBetweenIso } from '../../domain/dates.js';
import type { RegulatoryKind, RegulatoryOutcome } from '../../domain/regulatory.js';
import type { RegulatoryAlertReason } from '../alerts/alerts.entity.js';
import { REGULATORY_DECISION_FIELD, regulatoryDateField } from '../changes/changes.regulatory.js';
import type { EventWrite } from './regulatory.store.js';

/** A decision first seen this long after its date is old news: stored and shown, neither recorded as a change nor alerted. */
export const DECISION_NEWS_DAYS = 30;

/** One change-history row of an event, before it is written for each linked trial. */
export interface EventChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
  slipDays: number | null;
}

/** What an event's write means for watchers: why to tell them, and the history rows to record. */
export interface EventNews {
  reason: RegulatoryAlertReason;
  changes: EventChange[];
}

const decided = (outcome: RegulatoryOutcome | null) => outcome !== null && outcome !== 'PENDING';
const decisionText = (kind: RegulatoryKind, outcome: RegulatoryOutcome | null) => `${kind}:${outcome ?? 'PENDING'}`;

/**
 * The news in one write (regulatory.store.ts), or null: a new PDUFA date ahead (NEW_DATE, no
 * history row); a stored event's date moved (DATE_CHANGED; later is an extension); a decision
 * (DECISION: an outcome other than PENDING that is new, or changed, or on a new event dated in the
 * last DECISION_NEWS_DAYS days).
 */
export function newsOf(write: EventWrite, today: string): EventNews | null {
  const e = write.event;
  const before = write.before;
  if (!before) {
    if (decided(e.outcome) && e.date <= today && e.date >= addDaysIso(today, -DECISION_NEWS_DAYS))
      return { reason: 'DECISION', changes: [{ field: REGULATORY_DECISION_FIELD, oldValue: null, newValue: decisionText(e.kind, e.outcome), slipDays: null }] };
    if (e.kind === 'PDUFA_DATE' && e.date >= today) return { reason: 'NEW_DATE', changes: [] };
    return null;
  }
  const moved: EventChange | null =
    before.date !== e.date && before.kind === e.kind
      ? { field: regulatoryDateField(e.kind), oldValue: before.date, newValue: e.date, slipDays: daysBetweenIso(before.date, e.date) }
      : null;
  const decision = decided(e.outcome) && (before.kind !== e.kind || before.outcome !== e.outcome);
  if (decision) {
    const row: EventChange = {
      field: REGULATORY_DECISION_FIELD,
      oldValue: decisionText(before.kind, before.outcome),
      newValue: decisionText(e.kind, e.outcome),
      slipDays: null,
    };
    return { reason: 'DECISION', changes: moved ? [row, moved] : [row] };
  }
  return moved ? { reason: 'DATE_CHANGED', changes: [moved] } : null;
}
