import { logger } from '../../lib/logger.js';
import type { RegulatoryEvent, RegulatoryProvider, RegulatoryQuery } from '../../domain/regulatory.js';
import { redactKey, RegulatoryHttpClient, RegulatoryHttpError } from './http.js';
import {
  crlSearch,
  dedupeDrugQueries,
  drugsFdaSearch,
  mapApplication,
  mapCrl,
  OPENFDA_PUBLIC_URL,
  readApplicationsPage,
  readCrlPage,
  type OpenFdaPage,
} from './openfda.mapping.js';

export interface OpenFdaProviderOptions {
  /** Default https://api.fda.gov; tests point it at a fake server. */
  baseUrl?: string;
  /** Without a key openFDA allows 240 requests a minute and 1,000 a day; with one, 120,000 a day. */
  apiKey?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Minimum time between two requests (default 250 ms: 240 a minute). */
  minIntervalMs?: number;
  /** Drugs asked about per call (default 200); the rest wait for the next call. */
  maxDrugs?: number;
  /** Pages followed through the `Link: rel="next"` header per search (default 5, 100 records each). */
  maxPages?: number;
  /** Default 6 h; 0 disables the cache. */
  cacheTtlMs?: number;
  /** Attempts per request on 429/5xx (default 3) and the first backoff delay (default 1 s, doubled each time). */
  maxAttempts?: number;
  retryBaseMs?: number;
}

const PAGE_SIZE = 100;

/**
 * FDA approvals (Drugs@FDA: each application's original approval) and complete response letters
 * (the FDA's published CRLs) through the openFDA API (CC0). One Drugs@FDA search and one CRL
 * search per queried drug; a 404 is openFDA's "no match"; 429 and 5xx are retried with backoff;
 * answers are cached per URL, so a second call within the TTL sends nothing.
 */
export class OpenFdaProvider implements RegulatoryProvider {
  readonly name = 'openfda';
  readonly source = 'OPENFDA' as const;
  readonly http: RegulatoryHttpClient;
  private readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly now: () => Date;
  private readonly maxDrugs: number;
  private readonly maxPages: number;

  constructor(opts: OpenFdaProviderOptions = {}) {
    this.baseUrl = (opts.baseUrl ?? OPENFDA_PUBLIC_URL).replace(/\/+$/, '');
    this.apiKey = opts.apiKey || undefined;
    this.now = opts.now ?? (() => new Date());
    this.maxDrugs = opts.maxDrugs ?? 200;
    this.maxPages = opts.maxPages ?? 5;
    this.http = new RegulatoryHttpClient({
      service: 'openFDA',
      fetch: opts.fetch,
      minIntervalMs: opts.minIntervalMs ?? 250,
      cacheTtlMs: opts.cacheTtlMs,
      maxAttempts: opts.maxAttempts,
      retryBaseMs: opts.retryBaseMs,
    });
  }

  async events(query: RegulatoryQuery, signal?: AbortSignal): Promise<RegulatoryEvent[]> {
    const drugs = dedupeDrugQueries(query.drugs, this.maxDrugs);
    if (drugs.length < query.drugs.length) logger.debug({ asked: query.drugs.length, kept: drugs.length }, 'openfda: drugs deduplicated or capped');
    const today = this.now().toISOString().slice(0, 10);
    const byKey = new Map<string, RegulatoryEvent>();
    const add = (e: RegulatoryEvent) => {
      if (e.date < query.since) return;
      const seen = byKey.get(e.sourceKey);
      if (!seen) byKey.set(e.sourceKey, e);
      else seen.drugNames = [...new Set([...seen.drugNames, ...e.drugNames])];
    };
    for (const drug of drugs) {
      signal?.throwIfAborted();
      const applications = await this.search('/drug/drugsfda.json', drugsFdaSearch(drug.names), readApplicationsPage, signal);
      const approvals = applications.flatMap(({ record, asOf }) => mapApplication(record, asOf ?? today));
      approvals.forEach(add);
      const appNumbers = [...new Set(approvals.map((a) => a.applicationNumber).filter((a): a is string => !!a))];
      const letters = await this.search('/transparency/crl.json', crlSearch(drug.names, appNumbers), readCrlPage, signal);
      for (const { record, asOf } of letters) {
        const event = mapCrl(record, drug.names, asOf ?? today);
        if (event) add(event);
      }
    }
    return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.sourceKey.localeCompare(b.sourceKey));
  }

  /** Every record of a search, following `Link: rel="next"` (same origin only, `maxPages` at most). */
  private async search<T>(
    path: string,
    search: string,
    read: (body: unknown) => OpenFdaPage<T> | null,
    signal?: AbortSignal,
  ): Promise<{ record: T; asOf: string | null }[]> {
    const out: { record: T; asOf: string | null }[] = [];
    let url: string | null = this.withKey(`${this.baseUrl}${path}?search=${search}&limit=${PAGE_SIZE}`);
    for (let page = 0; url && page < this.maxPages; page++) {
      const answer = await this.http.getJson(url, signal);
      if (answer.status === 404) break; // openFDA's "No matches found!" (also past the last page)
      const parsed = read(answer.body);
      if (!parsed) throw new RegulatoryHttpError('openFDA answered something that is not an openFDA result page', 200, null, url);
      if (parsed.dropped) logger.warn({ path, dropped: parsed.dropped }, 'openfda: unreadable records skipped');
      for (const record of parsed.results) out.push({ record, asOf: parsed.lastUpdated });
      url = this.followable(answer.nextLink);
    }
    return out;
  }

  /** The next page's URL when it stays on our host (the API key must not travel elsewhere). */
  private followable(link: string | null): string | null {
    if (!link) return null;
    try {
      if (new URL(link).origin !== new URL(this.baseUrl).origin) {
        logger.warn({ link: redactKey(link) }, 'openfda: next link to another host not followed');
        return null;
      }
    } catch {
      return null;
    }
    return this.withKey(link);
  }

  private withKey(url: string): string {
    if (!this.apiKey || /[?&]api_key=/.test(url)) return url;
    return `${url}&api_key=${encodeURIComponent(this.apiKey)}`;
  }
}
