import { describe, expect, it } from 'vitest';
import { nextMenuIndex } from './menuKeys';

describe('nextMenuIndex', () => {
  it('moves down and up with wrapping, Home and End jump to the ends', () => {
    expect(nextMenuIndex('ArrowDown', 0, 4)).toBe(1);
    expect(nextMenuIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextMenuIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextMenuIndex('Home', 2, 4)).toBe(0);
    expect(nextMenuIndex('End', 0, 4)).toBe(3);
  });
  it('ignores other keys and empty menus', () => {
    expect(nextMenuIndex('a', 0, 4)).toBeNull();
    expect(nextMenuIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
