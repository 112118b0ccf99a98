import { useCallback, useEffect, useMemo, useState } from 'react';
import { catalystFilterInput, loadCatalystFilters, saveCatalystFilters, type CatalystFilters } from '../calendar.catalyst-filters';
import { calendarFilterInput, loadCalendarFilters, saveCalendarFilters, type CalendarFilters } from '../calendar.state';

/**
 * The calendar's filters (saved under calendarFilters) and its open months. A month's trials are
 * loaded by its card (one query per month, see MonthCard) the first time it opens; a filter change
 * or a refresh forgets every opened month, so the next opening asks the server again.
 */
export function useCalendar() {
  const [filters, setFiltersState] = useState<CalendarFilters>(loadCalendarFilters);
  const [catalystFilters, setCatalystState] = useState<CatalystFilters>(loadCatalystFilters);
  // Months opened since the last filter change or refresh, and whether each is expanded now.
  const [opened, setOpened] = useState<Record<string, boolean>>({});
  const filterInput = useMemo(() => ({ ...calendarFilterInput(filters), ...catalystFilterInput(catalystFilters) }), [filters, catalystFilters]);

  useEffect(() => saveCalendarFilters(filters), [filters]);
  useEffect(() => saveCatalystFilters(catalystFilters), [catalystFilters]);

  const setExpanded = useCallback((month: string, expanded: boolean) => setOpened((o) => ({ ...o, [month]: expanded })), []);
  const setFilters = useCallback((patch: Partial<CalendarFilters>) => {
    setFiltersState((f) => ({ ...f, ...patch }));
    setOpened({});
  }, []);
  const setCatalystFilters = useCallback((patch: Partial<CatalystFilters>) => {
    setCatalystState((f) => ({ ...f, ...patch }));
    setOpened({});
  }, []);
  const resetAll = useCallback(() => setOpened({}), []);

  return { filters, catalystFilters, filterInput, opened, setExpanded, setFilters, setCatalystFilters, resetAll };
}
