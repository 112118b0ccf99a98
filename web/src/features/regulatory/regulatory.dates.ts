/** Events dated from `from` to `until` (YYYY-MM-DD, both included), in their order. */
export function eventsBetween<T extends { date: string }>(events: readonly T[], from: string, until: string): T[] {
  return events.filter((e) => e.date >= from && e.date <= until);
}

const utcDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** Whole days from `from` to `to` (YYYY-MM-DD): positive when `to` is later (a postponement). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}
