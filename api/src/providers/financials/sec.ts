import { ConfigError } from '../../config.js';
import type { CompanyFinancials, FinancialsProvider } from '../../domain/financials.js';
import { logger } from '../../lib/logger.js';
import { retryAfterMs } from '../regulatory/http.js';
import { RateGate, untilAborted } from './rate-gate.js';
import { parseCompanyFacts } from './sec.parse.js';
import { readCompanyFacts } from './sec.facts.js';
import { shippedCikOf } from './sec.tickers.js';
import { TtlCache } from './ttl-cache.js';
import { unavailableFinancials } from './unavailable.js';

/**
 * Company figures from the SEC's XBRL company facts (data.sec.gov). The SEC's fair-access rules
 * ("Accessing EDGAR Data", https://www.sec.gov/os/accessing-edgar-data) ask every client for a
 * User-Agent naming it and a contact, and at most 10 requests a second; a client over the limit is
 * blocked until its rate has stayed under it for 10 minutes. So: one limiter for the whole process,
 * a 10-minute pause after a 429, answers cached per CIK, and no retries (the caller runs again later).
 */

/** The SEC's published maximum: 10 requests per second. */
export const SEC_MAX_REQUESTS_PER_SECOND = 10;
/** A second and a little (5 %): the clocks count whole milliseconds, and the SEC's clock is not ours. */
export const SEC_WINDOW_MS = 1050;
/** The SEC's block after an excess: until 10 minutes under the limit. */
export const SEC_BLOCK_MS = 10 * 60_000;
/** Filings arrive at most a few times a quarter: half a day of staleness costs nothing. */
const CACHE_TTL_MS = 12 * 3600_000;
const CACHE_MAX_ENTRIES = 2000;
/** Company facts run to several MB for large filers. */
const TIMEOUT_MS = 30_000;

/** The limiter every SEC provider of the process shares. */
export const secRateGate = new RateGate({ maxPerWindow: SEC_MAX_REQUESTS_PER_SECOND, windowMs: SEC_WINDOW_MS });

export interface SecFinancialsOptions {
  /** SEC_USER_AGENT: "Trialyst ops@example.com". Required. */
  userAgent: string | undefined;
  /** SEC_BASE_URL (tests: a local fake). */
  baseUrl?: string;
  /** Ticker → CIK; default: the SEC ticker list the project ships (sec.tickers.ts). */
  cikOf?: (ticker: string) => number | null;
  fetch?: typeof fetch;
  gate?: RateGate;
  cacheTtlMs?: number;
  cacheMaxEntries?: number;
  timeoutMs?: number;
  now?: () => Date;
}

/** The company facts URL of a CIK (10 digits, zero-padded). */
export function companyFactsUrl(baseUrl: string, cik: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/xbrl/companyfacts/CIK${String(cik).padStart(10, '0')}.json`;
}

interface Flight {
  promise: Promise<CompanyFinancials>;
  controller: AbortController;
  waiters: number;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export class SecFinancialsProvider implements FinancialsProvider {
  readonly name = 'sec' as const;
  private readonly userAgent: string;
  private readonly baseUrl: string;
  private readonly cikOf: (ticker: string) => number | null;
  private readonly fetchFn: typeof fetch;
  private readonly gate: RateGate;
  private readonly cache: TtlCache<number, CompanyFinancials>;
  private readonly timeoutMs: number;
  private readonly now: () => Date;
  /** One request per CIK at a time: concurrent callers share it. */
  private readonly flights = new Map<number, Flight>();

  constructor(opts: SecFinancialsOptions) {
    const userAgent = opts.userAgent?.trim();
    if (!userAgent)
      throw new ConfigError(
        'SEC_USER_AGENT is required when FINANCIALS_PROVIDER=sec: the SEC refuses clients that do not declare who they are. ' +
          'Set it to your app name and a contact e-mail, e.g. SEC_USER_AGENT="Trialyst ops@example.com".',
      );
    this.userAgent = userAgent;
    this.baseUrl = opts.baseUrl ?? 'https://data.sec.gov';
    this.cikOf = opts.cikOf ?? shippedCikOf;
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
    this.gate = opts.gate ?? secRateGate;
    this.now = opts.now ?? (() => new Date());
    this.cache = new TtlCache(opts.cacheTtlMs ?? CACHE_TTL_MS, opts.cacheMaxEntries ?? CACHE_MAX_ENTRIES, () => this.now().getTime());
    this.timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  }

  /**
   * The ticker's figures. Never throws for the SEC's sake: unknown ticker or no facts → NOT_FOUND,
   * refused / failed / timed out → PROVIDER_FAILED. Rejects only when the caller's signal aborts.
   */
  async get(ticker: string, opts: { signal?: AbortSignal } = {}): Promise<CompanyFinancials> {
    if (opts.signal?.aborted) throw abortReason(opts.signal);
    const cik = this.cikOf(ticker);
    if (cik === null) return unavailableFinancials(ticker, 'sec', 'NOT_FOUND', this.now());
    const hit = this.cache.get(cik);
    if (hit) return { ...hit, ticker };
    const flight = this.join(cik, opts.signal);
    return { ...(await untilAborted(flight.promise, opts.signal)), ticker };
  }

  /** The CIK's request in flight (started if none): aborted only when every caller waiting on it has aborted. */
  private join(cik: number, signal: AbortSignal | undefined): Flight {
    let flight = this.flights.get(cik);
    if (!flight) {
      const controller = new AbortController();
      const promise = this.fetchFacts(cik, controller.signal).finally(() => this.flights.delete(cik));
      flight = { promise, controller, waiters: 0 };
      this.flights.set(cik, flight);
      promise.catch(() => undefined);
    }
    const f = flight;
    f.waiters++;
    if (signal) {
      const leave = () => {
        if (--f.waiters === 0) f.controller.abort(abortReason(signal));
      };
      signal.addEventListener('abort', leave, { once: true });
      f.promise.finally(() => signal.removeEventListener('abort', leave)).catch(() => undefined);
    }
    return f;
  }

  private failed(cik: number, why: string, extra: Record<string, unknown> = {}): CompanyFinancials {
    logger.warn({ cik, ...extra }, `SEC company facts: ${why}`);
    return unavailableFinancials('', 'sec', 'PROVIDER_FAILED', this.now(), { cik });
  }

  private async fetchFacts(cik: number, signal: AbortSignal): Promise<CompanyFinancials> {
    const pausedWhy = () => `paused after a 429 (${Math.ceil(this.gate.pausedFor() / 1000)} s left)`;
    if (this.gate.pausedFor() > 0) return this.failed(cik, pausedWhy());
    const url = companyFactsUrl(this.baseUrl, cik);
    const at = this.now();
    let res: Response | 'paused';
    try {
      res = await this.gate.run<Response | 'paused'>(
        // A 429 may have come while this request waited for its turn.
        () =>
          this.gate.pausedFor() > 0
            ? Promise.resolve('paused')
            : this.fetchFn(url, {
                headers: { 'User-Agent': this.userAgent, 'Accept-Encoding': 'gzip, deflate', Accept: 'application/json' },
                signal: AbortSignal.any([signal, AbortSignal.timeout(this.timeoutMs)]),
              }),
        signal,
      );
    } catch (e) {
      if (signal.aborted) throw abortReason(signal);
      return this.failed(cik, 'request failed', { err: e instanceof Error ? e.message : String(e) });
    }
    if (res === 'paused') return this.failed(cik, pausedWhy());
    if (res.status === 404) {
      await res.body?.cancel().catch(() => undefined);
      const none = unavailableFinancials('', 'sec', 'NOT_FOUND', at, { cik });
      this.cache.set(cik, none);
      return none;
    }
    if (res.status === 429) {
      await res.body?.cancel().catch(() => undefined);
      this.gate.pause(retryAfterMs(res.headers.get('retry-after'), Date.now()) ?? SEC_BLOCK_MS);
      return this.failed(cik, 'rate limited (429): pausing SEC requests');
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return this.failed(cik, `answered ${res.status}`, { status: res.status });
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (e) {
      if (signal.aborted) throw abortReason(signal);
      return this.failed(cik, 'unreadable answer', { err: e instanceof Error ? e.message : String(e) });
    }
    const doc = readCompanyFacts(body);
    if (!doc) return this.failed(cik, 'answer is not a company facts document');
    const figures = parseCompanyFacts(doc, '', at.toISOString());
    const result = { ...figures, cik: figures.cik ?? cik };
    this.cache.set(cik, result);
    return result;
  }
}
