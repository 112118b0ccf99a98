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
  ) {
    super(message);
    this.name = 'AppError';
  }
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);

/** Maps anything thrown (AppError, zod, ORM/driver errors) to an AppError. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof GraphQLError && err.originalError) return toAppError(err.originalError);
  // A GraphQLError from the other graphql build (type-graphql loads the CommonJS one): unwrap it too.
  const wrapped = (err as { originalError?: unknown } | null)?.originalError;
  if (wrapped && err instanceof Error && err.name === 'GraphQLError') return toAppError(wrapped);
  const e = err as { name?: string; code?: string; issues?: { path: PropertyKey[]; message: string }[] };
  if (e?.name === 'ZodError' && Array.isArray(e.issues)) {
    const first = e.issues[0];
    const where = first?.path?.length ? `${first.path.join('.')}: ` : '';
    return badInput(`${where}${first?.message ?? 'Invalid input'}`, { issues: e.issues.map((i) => ({ path: i.path.map(String), message: i.message })) });
  }
  // PostgreSQL error classes (SQLSTATE): 23 integrity, 22 data, 40 serialization, 08/57 connection.
  const sqlState = typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
  if (sqlState) {
    if (sqlState === '23505') return new AppError('CONFLICT', 'This record already exists');
    if (sqlState.startsWith('23')) return badInput('The data violates a constraint');
    if (sqlState.startsWith('22')) return badInput('Invalid value');
    if (sqlState.startsWith('40')) return new AppError('UNAVAILABLE', 'The database was busy, please retry');
    if (sqlState.startsWith('08') || sqlState.startsWith('57')) return new AppError('UNAVAILABLE', 'The database is unavailable');
  }
  if (e?.name === 'ConnectionException' || e?.code === 'ECONNREFUSED') {
    return new AppError('UNAVAILABLE', 'The database is unavailable');
  }
  return new AppError('INTERNAL', 'Internal server error');
}

export function toGraphQLError(err: AppError): GraphQLError {
  return new GraphQLError(err.message, {
    extensions: { code: err.code, ...(err.details ? { details: err.details } : {}), http: { status: err.httpStatus } },
  });
}

/** REST body of the spec: { success: false, error, code }. */
export function toHttpError(err: AppError): { status: number; body: { success: false; error: string; code: ErrorCode; details?: unknown } } {
  return {
    status: err.httpStatus,
    body: { success: false, error: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) },
  };
}
