import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { benchmarkOf, formatMove, moveToneClass, priceSourcesOf } from './moves.format';

afterAll(() => i18n.changeLanguage('fr'));

describe('moves', () => {
  it('writes a move signed with one decimal in the interface language, and nothing while it is not computed', async () => {
    await i18n.changeLanguage('fr');
    expect(formatMove(-23.44)).toMatch(/^\u221223,4\s%$/);
    expect(formatMove(5)).toMatch(/^\+5,0\s%$/);
    await i18n.changeLanguage('en');
    expect(formatMove(-23.44)).toBe('\u221223.4%');
    expect(formatMove(0)).toBe('0.0%');
    expect(formatMove(null)).toBeNull();
    expect(formatMove(undefined)).toBeNull();
    expect(formatMove(Number.NaN)).toBeNull();
  });

  it('colours by sign, and names the benchmark and the price sources of the measured moves', () => {
    expect(moveToneClass(-1)).toBe('tone-red');
    expect(moveToneClass(2)).toBe('tone-green');
    expect(moveToneClass(null)).toBe('');
    const rows = [{ move: null }, { move: { benchmark: 'XBI', priceSource: 'demo' } }, { move: { benchmark: 'XBI', priceSource: 'demo' } }];
    expect(benchmarkOf(rows)).toBe('XBI');
    expect(benchmarkOf([{ move: null }])).toBeNull();
    expect(priceSourcesOf(rows)).toEqual(['demo']);
  });
});
