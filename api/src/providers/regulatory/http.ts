/**
 * The HTTP side the live regulatory providers share (openFDA, Federal Register): JSON GETs spaced by
 * a minimum interval, retried with exponential backoff on 429/5xx/network errors (honouring
 * Retry-After, bounded), cached in memory per URL for a TTL, abortable.
 */

export interface RegulatoryHttpOptions {
  /** Names the service in error messages ("openFDA"). */
  service: string;
  fetch?: typeof fetch;
  /** Minimum time between two request starts (openFDA allows 240 a minute without a key: 250 ms). */
  minIntervalMs?: number;
  /** Attempts per URL, the first included. */
  maxAttempts?: number;
  /** First backoff delay; doubled at each retry. */
  retryBaseMs?: number;
  /** A Retry-After longer than this is cut to it: a sync must not sleep for an hour. */
  maxRetryAfterMs?: number;
  /** 0 disables the cache. */
  cacheTtlMs?: number;
  timeoutMs?: number;
  /** The cache's clock (ms). */
  clock?: () => number;
}

/** A refused or failed request, after the retries it deserved. */
export class RegulatoryHttpError extends Error {
  /** The request, its API key masked. */
  readonly url: string;
  constructor(
    message: string,
    readonly status: number | null,
    /** The API's own error code (openFDA: "API_KEY_INVALID", "BAD_REQUEST", ...). */
    readonly code: string | null,
    url: string,
  ) {
    super(message);
    this.name = 'RegulatoryHttpError';
    this.url = redactKey(url);
  }
}

/** The URL with its `api_key` masked, for errors and logs. */
export function redactKey(url: string): string {
  return url.replace(/([?&]api_key=)[^&]*/, '$1***');
}

export interface JsonAnswer {
  /** 200 or 404 (the other statuses throw). */
  status: number;
  body: unknown;
  /** The `Link: <url>; rel="next"` target, if any. */
  nextLink: string | null;
}

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `<https://…>; rel="next"` among the comma-separated links of a Link header. */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const m = /^\s*<([^>]+)>\s*;(.*)$/.exec(part);
    if (m && /(^|;)\s*rel="?next"?\s*(;|$)/i.test(m[2])) return m[1];
  }
  return null;
}

/** Retry-After in ms: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** The API's error code and message: openFDA `{error:{code,message}}`, Federal Register `{errors:{field:msg}}` or `{errors:[...]}`. */
function describeErrorBody(body: unknown): { code: string | null; message: string | null } {
  if (!isRecord(body)) return { code: null, message: null };
  const error = body.error;
  if (isRecord(error)) {
    return { code: typeof error.code === 'string' ? error.code : null, message: typeof error.message === 'string' ? error.message : null };
  }
  const errors = body.errors;
  if (isRecord(errors))
    return {
      code: null,
      message: Object.entries(errors)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('; '),
    };
  if (Array.isArray(errors)) return { code: null, message: errors.map(String).join('; ') };
  if (typeof body.message === 'string') return { code: null, message: body.message };
  return { code: null, message: null };
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class RegulatoryHttpClient {
  private readonly service: string;
  private readonly fetchFn: typeof fetch;
  private readonly minIntervalMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly cacheTtlMs: number;
  private readonly timeoutMs: number;
  private readonly clock: () => number;
  private readonly cache = new Map<string, { expiresAt: number; answer: Promise<JsonAnswer> }>();
  /** When the next request may start: reserved synchronously, so parallel callers queue up too. */
  private nextStartAt = 0;
  /** Requests actually sent (retries included): what the tests and the logs count. */
  requestCount = 0;

  constructor(opts: RegulatoryHttpOptions) {
    this.service = opts.service;
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
    this.minIntervalMs = opts.minIntervalMs ?? 250;
    this.maxAttempts = Math.max(1, opts.maxAttempts ?? 3);
    this.retryBaseMs = opts.retryBaseMs ?? 1000;
    this.maxRetryAfterMs = opts.maxRetryAfterMs ?? 60_000;
    this.cacheTtlMs = opts.cacheTtlMs ?? 6 * 3600_000;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.clock = opts.clock ?? Date.now;
  }

  /**
   * GETs `url` as JSON. 200 and 404 answer (the caller decides what a 404 means); 429 and 5xx are
   * retried; any other status throws a RegulatoryHttpError naming the API's code and message.
   */
  getJson(url: string, signal?: AbortSignal): Promise<JsonAnswer> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const now = this.clock();
    const hit = this.cache.get(url);
    if (hit && hit.expiresAt > now) return hit.answer;
    const answer = this.fetchWithRetries(url, signal);
    if (this.cacheTtlMs > 0) {
      this.cache.set(url, { expiresAt: now + this.cacheTtlMs, answer });
      // A failure is not an answer: the next call asks again.
      answer.catch(() => {
        if (this.cache.get(url)?.answer === answer) this.cache.delete(url);
      });
    }
    return answer;
  }

  clearCache(): void {
    this.cache.clear();
  }

  private async waitForSlot(signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    const startAt = Math.max(now, this.nextStartAt);
    this.nextStartAt = startAt + this.minIntervalMs;
    if (startAt > now) await sleep(startAt - now, signal);
  }

  private async fetchWithRetries(url: string, signal?: AbortSignal): Promise<JsonAnswer> {
    let lastError: RegulatoryHttpError | null = null;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      await this.waitForSlot(signal);
      let res: Response;
      try {
        this.requestCount++;
        const timeout = AbortSignal.timeout(this.timeoutMs);
        res = await this.fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (e) {
        if (signal?.aborted) throw abortError(signal);
        lastError = new RegulatoryHttpError(`${this.service} request failed: ${e instanceof Error ? e.message : String(e)}`, null, null, url);
        if (attempt < this.maxAttempts) await sleep(this.backoffMs(attempt, null), signal);
        continue;
      }
      const body = await readJson(res);
      if (res.status === 200 || res.status === 404) return { status: res.status, body, nextLink: parseNextLink(res.headers.get('link')) };
      const { code, message } = describeErrorBody(body);
      const said = `${res.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`;
      if (!RETRYABLE.has(res.status)) throw new RegulatoryHttpError(this.refusal(res.status, said), res.status, code, url);
      lastError = new RegulatoryHttpError(`${this.service} failed after ${attempt} attempt(s) (${said})`, res.status, code, url);
      if (attempt < this.maxAttempts) await sleep(this.backoffMs(attempt, res.headers.get('retry-after')), signal);
    }
    throw lastError ?? new RegulatoryHttpError(`${this.service} request failed`, null, null, url);
  }

  private refusal(status: number, said: string): string {
    if (status === 401 || status === 403) return `${this.service} refused the request: check its API key (${said})`;
    if (status === 400) return `${this.service} rejected the request as malformed (${said})`;
    return `${this.service} answered ${said}`;
  }

  /** Retry-After when the server gives one (capped), else base × 2^(attempt−1). */
  private backoffMs(attempt: number, retryAfter: string | null): number {
    const asked = retryAfterMs(retryAfter, Date.now());
    if (asked !== null) return Math.min(asked, this.maxRetryAfterMs);
    return this.retryBaseMs * 2 ** (attempt - 1);
  }
}
