/** UTC calendar arithmetic on 'YYYY-MM-DD' dates. */

const DAY_MS = 86_400_000;

/** The 'YYYY-MM-DD' of a UTC year, month (0-based, may overflow) and day. */
export const utcDay = (y: number, m0: number, d: number) => new Date(Date.UTC(y, m0, d)).toISOString().slice(0, 10);

/** Year, month (1-based) and day of a 'YYYY-MM-DD' date. */
export const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

export function addDaysIso(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Same day `months` later, clamped to the month's last day (2027-01-31 + 1 → 2027-02-28). */
export function addMonthsIso(date: string, months: number): string {
  const [y, m, d] = dateParts(date);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return utcDay(y, m - 1 + months, Math.min(d, last));
}

export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
