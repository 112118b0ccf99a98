/**
 * The error catalogue: every error the API can return has a category `code` (the HTTP-like class a
 * client branches on) and a stable, specific `reason` (what exactly went wrong) with named `params`.
 * GraphQL sends both in `extensions` ({ code, reason, params }), REST in its error body
 * ({ success: false, error, code, reason, params }). The English `message` is for API users and
 * logs; the web words the reason in the user's language (web/src/locales/<lang>/errors.json), and a
 * test checks that every reason below has its fr and en text.
 *
 * Import-free on purpose: the web's tests read this list.
 */

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

interface ReasonSpec {
  /** The category the reason belongs to. */
  readonly code: ErrorCode;
  /** The parameters that come with it (in `params`), beyond an optional `field`. */
  readonly params?: readonly string[];
}

/**
 * Every reason, grouped by category. The first of each group (named like the category, or
 * INVALID_INPUT) is the generic one, used when nothing more specific applies.
 */
export const ERROR_REASONS = {
  // UNAUTHENTICATED
  UNAUTHENTICATED: { code: 'UNAUTHENTICATED' },
  SIGN_IN_TO_REACT: { code: 'UNAUTHENTICATED' },
  SIGN_IN_TO_COMMENT: { code: 'UNAUTHENTICATED' },
  INVALID_CREDENTIALS: { code: 'UNAUTHENTICATED' },
  INVALID_REFRESH_TOKEN: { code: 'UNAUTHENTICATED' },
  /** A live subscription ended because its session was revoked (logout, password change, stolen refresh token). */
  SESSION_REVOKED: { code: 'UNAUTHENTICATED' },
  /** A live subscription ended because the access token it was opened with expired: refresh, then subscribe again. */
  ACCESS_TOKEN_EXPIRED: { code: 'UNAUTHENTICATED' },
  // TOKEN_EXPIRED
  TOKEN_EXPIRED: { code: 'TOKEN_EXPIRED' },
  // FORBIDDEN
  FORBIDDEN: { code: 'FORBIDDEN' },
  COMMENT_EDIT_FORBIDDEN: { code: 'FORBIDDEN' },
  COMMENT_DELETE_FORBIDDEN: { code: 'FORBIDDEN' },
  // NOT_FOUND
  NOT_FOUND: { code: 'NOT_FOUND' },
  TRIAL_NOT_FOUND: { code: 'NOT_FOUND', params: ['nctId'] },
  COMMENT_NOT_FOUND: { code: 'NOT_FOUND' },
  ANALYSIS_NOT_FOUND: { code: 'NOT_FOUND', params: ['nctId'] },
  ROUTE_NOT_FOUND: { code: 'NOT_FOUND', params: ['method', 'path'] },
  // NOT_FOUND / UNAVAILABLE of stock data, sent in StockData.errorReason (a ticker's entry, not a request error)
  TICKER_NOT_FOUND: { code: 'NOT_FOUND' },
  NO_PRICE_HISTORY: { code: 'NOT_FOUND' },
  STOCK_PROVIDER_FAILED: { code: 'UNAVAILABLE' },
  // BAD_USER_INPUT: generic input problems, derived from the validation schemas (field, min, max)
  INVALID_INPUT: { code: 'BAD_USER_INPUT' },
  REQUIRED: { code: 'BAD_USER_INPUT' },
  TOO_SHORT: { code: 'BAD_USER_INPUT', params: ['min'] },
  TOO_LONG: { code: 'BAD_USER_INPUT', params: ['max'] },
  TOO_SMALL: { code: 'BAD_USER_INPUT', params: ['min'] },
  TOO_LARGE: { code: 'BAD_USER_INPUT', params: ['max'] },
  TOO_FEW: { code: 'BAD_USER_INPUT', params: ['min'] },
  TOO_MANY: { code: 'BAD_USER_INPUT', params: ['max'] },
  INVALID_TYPE: { code: 'BAD_USER_INPUT' },
  INVALID_FORMAT: { code: 'BAD_USER_INPUT' },
  INVALID_VALUE: { code: 'BAD_USER_INPUT' },
  UNKNOWN_KEYS: { code: 'BAD_USER_INPUT', params: ['keys'] },
  // BAD_USER_INPUT: specific
  COMMENT_EMPTY: { code: 'BAD_USER_INPUT' },
  COMMENT_TOO_LONG: { code: 'BAD_USER_INPUT', params: ['max'] },
  EMAIL_REQUIRED: { code: 'BAD_USER_INPUT' },
  EMAIL_INVALID: { code: 'BAD_USER_INPUT' },
  EMAIL_TOO_LONG: { code: 'BAD_USER_INPUT', params: ['max'] },
  NAME_TOO_LONG: { code: 'BAD_USER_INPUT', params: ['max'] },
  PASSWORD_REQUIRED: { code: 'BAD_USER_INPUT' },
  PASSWORD_TOO_SHORT: { code: 'BAD_USER_INPUT', params: ['min'] },
  PASSWORD_TOO_LONG: { code: 'BAD_USER_INPUT', params: ['max'] },
  PASSWORD_TOO_COMMON: { code: 'BAD_USER_INPUT' },
  WRONG_CURRENT_PASSWORD: { code: 'BAD_USER_INPUT' },
  INVALID_NCT_ID: { code: 'BAD_USER_INPUT' },
  INVALID_DATE: { code: 'BAD_USER_INPUT' },
  DATE_RANGE_INVERTED: { code: 'BAD_USER_INPUT' },
  UNKNOWN_STATUS: { code: 'BAD_USER_INPUT' },
  UNKNOWN_PHASE: { code: 'BAD_USER_INPUT' },
  UNKNOWN_VERDICT: { code: 'BAD_USER_INPUT' },
  SEARCH_TOO_SHORT: { code: 'BAD_USER_INPUT', params: ['min'] },
  INVALID_PAGE_TOKEN: { code: 'BAD_USER_INPUT' },
  INVALID_TICKER: { code: 'BAD_USER_INPUT' },
  NO_TICKER: { code: 'BAD_USER_INPUT' },
  TOO_MANY_TICKERS: { code: 'BAD_USER_INPUT', params: ['max'] },
  INVALID_IDEMPOTENCY_KEY: { code: 'BAD_USER_INPUT' },
  INPUT_TOO_DEEP: { code: 'BAD_USER_INPUT' },
  INPUT_TOO_LARGE: { code: 'BAD_USER_INPUT' },
  UNSTORABLE_TEXT: { code: 'BAD_USER_INPUT' },
  CONSTRAINT_VIOLATION: { code: 'BAD_USER_INPUT' },
  // BAD_USER_INPUT: the request itself (HTTP layer, GraphQL document, transport limits)
  MALFORMED_REQUEST: { code: 'BAD_USER_INPUT' },
  BODY_TOO_LARGE: { code: 'BAD_USER_INPUT' },
  UNSUPPORTED_ENCODING: { code: 'BAD_USER_INPUT' },
  INVALID_OPERATION: { code: 'BAD_USER_INPUT' },
  OPERATION_TOO_EXPENSIVE: { code: 'BAD_USER_INPUT', params: ['cost', 'max'] },
  SUBSCRIPTION_OVER_HTTP: { code: 'BAD_USER_INPUT' },
  // CONFLICT
  CONFLICT: { code: 'CONFLICT' },
  EMAIL_TAKEN: { code: 'CONFLICT' },
  IDEMPOTENCY_KEY_REUSED: { code: 'CONFLICT' },
  IDEMPOTENCY_IN_PROGRESS: { code: 'CONFLICT' },
  // RATE_LIMITED (all carry retryAfterSeconds when the limiter knows it)
  RATE_LIMITED: { code: 'RATE_LIMITED' },
  TOO_MANY_LOGIN_ATTEMPTS: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_REGISTRATIONS: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_COMMENTS: { code: 'RATE_LIMITED', params: ['max', 'retryAfterSeconds'] },
  TOO_MANY_REACTIONS: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_CACHE_CLEARS: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_ANALYSIS_REQUESTS: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_ANALYTICS_REFRESHES: { code: 'RATE_LIMITED', params: ['retryAfterSeconds'] },
  TOO_MANY_CALENDAR_DOWNLOADS: { code: 'RATE_LIMITED', params: ['max', 'retryAfterSeconds'] },
  TOO_MANY_OPERATIONS: { code: 'RATE_LIMITED', params: ['max'] },
  TOO_MANY_SUBSCRIPTIONS: { code: 'RATE_LIMITED', params: ['max'] },
  TOO_MANY_CONNECTIONS: { code: 'RATE_LIMITED', params: ['max'] },
  // UNAVAILABLE
  UNAVAILABLE: { code: 'UNAVAILABLE' },
  DATABASE_UNAVAILABLE: { code: 'UNAVAILABLE' },
  DATABASE_BUSY: { code: 'UNAVAILABLE' },
  DATABASE_TIMEOUT: { code: 'UNAVAILABLE' },
  // INTERNAL
  INTERNAL: { code: 'INTERNAL' },
} as const satisfies Record<string, ReasonSpec>;

export type ErrorReason = keyof typeof ERROR_REASONS;
/** Every reason, for tests and documentation. */
export const ERROR_REASON_LIST = Object.keys(ERROR_REASONS) as ErrorReason[];

/** The generic reason of each category. */
export const DEFAULT_REASON: Record<ErrorCode, ErrorReason> = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'INVALID_INPUT',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
};

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}
