import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client';
import type { TFunction } from 'i18next';

/**
 * What the web knows of a failed request: the API's category `code` and specific `reason` with its
 * `params` (errors.catalogue.ts in the API), or the transport's failure (`transport`), and the request
 * id when the server gave one. Never the raw text of Apollo, fetch or the server.
 */
export interface ErrorInfo {
  code: string | null;
  reason: string | null;
  params: Record<string, unknown>;
  /** The server's English message (for logs and tests; never shown). */
  message: string;
  transport: TransportFailure | null;
  requestId: string | null;
}

export type TransportFailure = 'network' | 'timeout' | 'server' | 'unavailable' | 'rateLimited' | 'badRequest' | 'badResponse';

const REASON = /^[A-Z][A-Z0-9_]*$/;
/** The generic reason of each category (errors.catalogue.ts DEFAULT_REASON): the category itself, but INVALID_INPUT. */
const GENERIC_REASON: Record<string, string> = { BAD_USER_INPUT: 'INVALID_INPUT' };

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asString = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** GraphQL `extensions` or a REST error body: `{ code, reason, params, details, requestId }`. */
function fromApiError(
  body: Record<string, unknown>,
  message: string,
  requestId: string | null,
): Pick<ErrorInfo, 'code' | 'reason' | 'params' | 'message' | 'requestId'> {
  const details = asRecord(body.details);
  const reason = asString(body.reason) ?? asString(details.reason);
  const { reason: _r, ...detailParams } = details;
  return {
    code: asString(body.code),
    reason: reason && REASON.test(reason) ? reason : null,
    params: { ...detailParams, ...asRecord(body.params) },
    message,
    requestId: asString(body.requestId) ?? requestId,
  };
}

function statusFailure(status: number): TransportFailure {
  if (status === 429) return 'rateLimited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'server';
  return 'badRequest';
}

const empty: ErrorInfo = { code: null, reason: null, params: {}, message: '', transport: null, requestId: null };

/** Reads any error Apollo Client (HTTP or WebSocket) or fetch can give. */
export function errorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return { ...empty, ...fromApiError(asRecord(first?.extensions), first?.message ?? '', null) };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const requestId = error.response?.headers?.get?.('x-request-id') ?? null;
    let body: Record<string, unknown> = {};
    try {
      body = asRecord(JSON.parse(error.bodyText));
    } catch {
      /* not JSON: a proxy's page */
    }
    const gqlFirst = Array.isArray(body.errors) ? asRecord(body.errors[0]) : null;
    const api = gqlFirst
      ? fromApiError(asRecord(gqlFirst.extensions), asString(gqlFirst.message) ?? '', requestId)
      : fromApiError(body, asString(body.error) ?? '', requestId);
    if (api.reason || api.code) return { ...empty, ...api, transport: statusFailure(error.statusCode) };
    const transport = ServerParseError.is(error) && error.statusCode < 300 ? 'badResponse' : statusFailure(error.statusCode);
    return { ...empty, requestId, transport };
  }
  if (CombinedProtocolErrors.is(error)) return { ...empty, transport: 'network' };
  const e = error as { name?: unknown; message?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : '';
  if (name === 'TimeoutError') return { ...empty, transport: 'timeout' };
  if (name === 'AbortError') return { ...empty, transport: 'timeout' };
  if (name === 'TypeError' || (typeof e?.message === 'string' && /fetch|network|load failed/i.test(e.message))) return { ...empty, transport: 'network' };
  // A plain REST-shaped body thrown as is ({ success: false, error, code, reason }).
  const body = asRecord(error);
  if (asString(body.code) || asString(body.reason)) return { ...empty, ...fromApiError(body, asString(body.error) ?? '', null) };
  return empty;
}

/** The words for a field named by an input error ('filter.phases.0' → its last named part). */
function fieldLabel(field: unknown, t: TFunction): string {
  const parts = typeof field === 'string' ? field.split('.').filter((p) => p && !/^\d+$/.test(p)) : [];
  const last = parts[parts.length - 1];
  return last ? t(`errors:fields.${last}`, { defaultValue: last }) : t('errors:fields.value');
}

/**
 * The error in the user's language: the reason's text (with its params), else the category's, else
 * the transport failure's, else a generic text. Unknown reasons and codes get the generic text too.
 */
export function describeError(error: unknown, t: TFunction): { message: string; requestId: string | null } {
  const info = errorInfo(error);
  const retry = typeof info.params.retryAfterSeconds === 'number' ? info.params.retryAfterSeconds : null;
  const values = {
    ...info.params,
    field: fieldLabel(info.params.field, t),
    minutes: retry === null ? 1 : Math.max(1, Math.ceil(retry / 60)),
    keys: Array.isArray(info.params.keys) ? info.params.keys.join(', ') : info.params.keys,
  };
  const candidates = [info.reason, info.code && REASON.test(info.code) ? (GENERIC_REASON[info.code] ?? info.code) : null].filter((k): k is string => !!k);
  for (const key of candidates) {
    const text = t(`errors:reason.${key}`, { ...values, defaultValue: '' });
    if (text) return { message: text, requestId: info.requestId };
  }
  if (info.transport) return { message: t(`errors:transport.${info.transport}`), requestId: info.requestId };
  return { message: t('errors:generic'), requestId: info.requestId };
}

/** The error's text in the user's language (see describeError). `_ns` is kept for older callers. */
export function errorMessage(error: unknown, t: TFunction, _ns?: string): string {
  return describeError(error, t).message;
}

/**
 * A data-level failure the API reports inside an answer (a ticker's StockData.errorReason): its
 * reason's words, or the stock provider's generic failure. Never the provider's own text.
 */
export function dataErrorMessage(t: TFunction, reason: string | null | undefined): string {
  const text = reason && REASON.test(reason) ? t(`errors:reason.${reason}`, { defaultValue: '' }) : '';
  return text || t('errors:reason.STOCK_PROVIDER_FAILED');
}
