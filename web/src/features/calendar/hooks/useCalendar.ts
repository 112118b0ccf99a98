import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { CalendarTrialFieldsFragment } from '../../../gql/graphql';
import { CalendarMonthQuery } from '../calendar.documents';
import {
  calendarFilterInput,
  calendarReducer,
  initialCalendarState,
  keepDated,
  loadCalendarFilters,
  needsLoad,
  saveCalendarFilters,
  type CalendarFilters,
} from '../calendar.state';

/**
 * The calendar's months: a month's trials load on its first opening and are remembered; a filter
 * change or a refresh forgets every loaded and expanded month (and their stock data). The scroll
 * position is put back after a month finishes loading, so the page does not jump.
 */
export function useCalendar() {
  const client = useApolloClient();
  const [filters, setFiltersState] = useState<CalendarFilters>(loadCalendarFilters);
  const [state, dispatch] = useReducer(calendarReducer<CalendarTrialFieldsFragment>, undefined, () => initialCalendarState<CalendarTrialFieldsFragment>());
  const stateRef = useRef(state);
  stateRef.current = state;
  const filterInput = useMemo(() => calendarFilterInput(filters), [filters]);
  const scrollRef = useRef<number | null>(null);

  useEffect(() => saveCalendarFilters(filters), [filters]);

  const load = useCallback(
    async (month: string, generation: number) => {
      scrollRef.current = window.scrollY;
      try {
        const { data, error } = await client.query({ query: CalendarMonthQuery, variables: { month, filter: filterInput }, fetchPolicy: 'network-only' });
        if (error) throw error;
        if (!data) throw new Error('Failed to fetch trials table');
        dispatch({ type: 'loaded', month, generation, trials: keepDated(data.calendarMonth.trials) });
      } catch (err) {
        dispatch({ type: 'failed', month, generation, error: err instanceof Error ? err.message : String(err) });
      }
    },
    [client, filterInput],
  );

  const toggle = useCallback(
    (month: string) => {
      const current = stateRef.current;
      const mustLoad = needsLoad(current, month);
      dispatch({ type: 'toggle', month });
      if (mustLoad) void load(month, current.generation);
    },
    [load],
  );

  const retry = useCallback(
    (month: string) => {
      dispatch({ type: 'retry', month });
      void load(month, stateRef.current.generation);
    },
    [load],
  );

  useLayoutEffect(() => {
    if (scrollRef.current !== null && !Object.values(state.months).some((m) => m.status === 'loading')) {
      window.scrollTo({ top: scrollRef.current });
      scrollRef.current = null;
    }
  }, [state.months]);

  const setFilters = useCallback((patch: Partial<CalendarFilters>) => {
    setFiltersState((f) => ({ ...f, ...patch }));
    dispatch({ type: 'reset' });
  }, []);
  const resetAll = useCallback(() => dispatch({ type: 'reset' }), []);

  return { filters, filterInput, state, toggle, retry, setFilters, resetAll };
}
