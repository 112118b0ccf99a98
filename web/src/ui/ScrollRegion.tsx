import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a table) is wider than the screen. While it does, it is
 * a labelled region in the tab order, so keyboard users can scroll it too (axe: scrollable-region-focusable);
 * while everything fits it is a plain box and no extra tab stop.
 */
export function ScrollRegion({ label, className = 'table-wrap', children }: { label: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setScrolls(el.scrollWidth - el.clientWidth > 1 || el.scrollHeight - el.clientHeight > 1);
    update();
    // (jsdom has no ResizeObserver: there the box is measured once.)
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    if (el.firstElementChild) ro?.observe(el.firstElementChild);
    return () => ro?.disconnect();
  }, []);
  return (
    <div ref={ref} className={className} {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      {children}
    </div>
  );
}
