import { describe, expect, it } from 'vitest';
import { computeRunway } from '../../domain/runway.js';
import { KNOWN_SIZES, type CompanyRef } from '../stocks/demo.profiles.js';
import { DemoStockProvider } from '../stocks/demo.js';
import { DemoFinancialsProvider, demoFinancials, latestReportedQuarterEnd } from './demo.js';

const NOW = new Date('2026-03-10T12:00:00Z');
/** The well-known sponsors, and 200 small biotechs as the curated and SEC lists give them (ticker, name, kind). */
const companies: CompanyRef[] = [
  ...Object.entries(KNOWN_SIZES).map(([ticker, [name]]) => ({ ticker, name })),
  ...Array.from({ length: 200 }, (_, i) => ({ ticker: `BIO${i}`, name: `Bio ${i} Therapeutics`, kind: 'biotech' })),
];
const market = new DemoStockProvider({ companies, now: () => NOW });
const provider = new DemoFinancialsProvider({ market, now: () => NOW });

describe('DemoFinancialsProvider', () => {
  it('files the last calendar quarter ended at least 45 days ago', () => {
    expect(latestReportedQuarterEnd(new Date('2026-02-14T00:00:00Z'))).toBe('2025-12-31'); // exactly 45 days
    expect(latestReportedQuarterEnd(new Date('2026-02-13T23:59:00Z'))).toBe('2025-09-30');
    expect(latestReportedQuarterEnd(new Date('2026-05-15T00:00:00Z'))).toBe('2026-03-31');
    expect(latestReportedQuarterEnd(new Date('2026-01-01T00:00:00Z'))).toBe('2025-09-30');
  });

  it('agrees with the demo stock tab: cash + investments = total cash, the four quarters = the operating cash flow', async () => {
    const quotes = await market.getQuotes(companies.map((c) => c.ticker));
    for (const c of companies) {
      const f = await provider.get(c.ticker);
      const fin = quotes.get(c.ticker)!.financialData!;
      expect(f.unavailable).toBeNull();
      expect(f.cash!.value + f.shortTermInvestments!.value).toBe(fin.totalCash);
      expect(f.quarters.reduce((s, q) => s + q.value, 0)).toBe(fin.operatingCashflow);
      expect(computeRunway(f).notBurning).toBe(fin.operatingCashflow! >= 0);
    }
  });

  it('gives four calendar quarters filed like 10-Qs and a 10-K, flagged demo', async () => {
    const f = await provider.get('MRNA');
    expect(f).toMatchObject({ ticker: 'MRNA', source: 'demo', demo: true, cik: null, unavailable: null });
    expect(f.quarters.map((q) => [q.start, q.end, q.form, q.filed, q.derived])).toEqual([
      ['2025-10-01', '2025-12-31', '10-K', '2026-02-09', true],
      ['2025-07-01', '2025-09-30', '10-Q', '2025-11-09', false],
      ['2025-04-01', '2025-06-30', '10-Q', '2025-08-09', false],
      ['2025-01-01', '2025-03-31', '10-Q', '2025-05-10', false],
    ]);
    expect(f.cash).toMatchObject({ periodEnd: '2025-12-31', form: '10-K', filed: '2026-02-09', currency: 'USD' });
    expect(f.shortTermInvestments?.periodEnd).toBe('2025-12-31');
    expect(f.sharesOutstanding).toMatchObject({ value: market.profile('MRNA').shares, currency: 'shares' });
    // Quarters vary around their mean (±12 %), not four copies.
    expect(new Set(f.quarters.map((q) => q.value)).size).toBe(4);
  });

  it('is deterministic, and reports figures in the main unit of a pence quote', async () => {
    expect(await provider.get('VRTX')).toEqual(await provider.get('VRTX'));
    const other = new DemoFinancialsProvider({ market: new DemoStockProvider({ companies, now: () => NOW }), now: () => NOW });
    expect(await other.get('SRPT')).toEqual(await provider.get('SRPT'));
    const pence = new DemoStockProvider({
      companies: [{ ticker: 'POLB.L', name: 'Poolbeg Pharma plc', exchange: 'LSE', currency: 'GBp', kind: 'biotech' }],
      now: () => NOW,
    });
    const quote = (await pence.getQuotes(['POLB.L'])).get('POLB.L')!;
    expect(quote.currency).toBe('GBp');
    const f = await new DemoFinancialsProvider({ market: pence, now: () => NOW }).get('POLB.L');
    expect(f.cash?.currency).toBe('GBP');
    expect(f.cash!.value + f.shortTermInvestments!.value).toBe(quote.financialData!.totalCash);
    expect(demoFinancials(market.profile('PFE'), NOW).cash?.currency).toBe('USD');
  });

  it('does not burn for profitable companies and spreads loss-makers from short to long runways', async () => {
    expect(computeRunway(await provider.get('PFE')).notBurning).toBe(true);
    const months: number[] = [];
    for (const c of companies.filter((x) => x.kind === 'biotech')) {
      const r = computeRunway(await provider.get(c.ticker));
      if (r.monthsOfRunway !== null) months.push(r.monthsOfRunway);
    }
    const share = (lo: number, hi: number) => months.filter((m) => m >= lo && m < hi).length / months.length;
    expect(months.length).toBeGreaterThan(50);
    // The profiles' cash and losses spread runways (from the balance sheet, 1.5 to 4.5 months ago) from
    // under a year to many years, as readouts spread over the next three years: 7 %, 42 % and 51 % of
    // these 114 loss-makers (18 %, 43 % and 40 % of the curated list's biotechs).
    expect(share(0, 12)).toBeGreaterThan(0.04);
    expect(share(12, 36)).toBeGreaterThan(0.25);
    expect(share(36, Infinity)).toBeGreaterThan(0.25);
    expect(Math.min(...months)).toBeLessThan(6);
  });

  it('has nothing for a ticker the demo market does not list', async () => {
    const f = await provider.get('NOPE');
    expect(f).toMatchObject({ ticker: 'NOPE', source: 'demo', demo: true, unavailable: 'NOT_FOUND', cash: null, quarters: [] });
  });
});
