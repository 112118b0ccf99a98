import { describe, expect, it } from 'vitest';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { CURATED_COMPANIES } from '../companies/companies.data.js';
import { buildCompanyDirectory } from '../companies/sponsor-resolver.js';
import { mapStudy } from '../../providers/ctgov/ctgov.mapper.js';
import {
  addMonthsIso,
  catalystConfidence,
  catalystLabel,
  catalystOfRecord,
  planCatalyst,
  precisionOfRaw,
  windowOf,
  type CatalystInput,
} from './trials.catalyst.js';
import type { TrialRecord } from './trials.fields.js';

const dir = buildCompanyDirectory(CURATED_COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
const input = (r: TrialRecord): CatalystInput => ({ ...r, hasResults: r.results !== null });

type Study = Record<string, unknown> & { protocolSection: Record<string, Record<string, unknown>>; resultsSection?: unknown };

/** A real record with its statusModule (and results) replaced: the readout dates exactly as ClinicalTrials.gov writes them. */
function study(name: string, status: Record<string, unknown>, opts: { results?: boolean } = {}): TrialRecord {
  const s = ctgovFixture(name) as Study;
  const original = s.protocolSection.statusModule;
  s.protocolSection.statusModule = { statusVerifiedDate: original.statusVerifiedDate, ...status };
  if (opts.results === false) delete s.resultsSection;
  return mapStudy(s, dir);
}
const at = (nameOrRecord: TrialRecord, today: string, locale: 'fr' | 'en' = 'fr') => catalystOfRecord(input(nameOrRecord), today, locale);

describe('windows and labels', () => {
  it('reads the precision of partial registry dates', () => {
    expect(precisionOfRaw('2027')).toBe('YEAR');
    expect(precisionOfRaw('2027-06')).toBe('MONTH');
    expect(precisionOfRaw('2027-06-15')).toBe('DAY');
    expect(windowOf('2027-05-10', 'QUARTER')).toEqual({ start: '2027-04-01', end: '2027-06-30' });
    expect(windowOf('2028-02-10', 'MONTH')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(windowOf('2027-02-10', 'YEAR')).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('labels windows in French and English', () => {
    expect(catalystLabel('2027-04-01', 'QUARTER', 'fr')).toBe('T2 2027');
    expect(catalystLabel('2027-04-01', 'QUARTER', 'en')).toBe('Q2 2027');
    expect(catalystLabel('2027-06-01', 'MONTH', 'fr')).toBe('juin 2027');
    expect(catalystLabel('2027-06-01', 'MONTH', 'en')).toBe('June 2027');
    expect(catalystLabel('2027-06-15', 'DAY', 'fr')).toBe('15 juin 2027');
    expect(catalystLabel('2027-06-15', 'DAY', 'en')).toBe('June 15, 2027');
    expect(catalystLabel('2027-01-01', 'YEAR', 'en')).toBe('2027');
  });
});

describe('next catalyst of real ClinicalTrials.gov records', () => {
  it('PASSED: results posted in 2020 (NCT02552212) are behind us', () => {
    const c = at(mapStudy(ctgovFixture('NCT02552212.json'), dir), '2026-11-25');
    expect(c).toEqual({
      kind: 'RESULTS_POSTING',
      windowStart: '2020-08-17',
      windowEnd: '2020-08-17',
      precision: 'DAY',
      confidence: 'PASSED',
      label: '17 août 2020',
    });
  });

  it('ANTICIPATED then OVERDUE: an estimated month-only primary completion (NCT02724163, "2031-12")', () => {
    const r = mapStudy(ctgovFixture('NCT02724163.json'), dir);
    expect(r.primaryCompletionDateType).toBe('ESTIMATED');
    expect(at(r, '2026-11-25', 'en')).toEqual({
      kind: 'PRIMARY_COMPLETION',
      windowStart: '2031-12-01',
      windowEnd: '2031-12-31',
      precision: 'MONTH',
      confidence: 'ANTICIPATED',
      label: 'December 2031',
    });
    expect(at(r, '2031-12-31')?.confidence).toBe('ANTICIPATED');
    expect(at(r, '2032-01-01')?.confidence).toBe('OVERDUE');
  });

  it('no catalyst for a withdrawn study or one without dates', () => {
    expect(at(mapStudy(ctgovFixture('NCT00576225.json'), dir), '2026-11-25')).toBeNull();
    expect(at(mapStudy(ctgovFixture('NCT05844436.json'), dir), '2026-11-25')).toBeNull();
  });

  it('an academic study completed in 2006 without results: results were due in 2007, the readout is long behind us', () => {
    const c = at(mapStudy(ctgovFixture('NCT00124774.json'), dir), '2026-11-25');
    expect(c).toMatchObject({ kind: 'RESULTS_POSTING', windowStart: '2007-04-01', precision: 'MONTH', confidence: 'PASSED' });
  });

  it('ACTUAL: results posted last month, then PASSED after a quarter', () => {
    const r = study('NCT02552212.json', {
      overallStatus: 'COMPLETED',
      primaryCompletionDateStruct: { date: '2025-11', type: 'ACTUAL' },
      completionDateStruct: { date: '2026-02-10', type: 'ACTUAL' },
      resultsFirstPostDateStruct: { date: '2026-10-20', type: 'ACTUAL' },
      lastUpdatePostDateStruct: { date: '2026-10-20', type: 'ACTUAL' },
    });
    expect(at(r, '2026-11-25')).toMatchObject({ kind: 'RESULTS_POSTING', windowStart: '2026-10-20', confidence: 'ACTUAL' });
    expect(at(r, '2027-01-18')?.confidence).toBe('ACTUAL');
    expect(at(r, '2027-01-19')?.confidence).toBe('PASSED');
  });

  it('industry phase 3 with an actual primary completion: topline expected in the quarter after it, then PASSED', () => {
    const r = study(
      'NCT02552212.json',
      {
        overallStatus: 'ACTIVE_NOT_RECRUITING',
        primaryCompletionDateStruct: { date: '2026-10', type: 'ACTUAL' },
        completionDateStruct: { date: '2027-09', type: 'ESTIMATED' },
        lastUpdatePostDateStruct: { date: '2026-11-02', type: 'ACTUAL' },
      },
      { results: false },
    );
    // "2026-10" reached by October 31; + 45 days → mid-December: Q4 2026.
    expect(at(r, '2026-11-25', 'fr')).toEqual({
      kind: 'TOPLINE_READOUT',
      windowStart: '2026-10-01',
      windowEnd: '2026-12-31',
      precision: 'QUARTER',
      confidence: 'ANTICIPATED',
      label: 'T4 2026',
    });
    expect(at(r, '2026-11-25', 'en')?.label).toBe('Q4 2026');
    expect(at(r, '2027-01-01')?.confidence).toBe('PASSED');
  });

  it('academic trial with an actual primary completion: results due 12 months later (FDAAA), OVERDUE after, PASSED 2 years on', () => {
    const r = study(
      'NCT02724163.json',
      {
        overallStatus: 'ACTIVE_NOT_RECRUITING',
        primaryCompletionDateStruct: { date: '2026-03-15', type: 'ACTUAL' },
        completionDateStruct: { date: '2028-03', type: 'ESTIMATED' },
      },
      { results: false },
    );
    expect(at(r, '2026-11-25')).toMatchObject({ kind: 'RESULTS_POSTING', windowStart: '2027-03-01', windowEnd: '2027-03-31', confidence: 'ANTICIPATED' });
    expect(at(r, '2027-04-01')?.confidence).toBe('OVERDUE');
    expect(at(r, '2029-04-01')?.confidence).toBe('PASSED');
  });

  it('OVERDUE: an estimated day-precise primary completion that passed without an update', () => {
    const r = study(
      'NCT02552212.json',
      {
        overallStatus: 'RECRUITING',
        primaryCompletionDateStruct: { date: '2026-06-30', type: 'ESTIMATED' },
        completionDateStruct: { date: '2026-12-31', type: 'ESTIMATED' },
        lastUpdatePostDateStruct: { date: '2025-01-10', type: 'ACTUAL' },
      },
      { results: false },
    );
    expect(at(r, '2026-11-25')).toMatchObject({ kind: 'PRIMARY_COMPLETION', windowStart: '2026-06-30', precision: 'DAY', confidence: 'OVERDUE' });
  });

  it('a year-only estimated date gives a year window', () => {
    const r = study(
      'NCT02724163.json',
      { overallStatus: 'NOT_YET_RECRUITING', primaryCompletionDateStruct: { date: '2029', type: 'ESTIMATED' } },
      { results: false },
    );
    expect(at(r, '2026-11-25', 'en')).toMatchObject({
      windowStart: '2029-01-01',
      windowEnd: '2029-12-31',
      precision: 'YEAR',
      label: '2029',
      confidence: 'ANTICIPATED',
    });
  });

  it('a terminated study: its stop is the catalyst (ACTUAL when recent)', () => {
    const r = study(
      'NCT02552212.json',
      {
        overallStatus: 'TERMINATED',
        primaryCompletionDateStruct: { date: '2026-09-01', type: 'ACTUAL' },
        completionDateStruct: { date: '2026-09-15', type: 'ACTUAL' },
      },
      { results: false },
    );
    expect(at(r, '2026-11-25')).toMatchObject({ kind: 'STUDY_COMPLETION', windowStart: '2026-09-15', confidence: 'ACTUAL' });
  });

  it('a study with only a completion date uses it (STUDY_COMPLETION)', () => {
    const r = study('NCT02724163.json', { overallStatus: 'RECRUITING', completionDateStruct: { date: '2028-05', type: 'ESTIMATED' } }, { results: false });
    expect(planCatalyst(input(r))).toMatchObject({ catalystKind: 'STUDY_COMPLETION', catalystBasis: 'ESTIMATED', catalystPrecision: 'MONTH' });
  });
});

describe('catalystConfidence', () => {
  it('follows the basis and the window end', () => {
    expect(catalystConfidence('ESTIMATED', '2026-11-25', '2026-11-25')).toBe('ANTICIPATED');
    expect(catalystConfidence('ESTIMATED', '2026-11-24', '2026-11-25')).toBe('OVERDUE');
    expect(catalystConfidence('EXPECTED', '2026-11-24', '2026-11-25')).toBe('PASSED');
    expect(catalystConfidence('HAPPENED', '2026-08-27', '2026-11-25')).toBe('ACTUAL');
    expect(catalystConfidence('HAPPENED', '2026-08-26', '2026-11-25')).toBe('PASSED');
    expect(catalystConfidence('DUE', '2024-11-25', '2026-11-25')).toBe('OVERDUE');
    expect(catalystConfidence('DUE', '2024-11-24', '2026-11-25')).toBe('PASSED');
  });
});
