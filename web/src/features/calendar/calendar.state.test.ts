import { beforeEach, describe, expect, it } from 'vitest';
import {
  CALENDAR_FILTERS_KEY,
  DEFAULT_CALENDAR_FILTERS,
  calendarFilterInput,
  calendarReducer,
  icsUrl,
  initialCalendarState,
  keepDated,
  loadCalendarFilters,
  monthBounds,
  monthKeys,
  monthState,
  needsLoad,
  saveCalendarFilters,
  type CalendarState,
} from './calendar.state';

type T = { nctId: string; completionDate: string | null };
const start = () => initialCalendarState<T>();
const run = (s: CalendarState<T>, ...actions: Parameters<typeof calendarReducer<T>>[1][]) => actions.reduce((acc, a) => calendarReducer(acc, a), s);

describe('calendar months', () => {
  it('lists 60 months from the current month with zero-padded keys, across years', () => {
    const keys = monthKeys(new Date(2026, 10, 21));
    expect(keys).toHaveLength(60);
    expect(keys[0]).toBe('2026-11');
    expect(keys[1]).toBe('2026-12');
    expect(keys[2]).toBe('2027-01');
    expect(keys[59]).toBe('2031-10');
  });

  it('gives the first and last day of a month, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('keeps only trials with a completion date, in date order', () => {
    expect(
      keepDated<T>([
        { nctId: 'b', completionDate: '2026-12-20' },
        { nctId: 'x', completionDate: null },
        { nctId: 'a', completionDate: '2026-12-02' },
      ]).map((t) => t.nctId),
    ).toEqual(['a', 'b']);
  });
});

describe('calendar month state machine', () => {
  it('loads a month on first open, then only expands and collapses it', () => {
    let s = start();
    expect(needsLoad(s, '2026-12')).toBe(true);
    s = run(s, { type: 'toggle', month: '2026-12' });
    expect(monthState(s, '2026-12')).toMatchObject({ status: 'loading', expanded: true });
    s = run(s, { type: 'loaded', month: '2026-12', generation: 0, trials: [{ nctId: 'a', completionDate: '2026-12-02' }] });
    expect(monthState(s, '2026-12')).toMatchObject({ status: 'loaded', expanded: true });
    s = run(s, { type: 'toggle', month: '2026-12' });
    expect(monthState(s, '2026-12')).toMatchObject({ status: 'loaded', expanded: false });
    expect(needsLoad(s, '2026-12')).toBe(false);
    s = run(s, { type: 'toggle', month: '2026-12' });
    expect(monthState(s, '2026-12')).toMatchObject({ status: 'loaded', expanded: true, trials: [{ nctId: 'a' }] });
  });

  it('records a failure, and a retry or a new toggle loads again', () => {
    let s = run(start(), { type: 'toggle', month: '2027-01' }, { type: 'failed', month: '2027-01', generation: 0, error: 'boom' });
    expect(monthState(s, '2027-01')).toMatchObject({ status: 'error', error: 'boom', expanded: true });
    expect(needsLoad(s, '2027-01')).toBe(true);
    s = run(s, { type: 'retry', month: '2027-01' });
    expect(monthState(s, '2027-01')).toMatchObject({ status: 'loading', error: null });
  });

  it('forgets every month on reset (filter change or refresh) and drops late results of the old generation', () => {
    let s = run(start(), { type: 'toggle', month: '2026-12' }, { type: 'toggle', month: '2027-01' });
    s = run(s, { type: 'loaded', month: '2026-12', generation: 0, trials: [] });
    s = run(s, { type: 'reset' });
    expect(s.generation).toBe(1);
    expect(s.months).toEqual({});
    const late = run(s, { type: 'loaded', month: '2027-01', generation: 0, trials: [{ nctId: 'z', completionDate: '2027-01-03' }] });
    expect(late).toBe(s);
    expect(monthState(late, '2027-01').status).toBe('unloaded');
  });

  it('ignores a result for a month that is not loading', () => {
    const s = start();
    expect(run(s, { type: 'loaded', month: '2026-12', generation: 0, trials: [] })).toBe(s);
  });
});

describe('calendar filters', () => {
  beforeEach(() => window.localStorage.clear());
  it("defaults to OUI and ALL and persists under 'calendarFilters'", () => {
    expect(loadCalendarFilters()).toEqual(DEFAULT_CALENDAR_FILTERS);
    expect(DEFAULT_CALENDAR_FILTERS).toEqual({ investissement_bourse: 'OUI', phase: 'ALL' });
    saveCalendarFilters({ investissement_bourse: 'ALL', phase: 'PHASE2' });
    expect(JSON.parse(window.localStorage.getItem(CALENDAR_FILTERS_KEY)!)).toEqual({ investissement_bourse: 'ALL', phase: 'PHASE2' });
    expect(loadCalendarFilters()).toEqual({ investissement_bourse: 'ALL', phase: 'PHASE2' });
    expect(calendarFilterInput({ investissement_bourse: 'ALL', phase: 'PHASE2' })).toEqual({ phases: ['PHASE2'] });
  });
  it('builds the .ics address with the same filters', () => {
    expect(icsUrl({ investissement_bourse: 'OUI', phase: 'ALL' }, 'en')).toBe('/api/calendar.ics?investissement_bourse=OUI&phase=ALL&lang=en');
  });
});
