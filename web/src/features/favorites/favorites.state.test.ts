import { describe, expect, it } from 'vitest';
import { favoriteLists } from './favorites.state';

const tr = (nctId: string, liked: boolean, disliked: boolean) => ({ nctId, viewerReaction: { liked, disliked } });

describe('favorites lists', () => {
  it('keeps trials whose reaction is unchanged', () => {
    const r = favoriteLists([tr('A', true, false)], [tr('B', false, true)]);
    expect(r.liked.map((t) => t.nctId)).toEqual(['A']);
    expect(r.disliked.map((t) => t.nctId)).toEqual(['B']);
    expect(r.changed).toBe(false);
  });

  it('removes a card from the liked tab when its like is removed or it is disliked', () => {
    const r = favoriteLists([tr('A', false, false), tr('C', false, true), tr('D', true, false)], []);
    expect(r.liked.map((t) => t.nctId)).toEqual(['D']);
    expect(r.changed).toBe(true);
  });

  it('treats a missing viewer reaction as unchanged', () => {
    expect(favoriteLists([{ nctId: 'A', viewerReaction: null }], []).liked).toHaveLength(1);
  });
});
