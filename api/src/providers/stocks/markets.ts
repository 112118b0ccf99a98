import type { MarketState } from '../../domain/market.js';

/** A stock exchange: where a ticker trades, in which currency, and its sessions in local time. */
export interface Exchange {
  /** Display name, e.g. 'NASDAQ', 'Euronext Paris'. */
  name: string;
  currency: string;
  timeZone: string;
  /** Sessions as minutes since local midnight. */
  preOpen: number;
  open: number;
  close: number;
  postClose: number;
}

const hm = (h: number, m = 0) => h * 60 + m;

const ex = (name: string, currency: string, timeZone: string, open: [number, number], close: [number, number], pre = 60, post = 30): Exchange => ({
  name,
  currency,
  timeZone,
  open: hm(...open),
  close: hm(...close),
  preOpen: hm(...open) - pre,
  postClose: hm(...close) + post,
});

/** US markets: pre-market from 04:00, regular 09:30–16:00, after-hours until 20:00 (New York time). */
export const NASDAQ = ex('NASDAQ', 'USD', 'America/New_York', [9, 30], [16, 0], 330, 240);
export const NYSE = ex('NYSE', 'USD', 'America/New_York', [9, 30], [16, 0], 330, 240);

/** Exchanges by ticker suffix (Yahoo's convention). Holidays are not modelled: weekdays trade. */
export const EXCHANGES_BY_SUFFIX: Record<string, Exchange> = {
  PA: ex('Euronext Paris', 'EUR', 'Europe/Paris', [9, 0], [17, 30], 90, 10),
  AS: ex('Euronext Amsterdam', 'EUR', 'Europe/Amsterdam', [9, 0], [17, 30], 90, 10),
  BR: ex('Euronext Brussels', 'EUR', 'Europe/Brussels', [9, 0], [17, 30], 90, 10),
  DE: ex('Xetra', 'EUR', 'Europe/Berlin', [9, 0], [17, 30], 60, 30),
  F: ex('Frankfurt', 'EUR', 'Europe/Berlin', [8, 0], [22, 0], 0, 0),
  SW: ex('SIX Swiss Exchange', 'CHF', 'Europe/Zurich', [9, 0], [17, 30], 60, 10),
  L: ex('London Stock Exchange', 'GBp', 'Europe/London', [8, 0], [16, 30], 60, 10),
  T: ex('Tokyo Stock Exchange', 'JPY', 'Asia/Tokyo', [9, 0], [15, 30], 30, 0),
  HK: ex('Hong Kong Stock Exchange', 'HKD', 'Asia/Hong_Kong', [9, 30], [16, 0], 30, 10),
  KS: ex('Korea Exchange', 'KRW', 'Asia/Seoul', [9, 0], [15, 30], 30, 30),
  KQ: ex('KOSDAQ', 'KRW', 'Asia/Seoul', [9, 0], [15, 30], 30, 30),
  SS: ex('Shanghai Stock Exchange', 'CNY', 'Asia/Shanghai', [9, 30], [15, 0], 15, 0),
  SZ: ex('Shenzhen Stock Exchange', 'CNY', 'Asia/Shanghai', [9, 30], [15, 0], 15, 0),
  AX: ex('ASX', 'AUD', 'Australia/Sydney', [10, 0], [16, 0], 0, 10),
  CO: ex('Nasdaq Copenhagen', 'DKK', 'Europe/Copenhagen', [9, 0], [17, 0], 60, 10),
  ST: ex('Nasdaq Stockholm', 'SEK', 'Europe/Stockholm', [9, 0], [17, 30], 60, 10),
  HE: ex('Nasdaq Helsinki', 'EUR', 'Europe/Helsinki', [10, 0], [18, 30], 60, 10),
  OL: ex('Oslo Børs', 'NOK', 'Europe/Oslo', [9, 0], [16, 20], 60, 10),
  MI: ex('Borsa Italiana', 'EUR', 'Europe/Rome', [9, 0], [17, 30], 60, 10),
  MC: ex('Bolsa de Madrid', 'EUR', 'Europe/Madrid', [9, 0], [17, 30], 60, 10),
  TO: ex('Toronto Stock Exchange', 'CAD', 'America/Toronto', [9, 30], [16, 0], 0, 0),
  NS: ex('National Stock Exchange of India', 'INR', 'Asia/Kolkata', [9, 15], [15, 30], 15, 0),
  BO: ex('Bombay Stock Exchange', 'INR', 'Asia/Kolkata', [9, 15], [15, 30], 15, 0),
  TW: ex('Taiwan Stock Exchange', 'TWD', 'Asia/Taipei', [9, 0], [13, 30], 0, 0),
};

/** Exchange names (as companies list them) to exchanges, for names that are not suffix-derived. */
const BY_NAME = new Map<string, Exchange>([NASDAQ, NYSE, ...Object.values(EXCHANGES_BY_SUFFIX)].map((e) => [e.name.toLowerCase(), e]));

/** The exchange of a ticker: its suffix (SAN.PA → Euronext Paris), else a US market. */
export function exchangeOf(ticker: string, exchangeName?: string | null): Exchange {
  const dot = ticker.lastIndexOf('.');
  if (dot > 0) {
    const bySuffix = EXCHANGES_BY_SUFFIX[ticker.slice(dot + 1).toUpperCase()];
    if (bySuffix) return bySuffix;
  }
  if (exchangeName) {
    const named = BY_NAME.get(exchangeName.toLowerCase());
    if (named) return named;
    if (/nyse/i.test(exchangeName)) return NYSE;
  }
  return NASDAQ;
}

export interface LocalTime {
  /** YYYY-MM-DD in the exchange's time zone. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** Minutes since local midnight (with seconds as a fraction). */
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Local calendar date, weekday and time of day at `at` in `timeZone` (through Intl). */
export function localTime(at: Date, timeZone: string): LocalTime {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS[parts.weekday] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60,
  };
}

export const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

/** REGULAR during the session, PRE / POST around it on trading days, CLOSED otherwise (weekends included). */
export function marketStateAt(exchange: Exchange, at: Date): MarketState {
  const t = localTime(at, exchange.timeZone);
  if (!isWeekday(t.weekday)) return 'CLOSED';
  if (t.minutes >= exchange.open && t.minutes < exchange.close) return 'REGULAR';
  if (t.minutes >= exchange.preOpen && t.minutes < exchange.open) return 'PRE';
  if (t.minutes >= exchange.close && t.minutes < exchange.postClose) return 'POST';
  return 'CLOSED';
}

/** Calendar helpers on YYYY-MM-DD strings (day numbers since 1970-01-01, memoised: the demo market calls them a lot). */
const dayNumbers = new Map<string, number>();
const dayStrings = new Map<number, string>();

export function dayNumber(date: string): number {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
    if (dayNumbers.size < 200_000) dayNumbers.set(date, n);
  }
  return n;
}

export function dayString(n: number): string {
  let s = dayStrings.get(n);
  if (s === undefined) {
    s = new Date(n * 86_400_000).toISOString().slice(0, 10);
    if (dayStrings.size < 200_000) dayStrings.set(n, s);
  }
  return s;
}

export function addDays(date: string, n: number): string {
  return dayString(dayNumber(date) + n);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The trading day on or before `date`. */
export function tradingDayOnOrBefore(date: string): string {
  let d = date;
  while (!isWeekday(weekdayOf(d))) d = addDays(d, -1);
  return d;
}

export function previousTradingDay(date: string): string {
  return tradingDayOnOrBefore(addDays(date, -1));
}
