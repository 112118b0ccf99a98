import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/locales';
import { catalystCountdown, daysFromToday } from './catalyst.format';

const now = new Date(2026, 10, 25, 23, 30);
const day = (windowStart: string) => ({ windowStart, windowEnd: windowStart, precision: 'DAY' as const });

describe('catalyst countdowns', () => {
  for (const [lang, words] of [
    ['fr', ["aujourd'hui", 'demain', 'dans 3 jours', 'T2 2027', 'juin 2027', '15 février 2027', 'hier', 'il y a 10 jours', '2028']],
    ['en', ['today', 'tomorrow', 'in 3 days', 'Q2 2027', 'June 2027', 'February 15, 2027', 'yesterday', '10 days ago', '2028']],
  ] as const) {
    it(`says today, tomorrow, in N days, then the window (${lang})`, () => {
      const t = createTestI18n(lang).t;
      expect(
        [
          day('2026-11-25'),
          day('2026-11-26'),
          day('2026-11-28'),
          { windowStart: '2027-04-01', windowEnd: '2027-06-30', precision: 'QUARTER' as const },
          { windowStart: '2027-06-01', windowEnd: '2027-06-30', precision: 'MONTH' as const },
          day('2027-02-15'),
          day('2026-11-24'),
          day('2026-11-15'),
          { windowStart: '2028-01-01', windowEnd: '2028-12-31', precision: 'YEAR' as const },
        ].map((c) => catalystCountdown(t, c, now).text),
      ).toEqual(words);
    });
  }

  it('counts whole days from the local today', () => {
    expect(daysFromToday('2026-11-25', now)).toBe(0);
    expect(daysFromToday('2026-12-25', now)).toBe(30);
  });
});
