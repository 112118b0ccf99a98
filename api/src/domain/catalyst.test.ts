import { describe, expect, it } from 'vitest';
import { catalystConfidence, catalystLabel, precisionOfRaw, windowOf } from './catalyst.js';
import { addMonthsIso } from './dates.js';

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
