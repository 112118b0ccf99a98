import { currentLanguage, i18n, localeOf } from './i18n';

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
 * A calendar date in the interface language ("21/11/2026" / "11/21/2026"); partial dates ("2025-06")
 * show month and year. `locale` is overridable.
 */
export function formatDate(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  const opts: Intl.DateTimeFormatOptions =
    parsed.precision === 'month' ? { month: 'long', year: 'numeric', timeZone: 'UTC' } : { day: '2-digit', month: '2-digit', year: 'numeric' };
  if (typeof value === 'string' && DATE_ONLY.test(value)) opts.timeZone = 'UTC';
  return new Intl.DateTimeFormat(locale, opts).format(parsed.date);
}

/** Long date ("21 novembre 2026" / "November 21, 2026"). */
export function formatLongDate(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(parsed.date);
}

/** Date with hour and minute ("21/11/2026 14:05" / "11/21/2026, 02:05 PM"). */
export function formatDateTime(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(parsed.date);
}

/** Time of day ("14:05:09" / "02:05:09 PM"). */
export function formatTime(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(parsed.date);
}

/** A chart-axis date, day and short month: "22 oct." / "Oct 22" (never "10-22"). */
export function formatAxisDate(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return '';
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (typeof value === 'string' && DATE_ONLY.test(value)) opts.timeZone = 'UTC';
  return new Intl.DateTimeFormat(locale, opts).format(parsed.date);
}

/** A month and year, capitalised ("Novembre 2026" / "November 2026"); `value` may be a "YYYY-MM" key. */
export function formatMonthYear(value: string | number | Date | null | undefined, locale: string = intlLocale()): string {
  const parsed = toDate(value);
  if (!parsed) return notSpecified();
  const s = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parsed.date);
  return s.charAt(0).toUpperCase() + s.slice(1);
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

/**
 * The Intl locale of the interface language: 'fr-FR' for French, 'en-US' for English. Every format
 * below defaults to it, so numbers, dates and currencies follow the language switcher. Numbers
 * interpolated into messages ("{{count}} participants") are grouped the same way by i18n.ts.
 */
export function intlLocale(lang: string = currentLanguage()): 'fr-FR' | 'en-US' {
  return localeOf(lang);
}

/** A formatted number with a true minus sign (U+2212) instead of Intl's hyphen: "−1,9 %", as the analysis texts write it. */
export function trueMinus(text: string): string {
  return text.replace(/^-/, '\u2212');
}

/**
 * Intl's number format whose `format` writes a loss with the true minus sign, so every formatter below
 * does; a loss that rounds to zero is written "0,0", never "−0,0".
 */
function numberFormat(opts: Intl.NumberFormatOptions, locale = intlLocale()): { format(value: number): string } {
  const intl = new Intl.NumberFormat(locale, { ...opts, signDisplay: !opts.signDisplay || opts.signDisplay === 'auto' ? 'negative' : opts.signDisplay });
  return { format: (value: number) => trueMinus(intl.format(value)) };
}

/** A label followed by its colon, typeset for the language: "Promoteur :" in French, "Sponsor:" in English. */
export function withColon(label: string, lang: string = currentLanguage()): string {
  return lang.startsWith('en') ? `${label}:` : `${label} :`;
}

/** A price in its currency (USD by default), 2 decimals: "$123.45" / "123,45 $US"; `signed` adds "+" to gains; a loss has a true minus sign. */
export function formatCurrency(value: number | null | undefined, currency: string | null | undefined = 'USD', opts_: { signed?: boolean } = {}): string {
  if (!isNum(value)) return '—';
  const opts: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: currency || 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: opts_.signed ? 'exceptZero' : 'auto',
  };
  try {
    return numberFormat(opts).format(value);
  } catch {
    return numberFormat({ ...opts, currency: 'USD' }).format(value);
  }
}

/** A price on a chart axis: whole units from 100 up ("11 900 ₹" / "₹11,900"), 2 decimals below, so ticks stay short. */
export function formatAxisCurrency(value: number | null | undefined, currency: string | null | undefined = 'USD'): string {
  if (!isNum(value)) return '';
  const digits = Math.abs(value) >= 100 ? 0 : 2;
  const opts: Intl.NumberFormatOptions = { style: 'currency', currency: currency || 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return numberFormat(opts).format(value);
  } catch {
    return numberFormat({ ...opts, currency: 'USD' }).format(value);
  }
}

/** A signed amount (a price change) with 2 decimals: "+1.50" / "+1,50", "−0.25" (true minus sign); no sign for zero. */
export function formatSigned(value: number | null | undefined, fractionDigits = 2): string {
  if (!isNum(value)) return '—';
  return numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, signDisplay: 'exceptZero' }).format(value);
}

/** `signed` adds "+" to gains; `digits` decimals (2 by default); `lang` overrides the interface language. */
export interface PercentOptions {
  signed?: boolean;
  digits?: number;
  lang?: string;
}

/**
 * A percentage value (already in percent units, 46 → "46.00%" / "46,00 %"), 2 decimals unless told;
 * `signed` adds "+" to gains.
 */
export function formatPercent(value: number | null | undefined, opts: PercentOptions = {}): string {
  if (!isNum(value)) return '—';
  const digits = opts.digits ?? 2;
  return numberFormat(
    {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: opts.signed ? 'exceptZero' : 'auto',
    },
    intlLocale(opts.lang),
  ).format(value / 100);
}

/** A fraction (0.0123) shown as a percent ("1.23%" / "1,23 %"), e.g. the dividend yield or holders. */
export function formatFractionPercent(value: number | null | undefined, opts: PercentOptions = {}): string {
  return isNum(value) ? formatPercent(value * 100, opts) : '—';
}

/** An AI score out of 10 with 1 decimal: "5.0/10" / "5,0/10". */
export function formatScore(value: number | null | undefined): string {
  return isNum(value) ? `${formatNumber(value, 1)}/10` : '—';
}

/** A ratio (P/E, beta, debt to equity...) with 2 decimals: "1.25" / "1,25". */
export function formatRatio(value: number | null | undefined): string {
  return formatNumber(value, 2);
}

/** A count or volume abbreviated the language's way (Intl compact): "12.3M" / "12,3 M", "45.6K" / "45,6 k". */
export function formatCompact(value: number | null | undefined, maximumFractionDigits = 2): string {
  if (!isNum(value)) return '—';
  return numberFormat({ notation: 'compact', maximumFractionDigits }).format(value);
}

/**
 * Money abbreviated with its currency symbol (Intl compact currency): "$1.23B" / "1,23 Md $US",
 * "¥799B" / "799 Md JPY" — never a bare "B".
 */
export function formatCompactCurrency(
  value: number | null | undefined,
  currency: string | null | undefined = 'USD',
  maximumFractionDigits = 2,
  minimumFractionDigits = 0,
): string {
  if (!isNum(value)) return '—';
  const opts: Intl.NumberFormatOptions = { style: 'currency', currency: currency || 'USD', notation: 'compact', minimumFractionDigits, maximumFractionDigits };
  try {
    return numberFormat(opts).format(value);
  } catch {
    return numberFormat({ ...opts, currency: 'USD' }).format(value);
  }
}

/** Market cap, 1 decimal, with its currency (stock dashboard and calendar): "$12.3B" / "12,3 Md $US". */
export function formatBillions(value: number | null | undefined, currency: string | null | undefined = 'USD'): string {
  return formatCompactCurrency(value, currency, 1, 1);
}

/** A plain number grouped the language's way ("12 345" / "12,345"), `fractionDigits` decimals (0 by default). */
export function formatNumber(value: number | null | undefined, fractionDigits = 0): string {
  if (!isNum(value)) return '—';
  return numberFormat({ maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits }).format(value);
}

/**
 * A number the registry sent as text ("0.53", "-1.2", "<0.001"), in the interface language ("0,53",
 * "< 0,001"), keeping its decimals; any other text ("NA") is shown as is.
 */
export function formatNumericText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatDecimal(value, 6);
  const m = /^\s*(<=?|>=?|≤|≥)?\s*(-?\d+(?:\.(\d+))?)\s*$/.exec(value);
  if (!m) return value;
  const n = formatNumber(Number(m[2]), m[3]?.length ?? 0);
  // A bound as posted ("<0.001"): the comparison stays, spaced, the number in the language's format.
  return m[1] ? `${m[1]} ${n}` : n;
}

/** A confidence interval "[0,53 ; 1,20]" in French (the comma is the decimal mark), "[0.53, 1.20]" in English. */
export function formatInterval(low: string | number | null | undefined, high: string | number | null | undefined): string {
  const sep = currentLanguage() === 'en' ? ', ' : ' ; ';
  return `[${formatNumericText(low)}${sep}${formatNumericText(high)}]`;
}

/**
 * A range of two dates ("03/03/2025 → 30/06/2025"); a range whose ends are the same day shows that
 * day once ("03/03/2025", never "03/03/2025 → 03/03/2025"); a missing end shows the other one.
 */
export function formatDateSpan(from: string | null | undefined, to: string | null | undefined, locale: string = intlLocale()): string {
  if (!from && !to) return notSpecified();
  if (!from || !to || from === to) return formatDate(from || to, locale);
  return `${formatDate(from, locale)} → ${formatDate(to, locale)}`;
}

/** ClinicalTrials.gov's age units ("18 Years", "6 Months") and Intl's unit names. */
const AGE_UNITS: Record<string, 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute'> = {
  year: 'year',
  month: 'month',
  week: 'week',
  day: 'day',
  hour: 'hour',
  minute: 'minute',
};

/**
 * An eligibility age as the registry writes it ("18 Years", "6 Months", "1 Week") in the interface
 * language through Intl's units: "18 ans" / "18 years", "6 mois" / "6 months"; "N/A" or nothing is
 * '—'; any other text is shown as is.
 */
export function formatAge(value: string | null | undefined, lang: string = currentLanguage()): string {
  if (!value || /^\s*n\/?a\s*$/i.test(value)) return '—';
  const m = /^\s*(\d+(?:\.\d+)?)\s*(year|month|week|day|hour|minute)s?\s*$/i.exec(value);
  if (!m) return value;
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit: AGE_UNITS[m[2].toLowerCase()], unitDisplay: 'long' }).format(Number(m[1]));
}

/** A number with up to `maxFractionDigits` decimals, no trailing zeros ("0.5" / "0,5"), e.g. chart ticks. */
export function formatDecimal(value: number | null | undefined, maxFractionDigits = 2): string {
  if (!isNum(value)) return '—';
  return numberFormat({ maximumFractionDigits: maxFractionDigits }).format(value);
}

/**
 * A whole number of days from today, in words where the language has them (Intl.RelativeTimeFormat):
 * 0 "aujourd’hui" / "today", 1 "demain" / "tomorrow", otherwise "dans 5 jours" / "in 5 days".
 * Past days count as today.
 */
export function formatDaysFromToday(days: number, lang: string = currentLanguage()): string {
  const d = Math.max(0, Math.round(days));
  return new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: d <= 1 ? 'auto' : 'always' }).format(d, 'day');
}

/**
 * p-value: below 0.001 '< 0.001', otherwise 3 decimals (decimal mark of the language: "0,031" in
 * French); a non-numeric value is shown as is. Significant below 0.05.
 */
export function formatPValue(value: string | number | null | undefined): { text: string; significant: boolean | null } {
  if (value === null || value === undefined || value === '') return { text: '—', significant: null };
  const raw = typeof value === 'number' ? value : value.trim();
  const n = typeof raw === 'number' ? raw : /^[<>]?\s*-?\d*\.?\d+(e-?\d+)?$/i.test(raw) ? Number(raw.replace(/^[<>]\s*/, '')) : NaN;
  if (!Number.isFinite(n)) return { text: String(value), significant: null };
  const three = (x: number) => formatNumber(x, 3);
  // "<0.001" as posted: the value is below the bound.
  if (typeof raw === 'string' && raw.startsWith('<')) return { text: `< ${three(n <= 0.001 ? 0.001 : n)}`, significant: n <= 0.05 };
  return { text: n < 0.001 ? `< ${three(0.001)}` : three(n), significant: n < 0.05 };
}

/**
 * A p-value as a statement, in the language's decimal mark: "p = 0,524", "p < 0,001" (never
 * "p = <0.001"); a non-numeric value as "p = <text>", '—' without a value.
 */
export function formatPStatement(value: string | number | null | undefined): string {
  const p = formatPValue(value);
  if (p.text === '—') return p.text;
  return p.text.startsWith('<') || p.text.startsWith('>') ? `p ${p.text}` : `p = ${p.text}`;
}
