/**
 * Namespaces the shell uses (header, footer, loading and error states, and what they import): fetched
 * in the current language before the first render. app/namespaces.test.ts keeps the list exact.
 */
export const SHELL_NAMESPACES: readonly string[] = ['a11y', 'alerts', 'auth', 'common', 'company', 'errors', 'labels', 'search', 'trials', 'watchlist'];
