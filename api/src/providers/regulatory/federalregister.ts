import { logger } from '../../lib/logger.js';
import type { RegulatoryEvent, RegulatoryProvider, RegulatoryQuery } from '../../domain/regulatory.js';
import { RegulatoryHttpClient, RegulatoryHttpError } from './http.js';
import { DocumentsPageSchema, mapNotice, NOTICE_FIELDS, NoticeSchema } from './federalregister.mapping.js';
import { dedupeDrugQueries } from './openfda.mapping.js';

export interface FederalRegisterProviderOptions {
  /** Default https://www.federalregister.gov; tests point it at a fake server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Minimum time between two requests (default 250 ms: the API documents no limit; be polite). */
  minIntervalMs?: number;
  /** Pages of 100 notices followed through `next_page_url` (default 10). */
  maxPages?: number;
  /** Notices published this many days before `since` are read too: one announces a meeting weeks ahead (default 120). */
  lookbackDays?: number;
  /** Default 6 h; 0 disables the cache. */
  cacheTtlMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
}

/** What the last call read and why notices were left out (logged, and read by tests). */
export interface FederalRegisterStats {
  notices: number;
  events: number;
  corrections: number;
  notMeetings: number;
  /** Meeting notices whose `dates` text gives no readable day: skipped, never guessed. */
  undated: number;
  /** Meeting notices naming none of the queried drugs in their title or abstract. */
  unmatched: number;
  unreadable: number;
  pages: number;
}

const emptyStats = (): FederalRegisterStats => ({ notices: 0, events: 0, corrections: 0, notMeetings: 0, undated: 0, unmatched: 0, unreadable: 0, pages: 0 });

const minusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * FDA advisory committee meeting notices from the Federal Register API (public domain): FDA
 * notices matching "advisory committee" published since `since` (minus a look-back), newest
 * first, following `next_page_url`. Each meeting notice naming a queried drug becomes an
 * ADCOMM_MEETING event on the meeting day read from its `dates` text.
 */
export class FederalRegisterProvider implements RegulatoryProvider {
  readonly name = 'federalregister';
  readonly source = 'FEDERAL_REGISTER' as const;
  readonly http: RegulatoryHttpClient;
  lastStats: FederalRegisterStats = emptyStats();
  private readonly baseUrl: string;
  private readonly now: () => Date;
  private readonly maxPages: number;
  private readonly lookbackDays: number;

  constructor(opts: FederalRegisterProviderOptions = {}) {
    this.baseUrl = (opts.baseUrl ?? 'https://www.federalregister.gov').replace(/\/+$/, '');
    this.now = opts.now ?? (() => new Date());
    this.maxPages = opts.maxPages ?? 10;
    this.lookbackDays = opts.lookbackDays ?? 120;
    this.http = new RegulatoryHttpClient({
      service: 'Federal Register',
      fetch: opts.fetch,
      minIntervalMs: opts.minIntervalMs ?? 250,
      cacheTtlMs: opts.cacheTtlMs,
      maxAttempts: opts.maxAttempts,
      retryBaseMs: opts.retryBaseMs,
    });
  }

  /** The first page's URL: FDA notices matching "advisory committee", published on or after `publishedFrom`. */
  firstPageUrl(publishedFrom: string): string {
    const params = new URLSearchParams([
      ['conditions[agencies][]', 'food-and-drug-administration'],
      ['conditions[type][]', 'NOTICE'],
      ['conditions[term]', '"advisory committee"'],
      ['conditions[publication_date][gte]', publishedFrom],
      ['order', 'newest'],
      ['per_page', '100'],
      ...NOTICE_FIELDS.map((f): [string, string] => ['fields[]', f]),
    ]);
    return `${this.baseUrl}/api/v1/documents.json?${params.toString()}`;
  }

  async events(query: RegulatoryQuery, signal?: AbortSignal): Promise<RegulatoryEvent[]> {
    const stats = emptyStats();
    this.lastStats = stats;
    // Only notices naming a queried drug are kept: without drugs there is nothing to ask.
    const drugs = dedupeDrugQueries(query.drugs, Number.MAX_SAFE_INTEGER);
    if (!drugs.length) return [];
    const today = this.now().toISOString().slice(0, 10);
    const byKey = new Map<string, RegulatoryEvent>();
    let url: string | null = this.firstPageUrl(minusDays(query.since, this.lookbackDays));
    while (url && stats.pages < this.maxPages) {
      const answer = await this.http.getJson(url, signal);
      stats.pages++;
      const page = answer.status === 200 ? DocumentsPageSchema.safeParse(answer.body) : null;
      if (!page?.success) {
        throw new RegulatoryHttpError(`Federal Register answered ${answer.status} without a documents page`, answer.status, null, url);
      }
      for (const raw of page.data.results ?? []) {
        const parsed = NoticeSchema.safeParse(raw);
        if (!parsed.success) {
          stats.unreadable++;
          continue;
        }
        stats.notices++;
        const outcome = mapNotice(parsed.data, drugs, today);
        if ('event' in outcome) {
          if (outcome.event.date >= query.since) byKey.set(outcome.event.sourceKey, outcome.event);
          continue;
        }
        if (outcome.skipped === 'correction') stats.corrections++;
        else if (outcome.skipped === 'not-a-meeting') stats.notMeetings++;
        else if (outcome.skipped === 'undated') stats.undated++;
        else stats.unmatched++;
      }
      url = this.followable(page.data.next_page_url ?? null);
    }
    stats.events = byKey.size;
    if (stats.undated) logger.info({ undated: stats.undated }, 'federalregister: meeting notices without a readable meeting day skipped');
    logger.debug({ ...stats }, 'federalregister: notices read');
    return [...byKey.values()].sort((a, b) => a.date.localeCompare(b.date) || a.sourceKey.localeCompare(b.sourceKey));
  }

  /** `next_page_url` as given, when it stays on our host. */
  private followable(link: string | null): string | null {
    if (!link) return null;
    try {
      if (new URL(link).origin === new URL(this.baseUrl).origin) return link;
    } catch {
      return null;
    }
    logger.warn({ link }, 'federalregister: next page on another host not followed');
    return null;
  }
}
