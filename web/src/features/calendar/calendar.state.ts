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

export function calendarFilterInput(f: CalendarFilters): { investmentVerdict?: string; phases?: string[] } {
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

/**
 * A month goes unloaded → loading → loaded (or error), and is separately expanded or collapsed.
 * Results carry the generation they were requested in: a load finishing after a filter change or a
 * refresh (which start a new generation and forget every month) is dropped.
 */
export type MonthStatus = 'unloaded' | 'loading' | 'loaded' | 'error';
export interface MonthState<T> {
  status: MonthStatus;
  expanded: boolean;
  trials: T[];
  error: string | null;
}
export interface CalendarState<T> {
  generation: number;
  months: Record<string, MonthState<T>>;
}
export type CalendarAction<T> =
  | { type: 'toggle'; month: string }
  | { type: 'loaded'; month: string; generation: number; trials: T[] }
  | { type: 'failed'; month: string; generation: number; error: string }
  | { type: 'retry'; month: string }
  | { type: 'reset' };

export const initialCalendarState = <T>(): CalendarState<T> => ({ generation: 0, months: {} });
const UNLOADED: MonthState<never> = { status: 'unloaded', expanded: false, trials: [], error: null };

export function monthState<T>(state: CalendarState<T>, month: string): MonthState<T> {
  return state.months[month] ?? UNLOADED;
}

/** Whether toggling this month has to start a load (it was never loaded, or its load failed). */
export function needsLoad<T>(state: CalendarState<T>, month: string): boolean {
  const s = monthState(state, month).status;
  return s === 'unloaded' || s === 'error';
}

export function calendarReducer<T>(state: CalendarState<T>, action: CalendarAction<T>): CalendarState<T> {
  const put = (month: string, next: MonthState<T>) => ({ ...state, months: { ...state.months, [month]: next } });
  switch (action.type) {
    case 'toggle': {
      const m = monthState(state, action.month);
      if (m.status === 'unloaded' || m.status === 'error') return put(action.month, { status: 'loading', expanded: true, trials: [], error: null });
      return put(action.month, { ...m, expanded: !m.expanded });
    }
    case 'retry': {
      const m = monthState(state, action.month);
      return m.status === 'error' ? put(action.month, { status: 'loading', expanded: true, trials: [], error: null }) : state;
    }
    case 'loaded': {
      const m = monthState(state, action.month);
      if (action.generation !== state.generation || m.status !== 'loading') return state;
      return put(action.month, { ...m, status: 'loaded', trials: action.trials, error: null });
    }
    case 'failed': {
      const m = monthState(state, action.month);
      if (action.generation !== state.generation || m.status !== 'loading') return state;
      return put(action.month, { ...m, status: 'error', error: action.error });
    }
    case 'reset':
      return { generation: state.generation + 1, months: {} };
  }
}

/** Only trials with a completion date are kept, in date order. */
export function keepDated<T extends { completionDate?: string | null }>(trials: T[]): T[] {
  return trials.filter((t) => !!t.completionDate).sort((a, b) => (a.completionDate! < b.completionDate! ? -1 : a.completionDate! > b.completionDate! ? 1 : 0));
}

/** The /api/calendar.ics address with the calendar's filters (and the interface language). */
export function icsUrl(filters: CalendarFilters, lang: string, origin = ''): string {
  const params = new URLSearchParams();
  params.set('investissement_bourse', filters.investissement_bourse);
  params.set('phase', filters.phase);
  params.set('lang', lang);
  return `${origin}/api/calendar.ics?${params.toString()}`;
}
