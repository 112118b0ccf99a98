import { describe, expect, it } from 'vitest';
import { computeRunway } from '../../domain/runway.js';
import { karunaAsOfAugust2020, karunaMissingQuarters, sample, vikingRestatedQuarter } from './fixtures/sec/index.js';
import { conceptFacts, dedupeByPeriod, isUsd, readCompanyFacts, type SecFact } from './sec.facts.js';
import { parseCompanyFacts } from './sec.parse.js';
import { lastFourQuarters, quartersOf } from './sec.quarters.js';

const AT = '2021-08-01T00:00:00.000Z';
const parse = (body: unknown, ticker: string) => parseCompanyFacts(readCompanyFacts(body)!, ticker, AT);
const flows = (f: { quarters: { end: string; value: number; derived: boolean }[] }) => f.quarters.map((q) => [q.end, q.value, q.derived]);

describe('SEC company facts → runway figures (real samples)', () => {
  it('Karuna: cash + marketable securities on its latest balance sheet, four quarters from year-to-date facts', () => {
    const f = parse(sample('KRTX'), 'KRTX');
    expect(f).toMatchObject({ ticker: 'KRTX', source: 'sec', demo: false, cik: 1771917, entityName: 'Karuna Therapeutics, Inc.', unavailable: null });
    // 10-Q for Q1 2021 (filed 2021-05-06): CashAndCashEquivalentsAtCarryingValue 353,685,000 and MarketableSecurities 217,610,000 at 2021-03-31.
    expect(f.cash).toEqual({
      value: 353_685_000,
      currency: 'USD',
      form: '10-Q',
      periodEnd: '2021-03-31',
      filed: '2021-05-06',
      concept: 'us-gaap:CashAndCashEquivalentsAtCarryingValue',
    });
    expect(f.shortTermInvestments).toMatchObject({ value: 217_610_000, periodEnd: '2021-03-31', concept: 'us-gaap:MarketableSecurities' });
    // Q1 2021 is a 3-month fact (−21,179,000); Q4 2020 = FY −69,856,000 − 9M −46,911,000 = −22,945,000;
    // Q3 2020 = 9M −46,911,000 − 6M −24,130,000 = −22,781,000; Q2 2020 = 6M −24,130,000 − 3M −8,341,000 = −15,789,000.
    expect(flows(f)).toEqual([
      ['2021-03-31', -21_179_000, false],
      ['2020-12-31', -22_945_000, true],
      ['2020-09-30', -22_781_000, true],
      ['2020-06-30', -15_789_000, true],
    ]);
    expect(f.quarters[1]).toEqual({
      start: '2020-10-01',
      end: '2020-12-31',
      value: -22_945_000,
      currency: 'USD',
      form: '10-K',
      filed: '2021-02-25',
      derived: true,
    });
    expect(f.sharesOutstanding).toMatchObject({
      value: 29_457_896,
      periodEnd: '2021-04-30',
      currency: 'shares',
      concept: 'dei:EntityCommonStockSharesOutstanding',
    });
    const r = computeRunway(f);
    expect(r.cashTotal).toBe(571_295_000); // Karuna's "cash, cash equivalents and investments of $571.3 million"
    expect(r.quarterlyBurn).toBe(20_673_500); // (21,179,000 + 22,945,000 + 22,781,000 + 15,789,000) / 4
    expect(r.monthsOfRunway).toBeCloseTo(82.9025, 4); // 571,295,000 / (20,673,500 / 3)
  });

  it('Viking: tag switch, re-rounded comparatives, no investments on the latest balance sheet', () => {
    const f = parse(sample('VKTX'), 'VKTX');
    expect(f.cash).toMatchObject({ value: 16_805_000, periodEnd: '2021-03-31', form: '10-Q', filed: '2021-04-28' });
    // AvailableForSaleSecurities stops in 2015: nothing at 2021-03-31, so no investments (not a stale figure).
    expect(f.shortTermInvestments).toBeNull();
    // Q1 2021 −10,876,000 (3 months); Q4 2020 = −21,777,000 − (−16,291,000) = −5,486,000;
    // Q3 2020 = −16,291,000 − (−10,968,000) = −5,323,000; Q2 2020 = −10,968,000 − (−4,302,000) = −6,666,000.
    expect(flows(f)).toEqual([
      ['2021-03-31', -10_876_000, false],
      ['2020-12-31', -5_486_000, true],
      ['2020-09-30', -5_323_000, true],
      ['2020-06-30', -6_666_000, true],
    ]);
    expect(computeRunway(f).quarterlyBurn).toBe(7_087_750);
    expect(f.sharesOutstanding?.value).toBe(78_100_168);
    // Cash at 2017-12-31 is 8,988,478 in the 10-K of 2018-03-07, re-rounded to 8,988,000 by every later filing: the latest wins.
    const cash2017 = dedupeByPeriod(conceptFacts(readCompanyFacts(sample('VKTX'))!, 'us-gaap', 'CashAndCashEquivalentsAtCarryingValue', isUsd)).find(
      (x) => x.end === '2017-12-31',
    );
    expect(cash2017).toMatchObject({ val: 8_988_000, filed: '2019-08-01', frame: 'CY2017Q4I' });
  });

  it('Viking before 2018: the older continuing-operations tag fills the quarters the new tag lacks', () => {
    const doc = readCompanyFacts(sample('VKTX'))!;
    const old = conceptFacts(doc, 'us-gaap', 'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations', isUsd);
    // Q1 2017: 3,278,592 (10-Q 2017-05-10), restated as 3,280,000 in the 10-Q of 2018-05-09.
    expect(quartersOf(dedupeByPeriod(old)).find((q) => q.end === '2017-03-31')).toMatchObject({ value: -3_280_000, filed: '2018-05-09', derived: false });
  });

  it('Nurix: fiscal year ending Nov 30, positive quarters, cash only under the restricted-cash total', () => {
    const f = parse(sample('NRIX'), 'NRIX');
    expect(f.entityName).toBe('NURIX THERAPEUTICS, INC.');
    expect(f.cash).toEqual({
      value: 188_377_000,
      currency: 'USD',
      form: '10-Q',
      periodEnd: '2021-05-31',
      filed: '2021-07-13',
      concept: 'us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsIncludingDisposalGroupAndDiscontinuedOperations',
    });
    // LongTermInvestments is not short-term cash.
    expect(f.shortTermInvestments).toBeNull();
    // Fiscal 2021 starts 2020-12-01: Q1 (to Feb 28) +8,053,000 reported; Q2 = 6M −23,482,000 − 8,053,000 = −31,535,000.
    // Fiscal 2020: Q4 = FY −80,000 − 9M 20,402,000 = −20,482,000; Q3 = 9M 20,402,000 − 6M 26,543,000 = −6,141,000.
    expect(f.quarters.map((q) => [q.start, q.end, q.value, q.form])).toEqual([
      ['2021-03-01', '2021-05-31', -31_535_000, '10-Q'],
      ['2020-12-01', '2021-02-28', 8_053_000, '10-Q'],
      ['2020-09-01', '2020-11-30', -20_482_000, '10-K'],
      ['2020-06-01', '2020-08-31', -6_141_000, '10-Q'],
    ]);
    const r = computeRunway(f);
    expect(r.quarterlyBurn).toBe(12_526_250); // −(−31,535,000 + 8,053,000 − 20,482,000 − 6,141,000) / 4
    expect(r.monthsOfRunway).toBeCloseTo(188_377_000 / (12_526_250 / 3), 10); // ≈ 45.12
  });
});

describe('derived fixtures', () => {
  it('a missing quarter is left out, never estimated: the burn averages the quarters there are', () => {
    const f = parse(karunaMissingQuarters(), 'KRTX');
    // Without the 9-month 2020 figure neither Q3 (9M − 6M) nor Q4 (FY − 9M) 2020 can be derived.
    expect(flows(f)).toEqual([
      ['2021-03-31', -21_179_000, false],
      ['2020-06-30', -15_789_000, true],
    ]);
    const r = computeRunway(f);
    expect(r.burnQuarters).toBe(2);
    expect(r.quarterlyBurn).toBe(18_484_000); // (21,179,000 + 15,789,000) / 2
  });

  it('a restated quarter: the latest filing wins', () => {
    const f = parse(vikingRestatedQuarter(), 'VKTX');
    expect(f.quarters[0]).toEqual({
      start: '2021-01-01',
      end: '2021-03-31',
      value: -11_376_000,
      currency: 'USD',
      form: '10-Q/A',
      filed: '2021-06-15',
      derived: false,
    });
    expect(computeRunway(f).quarterlyBurn).toBe(7_212_750); // (11,376,000 + 5,486,000 + 5,323,000 + 6,666,000) / 4
  });

  it('a combined cash + short-term investments concept is the cash when no separate investments are reported that day', () => {
    const f = parse(karunaAsOfAugust2020(), 'KRTX');
    expect(f.cash).toEqual({
      value: 367_600_000,
      currency: 'USD',
      form: '10-Q',
      periodEnd: '2020-06-30',
      filed: '2020-08-05',
      concept: 'us-gaap:CashCashEquivalentsAndShortTermInvestments',
    });
    expect(f.shortTermInvestments).toBeNull();
    // Q2 2020 = −24,130,000 − (−8,341,000); Q1 2020 −8,341,000; Q4 2019 = −30,923,000 − (−24,103,000); Q3 2019 = −24,103,000 − (−15,687,000).
    expect(flows(f)).toEqual([
      ['2020-06-30', -15_789_000, true],
      ['2020-03-31', -8_341_000, false],
      ['2019-12-31', -6_820_000, true],
      ['2019-09-30', -8_416_000, true],
    ]);
    expect(computeRunway(f).cashTotal).toBe(367_600_000);
  });
});

describe('edge cases', () => {
  const fact = (start: string | null, end: string, val: number, filed = '2021-01-01'): SecFact => ({
    start,
    end,
    val,
    form: '10-Q',
    filed,
    frame: null,
    concept: 'us-gaap:NetCashProvidedByUsedInOperatingActivities',
  });

  it('keeps at most four non-overlapping quarters of the last year', () => {
    const facts = [
      fact('2019-01-01', '2019-03-31', -1),
      fact('2020-01-01', '2020-03-31', -2),
      fact('2020-04-01', '2020-06-30', -3),
      fact('2020-07-01', '2020-09-30', -4),
      fact('2020-10-01', '2020-12-31', -5),
      fact('2021-01-01', '2021-03-31', -6),
    ];
    expect(lastFourQuarters(facts).map((q) => q.value)).toEqual([-6, -5, -4, -3]);
    // An old quarter alone is not "the last four" of a newer year-to-date figure.
    expect(lastFourQuarters([fact('2019-01-01', '2019-03-31', -1), fact('2020-01-01', '2020-06-30', -9)])).toEqual([]);
  });

  it('reads nothing from a document without us-gaap facts (an IFRS filer): no cash figures', () => {
    const f = parse(
      {
        cik: 1,
        entityName: 'X',
        facts: { dei: {}, 'ifrs-full': { CashAndCashEquivalents: { units: { EUR: [{ end: '2021-06-30', val: 5, form: '20-F', filed: '2021-09-01' }] } } } },
      },
      'X',
    );
    expect(f).toMatchObject({ cash: null, quarters: [], unavailable: 'NO_CASH_FIGURES' });
    expect(readCompanyFacts({ error: 'x' })).toBeNull();
    expect(readCompanyFacts('<html>')).toBeNull();
  });

  it('reads every USD unit list, skips malformed facts and other units', () => {
    const doc = readCompanyFacts({
      cik: 1,
      facts: {
        'us-gaap': {
          CashAndCashEquivalentsAtCarryingValue: {
            units: {
              USD: [
                { end: '2021-03-31', val: 10, form: '10-Q', filed: '2021-05-01' },
                { end: 'bad', val: 1, form: '10-Q', filed: '2021-05-01' },
              ],
              EUR: [{ end: '2021-06-30', val: 99, form: '10-Q', filed: '2021-08-01' }],
            },
          },
        },
      },
    })!;
    expect(parseCompanyFacts(doc, 'X', AT).cash?.value).toBe(10);
  });
});
