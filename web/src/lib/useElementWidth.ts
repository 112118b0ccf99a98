import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width in pixels of an element, kept up to date as it resizes (0 until measured). Charts use it
 * to choose how many axis labels fit, from the same box nivo's responsive wrapper fills.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => setWidth(Math.round(el.getBoundingClientRect().width));
    update();
    // jsdom has no ResizeObserver: there the box is measured once.
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [ref]);
  return width;
}
