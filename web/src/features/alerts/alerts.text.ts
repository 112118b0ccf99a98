import type { TFunction } from 'i18next';
import { WATCHED_FIELD_NAMES } from '../../../../api/src/modules/changes/changes.watched';
import type { AlertFieldsFragment } from '../../gql/graphql';
import { historyValue } from '../history/history.format';

/** Fields the change history records, each with a label (others show their name). */
const KNOWN_FIELDS: ReadonlySet<string> = new Set(WATCHED_FIELD_NAMES);

export const fieldLabel = (t: TFunction, field: string) => (KNOWN_FIELDS.has(field) ? t(`alerts:fields.${field}`) : field);

/** The alert's headline, in the user's language. */
export function alertTitle(t: TFunction, a: Pick<AlertFieldsFragment, 'kind' | 'nctId' | 'ticker' | 'changes'>): string {
  switch (a.kind) {
    case 'TRIAL_CHANGED':
      return t('alerts:headline.TRIAL_CHANGED', { count: a.changes.length, id: a.nctId ?? '' });
    case 'RESULTS_POSTED':
      return t('alerts:headline.RESULTS_POSTED', { id: a.nctId ?? '' });
    case 'RECOMMENDATION_CHANGED':
      return t('alerts:headline.RECOMMENDATION_CHANGED', { id: a.nctId ?? '' });
    case 'NEW_TRIAL':
      return t('alerts:headline.NEW_TRIAL', { ticker: a.ticker ?? '', id: a.nctId ?? '' });
    case 'REGULATORY_EVENT':
      return t('alerts:headline.REGULATORY_EVENT', { ticker: a.ticker ?? '', id: a.nctId ?? '' });
  }
}

/** A changed value in the reader's words, as the trial's history shows it (statuses, phases, dates, codes). */
const valueText = (t: TFunction, field: string, v: string | null | undefined, locale: string) =>
  v === null || v === undefined || v === '' ? t('alerts:change.none') : historyValue(field, v, t, locale);

/** One line per change: "Statut : Recrutement en cours → Arrêté" (with the slip, if any). */
export function changeLines(t: TFunction, a: Pick<AlertFieldsFragment, 'changes'>, locale: string): string[] {
  return a.changes.map((c) => {
    const line = t('alerts:change.line', {
      field: fieldLabel(t, c.field),
      from: valueText(t, c.field, c.oldValue, locale),
      to: valueText(t, c.field, c.newValue, locale),
    });
    return c.slipDays ? `${line} ${t('alerts:change.slip', { count: c.slipDays })}` : line;
  });
}
