import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPLETION_STATE_WORDS,
  completionState,
  PHASE_WORDS,
  RECOMMENDATION_WORDS,
  shortDate,
  shortSpan,
  STATUS_WORDS,
  VERDICT_WORDS,
} from './calendar.ics.labels.js';

/** The web's words (web/src/locales/<lang>/<namespace>.json): the .ics must say what the screen says. */
const web = (lang: 'fr' | 'en', ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../web/src/locales/${lang}/${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

describe('calendar.ics words', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: statuses, phases, listing and recommendations are the web's words`, () => {
      const labels = web(lang, 'labels');
      expect(STATUS_WORDS[lang]).toEqual(labels.TrialStatus);
      expect(PHASE_WORDS[lang]).toEqual(labels.Phase);
      expect(VERDICT_WORDS[lang]).toEqual(labels.InvestmentVerdict);
      expect(RECOMMENDATION_WORDS[lang]).toEqual(labels.Recommendation);
    });

    it(`${lang}: a completion's state reads as the web's date states`, () => {
      const states = (web(lang, 'common').dates as Record<string, Record<string, string>>).state;
      for (const s of ['ACTUAL', 'ESTIMATED', 'OVERDUE'] as const) expect(COMPLETION_STATE_WORDS[lang][s].toLowerCase()).toBe(states[s].toLowerCase());
    });
  }

  it('an estimated date behind us is overdue, never a future estimate', () => {
    expect(completionState('2024-10-24', 'ESTIMATED', '2026-11-21')).toBe('OVERDUE');
    expect(completionState('2027-10-24', 'ESTIMATED', '2026-11-21')).toBe('ESTIMATED');
    expect(completionState('2024-10-24', 'ACTUAL', '2026-11-21')).toBe('ACTUAL');
    expect(completionState('2024-10-24', null, '2026-11-21')).toBeNull();
    expect(completionState('2027-10-24', null, '2026-11-21')).toBe('ESTIMATED');
  });

  it('dates in the language short form; a one-day window once', () => {
    expect(shortDate('fr', '2024-10-24')).toBe('24/10/2024');
    expect(shortDate('en', '2024-10-24')).toBe('10/24/2024');
    expect(shortDate('en', 'soon')).toBe('soon');
    expect(shortSpan('fr', '2025-03-03', '2025-03-03')).toBe('03/03/2025');
    expect(shortSpan('fr', '2027-04-01', '2027-06-30')).toBe('01/04/2027 → 30/06/2027');
  });
});
