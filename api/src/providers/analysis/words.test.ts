import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_WORDS } from '../../domain/trial-status-words.js';
import { SPONSOR_CLASS_WORDS } from './words.js';

/** The web's words (web/src/locales/<lang>/labels.json): the analysis texts say what the screen says. */
const labels = (lang: 'fr' | 'en') =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../web/src/locales/${lang}/labels.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const inLang = (words: Record<string, { fr: string; en: string }>, lang: 'fr' | 'en') =>
  Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v[lang]]));

describe('analysis words', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`${lang}: statuses and sponsor classes are the web's words`, () => {
      expect(inLang(STATUS_WORDS, lang)).toEqual(labels(lang).TrialStatus);
      expect(inLang(SPONSOR_CLASS_WORDS, lang)).toEqual(labels(lang).SponsorClass);
    });
  }
});
