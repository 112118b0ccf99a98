import type { TFunction } from 'i18next';
import type { CatalystPrecision } from '../../gql/graphql';

/** Whole days from today (local calendar day) to a YYYY-MM-DD date. */
export function daysFromToday(date: string, now = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())) / 86_400_000);
}

/** Relative days are shown up to this far; beyond, the window itself ("T2 2027", "juin 2027"). */
export const COUNTDOWN_DAYS = 60;

/** The window in the interface language: "T2 2027" / "Q2 2027", "juin 2027", "15 juin 2027", "2027". */
export function windowLabel(t: TFunction, windowStart: string, precision: CatalystPrecision, lang: string): string {
  const [y, m] = windowStart.split('-').map(Number);
  const at = new Date(`${windowStart}T12:00:00Z`);
  const locale = lang.startsWith('en') ? 'en-US' : 'fr-FR';
  switch (precision) {
    case 'DAY':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
    case 'MONTH':
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
    case 'QUARTER':
      return t('catalysts:quarter', { q: Math.floor((m - 1) / 3) + 1, year: y });
    case 'YEAR':
      return String(y);
  }
}

/**
 * The countdown of a catalyst: "aujourd'hui", "demain", "dans 3 jours" for a day within
 * COUNTDOWN_DAYS (and "hier", "il y a 3 jours" for one just behind); otherwise its window ("T2 2027").
 * `days` is the day count when the text is relative.
 */
export function catalystCountdown(
  t: TFunction,
  c: { windowStart: string; windowEnd: string; precision: CatalystPrecision },
  now = new Date(),
): { text: string; days: number | null } {
  const lang = t('catalysts:lang');
  if (c.precision === 'DAY') {
    const days = daysFromToday(c.windowStart, now);
    if (days === 0) return { text: t('catalysts:countdown.today'), days };
    if (days === 1) return { text: t('catalysts:countdown.tomorrow'), days };
    if (days > 1 && days <= COUNTDOWN_DAYS) return { text: t('catalysts:countdown.inDays', { count: days }), days };
    if (days === -1) return { text: t('catalysts:countdown.yesterday'), days };
    if (days < -1 && days >= -COUNTDOWN_DAYS) return { text: t('catalysts:countdown.daysAgo', { count: -days }), days };
  }
  return { text: windowLabel(t, c.windowStart, c.precision, lang), days: null };
}
