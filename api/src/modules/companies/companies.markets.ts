/**
 * Shapes and helpers of the curated company tables (companies.data.ts, companies.data-intl.ts):
 * listing markets in the live provider's (Yahoo Finance) conventions, and the `c()` builder.
 */
export type CompanyKind = 'pharma' | 'biotech' | 'medtech';
export type SubsidiaryRelation = 'wholly-owned' | 'majority' | 'joint-venture';

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
}
export const NYSE: Market = { exchange: 'NYSE', currency: 'USD', country: 'United States' };
export const NASDAQ: Market = { exchange: 'NASDAQ', currency: 'USD', country: 'United States' };
export const PARIS: Market = { exchange: 'Euronext Paris', currency: 'EUR', country: 'France' };
export const BRUSSELS: Market = { exchange: 'Euronext Brussels', currency: 'EUR', country: 'Belgium' };
export const AMSTERDAM: Market = { exchange: 'Euronext Amsterdam', currency: 'EUR', country: 'Netherlands' };
export const MILAN: Market = { exchange: 'Euronext Milan', currency: 'EUR', country: 'Italy' };
export const MADRID: Market = { exchange: 'BME', currency: 'EUR', country: 'Spain' };
export const XETRA: Market = { exchange: 'XETRA', currency: 'EUR', country: 'Germany' };
export const SIX: Market = { exchange: 'SIX', currency: 'CHF', country: 'Switzerland' };
export const LSE: Market = { exchange: 'LSE', currency: 'GBP', country: 'United Kingdom' };
export const CPH: Market = { exchange: 'Nasdaq Copenhagen', currency: 'DKK', country: 'Denmark' };
export const STO: Market = { exchange: 'Nasdaq Stockholm', currency: 'SEK', country: 'Sweden' };
export const HEL: Market = { exchange: 'Nasdaq Helsinki', currency: 'EUR', country: 'Finland' };
export const BUD: Market = { exchange: 'Budapest Stock Exchange', currency: 'HUF', country: 'Hungary' };
export const OSL: Market = { exchange: 'Oslo Børs', currency: 'NOK', country: 'Norway' };
export const TSE: Market = { exchange: 'TSE', currency: 'JPY', country: 'Japan' };
export const HKEX: Market = { exchange: 'HKEX', currency: 'HKD', country: 'China' };
export const KRX: Market = { exchange: 'KRX', currency: 'KRW', country: 'South Korea' };
/** KOSDAQ: Yahoo's `.KQ` suffix. */
export const KOSDAQ: Market = { exchange: 'KOSDAQ', currency: 'KRW', country: 'South Korea' };
export const SSE: Market = { exchange: 'SSE', currency: 'CNY', country: 'China' };
export const SZSE: Market = { exchange: 'SZSE', currency: 'CNY', country: 'China' };
export const TWSE: Market = { exchange: 'TWSE', currency: 'TWD', country: 'Taiwan' };
/** Taipei Exchange (OTC board): Yahoo's `.TWO` suffix. */
export const TPEX: Market = { exchange: 'TPEx', currency: 'TWD', country: 'Taiwan' };
export const ASX: Market = { exchange: 'ASX', currency: 'AUD', country: 'Australia' };
export const NSE: Market = { exchange: 'NSE', currency: 'INR', country: 'India' };
/** BSE scrip codes, for companies whose NSE symbol is longer than our 10-character ticker rule. */
export const BSE: Market = { exchange: 'BSE', currency: 'INR', country: 'India' };
export const TSX: Market = { exchange: 'TSX', currency: 'CAD', country: 'Canada' };

export const W = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'wholly-owned' }));
export const M = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'majority' }));
export const JV = (...names: string[]): CuratedSubsidiary[] => names.map((name) => ({ name, relation: 'joint-venture' }));

export function c(
  name: string,
  ticker: string,
  market: Market,
  kind: CompanyKind,
  aliases: string[] = [],
  subsidiaries: CuratedSubsidiary[] = [],
  country?: string,
): CuratedCompany {
  return { name, ticker, exchange: market.exchange, currency: market.currency, country: country ?? market.country, kind, aliases, subsidiaries };
}
