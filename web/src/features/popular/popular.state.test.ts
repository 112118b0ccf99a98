import { describe, expect, it } from 'vitest';
import { initialTab, likeStats, rankMedal } from './popular.state';

describe('popular screen logic', () => {
  it('opens the comments tab from the navigation state, trials otherwise', () => {
    expect(initialTab({ tab: 'comments' })).toBe('comments');
    expect(initialTab({ tab: 'trials' }, '?tab=comments')).toBe('trials');
    expect(initialTab(null)).toBe('trials');
    expect(initialTab(undefined, '?tab=comments')).toBe('comments');
    expect(initialTab({ tab: '<script>' })).toBe('trials');
  });

  it('computes count, total and rounded average likes', () => {
    expect(likeStats([{ likes: 3 }, { likes: 4 }])).toEqual({ count: 2, totalLikes: 7, averageLikes: 4 });
    expect(likeStats([])).toEqual({ count: 0, totalLikes: 0, averageLikes: 0 });
  });

  it('gives gold, silver and bronze to the first three', () => {
    expect([0, 1, 2, 3].map(rankMedal)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
