import { describe, expect, it } from 'vitest';
import { ctgovFixture } from '../../../test/fixtures/ctgov/index.js';
import { catalystOfRecord, planCatalyst, type CatalystInput } from '../../domain/catalyst.js';
import type { RegistryRecord } from '../../domain/trial-record.js';
import { mapStudy } from './ctgov.mapper.js';

/** The next catalyst's rules (domain/catalyst.ts) on the records this mapper gives. */
const input = (r: RegistryRecord): CatalystInput => ({ ...r, hasResults: r.results !== null });

type Study = Record<string, unknown> & { protocolSection: Record<string, Record<string, unknown>>; resultsSection?: unknown };

/** A real record with its statusModule (and results) replaced: the readout dates exactly as ClinicalTrials.gov writes them. */
function study(name: string, status: Record<string, unknown>, opts: { results?: boolean } = {}): RegistryRecord {
  const s = ctgovFixture(name) as Study;
  const original = s.protocolSection.statusModule;
  s.protocolSection.statusModule = { statusVerifiedDate: original.statusVerifiedDate, ...status };
  if (opts.results === false) delete s.resultsSection;
  return mapStudy(s);
}
const at = (nameOrRecord: RegistryRecord, today: string, locale: 'fr' | 'en' = 'fr') => catalystOfRecord(input(nameOrRecord), today, locale);

describe('next catalyst of real ClinicalTrials.gov records', () => {
  it('PASSED: results posted in 2020 (NCT02552212) are behind us', () => {
    const c = at(mapStudy(ctgovFixture('NCT02552212.json')), '2026-11-25');
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
    const r = mapStudy(ctgovFixture('NCT02724163.json'));
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
    expect(at(mapStudy(ctgovFixture('NCT00576225.json')), '2026-11-25')).toBeNull();
    expect(at(mapStudy(ctgovFixture('NCT05844436.json')), '2026-11-25')).toBeNull();
  });

  it('an academic study completed in 2006 without results: results were due in 2007, the readout is long behind us', () => {
    const c = at(mapStudy(ctgovFixture('NCT00124774.json')), '2026-11-25');
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
