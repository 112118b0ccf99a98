import type { TFunction } from 'i18next';
import type { AlertFieldsFragment } from '../../gql/graphql';
import { formatLongDate } from '../../lib/format';
import { daysBetween } from './regulatory.dates';
import { outcomeText } from './regulatory.format';

export type AlertRegulatory = NonNullable<AlertFieldsFragment['regulatory']>;

/**
 * The line of a REGULATORY_EVENT alert: "Date PDUFA : 12 mars 2027 (avant : 12 décembre 2026, report
 * de 90 jours)" for a moved date (a later date is a postponement, the signal investors watch), the
 * outcome for a decision, the date alone for a new date.
 */
export function regulatoryAlertLine(t: TFunction, r: Pick<AlertRegulatory, 'reason' | 'kind' | 'date' | 'previousDate' | 'outcome'>, locale: string): string {
  const kind = t(`regulatory:kindShort.${r.kind}`);
  const date = formatLongDate(r.date, locale);
  if (r.reason === 'DECISION' && r.outcome) return t('alerts:regulatory.decision', { kind, date, outcome: outcomeText(t, r.outcome) });
  if (r.reason === 'DATE_CHANGED' && r.previousDate) {
    const shift = daysBetween(r.previousDate, r.date);
    const previous = formatLongDate(r.previousDate, locale);
    if (shift > 0) return t('alerts:regulatory.postponed', { kind, date, previous, count: shift });
    if (shift < 0) return t('alerts:regulatory.advanced', { kind, date, previous, count: -shift });
  }
  return t('alerts:regulatory.line', { kind, date });
}
