import { describe, expect, it } from 'vitest';
import { CATEGORY_COLORS, contrastRatio, listingColor, recommendationColor, textColorOn, TONE_FILL } from './chartColors';

describe('chart colours', () => {
  it("follow the spec's recommendation colours: INVESTIR green, SURVEILLER yellow, NE_PAS_INVESTIR red, other gray", () => {
    expect(recommendationColor('INVESTIR')).toBe(TONE_FILL.green);
    expect(recommendationColor('SURVEILLER')).toBe(TONE_FILL.yellow);
    expect(recommendationColor('NE_PAS_INVESTIR')).toBe(TONE_FILL.red);
    expect(recommendationColor('ERREUR_QUOTA')).toBe(TONE_FILL.gray);
    expect(recommendationColor(null)).toBe(TONE_FILL.gray);
  });

  it('colour a listing as its badge does', () => {
    expect(listingColor('OUI')).toBe(TONE_FILL.blue);
    expect(listingColor('POSSIBLE')).toBe(TONE_FILL.purple);
    expect(listingColor('NON')).toBe(TONE_FILL.gray);
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#eab308', '#ffffff')).toBeCloseTo(1.92, 2);
  });

  it('are marks of at least 3:1 on white (WCAG 1.4.11), all different, with a text colour of at least 4.5:1 on each', () => {
    for (const hex of [...Object.values(TONE_FILL), ...CATEGORY_COLORS]) {
      expect(contrastRatio(hex, '#ffffff'), hex).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(hex, textColorOn(hex)), hex).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(CATEGORY_COLORS).size).toBe(CATEGORY_COLORS.length);
  });
});
