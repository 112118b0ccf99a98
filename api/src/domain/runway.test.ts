import { describe, expect, it } from 'vitest';
import type { CompanyFinancials, FinancialFact, QuarterCashFlow } from './financials.js';
import { addMonthsIso, computeRunway, DAYS_PER_MONTH, isDilutionRisk, monthsBetweenIso, runwayAtReadout } from './runway.js';

const fact = (value: number, periodEnd = '2021-03-31', currency = 'USD'): FinancialFact => ({
  value,
  currency,
  form: '10-Q',
  periodEnd,
  filed: '2021-05-06',
  concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue',
});
const quarter = (value: number, end = '2021-03-31'): QuarterCashFlow => ({
  start: '2021-01-01',
  end,
  value,
  currency: 'USD',
  form: '10-Q',
  filed: null,
  derived: false,
});

function financials(over: Partial<CompanyFinancials>): CompanyFinancials {
  return {
    ticker: 'KRTX',
    source: 'sec',
    demo: false,
    cik: 1771917,
    entityName: 'Karuna Therapeutics, Inc.',
    cash: null,
    shortTermInvestments: null,
    quarters: [],
    sharesOutstanding: null,
    fetchedAt: '2021-06-01T00:00:00.000Z',
    unavailable: null,
    ...over,
  };
}

describe('month arithmetic (30.4375-day months)', () => {
  it('adds and measures months as inverse operations', () => {
    expect(addMonthsIso('2021-03-31', 3)).toBe('2021-06-30'); // 91.3 days → 91
    expect(addMonthsIso('2021-03-31', 0)).toBe('2021-03-31');
    expect(addMonthsIso('2021-03-31', -12)).toBe('2020-03-31'); // 365.25 → 365 days, across Feb 29 2020
    expect(addMonthsIso('2020-01-01', 1.5)).toBe('2020-02-16'); // 45.66 → 46 days
    expect(monthsBetweenIso('2021-03-31', '2021-06-30')).toBeCloseTo(91 / DAYS_PER_MONTH, 10);
    expect(monthsBetweenIso('2021-06-30', '2021-03-31')).toBeCloseTo(-91 / DAYS_PER_MONTH, 10);
    for (const m of [0.4, 7.25, 18, 82.9]) expect(monthsBetweenIso('2021-03-31', addMonthsIso('2021-03-31', m))).toBeCloseTo(m, 1);
  });

  it('refuses what is not a day, and caps a runway beyond year 9999', () => {
    expect(() => addMonthsIso('2021-3-31', 1)).toThrow(RangeError);
    expect(() => monthsBetweenIso('2021-02-30x', '2021-03-01')).toThrow(RangeError);
    expect(addMonthsIso('2021-03-31', 1e7)).toBe('9999-12-31');
  });
});

describe('computeRunway', () => {
  it('divides cash + short-term investments by the mean quarterly burn (Karuna, 2021-03-31)', () => {
    // Karuna's 10-Q for Q1 2021: cash 353,685,000 + marketable securities 217,610,000 = 571,295,000;
    // quarters −21,179,000, −22,945,000, −22,781,000, −15,789,000 → mean −20,673,500.
    const r = computeRunway(
      financials({
        cash: fact(353_685_000),
        shortTermInvestments: fact(217_610_000),
        quarters: [quarter(-21_179_000), quarter(-22_945_000), quarter(-22_781_000), quarter(-15_789_000)],
      }),
    );
    expect(r.cashTotal).toBe(571_295_000);
    expect(r.currency).toBe('USD');
    expect(r.quarterlyBurn).toBe(20_673_500);
    expect(r.burnQuarters).toBe(4);
    expect(r.notBurning).toBe(false);
    expect(r.monthsOfRunway).toBeCloseTo(571_295_000 / (20_673_500 / 3), 10); // ≈ 82.90
    expect(r.monthsOfRunway).toBeCloseTo(82.9, 1);
    expect(r.runwayEnd).toBe(addMonthsIso('2021-03-31', 571_295_000 / (20_673_500 / 3)));
    expect(r.runwayEnd).toBe('2028-02-26'); // 2021-03-31 + round(82.9025 × 30.4375) = 2523 days
  });

  it('averages over the quarters there are (fewer than four) and only the last four', () => {
    const two = computeRunway(financials({ cash: fact(90), quarters: [quarter(-30), quarter(-60)] }));
    expect(two.burnQuarters).toBe(2);
    expect(two.quarterlyBurn).toBe(45);
    expect(two.monthsOfRunway).toBe(6);
    const five = computeRunway(financials({ cash: fact(120), quarters: [quarter(-30), quarter(-30), quarter(-30), quarter(-30), quarter(-999)] }));
    expect(five.burnQuarters).toBe(4);
    expect(five.quarterlyBurn).toBe(30);
  });

  it('counts investments only from the same balance sheet and currency', () => {
    expect(computeRunway(financials({ cash: fact(100), shortTermInvestments: fact(50, '2020-12-31') })).cashTotal).toBe(100);
    expect(computeRunway(financials({ cash: fact(100), shortTermInvestments: fact(50, '2021-03-31', 'EUR') })).cashTotal).toBe(100);
  });

  it('does not burn when the mean operating cash flow is zero or positive', () => {
    for (const flows of [[10, -5, 0, 3], [0]]) {
      const r = computeRunway(financials({ cash: fact(100), quarters: flows.map((v) => quarter(v)) }));
      expect(r.notBurning).toBe(true);
      expect(r.quarterlyBurn).toBeLessThanOrEqual(0);
      expect(Object.is(r.quarterlyBurn, -0)).toBe(false);
      expect(r.monthsOfRunway).toBeNull();
      expect(r.runwayEnd).toBeNull();
    }
  });

  it('is unknown without cash or without quarters', () => {
    const noCash = computeRunway(financials({ quarters: [quarter(-10)] }));
    expect(noCash).toMatchObject({ cashTotal: null, quarterlyBurn: 10, monthsOfRunway: null, runwayEnd: null, notBurning: false });
    const noQuarters = computeRunway(financials({ cash: fact(100) }));
    expect(noQuarters).toMatchObject({ cashTotal: 100, quarterlyBurn: null, burnQuarters: 0, monthsOfRunway: null, runwayEnd: null, notBurning: false });
  });
});

describe('runwayAtReadout', () => {
  const burning = computeRunway(financials({ cash: fact(90), quarters: [quarter(-45)] })); // 6 months: ends 2021-09-30
  it('places the runway end against the readout', () => {
    expect(burning.runwayEnd).toBe('2021-09-30');
    const before = runwayAtReadout(burning, '2021-12-31');
    expect(before.risk).toBe('BEFORE_READOUT');
    expect(before.monthsAtReadout).toBeCloseTo(-92 / DAYS_PER_MONTH, 10);
    expect(runwayAtReadout(burning, '2021-09-30')).toEqual({ readoutDate: '2021-09-30', monthsAtReadout: 0, risk: 'WITHIN_6_MONTHS' });
    expect(runwayAtReadout(burning, '2021-04-30').risk).toBe('WITHIN_6_MONTHS'); // 153 days ≈ 5.03 months
    expect(runwayAtReadout(burning, '2021-03-31').risk).toBe('NONE'); // 183 days ≈ 6.01 months
  });

  it('is NONE for a company that does not burn cash and UNKNOWN without figures', () => {
    const notBurning = computeRunway(financials({ cash: fact(90), quarters: [quarter(5)] }));
    expect(runwayAtReadout(notBurning, '2030-01-01')).toEqual({ readoutDate: '2030-01-01', monthsAtReadout: null, risk: 'NONE' });
    const unknown = computeRunway(financials({}));
    expect(runwayAtReadout(unknown, '2030-01-01')).toEqual({ readoutDate: '2030-01-01', monthsAtReadout: null, risk: 'UNKNOWN' });
    expect(runwayAtReadout(burning, 'soon').risk).toBe('UNKNOWN');
  });

  it('calls dilution risk a runway ending before or within 6 months after the readout', () => {
    expect(isDilutionRisk('BEFORE_READOUT')).toBe(true);
    expect(isDilutionRisk('WITHIN_6_MONTHS')).toBe(true);
    expect(isDilutionRisk('NONE')).toBe(false);
    expect(isDilutionRisk('UNKNOWN')).toBe(false);
  });
});
