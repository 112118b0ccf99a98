/**
 * Company financials and cash runway (issue 31): the contract every financials provider answers and
 * the figures computed from it. A figure no source gives is null ("unknown"), never a guess.
 */

/** Where a company's figures come from: the SEC's XBRL company facts, the stock provider's data, or the offline demo. */
export const FINANCIALS_SOURCES = ['sec', 'stock', 'demo'] as const;
export type FinancialsSource = (typeof FINANCIALS_SOURCES)[number];

/** Why a company has no figures. */
export const FINANCIALS_UNAVAILABLE = ['NO_SOURCE', 'NOT_FOUND', 'NO_CASH_FIGURES', 'PROVIDER_FAILED'] as const;
export type FinancialsUnavailable = (typeof FINANCIALS_UNAVAILABLE)[number];

/** One reported figure and where it is read: the filing's form, the period it describes and the day it was filed. */
export interface FinancialFact {
  value: number;
  /** ISO currency of `value` (USD for SEC facts). */
  currency: string;
  /** The filing: "10-Q", "10-K", "20-F", "10-Q/A"… ; "provider" for the stock provider's figures; "demo" for demo figures. */
  form: string;
  /** The period's last day (instant facts: the balance-sheet date), YYYY-MM-DD. */
  periodEnd: string;
  /** The filing date, YYYY-MM-DD (null when the source does not say). */
  filed: string | null;
  /** The XBRL concept read ("us-gaap:CashAndCashEquivalentsAtCarryingValue"), or the provider's field name. */
  concept: string;
}

/** Operating cash flow of one fiscal quarter (negative: cash going out). */
export interface QuarterCashFlow {
  start: string;
  end: string;
  value: number;
  currency: string;
  form: string;
  filed: string | null;
  /** True when computed by subtracting year-to-date figures (Q2 = 6M − 3M, Q4 = FY − 9M). */
  derived: boolean;
}

/** What a financials provider answers for one ticker. */
export interface CompanyFinancials {
  ticker: string;
  source: FinancialsSource;
  /** Demo figures: never a real company's real figures (the UI flags them). */
  demo: boolean;
  /** SEC CIK when known. */
  cik: number | null;
  entityName: string | null;
  /** Cash and cash equivalents (or the combined cash + short-term investments concept, with `shortTermInvestments` null). */
  cash: FinancialFact | null;
  /** Short-term investments / marketable securities at the same balance-sheet date, when reported separately. */
  shortTermInvestments: FinancialFact | null;
  /** The latest quarters' operating cash flow, newest first (at most 4; fewer when quarters are missing). */
  quarters: QuarterCashFlow[];
  sharesOutstanding: FinancialFact | null;
  /** ISO timestamp of the read. */
  fetchedAt: string;
  /** Set when figures are missing, with why. */
  unavailable: FinancialsUnavailable | null;
}

/** An outside source of company financials. Tickers reaching a provider are valid and upper-case. */
export interface FinancialsProvider {
  readonly name: FinancialsSource | 'chain';
  get(ticker: string, opts?: { signal?: AbortSignal }): Promise<CompanyFinancials>;
}

/** Dilution risk at a readout: the runway ends before it, within 6 months after it, or later. */
export const DILUTION_RISKS = ['BEFORE_READOUT', 'WITHIN_6_MONTHS', 'NONE', 'UNKNOWN'] as const;
export type DilutionRisk = (typeof DILUTION_RISKS)[number];

/** The runway computed from a company's figures (domain/runway.ts computeRunway). */
export interface Runway {
  /** Cash + short-term investments (the filing's currency), null when unknown. */
  cashTotal: number | null;
  currency: string | null;
  /** Mean operating cash OUTflow per quarter over the last (up to) four quarters: positive = burning cash; ≤ 0 = not burning. Null when no quarter is known. */
  quarterlyBurn: number | null;
  /** Quarters the burn is averaged over (0–4). */
  burnQuarters: number;
  /** cashTotal ÷ (quarterlyBurn ÷ 3) from the balance-sheet date; null when unknown or not burning cash. */
  monthsOfRunway: number | null;
  /** Balance-sheet date + monthsOfRunway (YYYY-MM-DD); null when unknown or not burning. */
  runwayEnd: string | null;
  /** True when the company does not burn cash (operating cash flow ≥ 0 on average). */
  notBurning: boolean;
}

/** A runway placed against a readout window. */
export interface RunwayAtReadout {
  /** The readout date used (the window's last day), YYYY-MM-DD. */
  readoutDate: string;
  /** runwayEnd − readoutDate in months (negative: the cash ends before the readout); null when unknown or not burning. */
  monthsAtReadout: number | null;
  risk: DilutionRisk;
}
