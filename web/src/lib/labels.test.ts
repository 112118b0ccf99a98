import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType } from 'graphql';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n, loadResources } from '../test/locales';
import {
  FEATURE_LABELLED_ENUMS,
  LABELLED_ENUMS,
  LABELLED_STRING_SETS,
  UNLABELLED_ENUMS,
  analystPeriodLabel,
  enumLabel,
  interventionTypeLabel,
  phaseText,
  sponsorClassLabel,
  statusLabel,
  studyTypeLabel,
  verdictLabel,
} from './labels';

/** The schema codegen types the web from (schema/schema.graphql): its enums are the web's enums. */
const SDL = fs.readFileSync(path.resolve(import.meta.dirname, '../../../schema/schema.graphql'), 'utf8');
const enums = Object.values(buildSchema(SDL).getTypeMap()).filter((t) => isEnumType(t) && !t.name.startsWith('__'));
const resources = loadResources();
const labels = (lang: 'fr' | 'en') => resources[lang].labels as Record<string, Record<string, string>>;
const tFr = createTestI18n('fr').t as TFunction;
const tEn = createTestI18n('en').t as TFunction;

describe('enum labels', () => {
  it('every enum of the schema is either labelled or declared never shown', () => {
    const decided = new Set<string>([...LABELLED_ENUMS, ...UNLABELLED_ENUMS, ...Object.keys(FEATURE_LABELLED_ENUMS)]);
    expect(enums.map((e) => e.name).filter((n) => !decided.has(n))).toEqual([]);
    const names = new Set(enums.map((e) => e.name));
    expect(
      [...decided].filter((n) => !names.has(n)),
      'no longer in the schema',
    ).toEqual([]);
  });

  for (const type of enums.filter((e) => (LABELLED_ENUMS as readonly string[]).includes(e.name))) {
    it(`${type.name}: every value has fr and en words`, () => {
      const values = isEnumType(type) ? type.getValues().map((v) => v.name) : [];
      for (const lang of ['fr', 'en'] as const) {
        const missing = values.filter((v) => !labels(lang)[type.name]?.[v]);
        expect(missing, `${lang}/labels.json ${type.name}`).toEqual([]);
      }
    });
  }

  for (const [name, [ns, prefix]] of Object.entries(FEATURE_LABELLED_ENUMS)) {
    it(`${name}: every value has fr and en words in ${ns}:${prefix}`, () => {
      const type = enums.find((e) => e.name === name);
      const values = type && isEnumType(type) ? type.getValues().map((v) => v.name) : [];
      expect(values.length).toBeGreaterThan(0);
      for (const lang of ['fr', 'en'] as const) {
        const section = prefix.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], resources[lang][ns]) as
          Record<string, string> | undefined;
        expect(
          values.filter((v) => !section?.[v]),
          `${lang}/${ns}.json ${prefix}`,
        ).toEqual([]);
      }
    });
  }

  it('closed string sets (sponsor class, intervention type) have fr and en words', () => {
    for (const [set, values] of Object.entries(LABELLED_STRING_SETS))
      for (const lang of ['fr', 'en'] as const)
        expect(
          values.filter((v) => !labels(lang)[set]?.[v]),
          `${lang} ${set}`,
        ).toEqual([]);
  });

  it('issue 33: sponsor classes are words of the language, never the registry code', () => {
    expect(sponsorClassLabel(tFr, 'INDUSTRY')).toBe('Industrie');
    expect(sponsorClassLabel(tEn, 'INDUSTRY')).toBe('Industry');
    expect(sponsorClassLabel(tFr, 'NIH')).toBe('Gouvernement');
    expect(sponsorClassLabel(tFr, null)).toBe('Académique/Autre');
  });

  it('words the values of the issue in both languages', () => {
    expect(studyTypeLabel(tFr, 'INTERVENTIONAL')).toBe('Interventionnelle');
    expect(studyTypeLabel(tEn, 'INTERVENTIONAL')).toBe('Interventional');
    expect(statusLabel(tFr, 'RECRUITING')).toBe('Recrutement en cours');
    expect(statusLabel(tEn, 'RECRUITING')).toBe('Recruiting');
    expect(verdictLabel(tFr, 'OUI')).toBe('OUI');
    expect(verdictLabel(tEn, 'OUI')).toBe('YES');
    expect(verdictLabel(tEn, 'non')).toBe('NO');
    expect(analystPeriodLabel(tFr, '0m')).toBe('Mois en cours');
    expect(analystPeriodLabel(tEn, '0m')).toBe('Current month');
    expect(analystPeriodLabel(tFr, '-1m')).toBe('Mois précédent');
    expect(analystPeriodLabel(tEn, '-1m')).toBe('Previous month');
    expect(analystPeriodLabel(tFr, '-3m')).toBe('Il y a 3 mois');
    expect(analystPeriodLabel(tEn, '-2m')).toBe('2 months ago');
    expect(phaseText(tFr, 'EARLY_PHASE1')).toBe('Phase 1 précoce');
    expect(phaseText(tFr, 'Early Phase 1')).toBe('Phase 1 précoce');
    expect(phaseText(tEn, 'Not Applicable')).toBe('Not applicable');
    expect(interventionTypeLabel(tFr, 'DIETARY_SUPPLEMENT')).toBe('Complément alimentaire');
    expect(interventionTypeLabel(tEn, 'Drug')).toBe('Drug');
  });

  it('an unknown value is shown as it is, an absent one as a dash', () => {
    expect(enumLabel(tFr, 'TrialStatus', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(enumLabel(tFr, 'TrialStatus', null)).toBe('—');
    expect(analystPeriodLabel(tEn, 'next year')).toBe('next year');
    expect(phaseText(tEn, 'Phase X')).toBe('Phase X');
  });
});
