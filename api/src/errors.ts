import { GraphQLError } from 'graphql';
import { DEFAULT_REASON, ERROR_REASONS, isErrorReason, type ErrorCode, type ErrorReason } from './errors.catalogue.js';

export { ERROR_CODES, ERROR_REASONS, ERROR_REASON_LIST, isErrorReason, type ErrorCode, type ErrorReason } from './errors.catalogue.js';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The one error type services throw. Its message is safe to show to a user (in English: the web
 * words `reason` and `params` in the user's language). `details.reason`, when it names a reason of
 * the catalogue (errors.catalogue.ts) in the same category, is the error's reason; otherwise the
 * category's generic one. `params` are the other details.
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  /** The failed request's id, when the error is raised before its transport can add it (context creation). */
  requestId?: string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** A more precise HTTP status than the code's own (413, 415 for BAD_USER_INPUT). */
    private readonly statusOverride?: number,
  ) {
    super(message);
    this.name = 'AppError';
    const given = details?.reason;
    this.reason = isErrorReason(given) && ERROR_REASONS[given].code === code ? given : DEFAULT_REASON[code];
  }
  get httpStatus(): number {
    return this.statusOverride ?? HTTP_STATUS[this.code];
  }
  /** The details without the reason: what the reason's text interpolates (field, min, max...). */
  get params(): Record<string, unknown> {
    const { reason: _reason, ...params } = this.details ?? {};
    return params;
  }
}

/** An error of the catalogue: its category comes from the reason. */
export function fail(reason: ErrorReason, message: string, params?: Record<string, unknown>, status?: number): AppError {
  return new AppError(ERROR_REASONS[reason].code, message, { reason, ...params }, status);
}

/** What the client did wrong, by the `type` body-parser gives its errors (their own texts name internals). */
const HTTP_LAYER_MESSAGES: Record<string, [ErrorReason, string]> = {
  'entity.too.large': ['BODY_TOO_LARGE', 'Request body too large (1 MB at most)'],
  'entity.parse.failed': ['MALFORMED_REQUEST', 'Malformed JSON body'],
  'entity.verify.failed': ['MALFORMED_REQUEST', 'Malformed request body'],
  'charset.unsupported': ['UNSUPPORTED_ENCODING', 'Unsupported charset in Content-Type: send UTF-8'],
  'encoding.unsupported': ['UNSUPPORTED_ENCODING', 'Unsupported Content-Encoding: send identity, gzip, deflate or br'],
  'request.aborted': ['MALFORMED_REQUEST', 'The request body was not received completely'],
  'request.size.invalid': ['MALFORMED_REQUEST', 'The request body does not match its Content-Length'],
  'parameters.too.many': ['MALFORMED_REQUEST', 'Too many parameters'],
};

/**
 * Errors raised by the HTTP layer (body parsing, decompression, URL decoding) carry their own 4xx
 * status (http-errors with `expose`): they are the client's mistake and keep that status.
 */
function fromHttpLayer(e: { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown }): AppError | undefined {
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status === undefined || status < 400 || status > 499 || e.expose !== true) return undefined;
  const [reason, message] = (typeof e.type === 'string' && Object.hasOwn(HTTP_LAYER_MESSAGES, e.type) && HTTP_LAYER_MESSAGES[e.type]) || [
    'MALFORMED_REQUEST',
    status === 400 ? 'Malformed request (check the URL encoding and the body)' : 'Request refused',
  ];
  return new AppError('BAD_USER_INPUT', message, { reason }, status);
}

export const badInput = (message: string, details?: Record<string, unknown>) => new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string, reason: ErrorReason = 'NOT_FOUND', params?: Record<string, unknown>) =>
  new AppError('NOT_FOUND', message, { reason, ...params });
export const forbidden = (message = 'You are not allowed to do this', reason: ErrorReason = 'FORBIDDEN') => new AppError('FORBIDDEN', message, { reason });
export const unauthenticated = (message = 'Authentication required', reason: ErrorReason = 'UNAUTHENTICATED') =>
  new AppError('UNAUTHENTICATED', message, { reason });

/** The part of a zod issue the error model reads (zod 4's `$ZodIssue`). */
export interface InputIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  keys?: string[];
}

/** zod's own English defaults name no field ("Invalid input: expected number"): they get it in front. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid (input|option|string|number|key|element)|Too (big|small)|Unrecognized key)/;

/** The specific reason of a validation message (see `reasoned`). */
const REASON_OF_MESSAGE = new Map<string, ErrorReason>();

/**
 * A schema's message with its specific reason: `.max(5000, reasoned('COMMENT_TOO_LONG', 'A comment
 * cannot be longer than 5000 characters'))`. zod keeps only a message on its built-in checks, so the
 * message names the reason; the error model (`inputError`) reads it back.
 */
export function reasoned(reason: ErrorReason, message: string): string {
  REASON_OF_MESSAGE.set(message, reason);
  return message;
}

const COLLECTIONS = new Set(['array', 'set', 'map', 'file']);

/** The generic reason of a zod issue: what failed (too long, too large, too many...), not how zod names it. */
function issueReason(issue: InputIssue): ErrorReason {
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'too_big':
      return origin === 'string' ? 'TOO_LONG' : COLLECTIONS.has(origin) ? 'TOO_MANY' : 'TOO_LARGE';
    case 'too_small':
      if (origin === 'string') return Number(issue.minimum) === 1 ? 'REQUIRED' : 'TOO_SHORT';
      return COLLECTIONS.has(origin) ? 'TOO_FEW' : 'TOO_SMALL';
    case 'invalid_type':
      return / received undefined$/.test(issue.message) ? 'REQUIRED' : 'INVALID_TYPE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'unrecognized_keys':
      return 'UNKNOWN_KEYS';
    default:
      return 'INVALID_VALUE';
  }
}

/**
 * The one shape of a refused input, for every schema and transport: BAD_USER_INPUT whose message is
 * the first problem and whose details are `{ field, reason, ...params }`. `reason` is a reason of the
 * catalogue (errors.catalogue.ts) that the web words in the user's language: a custom issue's
 * `params.reason`, else the message's own (`reasoned`), else the generic one of the issue (TOO_LONG,
 * TOO_LARGE, REQUIRED, INVALID_TYPE...); `min`/`max` come with the size issues. A message written as
 * a sentence (capitalised) is shown as is; a fragment ("limit must be at most 100") and zod's defaults
 * get the field in front ("limit: limit must be at most 100").
 */
export function inputError(issues: readonly InputIssue[]): AppError {
  const first = issues[0];
  if (!first) return badInput('Invalid input', { reason: 'INVALID_INPUT' });
  const field = first.path.map(String).join('.') || undefined;
  const sentence = /^[A-Z]/.test(first.message) && !ZOD_DEFAULT_MESSAGE.test(first.message);
  const message = field && !sentence ? `${field}: ${first.message}` : first.message;
  const { reason: custom, ...params } = (first.code === 'custom' ? first.params : undefined) ?? {};
  const reason = isErrorReason(custom) ? custom : (REASON_OF_MESSAGE.get(first.message) ?? issueReason(first));
  const bounds = {
    ...(typeof first.minimum === 'number' || typeof first.minimum === 'bigint' ? { min: Number(first.minimum) } : {}),
    ...(typeof first.maximum === 'number' || typeof first.maximum === 'bigint' ? { max: Number(first.maximum) } : {}),
    ...(first.code === 'unrecognized_keys' && Array.isArray(first.keys) ? { keys: first.keys.slice(0, 10) } : {}),
  };
  return badInput(message, {
    ...(field ? { field } : {}),
    reason,
    ...bounds,
    ...params,
  });
}

/** The errors an error wraps: `cause`, graphql-js's `originalError`, an AggregateError's `errors` (a refused multi-address connect). */
function* causeChain(err: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [err];
  while (queue.length && seen.size < 16) {
    const e = queue.shift();
    if (e === null || e === undefined || seen.has(e)) continue;
    seen.add(e);
    yield e;
    if (typeof e !== 'object') continue;
    const { cause, originalError, errors } = e as { cause?: unknown; originalError?: unknown; errors?: unknown };
    queue.push(cause, originalError, ...(Array.isArray(errors) ? errors : []));
  }
}

/** Wrappers that name a lost or refused connection: MikroORM's, the pool's (pool.control.ts), knex's acquire timeout. */
const CONNECTION_ERROR_CLASSES = new Set(['ConnectionException', 'DatabaseUnavailableError', 'KnexTimeoutError']);
/** Node's socket and resolver errno codes (with `syscall`: connect, read, write, getaddrinfo). */
const SOCKET_ERRNO =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|EPIPE|ETIMEDOUT|EHOSTUNREACH|EHOSTDOWN|ENETUNREACH|ENETDOWN|ENETRESET|ENOTFOUND|EAI_AGAIN|ERR_SOCKET_CLOSED|ERR_STREAM_DESTROYED)$/;
const SOCKET_SYSCALLS = new Set(['connect', 'read', 'write', 'getaddrinfo', 'writev']);
/**
 * pg and pg-pool raise a lost connection as a bare Error with one of these fixed texts and no code;
 * knex puts the statement in front (`select … - Connection terminated unexpectedly`), so they are
 * matched as the whole message or its end after knex's ` - `, never as a prefix.
 */
const PG_CONNECTION_TEXT =
  /(^|\s-\s)(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Query read timeout|timeout expired|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection\. The pool is probably full\..*)$/;

/** PostgreSQL's SQLSTATE of a lost or refused connection: class 08 (but 08P01, a protocol refusal of what was sent) and 57P01–57P05 (shutdown, crash, starting up). */
const isConnectionSqlState = (code: string) => (code.startsWith('08') && code !== '08P01') || /^57P0[1-5]$/.test(code);

/** One error (not its wrappers): a lost, refused or unobtainable connection to the database. */
function isConnectionError(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { name, code, syscall, message } = e as { name?: unknown; code?: unknown; syscall?: unknown; message?: unknown };
  if (typeof name === 'string' && CONNECTION_ERROR_CLASSES.has(name)) return true;
  if (typeof code === 'string') {
    if (code === 'DB_UNAVAILABLE' || isConnectionSqlState(code)) return true;
    if (SOCKET_ERRNO.test(code) || (/^E[A-Z]+$/.test(code) && typeof syscall === 'string' && SOCKET_SYSCALLS.has(syscall))) return true;
  }
  return typeof message === 'string' && PG_CONNECTION_TEXT.test(message.split('\n', 1)[0]);
}

/**
 * Whether an error, or one it wraps (MikroORM's DriverException copies the driver error's fields;
 * `cause`, `originalError`), is the loss or refusal of the database connection rather than an
 * answer of the database to the statement. The health monitor (db/health.ts) reads outages with it.
 */
export function isDatabaseConnectionError(err: unknown): boolean {
  for (const e of causeChain(err)) if (isConnectionError(e)) return true;
  return false;
}

/** One error (not its wrappers) of the database or its driver, by SQLSTATE, class or errno. */
function fromDatabase(e: unknown): AppError | undefined {
  if (isConnectionError(e)) return fail('DATABASE_UNAVAILABLE', 'The database is unavailable');
  const code = (e as { code?: unknown } | null)?.code;
  // PostgreSQL error classes (SQLSTATE): 23 integrity, 22 data, 40 serialization, 53 resources, 54 limits.
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  if (!sqlState) return undefined;
  if (sqlState === '23505') return fail('CONFLICT', 'This record already exists');
  if (sqlState.startsWith('23')) return fail('CONSTRAINT_VIOLATION', 'The data violates a constraint');
  if (sqlState.startsWith('22')) return fail('INVALID_VALUE', 'Invalid value');
  // Protocol or encoding refusals come from what the client sent (e.g. a NUL byte), not from an outage.
  if (sqlState === '08P01') return fail('UNSTORABLE_TEXT', 'The input contains characters that cannot be stored');
  if (sqlState.startsWith('54')) return fail('INPUT_TOO_LARGE', 'The input is too large or too complex');
  if (sqlState.startsWith('40') || sqlState === '55P03') return fail('DATABASE_BUSY', 'The database was busy, please retry');
  // 57014: the statement timeout (or a cancel) cut the query.
  if (sqlState === '57014') return fail('DATABASE_TIMEOUT', 'The database took too long to answer, please retry');
  if (sqlState.startsWith('53')) return fail('DATABASE_BUSY', 'The database is overloaded, please retry');
  if (sqlState.startsWith('57')) return fail('DATABASE_UNAVAILABLE', 'The database is unavailable');
  return undefined;
}

/** Maps anything thrown (AppError, zod, ORM/driver errors and their wrappers) to an AppError. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof GraphQLError && err.originalError) return toAppError(err.originalError);
  // A GraphQLError from the other graphql build (type-graphql loads the CommonJS one): unwrap it too.
  const wrapped = (err as { originalError?: unknown } | null)?.originalError;
  if (wrapped && err instanceof Error && err.name === 'GraphQLError') return toAppError(wrapped);
  const e = err as { name?: string; code?: string; issues?: InputIssue[] };
  const httpLayer = err && typeof err === 'object' ? fromHttpLayer(err) : undefined;
  if (httpLayer) return httpLayer;
  if (e?.name === 'ZodError' && Array.isArray(e.issues)) return inputError(e.issues);
  // The driver's error, or the first one a wrapper carries that says what happened.
  for (const cause of causeChain(err)) {
    if (cause instanceof AppError) return cause;
    const mapped = fromDatabase(cause);
    if (mapped) return mapped;
  }
  return fail('INTERNAL', 'Internal server error');
}

/** REST body of the spec, `{ success: false, error, code }`, with the error's `reason` and `params` (and the older `details`). */
export function toHttpError(err: AppError): {
  status: number;
  body: { success: false; error: string; code: ErrorCode; reason: ErrorReason; params: Record<string, unknown>; details?: unknown };
} {
  return {
    status: err.httpStatus,
    body: { success: false, error: err.message, code: err.code, reason: err.reason, params: err.params, ...(err.details ? { details: err.details } : {}) },
  };
}

/** The `extensions` of a GraphQL error: `{ code, reason, params }` (and the older `details`). */
export function errorExtensions(err: AppError): { code: ErrorCode; reason: ErrorReason; params: Record<string, unknown>; details?: Record<string, unknown> } {
  return { code: err.code, reason: err.reason, params: err.params, ...(err.details ? { details: err.details } : {}) };
}

/** Answers that are the server's failure, not the client's: they carry the request id, and each has its log line. */
export const isServerFailure = (err: AppError): boolean => err.code === 'INTERNAL' || err.code === 'UNAVAILABLE';
