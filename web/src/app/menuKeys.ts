/**
 * Keyboard of a WAI-ARIA menu (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): the index of
 * the item to focus after `key` from item `current` of `count`, or null when the key does not move.
 */
export function nextMenuIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
