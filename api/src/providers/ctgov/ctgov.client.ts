import { arr, int, obj, str } from './ctgov.json.js';

/** What a live import asks the API for. */
export interface CtgovQuery {
  term?: string;
  cond?: string;
  /** Overall statuses, e.g. RECRUITING, COMPLETED. */
  status?: string[];
  /** Phase codes, e.g. PHASE3 (written as `filter.advanced=AREA[Phase]PHASE3`). */
  phase?: string[];
  /** Incremental sync: only studies whose last update was posted on or after this day (YYYY-MM-DD). */
  updatedSince?: string;
}

export interface CtgovPage {
  studies: unknown[];
  nextPageToken: string | null;
  totalCount: number | null;
}

export interface CtgovClientOptions {
  /** API root, e.g. https://clinicaltrials.gov/api/v2 (config CTGOV_BASE_URL). */
  baseUrl: string;
  /** At most this many requests per window (the API's fair-use limit is about 50 per minute). */
  requestsPerWindow?: number;
  windowMs?: number;
  /** Retries on 429, 5xx and network errors, with exponential backoff from `retryBaseMs`. */
  maxRetries?: number;
  retryBaseMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

export class CtgovHttpError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'CtgovHttpError';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The query string of one `/studies` page request. */
export function studiesParams(query: CtgovQuery, pageSize: number, pageToken: string | null): URLSearchParams {
  const params = new URLSearchParams({ format: 'json', pageSize: String(pageSize) });
  if (!pageToken) params.set('countTotal', 'true');
  if (query.term) params.set('query.term', query.term);
  if (query.cond) params.set('query.cond', query.cond);
  if (query.status?.length) params.set('filter.overallStatus', query.status.join(','));
  const advanced: string[] = [];
  if (query.phase?.length) advanced.push(query.phase.length === 1 ? `AREA[Phase]${query.phase[0]}` : `AREA[Phase](${query.phase.join(' OR ')})`);
  if (query.updatedSince) advanced.push(`AREA[LastUpdatePostDate]RANGE[${query.updatedSince},MAX]`);
  if (advanced.length) params.set('filter.advanced', advanced.join(' AND '));
  if (pageToken) params.set('pageToken', pageToken);
  return params;
}

/**
 * ClinicalTrials.gov API v2 `/studies` client: page by page with `pageToken`, at most
 * `requestsPerWindow` requests per `windowMs` (50 per minute by default), retrying 429, 5xx and
 * network failures with exponential backoff (honouring Retry-After).
 */
export class CtgovClient {
  private readonly sent: number[] = [];
  private readonly opts: Required<Omit<CtgovClientOptions, 'log' | 'fetch'>> & Pick<CtgovClientOptions, 'log'>;
  private readonly fetchFn: typeof fetch;

  constructor(options: CtgovClientOptions) {
    this.opts = {
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      requestsPerWindow: options.requestsPerWindow ?? 50,
      windowMs: options.windowMs ?? 60_000,
      maxRetries: options.maxRetries ?? 6,
      retryBaseMs: options.retryBaseMs ?? 1000,
      timeoutMs: options.timeoutMs ?? 60_000,
      log: options.log,
    };
    this.fetchFn = options.fetch ?? fetch;
  }

  /** Waits until one more request fits in the rate window, then books it. */
  private async slot(): Promise<void> {
    for (;;) {
      const now = Date.now();
      while (this.sent.length && this.sent[0] <= now - this.opts.windowMs) this.sent.shift();
      if (this.sent.length < this.opts.requestsPerWindow) {
        this.sent.push(now);
        return;
      }
      await sleep(this.sent[0] + this.opts.windowMs - now + 1);
    }
  }

  async fetchPage(query: CtgovQuery, pageSize: number, pageToken: string | null): Promise<CtgovPage> {
    const url = `${this.opts.baseUrl}/studies?${studiesParams(query, pageSize, pageToken).toString()}`;
    for (let attempt = 0; ; attempt++) {
      await this.slot();
      let retryAfterMs: number | null = null;
      let failure: CtgovHttpError;
      try {
        const res = await this.fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.opts.timeoutMs) });
        if (res.ok) return parsePage(await res.json());
        const body = (await res.text().catch(() => '')).slice(0, 200);
        failure = new CtgovHttpError(res.status, `ClinicalTrials.gov answered HTTP ${res.status}${body ? `: ${body}` : ''}`);
        if (res.status !== 429 && res.status < 500) throw failure;
        const ra = res.headers.get('retry-after');
        if (ra && /^\d+(\.\d+)?$/.test(ra)) retryAfterMs = Number(ra) * 1000;
      } catch (e) {
        if (e instanceof CtgovHttpError && e.status !== null && e.status !== 429 && e.status < 500) throw e;
        failure = e instanceof CtgovHttpError ? e : new CtgovHttpError(null, `ClinicalTrials.gov request failed: ${(e as Error).message}`);
      }
      if (attempt >= this.opts.maxRetries) throw failure;
      const backoff = this.opts.retryBaseMs * 2 ** attempt * (1 + Math.random() * 0.25);
      const wait = Math.max(retryAfterMs ?? 0, backoff);
      this.opts.log?.(`ctgov: ${failure.message}; retry ${attempt + 1}/${this.opts.maxRetries} in ${Math.round(wait)} ms`);
      await sleep(wait);
    }
  }
}

function parsePage(body: unknown): CtgovPage {
  const o = obj(body);
  if (!o || !Array.isArray(o.studies)) throw new CtgovHttpError(null, 'ClinicalTrials.gov answer has no "studies" list');
  return { studies: arr(o.studies), nextPageToken: str(o.nextPageToken), totalCount: int(o.totalCount) };
}
