import type { Page } from 'playwright-core';

/**
 * Words of `main` split across two lines inside a word (a run of letters and digits: a slash, a
 * hyphen or a space may end a line; a word wider than its block cannot help breaking and is left
 * out), and words sticking out of the screen (outside a box that scrolls sideways). Visually hidden text (clipped to
 * nothing) is left out.
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const main = document.querySelector('main') ?? document.body;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !el.getClientRects().length) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('.sr-only, [hidden], svg')) continue;
      // Visually hidden the way .sr-only is (clip: rect(0 0 0 0)), e.g. a table's header on phones: not on screen.
      const clipped = (e: Element | null): boolean => !!e && (getComputedStyle(e).clip === 'rect(0px, 0px, 0px, 0px)' || clipped(e.parentElement));
      if (clipped(el)) continue;
      const text = n.textContent ?? '';
      for (const m of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        const scrolls = (e: Element | null): boolean => !!e && (/(auto|scroll)/.test(getComputedStyle(e).overflowX) || scrolls(e.parentElement));
        if (rects.some((r) => r.right > screenWidth + 1) && !scrolls(el)) {
          out.push(`${m[0]} sticks out <${el.tagName.toLowerCase()} class="${el.className}">`);
          continue;
        }
        if (new Set(rects.map((r) => Math.round(r.top))).size < 2) continue;
        const width = rects.reduce((s, r) => s + r.width, 0);
        const block = el.closest<HTMLElement>('p, li, td, th, dd, dt, h1, h2, h3, h4, div, span');
        if (block && width > block.clientWidth) continue;
        out.push(`${m[0]} <${el.tagName.toLowerCase()} class="${el.className}">`);
      }
    }
    return out;
  });
}
