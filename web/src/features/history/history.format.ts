import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format';
import { phasesLabel, statusLabel } from '../../lib/labels';

/** How a changed field's values are shown. */
type Kind = 'date' | 'number' | 'status' | 'phases' | 'code' | 'decision' | 'text';

const KINDS: Record<string, Kind> = {
  startDate: 'date',
  primaryCompletionDate: 'date',
  completionDate: 'date',
  resultsFirstPostDate: 'date',
  'regulatory.pdufaDate': 'date',
  'regulatory.adcommDate': 'date',
  'regulatory.chmpDate': 'date',
  'regulatory.decisionDate': 'date',
  'regulatory.decision': 'decision',
  enrollment: 'number',
  siteCount: 'number',
  status: 'status',
  phases: 'phases',
  enrollmentType: 'code',
  startDateType: 'code',
  primaryCompletionDateType: 'code',
  completionDateType: 'code',
};

/** A regulatory decision as recorded ("CRL:NEGATIVE"), in words: "Lettre de réponse complète (CRL) (Défavorable)". */
function decisionText(value: string, t: TFunction): string {
  const [kind, outcome] = value.split(':');
  const kindText = t(`regulatory:kind.${kind}`, { defaultValue: kind });
  return outcome ? t('history:decision', { kind: kindText, outcome: t(`regulatory:outcome.${outcome}`, { defaultValue: outcome }) }) : kindText;
}

/** A change value as text in the current language, the words every screen uses for statuses and phases (null: the "none" word). */
export function historyValue(field: string, value: string | null, t: TFunction, locale: string): string {
  if (value === null || value === '') return t('history:none');
  switch (KINDS[field] ?? 'text') {
    case 'date':
      return formatDate(value, locale);
    case 'number':
      return Number.isFinite(Number(value)) ? formatNumber(Number(value)) : value;
    case 'status':
      return statusLabel(t, value);
    case 'phases':
      return phasesLabel(t, value.split(','));
    case 'code':
      return t(`history:code.${value}`, { defaultValue: value });
    case 'decision':
      return decisionText(value, t);
    default:
      return value;
  }
}

/** The slip badge of a date change: later (a slip, red), earlier (green), or none. */
export function slipView(slipDays: number | null | undefined): { tone: 'red' | 'green'; key: 'later' | 'earlier'; days: number } | null {
  if (slipDays === null || slipDays === undefined || slipDays === 0) return null;
  return slipDays > 0 ? { tone: 'red', key: 'later', days: slipDays } : { tone: 'green', key: 'earlier', days: -slipDays };
}
