/** Calendar arithmetic on ISO dates ('YYYY-MM-DD'), in UTC so the result never depends on the machine's zone. */

const DAY_MS = 86_400_000;

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function parseIso(date: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Invalid date ${date} (expected YYYY-MM-DD)`);
  const d = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) throw new Error(`Invalid date ${date}`);
  return d;
}

export function addDays(date: string, days: number): string {
  return new Date(parseIso(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((parseIso(to).getTime() - parseIso(from).getTime()) / DAY_MS);
}

export function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/** First day of the month `offset` months after the month of `date`, as [year, month 1-12]. */
export function monthAfter(date: string, offset: number): [number, number] {
  const d = parseIso(date);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + offset;
  return [Math.floor(m / 12), (m % 12) + 1];
}

export function isoOf(year: number, month1: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM' of an ISO date: the partial form ClinicalTrials.gov often uses. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}
