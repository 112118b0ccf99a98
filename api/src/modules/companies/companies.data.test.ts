import { describe, expect, it } from 'vitest';
import { TICKER_PATTERN } from '../stocks/stocks.ticker.js';
import { CURATED_COMPANIES } from './companies.data.js';
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
});
