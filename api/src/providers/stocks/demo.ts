import { unitsPerMain } from '../../domain/money.js';
import { buildIndexProfile, buildProfile, KNOWN_INDEXES, KNOWN_SIZES, type CompanyRef, type DemoProfile } from './demo.profiles.js';
import { ShockBook, shockSize, type EventShock } from './demo.shocks.js';
import { addDays, localTime, marketStateAt, previousTradingDay, tradingDayOnOrBefore, weekdayOf, isWeekday } from './markets.js';
import { Rng, round } from './random.js';
import { demoFxRate } from './fx.js';
import {
  errorHistory,
  errorStock,
  type AnalystRecommendation,
  type FxRate,
  type HistoricalPrice,
  type StockData,
  type StockHistory,
  type StockProvider,
} from './types.js';

export interface DemoProviderOptions {
  /**
   * The listed companies the market quotes (names, exchanges, currencies, kinds): the stocks module
   * passes the curated list and the SEC list. The well-known sponsors of KNOWN_SIZES are always
   * listed; any other ticker is unknown, as on a real market.
   */
  companies?: CompanyRef[];
  /** Clock (tests pin it). */
  now?: () => Date;
  /** Index funds it quotes besides KNOWN_INDEXES (the configured benchmark): low volatility, no event shocks. */
  indexes?: readonly string[];
}

/** The random walk starts here: every later close depends only on the ticker and its date. */
const ANCHOR_DATE = '2024-01-01';
/** Mean reversion of the log-price towards the anchor (per trading day). */
const REVERSION = 0.012;
/** Seconds between intraday micro-moves (the live ticks). */
const TICK_SECONDS = 5;
const BRIDGE_TERMS = 12;
const DAY_SAMPLES = 96;

interface Series {
  dates: string[];
  logDev: number[];
}

interface Session {
  day: string;
  /** Fraction of the session elapsed (1 once closed). */
  f: number;
  prevClose: number;
  open: number;
  close: number;
  bridge: number[];
}

/**
 * An offline, deterministic simulated market. Daily closes are a seeded, mean-reverting random walk
 * (Ornstein–Uhlenbeck on the log-price) reproducible for a given ticker and date; during the
 * exchange's session the price follows a seeded Brownian bridge from the open to the day's close,
 * with small moves every few seconds. Fundamentals are stable per ticker.
 */
export class DemoStockProvider implements StockProvider {
  readonly name = 'demo' as const;
  private readonly now: () => Date;
  private readonly companies = new Map<string, CompanyRef>();
  private readonly profiles = new Map<string, DemoProfile>();
  private readonly series = new Map<string, Series>();
  private readonly indexes = new Set<string>(Object.keys(KNOWN_INDEXES));
  private readonly shocks = new ShockBook();

  constructor(opts: DemoProviderOptions = {}) {
    this.now = opts.now ?? (() => new Date());
    for (const c of opts.companies ?? []) this.companies.set(c.ticker.toUpperCase(), c);
    for (const t of opts.indexes ?? []) this.indexes.add(t.toUpperCase());
  }

  /** Whether the market lists this ticker: one of its companies, a well-known sponsor or an index fund. */
  isListed(ticker: string): boolean {
    const t = ticker.toUpperCase();
    return this.companies.has(t) || Object.hasOwn(KNOWN_SIZES, t) || this.indexes.has(t);
  }

  /** Whether the ticker is one of its index funds. */
  isIndex(ticker: string): boolean {
    return this.indexes.has(ticker.toUpperCase());
  }

  /**
   * Replaces the events the market reacts to (demo.shocks.ts): from the first trading day on or after
   * an event's date, its company's price level moves by the event's seeded amount. Every process given
   * the same events quotes the same prices. Events of unlisted tickers and index funds are ignored.
   * Returns the tickers whose prices changed (their cached quotes and histories are stale).
   */
  setEventShocks(shocks: readonly EventShock[]): string[] {
    return this.shocks.replace(shocks, (t) => (this.isListed(t) && !this.isIndex(t) ? shockSize(this.profile(t).capUsd) : null));
  }

  /** Number of tickers that react to events. */
  get eventShockTickers(): number {
    return this.shocks.size;
  }

  /** An unknown ticker is answered as a real provider answers it: an error entry, no invented price. */
  async getQuotes(tickers: string[]): Promise<Map<string, StockData>> {
    const at = this.now();
    return new Map(tickers.map((t) => [t, this.isListed(t) ? this.quote(t, at) : errorStock(t, 'demo', unknownTicker(t), 'TICKER_NOT_FOUND')]));
  }

  async getHistory(ticker: string, days: number): Promise<StockHistory> {
    if (!this.isListed(ticker)) return errorHistory(ticker, 'demo', unknownTicker(ticker), 'TICKER_NOT_FOUND');
    const at = this.now();
    const p = this.profile(ticker);
    const s = this.session(p, at);
    return { ticker, currency: p.currency, source: 'demo', prices: this.history(p, s, days), stale: false, isError: false, error: null, errorReason: null };
  }

  /** Deterministic rates near real ones (fx.ts): the same all day, a small wobble from day to day. */
  async getFxRates(currencies: string[]): Promise<Map<string, FxRate>> {
    const at = this.now();
    return new Map(currencies.map((c) => [c, demoFxRate(c, at)]));
  }

  profile(ticker: string): DemoProfile {
    let p = this.profiles.get(ticker);
    if (!p) {
      p = this.indexes.has(ticker) ? buildIndexProfile(ticker, this.companies.get(ticker)?.name) : buildProfile(ticker, this.companies.get(ticker));
      this.profiles.set(ticker, p);
    }
    return p;
  }

  /** Close of a trading day (exact, reproducible): the walk around the anchor, shifted by the events up to that day. */
  closeOn(p: DemoProfile, day: string): number {
    return this.roundPrice(p, p.anchorPrice * Math.exp(this.logDev(p, day) + this.shocks.shift(p.ticker, day)));
  }

  private roundPrice(p: DemoProfile, v: number) {
    return round(v, p.currency === 'JPY' || p.currency === 'KRW' ? 0 : 2);
  }

  private logDev(p: DemoProfile, day: string): number {
    if (day < ANCHOR_DATE) return this.logDevBefore(p, day);
    let s = this.series.get(p.ticker);
    if (!s) {
      s = { dates: [], logDev: [] };
      this.series.set(p.ticker, s);
    }
    const last = s.dates[s.dates.length - 1];
    if (!last || last < day) {
      let d = last ? addDays(last, 1) : ANCHOR_DATE;
      let x = s.logDev[s.logDev.length - 1] ?? 0;
      while (d <= day) {
        if (isWeekday(weekdayOf(d))) {
          x = x * (1 - REVERSION) + p.dailyVol * new Rng(`close|${p.ticker}|${d}`).normal();
          s.dates.push(d);
          s.logDev.push(x);
        }
        d = addDays(d, 1);
      }
    }
    // Binary search for the trading day on or before `day`.
    let lo = 0;
    let hi = s.dates.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s.dates[mid] <= day) lo = mid;
      else hi = mid - 1;
    }
    return s.logDev[lo] ?? 0;
  }

  /**
   * Before the anchor the walk runs backwards (same process, its own seeds), so that a five-year
   * chart moves all along instead of sitting flat at the anchor price.
   */
  private logDevBefore(p: DemoProfile, day: string): number {
    const key = `<${p.ticker}`;
    let s = this.series.get(key);
    if (!s) {
      s = { dates: [], logDev: [] };
      this.series.set(key, s);
    }
    const last = s.dates[s.dates.length - 1];
    if (!last || last > day) {
      let d = last ? addDays(last, -1) : addDays(ANCHOR_DATE, -1);
      let x = s.logDev[s.logDev.length - 1] ?? 0;
      while (d >= day) {
        if (isWeekday(weekdayOf(d))) {
          x = x * (1 - REVERSION) + p.dailyVol * new Rng(`close<|${p.ticker}|${d}`).normal();
          s.dates.push(d);
          s.logDev.push(x);
        }
        d = addDays(d, -1);
      }
    }
    // Dates descend: the first one on or before `day`.
    let lo = 0;
    let hi = s.dates.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s.dates[mid] <= day) hi = mid;
      else lo = mid + 1;
    }
    return s.logDev[lo] ?? 0;
  }

  private dailyVolume(p: DemoProfile, day: string) {
    return Math.round(p.avgVolume * Math.exp(0.35 * new Rng(`volume|${p.ticker}|${day}`).normal()));
  }

  /** The session the quote is about: today's once it opened, else the previous trading day's. */
  private session(p: DemoProfile, at: Date): Session {
    const ex = p.exchange;
    const t = localTime(at, ex.timeZone);
    let day: string;
    let f: number;
    if (isWeekday(t.weekday) && t.minutes >= ex.open) {
      day = t.date;
      f = Math.min(1, (t.minutes - ex.open) / (ex.close - ex.open));
    } else {
      day = previousTradingDay(t.date);
      f = 1;
    }
    const prev = previousTradingDay(day);
    const prevClose = this.closeOn(p, prev);
    const close = this.closeOn(p, day);
    const rng = new Rng(`session|${p.ticker}|${day}`);
    // News breaks before the open: a shock of the day gaps the open.
    const gap = this.shocks.shift(p.ticker, day) - this.shocks.shift(p.ticker, prev);
    const open = this.roundPrice(p, prevClose * Math.exp(0.3 * p.dailyVol * rng.normal() + gap));
    const bridge = Array.from({ length: BRIDGE_TERMS }, () => rng.normal());
    return { day, f, prevClose, open, close, bridge };
  }

  /** Intraday price at session fraction f: open → close plus a Brownian bridge (zero at both ends). */
  private pathAt(p: DemoProfile, s: Session, f: number): number {
    let b = 0;
    for (let k = 1; k <= BRIDGE_TERMS; k++) b += (s.bridge[k - 1] * Math.SQRT2 * Math.sin(k * Math.PI * f)) / (k * Math.PI);
    return s.open + (s.close - s.open) * f + s.close * p.dailyVol * b;
  }

  private currentPrice(p: DemoProfile, s: Session, at: Date): number {
    if (s.f >= 1) return s.close;
    const bucket = Math.floor(at.getTime() / (TICK_SECONDS * 1000));
    const jitter = s.close * p.dailyVol * 0.03 * new Rng(`tick|${p.ticker}|${bucket}`).normal();
    return this.roundPrice(p, this.pathAt(p, s, s.f) + (s.f > 0 ? jitter : 0));
  }

  private history(p: DemoProfile, s: Session, days: number, current?: number): HistoricalPrice[] {
    const out: HistoricalPrice[] = [];
    for (let d = addDays(s.day, -days + 1); d <= s.day; d = addDays(d, 1)) {
      if (!isWeekday(weekdayOf(d))) continue;
      const isToday = d === s.day;
      out.push({
        date: d,
        close: isToday && current !== undefined ? current : this.closeOn(p, d),
        volume: isToday ? Math.round(this.dailyVolume(p, d) * s.f) : this.dailyVolume(p, d),
      });
    }
    return out;
  }

  quote(ticker: string, at: Date): StockData {
    const p = this.profile(ticker);
    const s = this.session(p, at);
    const price = this.currentPrice(p, s, at);
    let dayLow = Math.min(s.open, price);
    let dayHigh = Math.max(s.open, price);
    for (let i = 1; i <= DAY_SAMPLES && i / DAY_SAMPLES <= s.f; i++) {
      const v = this.pathAt(p, s, i / DAY_SAMPLES);
      dayLow = Math.min(dayLow, v);
      dayHigh = Math.max(dayHigh, v);
    }
    dayLow = this.roundPrice(p, dayLow);
    dayHigh = this.roundPrice(p, dayHigh);
    const yearCloses = this.history(p, s, 365)
      .slice(0, -1)
      .map((h) => h.close);
    const fiftyTwoWeekLow = Math.min(dayLow, ...yearCloses);
    const fiftyTwoWeekHigh = Math.max(dayHigh, ...yearCloses);
    const monthAgo = this.closeOn(p, tradingDayOnOrBefore(addDays(s.day, -30)));
    const change = price - s.prevClose;
    const divisor = unitsPerMain(p.currency);
    const marketCap = Math.round((p.shares * price) / divisor);
    const mainPrice = price / divisor;
    const eps = p.netIncome / p.shares;
    const peRatio = eps > 0 ? round(mainPrice / eps, 2) : null;
    const enterpriseValue = marketCap + p.totalDebt - p.totalCash;
    const ebitda = p.revenue * (p.operatingMargin + 0.05);
    const history = this.history(p, s, 30, price);
    const avgVolume = p.avgVolume;
    const data: StockData = {
      ticker,
      companyName: p.companyName,
      currentPrice: price,
      change: round(change, 4),
      changePercent: round((change / s.prevClose) * 100, 4),
      previousClose: s.prevClose,
      dayLow,
      dayHigh,
      fiftyTwoWeekLow,
      fiftyTwoWeekHigh,
      volume: Math.round(this.dailyVolume(p, s.day) * s.f),
      avgVolume,
      marketState: marketStateAt(p.exchange, at),
      marketCap,
      peRatio,
      beta: p.beta,
      dividendYield: p.dividendYield,
      exchange: p.exchange.name,
      currency: p.currency,
      monthChange: round(price - monthAgo, 4),
      monthChangePercent: round(((price - monthAgo) / monthAgo) * 100, 4),
      historicalPrices: history,
      holders: {
        insidersPercentHeld: round(p.insiders, 5),
        institutionsPercentHeld: round(p.institutions, 5),
        institutionsFloatPercentHeld: round(p.institutions / (1 - p.insiders), 5),
        institutionsCount: p.institutionsCount,
      },
      analystRecommendations: this.recommendations(p),
      financialData: {
        numberOfAnalystOpinions: p.analystCount,
        recommendationKey: recommendationKey(this.recommendations(p)[0]),
        targetLowPrice: this.roundPrice(p, p.targetLow),
        targetMeanPrice: this.roundPrice(p, p.targetMean),
        targetHighPrice: this.roundPrice(p, p.targetHigh),
        totalRevenue: p.revenue,
        revenuePerShare: round(p.revenue / p.shares, 3),
        profitMargins: round(p.netIncome / p.revenue, 5),
        operatingMargins: round(p.operatingMargin, 5),
        returnOnAssets: round(p.netIncome / (p.bookEquity + p.totalDebt) / 1.6, 5),
        returnOnEquity: round(p.netIncome / p.bookEquity, 5),
        revenueGrowth: round(p.revenueGrowth, 4),
        earningsGrowth: p.earningsGrowth === null ? null : round(p.earningsGrowth, 4),
        totalCash: p.totalCash,
        totalDebt: p.totalDebt,
        debtToEquity: round((p.totalDebt / p.bookEquity) * 100, 3),
        currentRatio: p.currentRatio,
        freeCashflow: Math.round(p.netIncome > 0 ? p.netIncome * 1.05 : p.netIncome * 1.1),
        operatingCashflow: Math.round(p.netIncome > 0 ? p.netIncome * 1.3 + p.revenue * 0.03 : p.netIncome * 0.9),
        grossProfits: Math.round(p.revenue * p.grossMargin),
      },
      keyStats: {
        forwardPE: peRatio === null ? null : round(peRatio * p.forwardDiscount, 2),
        pegRatio: p.pegRatio,
        priceToBook: round(marketCap / p.bookEquity, 3),
        priceToSales: round(marketCap / p.revenue, 3),
        enterpriseValue,
        enterpriseToRevenue: round(enterpriseValue / p.revenue, 3),
        enterpriseToEbitda: ebitda > 0 ? round(enterpriseValue / ebitda, 3) : null,
        shortRatio: p.shortRatio,
      },
      topInstitutions: p.institutionNames.map((organization, i) => {
        const pct = p.institutionPcts[i];
        const position = Math.round(p.shares * pct);
        return { organization, pctHeld: round(pct, 4), position, value: Math.round(position * mainPrice) };
      }),
      lastUpdate: at.toISOString(),
      source: 'demo',
      stale: false,
      isError: false,
      error: null,
      errorReason: null,
    };
    // An index fund has prices, not a company's figures (a live provider leaves them empty too).
    return p.index
      ? { ...data, marketCap: null, peRatio: null, financialData: null, keyStats: null, holders: null, analystRecommendations: [], topInstitutions: [] }
      : data;
  }

  /** Four monthly periods of analyst ratings, summing to the analyst count, drifting slowly. */
  private recommendations(p: DemoProfile): AnalystRecommendation[] {
    const rng = new Rng(`ratings|${p.ticker}`);
    return ['0m', '-1m', '-2m', '-3m'].map((period, i) => {
      const s = Math.min(0.97, Math.max(0.03, p.sentiment + (i === 0 ? 0 : rng.between(-0.06, 0.06))));
      const n = Math.max(1, p.analystCount - (i === 0 ? 0 : rng.int(0, 2)));
      const weights = [s * s, s * (1 - s) * 1.5, (1 - Math.abs(s - 0.5)) * 0.8, (1 - s) * 0.5, (1 - s) * (1 - s) * 0.3];
      const total = weights.reduce((a, b) => a + b, 0);
      const counts = weights.map((w) => Math.floor((w / total) * n));
      let rest = n - counts.reduce((a, b) => a + b, 0);
      for (let k = 0; rest > 0; k = (k + 1) % 5, rest--) counts[k] = counts[k] + 1;
      const [strongBuy, buy, hold, sell, strongSell] = counts as [number, number, number, number, number];
      return { period, strongBuy, buy, hold, sell, strongSell };
    });
  }
}

/** The error of a ticker the market does not list (the words of the yahoo provider). */
const unknownTicker = (ticker: string) => `Unknown ticker: ${ticker}`;

/** The consensus of a rating period: mean of 1 (strong buy) .. 5 (strong sell). */
export function recommendationKey(r: AnalystRecommendation): string | null {
  const n = r.strongBuy + r.buy + r.hold + r.sell + r.strongSell;
  if (!n) return null;
  const mean = (r.strongBuy + 2 * r.buy + 3 * r.hold + 4 * r.sell + 5 * r.strongSell) / n;
  return mean < 1.5 ? 'strong_buy' : mean < 2.5 ? 'buy' : mean < 3.5 ? 'hold' : mean < 4.5 ? 'sell' : 'strong_sell';
}
