import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../lib/format';

/** How a changed field's values are shown. */
type Kind = 'date' | 'number' | 'status' | 'phases' | 'code' | 'text';

const KINDS: Record<string, Kind> = {
  startDate: 'date',
  primaryCompletionDate: 'date',
  completionDate: 'date',
  resultsFirstPostDate: 'date',
  enrollment: 'number',
  siteCount: 'number',
  status: 'status',
  phases: 'phases',
  enrollmentType: 'code',
  startDateType: 'code',
  primaryCompletionDateType: 'code',
  completionDateType: 'code',
};

/** A change value as text in the current language (null: the "none" word). */
export function historyValue(field: string, value: string | null, t: TFunction, locale: string): string {
  if (value === null || value === '') return t('history:none');
  switch (KINDS[field] ?? 'text') {
    case 'date':
      return formatDate(value, locale);
    case 'number':
      return Number.isFinite(Number(value)) ? formatNumber(Number(value)) : value;
    case 'status':
      return t(`trials:status.${value}`, { defaultValue: value });
    case 'phases':
      return value
        .split(',')
        .map((p) => t(`history:phase.${p}`, { defaultValue: p }))
        .join(', ');
    case 'code':
      return t(`history:code.${value}`, { defaultValue: value });
    default:
      return value;
  }
}

/** The slip badge of a date change: later (a slip, red), earlier (green), or none. */
export function slipView(slipDays: number | null | undefined): { tone: 'red' | 'green'; key: 'later' | 'earlier'; days: number } | null {
  if (slipDays === null || slipDays === undefined || slipDays === 0) return null;
  return slipDays > 0 ? { tone: 'red', key: 'later', days: slipDays } : { tone: 'green', key: 'earlier', days: -slipDays };
}
