import type { CompanyFinancials, FinancialFact, FinancialsProvider, QuarterCashFlow } from '../../domain/financials.js';
import { mainUnit } from '../../domain/money.js';
import type { DemoProfile } from '../stocks/demo.profiles.js';
import { Rng } from '../stocks/random.js';
import { unavailableFinancials } from './unavailable.js';

/**
 * Offline, deterministic figures for the demo market's companies, read from the same profiles as the
 * demo stock tab: cash + short-term investments = its "total cash", and the four quarters of
 * operating cash flow add up to its (trailing-year) "operating cash flow". So profitable companies do
 * not burn cash, and loss-making ones burn it at rates their profiles spread from a few months of
 * runway to many years (seeded per ticker). Filed like a US filer's: 10-Qs, a 10-K for the December
 * quarter, 40 days after the quarter's end (the 10-Q deadline of accelerated filers, Form 10-Q
 * General Instruction A.1; real 10-Ks come later, 60 to 90 days, but one schedule keeps the demo
 * simple), the latest quarter being the last one ended at least 45 days ago (the 10-Q deadline of
 * the other filers).
 */

/** What the demo market tells about a ticker (DemoStockProvider). */
export interface DemoMarket {
  isListed(ticker: string): boolean;
  profile(ticker: string): DemoProfile;
}

export interface DemoFinancialsOptions {
  market: DemoMarket;
  now?: () => Date;
}

const DAY_MS = 86_400_000;
/** Days after a quarter's end its 10-Q is filed (accelerated filers, Form 10-Q General Instruction A.1). */
const FILING_LAG_DAYS = 40;
/** A quarter counts once the last filers' deadline (45 days, same instruction) has passed. */
const REPORTED_AFTER_DAYS = 45;
/** Quarter-to-quarter wobble of the operating cash flow around its mean (±). */
const QUARTER_WOBBLE = 0.12;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Last day of the calendar quarter `q` quarters before the one holding `day` (q = 0: that quarter). */
function quarterEnd(day: string, q: number): string {
  const [y, m] = day.split('-').map(Number);
  const index = y * 4 + Math.floor((m - 1) / 3) - q;
  const year = Math.floor(index / 4);
  const lastMonth = (index % 4) * 3 + 3;
  return iso(Date.UTC(year, lastMonth, 0));
}

/** The latest calendar quarter end at least 45 days before `now`. */
export function latestReportedQuarterEnd(now: Date): string {
  const cutoff = iso(now.getTime() - REPORTED_AFTER_DAYS * DAY_MS);
  const end = quarterEnd(cutoff, 0);
  return end <= cutoff ? end : quarterEnd(cutoff, 1);
}

/** The demo stock tab's trailing-year operating cash flow (DemoStockProvider quote, financialData.operatingCashflow). */
export function demoYearOperatingCashFlow(p: DemoProfile): number {
  return Math.round(p.netIncome > 0 ? p.netIncome * 1.3 + p.revenue * 0.03 : p.netIncome * 0.9);
}

const formOf = (end: string) => (end.slice(5, 7) === '12' ? '10-K' : '10-Q');

/** A demo company's figures as of `now`. */
export function demoFinancials(p: DemoProfile, now: Date): CompanyFinancials {
  const currency = mainUnit(p.currency);
  const latest = latestReportedQuarterEnd(now);
  const filedOf = (end: string) => addDays(end, FILING_LAG_DAYS);
  const rng = new Rng(`financials|${p.ticker}|${latest}`);
  const ends = [0, 1, 2, 3].map((q) => quarterEnd(latest, q));
  const weights = ends.map(() => 1 + rng.between(-QUARTER_WOBBLE, QUARTER_WOBBLE));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const year = demoYearOperatingCashFlow(p);
  const values = weights.map((w) => Math.round((year * w) / weightSum));
  // The four quarters add up to the year exactly.
  values[0] += year - values.reduce((s, v) => s + v, 0);
  const quarters: QuarterCashFlow[] = ends.map((end, i) => ({
    start: addDays(quarterEnd(end, 1), 1),
    end,
    value: values[i],
    currency,
    form: formOf(end),
    filed: filedOf(end),
    // A 10-K gives the year: its quarter is the year minus nine months, as SEC filers' are.
    derived: formOf(end) === '10-K',
  }));
  const cashShare = new Rng(`financials-cash|${p.ticker}`).between(0.35, 0.75);
  const cashValue = Math.round(p.totalCash * cashShare);
  const fact = (value: number, concept: string, unit = currency): FinancialFact => ({
    value,
    currency: unit,
    form: formOf(latest),
    periodEnd: latest,
    filed: filedOf(latest),
    concept,
  });
  return {
    ticker: p.ticker,
    source: 'demo',
    demo: true,
    cik: null,
    entityName: p.companyName,
    cash: fact(cashValue, 'us-gaap:CashAndCashEquivalentsAtCarryingValue'),
    shortTermInvestments: fact(p.totalCash - cashValue, 'us-gaap:ShortTermInvestments'),
    quarters,
    sharesOutstanding: fact(p.shares, 'dei:EntityCommonStockSharesOutstanding', 'shares'),
    fetchedAt: now.toISOString(),
    unavailable: null,
  };
}

export class DemoFinancialsProvider implements FinancialsProvider {
  readonly name = 'demo' as const;
  private readonly market: DemoMarket;
  private readonly now: () => Date;

  constructor(opts: DemoFinancialsOptions) {
    this.market = opts.market;
    this.now = opts.now ?? (() => new Date());
  }

  /** A ticker the demo market does not list has no figures (NOT_FOUND), as on a real source. */
  async get(ticker: string, opts: { signal?: AbortSignal } = {}): Promise<CompanyFinancials> {
    opts.signal?.throwIfAborted();
    const t = ticker.toUpperCase();
    if (!this.market.isListed(t)) return unavailableFinancials(ticker, 'demo', 'NOT_FOUND', this.now(), { demo: true });
    return { ...demoFinancials(this.market.profile(t), this.now()), ticker };
  }
}
