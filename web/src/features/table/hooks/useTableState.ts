import { useEffect, useReducer } from 'react';
import { loadTableState, saveTableState, tableReducer } from '../table.state';

/** Filters, page, page size and sort of the advanced table, read from and saved to localStorage. */
export function useTableState() {
  const [state, dispatch] = useReducer(tableReducer, undefined, loadTableState);
  useEffect(() => saveTableState(state), [state]);
  return [state, dispatch] as const;
}
