import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlashBreaks } from './components/SlashBreaks';
import { dateState, lastDayOf, localToday, registryDate, startDateState } from './trials.dates';

const TODAY = '2026-11-21';

describe('what a trial date is (issue 33)', () => {
  it('an estimated date behind us is overdue, never a future estimate', () => {
    expect(dateState('2024-10-24', 'ESTIMATED', TODAY)).toBe('OVERDUE');
    expect(dateState('2027-02-01', 'ESTIMATED', TODAY)).toBe('ESTIMATED');
    expect(dateState('2024-10-24', 'ACTUAL', TODAY)).toBe('ACTUAL');
    // A month-precise estimate passes when its month has ended.
    expect(dateState('2026-11', 'ESTIMATED', TODAY)).toBe('ESTIMATED');
    expect(dateState('2026-10', 'ESTIMATED', TODAY)).toBe('OVERDUE');
    // Without a type: a date ahead can only be an estimate; one behind us says nothing.
    expect(dateState('2027-02-01', null, TODAY)).toBe('ESTIMATED');
    expect(dateState('2024-10-24', null, TODAY)).toBe('UNKNOWN');
    expect(dateState(null, 'ACTUAL', TODAY)).toBe('UNKNOWN');
  });

  it('the start date follows the status: enrolled studies started, the others have an estimate', () => {
    expect(startDateState('2015-09', 'COMPLETED', TODAY)).toBe('ACTUAL');
    expect(startDateState('2026-01-01', 'RECRUITING', TODAY)).toBe('ACTUAL');
    expect(startDateState('2027-01-01', 'NOT_YET_RECRUITING', TODAY)).toBe('ESTIMATED');
    expect(startDateState('2025-01-01', 'NOT_YET_RECRUITING', TODAY)).toBe('OVERDUE');
    expect(startDateState('2025-01-01', 'UNKNOWN', TODAY)).toBe('UNKNOWN');
    expect(startDateState('2027-01-01', 'UNKNOWN', TODAY)).toBe('ESTIMATED');
  });

  it('shows a date as precisely as the registry wrote it', () => {
    expect(registryDate('2018-05-01', '2018-05')).toBe('2018-05');
    expect(registryDate('2018-05-14', '2018-05-14')).toBe('2018-05-14');
    expect(registryDate('2018-05-01', 'May 2018')).toBe('2018-05-01');
    expect(registryDate('2018-05-01', null)).toBe('2018-05-01');
    expect(registryDate(null, null)).toBeNull();
  });

  it('the last day a date covers', () => {
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026')).toBe('2026-12-31');
    expect(lastDayOf('2026-11-21')).toBe('2026-11-21');
    expect(lastDayOf('soon')).toBeNull();
    expect(localToday(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });
});

describe('SlashBreaks', () => {
  const html = (text: string) => renderToStaticMarkup(createElement(SlashBreaks, { text }));
  it('lets "Piperacillin/tazobactam" wrap at its slash, and nowhere else', () => {
    expect(html('Piperacillin/tazobactam')).toBe('Piperacillin/<wbr/>tazobactam');
    expect(html('A and/or B / C')).toBe('A and/<wbr/>or B / C');
    expect(html('Renuamlintide')).toBe('Renuamlintide');
  });
});
