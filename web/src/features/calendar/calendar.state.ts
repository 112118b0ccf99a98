import type { CalendarFilter } from '../../gql/graphql';
import { isRecord, oneOf, readPersisted, writePersisted } from '../table/persisted';
import { PHASE_FILTERS, VERDICTS, type PhaseFilter, type VerdictFilter } from '../table/table.state';

/** The spec's constants: 60 months from the current month; filters saved under calendarFilters. */
export const MONTH_COUNT = 60;
export const CALENDAR_FILTERS_KEY = 'calendarFilters';

export interface CalendarFilters {
  investissement_bourse: VerdictFilter;
  phase: PhaseFilter;
}
/** Defaults: investment OUI, phase ALL. */
export const DEFAULT_CALENDAR_FILTERS: CalendarFilters = { investissement_bourse: 'OUI', phase: 'ALL' };

export function parseCalendarFilters(value: unknown): CalendarFilters | null {
  if (!isRecord(value)) return null;
  const verdict = oneOf(value.investissement_bourse ?? 'ALL', VERDICTS);
  const phase = oneOf(value.phase ?? 'ALL', PHASE_FILTERS);
  return verdict && phase ? { investissement_bourse: verdict, phase } : null;
}
export const loadCalendarFilters = () => readPersisted(CALENDAR_FILTERS_KEY, DEFAULT_CALENDAR_FILTERS, parseCalendarFilters);
export const saveCalendarFilters = (f: CalendarFilters) => writePersisted(CALENDAR_FILTERS_KEY, f);

export function calendarFilterInput(f: CalendarFilters): CalendarFilter {
  return {
    ...(f.investissement_bourse !== 'ALL' ? { investmentVerdict: f.investissement_bourse } : {}),
    ...(f.phase !== 'ALL' ? { phases: [f.phase] } : {}),
  };
}

/** Month key: year-month with a zero-padded month ("2026-03"). */
export function monthKey(year: number, monthIndex: number): string {
  const d = new Date(year, monthIndex, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** The `count` month keys starting with the month of `now` (local time). */
export function monthKeys(now: Date, count = MONTH_COUNT): string[] {
  return Array.from({ length: count }, (_, i) => monthKey(now.getFullYear(), now.getMonth() + i));
}

/** First and last day of a month (yyyy-mm-dd), as the spec's month query uses. */
export function monthBounds(key: string): { from: string; to: string } {
  const [y, m] = key.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${key}-01`, to: `${key}-${String(last).padStart(2, '0')}` };
}

/** What a month card shows: never opened (since the last filter change or refresh), loading, loaded, or failed. */
export type MonthStatus = 'unloaded' | 'loading' | 'loaded' | 'error';

/** Only trials with a completion date are kept, in the server's order (by next catalyst, overdue ones last). */
export function keepDated<T extends { completionDate?: string | null }>(trials: T[]): T[] {
  return trials.filter((t) => !!t.completionDate);
}

/** The /api/calendar.ics address with the calendar's filters (and the interface language). */
export function icsUrl(filters: CalendarFilters, lang: string, origin = ''): string {
  const params = new URLSearchParams();
  params.set('investissement_bourse', filters.investissement_bourse);
  params.set('phase', filters.phase);
  params.set('lang', lang);
  return `${origin}/api/calendar.ics?${params.toString()}`;
}
