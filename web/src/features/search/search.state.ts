/** The spec's search constants: from 2 characters, 300 ms after typing stops, 5 results. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_RESULTS = 5;
