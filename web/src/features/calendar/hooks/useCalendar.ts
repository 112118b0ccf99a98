import { useCallback, useEffect, useMemo, useState } from 'react';
import { calendarFilterInput, loadCalendarFilters, saveCalendarFilters, type CalendarFilters } from '../calendar.state';

/**
 * The calendar's filters (saved under calendarFilters) and its open months. A month's trials are
 * loaded by its card (one query per month, see MonthCard) the first time it opens; a filter change
 * or a refresh forgets every opened month, so the next opening asks the server again.
 */
export function useCalendar() {
  const [filters, setFiltersState] = useState<CalendarFilters>(loadCalendarFilters);
  // Months opened since the last filter change or refresh, and whether each is expanded now.
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const filterInput = useMemo(() => calendarFilterInput(filters), [filters]);

  useEffect(() => saveCalendarFilters(filters), [filters]);

  const setExpanded = useCallback((month: string, expanded: boolean) => setOpened((o) => ({ ...o, [month]: expanded })), []);
  const setFilters = useCallback((patch: Partial<CalendarFilters>) => {
    setFiltersState((f) => ({ ...f, ...patch }));
    setOpened({});
  }, []);
  const resetAll = useCallback(() => setOpened({}), []);

  return { filters, filterInput, opened, setExpanded, setFilters, resetAll };
}
