import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test/locales';
import { DEFAULT_MEASURE, MEASURES, chartDomain, formatMove, hasMove, isAbnormal, reactionLines, type ReactionGroupLike } from './reactions.stats';

const g = (patch: Partial<ReactionGroupLike> & Pick<ReactionGroupLike, 'outcome'>): ReactionGroupLike => ({
  capBucket: null,
  area: null,
  n: 10,
  median: 1,
  q1: 0,
  q3: 2,
  ...patch,
});

describe('reaction statistics: lines', () => {
  it('puts success beside failure: all catalysts, the buckets in size order, the areas with the most catalysts first', () => {
    const lines = reactionLines([
      g({ outcome: 'FAILURE', median: -20, q1: -35, q3: -8, n: 40 }),
      g({ outcome: 'SUCCESS', median: 6, q1: 1, q3: 14, n: 55 }),
      g({ outcome: 'SUCCESS', capBucket: 'LARGE', n: 5 }),
      g({ outcome: 'SUCCESS', capBucket: 'SMALL', n: 30 }),
      g({ outcome: 'FAILURE', capBucket: 'SMALL', n: 25, median: -30 }),
      g({ outcome: 'SUCCESS', capBucket: 'MID', n: 0, median: null, q1: null, q3: null }),
      g({ outcome: 'SUCCESS', area: 'neurology', n: 3 }),
      g({ outcome: 'FAILURE', area: 'oncology', n: 12 }),
      g({ outcome: 'SUCCESS', area: 'oncology', n: 20 }),
      // Neither compared nor in the contract's layout: left out.
      g({ outcome: 'MIXED', n: 4 }),
      g({ outcome: 'SUCCESS', capBucket: 'SMALL', area: 'oncology', n: 9 }),
    ]);
    expect(lines.overall).toMatchObject({ key: 'all', SUCCESS: { n: 55, median: 6, q1: 1, q3: 14 }, FAILURE: { n: 40, median: -20 } });
    expect(lines.byCap.map((l) => l.key)).toEqual(['cap:SMALL', 'cap:MID', 'cap:LARGE']);
    expect(lines.byCap[0]).toMatchObject({ SUCCESS: { n: 30 }, FAILURE: { n: 25, median: -30 } });
    // A side the API did not send counts as n = 0, never as a guess.
    expect(lines.byCap[2].FAILURE).toEqual({ n: 0, median: null, q1: null, q3: null });
    expect(lines.byArea.map((l) => [l.value, l.SUCCESS.n + l.FAILURE.n])).toEqual([
      ['oncology', 32],
      ['neurology', 3],
    ]);
    expect(hasMove(lines.byCap[1])).toBe(false);
    expect(hasMove(lines.byCap[2])).toBe(true);
  });

  it('always has a line for all catalysts, with n = 0 when nothing is measured', () => {
    const { overall, byCap, byArea } = reactionLines([]);
    expect(overall.SUCCESS.n + overall.FAILURE.n).toBe(0);
    expect(byCap).toEqual([]);
    expect(byArea).toEqual([]);
  });
});

describe('reaction statistics: chart range, measures and words', () => {
  it('spans every median and quartile drawn and zero, with room at the ends', () => {
    const { overall, byCap } = reactionLines([
      g({ outcome: 'FAILURE', median: -20, q1: -40, q3: -5 }),
      g({ outcome: 'SUCCESS', median: 6, q1: 1, q3: 14 }),
      // Not measured: its figures do not widen the range.
      g({ outcome: 'SUCCESS', capBucket: 'SMALL', n: 0, median: 90, q1: 80, q3: 99 }),
    ]);
    const d = chartDomain([overall, ...byCap]);
    expect(d.min).toBeLessThan(-40);
    expect(d.min).toBeGreaterThan(-50);
    expect(d.max).toBeGreaterThan(14);
    expect(d.max).toBeLessThan(20);
    // Only gains: the bars start at zero.
    const gains = reactionLines([g({ outcome: 'SUCCESS', median: 3, q1: 2, q3: 4 })]).overall;
    expect(chartDomain([gains]).min).toBe(0);
    expect(chartDomain([])).toEqual({ min: -1, max: 1 });
  });

  it('offers four measures, abnormal over 1 day first; the abnormal ones are against the benchmark', () => {
    expect(MEASURES).toEqual(['ABNORMAL_1D', 'ABNORMAL_5D', 'MOVE_1D', 'MOVE_5D']);
    expect(DEFAULT_MEASURE).toBe('ABNORMAL_1D');
    expect(MEASURES.filter(isAbnormal)).toEqual(['ABNORMAL_1D', 'ABNORMAL_5D']);
  });

  it('writes moves signed, with a true minus sign, in the interface language', () => {
    expect(formatMove(-23.44, 'fr')).toBe('\u221223,4\u00a0%');
    expect(formatMove(4.2, 'fr')).toBe('+4,2\u00a0%');
    expect(formatMove(-23.44, 'en')).toBe('\u221223.4%');
    expect(formatMove(0, 'en')).toBe('0.0%');
    expect(formatMove(12, 'en', 0)).toBe('+12%');
    expect(formatMove(null, 'fr')).toBe('—');
  });

  for (const lang of ['fr', 'en'] as const) {
    it(`words every measure and both outcomes (${lang})`, () => {
      const { t } = createTestI18n(lang);
      for (const m of MEASURES) expect(t(`analytics:reactions.measure.${m}`)).not.toContain('reactions.');
      expect(t('analytics:reactions.title')).toBe(lang === 'fr' ? 'Réactions du marché aux catalyseurs' : 'Market reactions to catalysts');
      expect(t('analytics:reactions.outcome.SUCCESS')).toBe(lang === 'fr' ? 'Succès' : 'Success');
      expect(t('analytics:reactions.outcome.FAILURE')).toBe(lang === 'fr' ? 'Échec' : 'Failure');
      expect(t('analytics:reactions.n', { n: 1234 })).toBe(lang === 'fr' ? 'n = 1\u202f234' : 'n = 1,234');
    });
  }
});
