import { describe, expect, it } from 'vitest';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';
import { CURATED_COMPANIES, CURATED_INTL_COMPANIES } from './companies.data.js';
import { normalizeCompanyName } from './companies.names.js';

describe('curated company table', () => {
  it('has at least 150 listed companies', () => {
    expect(CURATED_COMPANIES.length).toBeGreaterThanOrEqual(150);
  });

  it('every ticker passes the API ticker rule, so a stock batch never rejects a seeded or imported ticker', () => {
    const bad = CURATED_COMPANIES.filter((c) => !TICKER_PATTERN.test(c.ticker)).map((c) => c.ticker);
    expect(bad).toEqual([]);
  });

  it('names are unique once normalised', () => {
    const names = CURATED_COMPANIES.map((c) => normalizeCompanyName(c.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('has at least 150 more non-US pharma / biotech / medtech listings, in the provider’s symbol forms', () => {
    expect(CURATED_INTL_COMPANIES.length).toBeGreaterThanOrEqual(150);
    const suffix: Record<string, RegExp> = {
      TSE: /^\d{4}\.T$/,
      HKEX: /^\d{4}\.HK$/,
      KRX: /^\d{6}\.KS$/,
      KOSDAQ: /^\d{6}\.KQ$/,
      SSE: /^6\d{5}\.SS$/,
      SZSE: /^[03]\d{5}\.SZ$/,
      TWSE: /^\d{4}\.TW$/,
      TPEx: /^\d{4}\.TWO$/,
      ASX: /\.AX$/,
      NSE: /\.NS$/,
      BSE: /^\d{6}\.BO$/,
      'Euronext Paris': /\.PA$/,
      XETRA: /\.DE$/,
      SIX: /\.SW$/,
      LSE: /\.L$/,
      'Nasdaq Stockholm': /\.ST$/,
      'Oslo Børs': /\.OL$/,
      TSX: /\.TO$/,
    };
    for (const c of CURATED_INTL_COMPANIES) {
      expect(c.currency, c.name).not.toBe('USD');
      if (suffix[c.exchange]) expect(c.ticker, `${c.name} on ${c.exchange}`).toMatch(suffix[c.exchange]);
    }
    const exchanges = new Set(CURATED_INTL_COMPANIES.map((c) => c.exchange));
    for (const x of ['TSE', 'HKEX', 'SSE', 'SZSE', 'KRX', 'KOSDAQ', 'ASX', 'NSE', 'LSE', 'SIX', 'XETRA']) expect(exchanges, x).toContain(x);
  });
});
