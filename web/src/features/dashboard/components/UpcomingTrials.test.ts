import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/locales';
import { daysUntil, endingLabel } from './UpcomingTrials';

describe('upcoming trials: the "ending in" badge', () => {
  for (const [lang, words] of [
    ['fr', ['Se termine aujourd’hui', 'Se termine demain', 'Se termine dans 2 jours', 'Se termine dans 14 jours']],
    ['en', ['Ending today', 'Ending tomorrow', 'Ending in 2 days', 'Ending in 14 days']],
  ] as const) {
    it(`says today and tomorrow rather than 0 and 1 day (${lang})`, () => {
      const t = createTestI18n(lang).t;
      expect([0, 1, 2, 14].map((d) => endingLabel(t, d, lang))).toEqual(words);
      expect(endingLabel(t, -1, lang)).toBe(words[0]);
    });
  }

  it('counts whole days from the local today', () => {
    const now = new Date(2026, 10, 20, 23, 30);
    expect(daysUntil('2026-11-20', now)).toBe(0);
    expect(daysUntil('2026-11-21', now)).toBe(1);
    expect(daysUntil('2026-12-04', now)).toBe(14);
  });
});
