import { i18n } from './i18n';

/** Formatting per the spec's constants, all through Intl. */

const DATE_ONLY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

function toDate(value: string | number | Date | null | undefined): { date: Date; precision: 'day' | 'month' } | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, precision: 'day' };
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) {
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1, 12));
      return { date: d, precision: m[3] ? 'day' : 'month' };
    }
  }
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : { date: d, precision: 'day' };
}

/** 'Non spécifiée' (or its translation) for an absent date. */
export function notSpecified(): string {
  return i18n.t('common:format.notSpecified');
}

/**
 * A calendar date in French locale ("21/11/2026"); partial dates ("2025-06") show month and year.
 * `locale` is overridable (the calendar uses English format in English).
 */
export function formatDate(value: string | number | Date | null | undefined, locale = 'fr-FR'): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  const opts: Intl.DateTimeFormatOptions =
    parsed.precision === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
  if (typeof value === 'string' && DATE_ONLY.test(value)) opts.timeZone = 'UTC';
  return new Intl.DateTimeFormat(locale, opts).format(parsed.date);
}

/** Long French date ("21 novembre 2026"). */
export function formatLongDate(value: string | number | Date | null | undefined, locale = 'fr-FR'): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(parsed.date);
}

/** Date with hour and minute, French format ("21/11/2026 14:05"). */
export function formatDateTime(value: string | number | Date | null | undefined, locale = 'fr-FR'): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(parsed.date);
}

/** Time of day in French locale ("14:05:09"). */
export function formatTime(value: string | number | Date | null | undefined, locale = 'fr-FR'): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(parsed.date);
}

/**
 * Relative time: under 1 minute 'À l'instant', under 60 minutes in minutes, under 24 hours in hours,
 * under 7 days in days, otherwise a long French date.
 */
export function formatRelativeTime(value: string | number | Date | null | undefined, now: Date = new Date()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  const seconds = Math.max(0, (now.getTime() - parsed.date.getTime()) / 1000);
  if (seconds < 60) return i18n.t('common:time.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n.t('common:time.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('common:time.hoursAgo', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return i18n.t('common:time.daysAgo', { count: days });
  return formatLongDate(parsed.date);
}

function isNum(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/** Price in USD (or the given currency), 2 decimals: "$123.45". */
export function formatCurrency(value: number | null | undefined, currency: string | null | undefined = 'USD'): string {
  if (!isNum(value)) return '—';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  }
}

/** A percentage value (already in percent units) with 2 decimals; `signed` adds "+" to gains. */
export function formatPercent(value: number | null | undefined, opts: { signed?: boolean } = {}): string {
  if (!isNum(value)) return '—';
  const s = value.toFixed(2);
  return `${opts.signed && value > 0 ? '+' : ''}${s}%`;
}

/** A fraction (0.0123) shown as a percent ("1.23%"), e.g. the dividend yield or holders. */
export function formatFractionPercent(value: number | null | undefined): string {
  return isNum(value) ? formatPercent(value * 100) : '—';
}

/** Abbreviates with T, B, M, K (1e12, 1e9, 1e6, 1e3), 2 decimals: 1.23T, 45.60B, 7.00M, 12.30K. */
export function formatCompact(value: number | null | undefined): string {
  if (!isNum(value)) return '—';
  const abs = Math.abs(value);
  const units: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, unit] of units) if (abs >= size) return `${(value / size).toFixed(2)}${unit}`;
  return value.toFixed(0);
}

/** Money abbreviated: "$1.23B". */
export function formatCompactCurrency(value: number | null | undefined): string {
  if (!isNum(value)) return '—';
  return `${value < 0 ? '-' : ''}$${formatCompact(Math.abs(value))}`;
}

/** Market cap in billions with 1 decimal ("12.3B"), used by the stock dashboard and calendar. */
export function formatBillions(value: number | null | undefined): string {
  return isNum(value) ? `${(value / 1e9).toFixed(1)}B` : '—';
}

/** A plain number grouped the French way ("12 345"). */
export function formatNumber(value: number | null | undefined, fractionDigits = 0): string {
  if (!isNum(value)) return '—';
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value);
}

/** p-value: below 0.001 '< 0.001', otherwise 3 decimals; a non-numeric value is shown as is. Significant below 0.05. */
export function formatPValue(value: string | number | null | undefined): { text: string; significant: boolean | null } {
  if (value === null || value === undefined || value === '') return { text: '—', significant: null };
  const raw = typeof value === 'number' ? value : value.trim();
  const n = typeof raw === 'number' ? raw : /^[<>]?\s*-?\d*\.?\d+(e-?\d+)?$/i.test(raw) ? Number(raw.replace(/^[<>]\s*/, '')) : NaN;
  if (!Number.isFinite(n)) return { text: String(value), significant: null };
  // "<0.001" as posted: the value is below the bound.
  if (typeof raw === 'string' && raw.startsWith('<')) return { text: n <= 0.001 ? '< 0.001' : `< ${n.toFixed(3)}`, significant: n <= 0.05 };
  return { text: n < 0.001 ? '< 0.001' : n.toFixed(3), significant: n < 0.05 };
}
