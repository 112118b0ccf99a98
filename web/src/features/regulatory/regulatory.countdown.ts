import type { TFunction } from 'i18next';
import { catalystCountdown } from '../catalysts/catalyst.format';

/**
 * The countdown of an event day ("dans 3 jours", "il y a 2 jours", "aujourd'hui"), the catalyst
 * screen's own wording; null beyond the days it counts (the date itself is shown beside it).
 */
export function regulatoryCountdown(t: TFunction, date: string, now = new Date()): { text: string; days: number } | null {
  const c = catalystCountdown(t, { windowStart: date, windowEnd: date, precision: 'DAY' }, now);
  return c.days === null ? null : { text: c.text, days: c.days };
}
