import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/locales';
import { DILUTION_RISKS, dilutionTone, isDilutionRisk, runwayMonthsFigure, signedNumber, wholeMonths } from './catalyst.runway';

describe('runway at readout', () => {
  it('counts whole months rounded down, so the figure agrees with the risk thresholds (0 and 6)', () => {
    expect(wholeMonths(-2.3)).toBe(-3);
    expect(wholeMonths(-0.04)).toBe(-1); // any shortfall is "before the readout"
    expect(wholeMonths(0.4)).toBe(0);
    expect(Object.is(wholeMonths(-0), -0)).toBe(false);
    expect(wholeMonths(5.97)).toBe(5); // still "within 6 months"
    expect(wholeMonths(6)).toBe(6);
  });

  it('writes the figure signed with a true minus sign, in the interface language', () => {
    expect(runwayMonthsFigure(-2.3, 'fr')).toBe('\u22123');
    expect(runwayMonthsFigure(14.9, 'en')).toBe('+14');
    expect(runwayMonthsFigure(0.2, 'fr')).toBe('0');
    expect(runwayMonthsFigure(null, 'fr')).toBeNull();
    expect(runwayMonthsFigure(undefined, 'en')).toBeNull();
    expect(runwayMonthsFigure(Number.NaN, 'en')).toBeNull();
    expect(signedNumber(-1234.5, 'fr', 1)).toBe('\u22121\u202f234,5');
    expect(signedNumber(-1234.5, 'en', 1)).toBe('\u22121,234.5');
  });

  it('"dilution risk" is a runway ending before or within 6 months after the readout', () => {
    expect(DILUTION_RISKS).toEqual(['BEFORE_READOUT', 'WITHIN_6_MONTHS', 'NONE', 'UNKNOWN']);
    expect(DILUTION_RISKS.filter(isDilutionRisk)).toEqual(['BEFORE_READOUT', 'WITHIN_6_MONTHS']);
    expect(DILUTION_RISKS.map(dilutionTone)).toEqual(['red', 'orange', 'green', 'gray']);
  });

  for (const [lang, months, words, filter] of [
    [
      'fr',
      '\u22123 mois',
      ['Épuisée avant la lecture', 'Épuisée dans les 6 mois', 'Au-delà de 6 mois', 'Inconnue'],
      'Risque de dilution : trésorerie épuisée avant ou dans les 6 mois suivant la lecture',
    ],
    [
      'en',
      '\u22123 mo',
      ['Runs out before readout', 'Runs out within 6 mo', 'Lasts 6+ mo after', 'Unknown'],
      'Dilution risk: runway ends before or within 6 months after the readout',
    ],
  ] as const) {
    it(`words every risk, the months and the filter (${lang})`, () => {
      const { t } = createTestI18n(lang);
      expect(t('catalysts:runway.months', { value: runwayMonthsFigure(-2.3, lang) })).toBe(months);
      expect(DILUTION_RISKS.map((r) => t(`catalysts:dilutionRisk.${r}`))).toEqual(words);
      for (const r of DILUTION_RISKS) expect(t(`catalysts:dilutionRiskHint.${r}`)).not.toContain('dilutionRiskHint');
      expect(t('catalysts:filters.dilutionRiskOnly')).toBe(filter);
      expect(t('catalysts:screen.columns.runway')).toBe(lang === 'fr' ? 'Trésorerie à la lecture' : 'Runway at readout');
    });
  }
});
