import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorExtensions, isErrorReason, isServerFailure, toAppError } from '../errors.js';
import { logFailure } from '../errors.log.js';
import { logger } from '../lib/logger.js';

const INTERNAL_MESSAGE = 'Internal server error';

const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof GraphQLError || (e instanceof Error && e.name === 'GraphQLError');

/** The error at the bottom of GraphQL's wrapping (Apollo wraps validation errors, graphql-js wraps resolver errors). */
function rootCause(error: unknown): unknown {
  let e = error;
  for (let i = 0; i < 10 && isGraphQLError(e) && e.originalError; i++) e = e.originalError;
  return e;
}

/**
 * An error graphql-js or Apollo raised about the request itself (syntax, validation, limits,
 * variables): a GraphQLError wrapping nothing, outside execution (no path).
 */
function isRequestError(cause: unknown, formatted: GraphQLFormattedError): boolean {
  return isGraphQLError(cause) && !formatted.path;
}

/**
 * Our error model for every GraphQL answer, whatever the transport and the mode: AppErrors and
 * mapped driver/validation errors keep their safe message and code; graphql-js's own request errors
 * (syntax, validation, limits, variable coercion) keep theirs; anything else becomes a generic
 * INTERNAL error — the details go to the log, never to the client.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const cause = rootCause(error);
  if (isRequestError(cause, formatted)) {
    // Some (e.g. "Too many errors processing variables") come without a code: still the request's fault.
    const given = formatted.extensions?.code ?? (cause as GraphQLError).extensions?.code;
    const code = !given || given === 'INTERNAL_SERVER_ERROR' ? 'BAD_USER_INPUT' : given;
    const ext = { ...formatted.extensions, ...(cause as GraphQLError).extensions };
    const reason = isErrorReason(ext.reason) ? ext.reason : code === 'RATE_LIMITED' ? 'RATE_LIMITED' : 'INVALID_OPERATION';
    const params = ext.params && typeof ext.params === 'object' ? ext.params : {};
    return { message: formatted.message, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code, reason, params } };
  }
  const appError = toAppError(cause);
  return {
    message: appError.code === 'INTERNAL' ? INTERNAL_MESSAGE : appError.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    // A failed context creation is answered by Apollo (or graphql-ws) without our pipeline: the error carries the id.
    extensions: { ...errorExtensions(appError), ...(appError.requestId && isServerFailure(appError) ? { requestId: appError.requestId } : {}) },
  };
}

/** Internal and unavailable errors carry the request id (the log line has the same), so a user can report it. */
export function withRequestId(errors: readonly GraphQLFormattedError[], requestId: string): GraphQLFormattedError[] {
  return errors.map((e) =>
    e.extensions?.code === 'INTERNAL' || e.extensions?.code === 'UNAVAILABLE' ? { ...e, extensions: { ...e.extensions, requestId } } : e,
  );
}

/**
 * Logs, with the request id, what the client will only see as INTERNAL (each error), and the
 * operation's first UNAVAILABLE error (one warn line per operation, however many fields failed).
 */
export function logInternalErrors(errors: readonly GraphQLError[], requestId: string): void {
  let unavailable = false;
  for (const error of errors) {
    const cause = rootCause(error);
    if (isRequestError(cause, error)) continue;
    const appError = toAppError(cause);
    if (appError.code === 'INTERNAL') logger.error({ reqId: requestId, err: cause, path: error.path }, 'GraphQL operation failed');
    else if (appError.code === 'UNAVAILABLE' && !unavailable) {
      unavailable = true;
      logFailure(appError, cause, { reqId: requestId, path: error.path });
    }
  }
}

/** HTTP status of a GraphQL answer: 503 when the database is unavailable, otherwise what Apollo chose. */
export function statusForErrors(errors: readonly GraphQLFormattedError[]): number | undefined {
  return errors.some((e) => e.extensions?.code === 'UNAVAILABLE') ? 503 : undefined;
}
