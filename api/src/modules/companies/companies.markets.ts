import { z } from 'zod';
import { readCsvData, toRegExp } from '../../lib/data-files.js';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';

/**
 * Shapes of the curated company tables (api/data/companies/curated*.csv) and the listing markets
 * they name (api/data/companies/markets.csv), in the live provider's (Yahoo Finance) conventions;
 * the field schemas the company data files share.
 */
export type CompanyKind = 'pharma' | 'biotech' | 'medtech';
export type SubsidiaryRelation = 'wholly-owned' | 'majority' | 'joint-venture';

export const COMPANY_KINDS = ['pharma', 'biotech', 'medtech'] as const satisfies readonly CompanyKind[];
export const SUBSIDIARY_RELATIONS = ['wholly-owned', 'majority', 'joint-venture'] as const satisfies readonly SubsidiaryRelation[];

export interface CuratedSubsidiary {
  name: string;
  relation: SubsidiaryRelation;
}

export interface CuratedCompany {
  name: string;
  ticker: string;
  exchange: string;
  currency: string;
  country: string;
  kind: CompanyKind;
  aliases: string[];
  subsidiaries: CuratedSubsidiary[];
}

export interface Market {
  exchange: string;
  currency: string;
  country: string;
  /** What a ticker of this market looks like (Tokyo: `^\d{4}\.T$`); null: the ticker rule alone. */
  tickerPattern: RegExp | null;
}

/** A non-empty name, trimmed. */
export const nameField = z.string().trim().min(1, { error: 'must not be empty' }).max(200, { error: 'longer than 200 characters' });

/** A CSV cell holding a list of names separated by `|` ("Pfizer | Pfizer Inc"); empty for none. */
export const namesCell = z
  .string()
  .transform((cell) =>
    cell
      .split('|')
      .map((n) => n.trim())
      .filter(Boolean),
  )
  .pipe(z.array(nameField));

const notTicker = (value: unknown) => `${JSON.stringify(value)} is not a ticker (1 to 10 letters, digits, dots or dashes, as PFE, SAN.PA, 4502.T)`;
/** A ticker as the stock API takes it: 1 to 10 letters, digits, dots or dashes (PFE, SAN.PA, 4502.T). */
export const tickerField = z.string().refine((t) => TICKER_PATTERN.test(t), { error: (iss) => notTicker(iss.input) });
/** A ticker, or an empty CSV cell for none (null). */
export const optionalTickerField = z.string().transform((t, ctx) => {
  if (t === '') return null;
  if (!TICKER_PATTERN.test(t)) ctx.addIssue({ code: 'custom', message: notTicker(t) });
  return t;
});

/** A year in the past or this one (a completed deal), as four digits. */
export const yearField = z.string().transform((text, ctx) => {
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= 1800 && year <= new Date().getUTCFullYear())) {
    ctx.addIssue({ code: 'custom', message: `${JSON.stringify(text)} is not a year (four digits, 1800 to this year)` });
    return z.NEVER;
  }
  return year;
});

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 currency code (USD, EUR, JPY). */
export const currencyField = z.string().refine((c) => CURRENCIES.has(c), {
  error: (iss) => `${JSON.stringify(iss.input)} is not an ISO 4217 currency code (USD, EUR, JPY...)`,
});

const marketRow = z.strictObject({
  market: z.string().regex(/^[A-Z][A-Z0-9_]*$/, { error: 'a market key is capitals, digits and _ (NYSE, TSE)' }),
  exchange: nameField,
  currency: currencyField,
  country: nameField,
  ticker_pattern: z.string().transform((source, ctx) => (source === '' ? null : toRegExp(source, ctx))),
});

/** markets.csv: one row a market, keys unique. */
export const marketsSchema = z.array(marketRow).superRefine((rows, ctx) => {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (seen.has(r.market)) ctx.addIssue({ code: 'custom', path: [i, 'market'], message: `market ${r.market} is listed twice` });
    seen.add(r.market);
  });
});

let markets: ReadonlyMap<string, Market> | undefined;
/** Listing markets by key (NYSE, TSE, PARIS...), from api/data/companies/markets.csv, read once. */
export function loadMarkets(): ReadonlyMap<string, Market> {
  markets ??= parseMarkets(readCsvData('companies/markets.csv', marketsSchema));
  return markets;
}

function parseMarkets(rows: z.output<typeof marketsSchema>): ReadonlyMap<string, Market> {
  return new Map(rows.map((r) => [r.market, { exchange: r.exchange, currency: r.currency, country: r.country, tickerPattern: r.ticker_pattern }]));
}
