import { beforeEach, describe, expect, it } from 'vitest';
import {
  CALENDAR_FILTERS_KEY,
  DEFAULT_CALENDAR_FILTERS,
  calendarFilterInput,
  icsUrl,
  keepDated,
  loadCalendarFilters,
  monthBounds,
  monthKeys,
  saveCalendarFilters,
} from './calendar.state';

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

  it("keeps only trials with a completion date, in the server's catalyst order", () => {
    expect(
      keepDated<{ nctId: string; completionDate: string | null }>([
        { nctId: 'b', completionDate: '2026-12-20' },
        { nctId: 'x', completionDate: null },
        { nctId: 'a', completionDate: '2026-12-02' },
      ]).map((t) => t.nctId),
    ).toEqual(['b', 'a']);
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
