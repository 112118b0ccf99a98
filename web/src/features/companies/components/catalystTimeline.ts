import type { CatalystConfidence } from '../../../gql/graphql';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's local calendar day as YYYY-MM-DD (the countdowns count local days too). */
export const localToday = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** First day of the calendar quarter of a YYYY-MM-DD date. */
export function quarterStart(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return `${y}-${pad(Math.floor((m - 1) / 3) * 3 + 1)}-01`;
}

export interface TimelineGroup<T> {
  /** 'overdue', or the first day of the group's quarter. */
  key: string;
  /** The quarter's first day; null for the overdue group. */
  quarter: string | null;
  items: T[];
}

/**
 * The company timeline's groups, in the order of the items (the API sorts them by window start):
 * OVERDUE dates first in a group of their own, then one group per calendar quarter; a window open
 * today (started earlier, not ended) goes in the current quarter.
 */
export function timelineGroups<T extends { catalyst: { windowStart: string; confidence: CatalystConfidence } }>(items: T[], today: string): TimelineGroup<T>[] {
  const groups = new Map<string, TimelineGroup<T>>();
  const overdue = items.filter((i) => i.catalyst.confidence === 'OVERDUE');
  if (overdue.length) groups.set('overdue', { key: 'overdue', quarter: null, items: overdue });
  for (const item of items) {
    if (item.catalyst.confidence === 'OVERDUE') continue;
    const q = quarterStart(item.catalyst.windowStart < today ? today : item.catalyst.windowStart);
    const group = groups.get(q) ?? { key: q, quarter: q, items: [] };
    group.items.push(item);
    groups.set(q, group);
  }
  return [...groups.values()];
}
