import { GraphQLError } from 'graphql';

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

/** The one error type services throw. Its message is safe to show to a user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** A more precise HTTP status than the code's own (413, 415 for BAD_USER_INPUT). */
    private readonly statusOverride?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get httpStatus(): number {
    return this.statusOverride ?? HTTP_STATUS[this.code];
  }
}

/** What the client did wrong, by the `type` body-parser gives its errors (their own texts name internals). */
const HTTP_LAYER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body too large (1 MB at most)',
  'entity.parse.failed': 'Malformed JSON body',
  'entity.verify.failed': 'Malformed request body',
  'charset.unsupported': 'Unsupported charset in Content-Type: send UTF-8',
  'encoding.unsupported': 'Unsupported Content-Encoding: send identity, gzip, deflate or br',
  'request.aborted': 'The request body was not received completely',
  'request.size.invalid': 'The request body does not match its Content-Length',
  'parameters.too.many': 'Too many parameters',
};

/**
 * Errors raised by the HTTP layer (body parsing, decompression, URL decoding) carry their own 4xx
 * status (http-errors with `expose`): they are the client's mistake and keep that status.
 */
function fromHttpLayer(e: { status?: unknown; statusCode?: unknown; expose?: unknown; type?: unknown }): AppError | undefined {
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status === undefined || status < 400 || status > 499 || e.expose !== true) return undefined;
  const message =
    (typeof e.type === 'string' && Object.hasOwn(HTTP_LAYER_MESSAGES, e.type) && HTTP_LAYER_MESSAGES[e.type]) ||
    (status === 400 ? 'Malformed request (check the URL encoding and the body)' : 'Request refused');
  return new AppError('BAD_USER_INPUT', message, undefined, status);
}

export const badInput = (message: string, details?: Record<string, unknown>) => new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);

/** The part of a zod issue the error model reads (zod 4's `$ZodIssue`). */
export interface InputIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
}

/** zod's own English defaults name no field ("Invalid input: expected number"): they get it in front. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid (input|option|string|number|key|element)|Too (big|small)|Unrecognized key)/;

/**
 * The one shape of a refused input, for every schema and transport: BAD_USER_INPUT whose message is
 * the first problem and whose details are `{ field, reason, ...params }`. `reason` is a stable
 * message key (a custom issue's `params.reason`, else zod's issue code upper-cased: TOO_SMALL,
 * INVALID_TYPE...) that the web words in the user's language; `min`/`max` come with the size
 * issues. A message written as a sentence (capitalised) is shown as is; a fragment ("limit must be
 * at most 100") and zod's defaults get the field in front ("limit: limit must be at most 100").
 */
export function inputError(issues: readonly InputIssue[]): AppError {
  const first = issues[0];
  if (!first) return badInput('Invalid input', { reason: 'INVALID_INPUT' });
  const field = first.path.map(String).join('.') || undefined;
  const sentence = /^[A-Z]/.test(first.message) && !ZOD_DEFAULT_MESSAGE.test(first.message);
  const message = field && !sentence ? `${field}: ${first.message}` : first.message;
  const { reason, ...params } = (first.code === 'custom' ? first.params : undefined) ?? {};
  const bounds = {
    ...(typeof first.minimum === 'number' || typeof first.minimum === 'bigint' ? { min: Number(first.minimum) } : {}),
    ...(typeof first.maximum === 'number' || typeof first.maximum === 'bigint' ? { max: Number(first.maximum) } : {}),
  };
  return badInput(message, {
    ...(field ? { field } : {}),
    reason: typeof reason === 'string' ? reason : (first.code ?? 'invalid_input').toUpperCase(),
    ...bounds,
    ...params,
  });
}

/** Maps anything thrown (AppError, zod, ORM/driver errors) to an AppError. */
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
  // PostgreSQL error classes (SQLSTATE): 23 integrity, 22 data, 40 serialization, 08/57 connection.
  const sqlState = typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  if (sqlState) {
    if (sqlState === '23505') return new AppError('CONFLICT', 'This record already exists');
    if (sqlState.startsWith('23')) return badInput('The data violates a constraint');
    if (sqlState.startsWith('22')) return badInput('Invalid value');
    // Protocol or encoding refusals come from what the client sent (e.g. a NUL byte), not from an outage.
    if (sqlState === '08P01') return badInput('The input contains characters that cannot be stored');
    if (sqlState.startsWith('54')) return badInput('The input is too large or too complex');
    if (sqlState.startsWith('40') || sqlState === '55P03') return new AppError('UNAVAILABLE', 'The database was busy, please retry');
    // 57014: the statement timeout (or a cancel) cut the query.
    if (sqlState === '57014') return new AppError('UNAVAILABLE', 'The database took too long to answer, please retry');
    if (sqlState.startsWith('53')) return new AppError('UNAVAILABLE', 'The database is overloaded, please retry');
    if (sqlState.startsWith('08') || sqlState.startsWith('57')) return new AppError('UNAVAILABLE', 'The database is unavailable');
  }
  // The pool and the driver: no free connection in time, a refused, reset or timed-out connection,
  // a connection dropped by the health monitor (DB_UNAVAILABLE). Their texts carry no SQLSTATE.
  const message = typeof (err as { message?: unknown })?.message === 'string' ? (err as Error).message : '';
  if (
    e?.name === 'ConnectionException' ||
    e?.name === 'KnexTimeoutError' ||
    (typeof e?.code === 'string' && /^(DB_UNAVAILABLE|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EHOSTDOWN|EAI_AGAIN)$/.test(e.code)) ||
    /^(Knex: Timeout acquiring a connection|Connection terminated|timeout expired|Client has encountered a connection error|Query read timeout|The database is unavailable)/.test(
      message,
    )
  ) {
    return new AppError('UNAVAILABLE', 'The database is unavailable');
  }
  return new AppError('INTERNAL', 'Internal server error');
}

/** REST body of the spec: { success: false, error, code }. */
export function toHttpError(err: AppError): { status: number; body: { success: false; error: string; code: ErrorCode; details?: unknown } } {
  return {
    status: err.httpStatus,
    body: { success: false, error: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) },
  };
}
