import { logger } from '../../lib/logger.js';
import { CircuitBreaker, withTimeout } from './breaker.js';
import { fxError, fxSymbol, usdPerFromPair, usdRate } from './fx.js';
import { errorHistory, errorStock, type FxRate, type StockData, type StockHistory, type StockProvider } from './types.js';
import { mapHistory, mapYahoo, SUMMARY_MODULES, type YahooChart, type YahooQuote, type YahooSummary } from './yahoo.mapping.js';

/** The three yahoo-finance2 calls we use (an instance of its YahooFinance class fits). */
export interface YahooClient {
  quote(symbols: string[], queryOptions?: Record<string, unknown>, moduleOptions?: Record<string, unknown>): Promise<unknown>;
  quoteSummary(symbol: string, queryOptions: { modules: string[] }, moduleOptions?: Record<string, unknown>): Promise<unknown>;
  chart(symbol: string, queryOptions: { period1: Date; period2?: Date; interval: '1d' }, moduleOptions?: Record<string, unknown>): Promise<unknown>;
}

export interface YahooProviderOptions {
  /** Tests inject a client answering recorded fixtures; default: yahoo-finance2, loaded on first use. */
  client?: YahooClient | (() => Promise<YahooClient>);
  timeoutMs?: number;
  breaker?: CircuitBreaker;
  /** Parallel quoteSummary/chart calls. */
  concurrency?: number;
  now?: () => Date;
}

const NO_VALIDATION = { validateResult: false };

/** yahoo-finance2 with a fetch that aborts after `timeoutMs`. Imported lazily: the demo never loads it. */
export async function createYahooFinanceClient(timeoutMs: number, baseFetch: typeof fetch = fetch): Promise<YahooClient> {
  const { default: YahooFinance } = await import('yahoo-finance2');
  const timedFetch: typeof fetch = (input, init) => {
    const signals = [AbortSignal.timeout(timeoutMs), ...(init?.signal ? [init.signal] : [])];
    return baseFetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
  const log =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      logger[level]({ lib: 'yahoo-finance2' }, args.map(String).join(' '));
  // Its logger goes to ours (it warns that it prefers Node 22; its tests and ours run on Node 20).
  const yfLogger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error'), dir: log('debug') };
  return new YahooFinance({ suppressNotices: ['yahooSurvey'], versionCheck: false, fetch: timedFetch, logger: yfLogger }) as YahooClient;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  });
  await Promise.all(workers);
  return out;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Live data from Yahoo Finance: one batched quote call, then per ticker the quoteSummary modules
 * (holders, recommendation trend, financial data, key statistics, institution ownership) and a
 * 1-month daily chart. Every call has a timeout; repeated failures open a circuit breaker; a ticker
 * that cannot be served gets `isError` while the others are still answered.
 */
export class YahooStockProvider implements StockProvider {
  readonly name = 'yahoo' as const;
  readonly breaker: CircuitBreaker;
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly now: () => Date;
  private clientPromise: Promise<YahooClient> | null = null;

  constructor(private readonly opts: YahooProviderOptions = {}) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.breaker = opts.breaker ?? new CircuitBreaker(5, 30_000);
    this.concurrency = opts.concurrency ?? 4;
    this.now = opts.now ?? (() => new Date());
  }

  private client(): Promise<YahooClient> {
    if (!this.clientPromise) {
      const c = this.opts.client;
      this.clientPromise = !c ? createYahooFinanceClient(this.timeoutMs) : typeof c === 'function' ? c() : Promise.resolve(c);
      this.clientPromise.catch(() => (this.clientPromise = null));
    }
    return this.clientPromise;
  }

  /** Runs one upstream call through the breaker and the timeout. */
  private async call<T>(fn: (c: YahooClient) => Promise<T>): Promise<T> {
    if (!this.breaker.allow()) throw new Error('Stock provider temporarily unavailable (circuit open)');
    try {
      const result = await withTimeout(this.client().then(fn), this.timeoutMs);
      this.breaker.success();
      return result;
    } catch (e) {
      this.breaker.failure();
      throw e;
    }
  }

  async getQuotes(tickers: string[]): Promise<Map<string, StockData>> {
    const out = new Map<string, StockData>();
    if (!tickers.length) return out;
    let quotes: YahooQuote[];
    try {
      const answer = await this.call((c) => c.quote(tickers, { return: 'array' }, NO_VALIDATION));
      quotes = (Array.isArray(answer) ? answer : answer ? [answer] : []) as YahooQuote[];
    } catch (e) {
      logger.warn({ err: message(e), tickers: tickers.length }, 'yahoo quote failed');
      for (const t of tickers) out.set(t, errorStock(t, 'yahoo', message(e)));
      return out;
    }
    const bySymbol = new Map(quotes.filter((q) => q && typeof q.symbol === 'string').map((q) => [q.symbol.toUpperCase(), q]));
    const now = this.now();
    const period1 = new Date(now.getTime() - 31 * 86_400_000);
    const rows = await mapLimit(tickers, this.concurrency, async (t) => {
      const quote = bySymbol.get(t);
      if (!quote) return errorStock(t, 'yahoo', `Unknown ticker: ${t}`, 'TICKER_NOT_FOUND');
      const [summary, chart] = await Promise.all([
        this.call((c) => c.quoteSummary(t, { modules: [...SUMMARY_MODULES] }, NO_VALIDATION)).catch((e) => {
          logger.debug({ ticker: t, err: message(e) }, 'yahoo quoteSummary failed');
          return null;
        }),
        this.call((c) => c.chart(t, { period1, interval: '1d' }, NO_VALIDATION)).catch((e) => {
          logger.debug({ ticker: t, err: message(e) }, 'yahoo chart failed');
          return null;
        }),
      ]);
      return mapYahoo(t, quote, summary as YahooSummary | null, chart as YahooChart | null, now);
    });
    for (const r of rows) out.set(r.ticker, r);
    return out;
  }

  /** One batched quote call for the currency pairs ("EURUSD=X"; pence: the pound's pair / 100). */
  async getFxRates(currencies: string[]): Promise<Map<string, FxRate>> {
    const now = this.now();
    const out = new Map<string, FxRate>();
    const wanted = currencies.filter((c) => c !== 'USD');
    for (const c of currencies) if (c === 'USD') out.set(c, usdRate('yahoo', now));
    if (!wanted.length) return out;
    const symbols = [...new Set(wanted.map(fxSymbol))];
    let quotes: YahooQuote[] = [];
    try {
      const answer = await this.call((c) => c.quote(symbols, { return: 'array' }, NO_VALIDATION));
      quotes = (Array.isArray(answer) ? answer : answer ? [answer] : []) as YahooQuote[];
    } catch (e) {
      logger.warn({ err: message(e), pairs: symbols.length }, 'yahoo fx quote failed');
    }
    const bySymbol = new Map(quotes.filter((q) => q && typeof q.symbol === 'string').map((q) => [q.symbol.toUpperCase(), q]));
    for (const c of wanted) {
      const price = bySymbol.get(fxSymbol(c).toUpperCase())?.regularMarketPrice;
      out.set(
        c,
        typeof price === 'number' && Number.isFinite(price) && price > 0
          ? { currency: c, usdPer: usdPerFromPair(c, price), asOf: now.toISOString(), source: 'yahoo', isError: false }
          : fxError(c, 'yahoo', now),
      );
    }
    return out;
  }

  async getHistory(ticker: string, days: number): Promise<StockHistory> {
    const now = this.now();
    try {
      const chart = (await this.call((c) =>
        c.chart(ticker, { period1: new Date(now.getTime() - days * 86_400_000), interval: '1d' }, NO_VALIDATION),
      )) as YahooChart;
      const prices = mapHistory(chart);
      if (!prices.length) return errorHistory(ticker, 'yahoo', `No price history for ${ticker}`, 'NO_PRICE_HISTORY');
      const currency = typeof chart.meta?.currency === 'string' ? chart.meta.currency : 'USD';
      return { ticker, currency, source: 'yahoo', prices, stale: false, isError: false, error: null, errorReason: null };
    } catch (e) {
      return errorHistory(ticker, 'yahoo', message(e));
    }
  }
}
