/**
 * Text on nivo charts: how wide a label is drawn (so axes make room for their labels instead of
 * cutting them) and how a set of names is shortened so that no two marks share a label.
 */

/** nivo's default text (theme.text), named so a chart can pass it and measure its labels in it. */
export const CHART_TEXT = { fontFamily: 'sans-serif', fontSize: 11 } as const;
/** CHART_TEXT as a CSS font. */
export const CHART_FONT = `${CHART_TEXT.fontSize}px ${CHART_TEXT.fontFamily}`;
/** Width of an average character of CHART_FONT where text cannot be measured (jsdom). */
const FALLBACK_CHAR_WIDTH = 6.5;

let context: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    // jsdom has no canvas (its getContext prints an error and returns null): measure only in a browser.
    const supported = typeof document !== 'undefined' && !/jsdom/i.test(globalThis.navigator?.userAgent ?? '');
    context = supported ? document.createElement('canvas').getContext('2d') : null;
  } catch {
    context = null;
  }
  return context;
}

/** The width in pixels of `text` drawn in `font` (a CSS font shorthand). */
export function textWidth(text: string, font: string = CHART_FONT): number {
  const ctx = canvasContext();
  if (!ctx) return text.length * FALLBACK_CHAR_WIDTH;
  ctx.font = font;
  return ctx.measureText(text).width;
}

/** The widest of `texts` (0 for none). */
export function widestText(texts: readonly string[], font: string = CHART_FONT): number {
  return texts.reduce((w, t) => Math.max(w, textWidth(t, font)), 0);
}

/** A text cut to `n` characters with an ellipsis (display only: keys and names stay whole). */
export function shorten(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s;
}

/** `s` in `n` characters keeping its start and its last words: "National Inst… (NIAID)". */
function shortenKeepingEnd(s: string, n: number, words: number): string {
  const tail = s.split(/\s+/).slice(-words).join(' ');
  const head = n - tail.length - 2;
  if (head < 3) return shorten(s, n);
  return `${s.slice(0, head).trimEnd()}… ${tail}`;
}

/**
 * Display labels of `names`, each at most about `n` characters, never two the same: names that a
 * plain cut would make equal ("National Institute of…" three times) keep their last words instead
 * ("National Inst… (NIAID)", "National Inst… (NIMH)"); names that are still equal get a number.
 */
export function distinctLabels(names: readonly string[], n: number): string[] {
  const out = names.map((s) => shorten(s, n));
  const groups = new Map<string, number[]>();
  out.forEach((label, i) => groups.set(label, [...(groups.get(label) ?? []), i]));
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const maxWords = Math.max(...members.map((i) => names[i].split(/\s+/).length));
    for (let words = 1; words < maxWords; words++) {
      const tried = members.map((i) => shortenKeepingEnd(names[i], n, words));
      if (new Set(tried).size === tried.length) {
        members.forEach((i, j) => (out[i] = tried[j]));
        break;
      }
    }
  }
  // Whatever is still repeated (the same name twice, or ends too alike): numbered, like the chart's keys.
  const seen = new Map<string, number>();
  return out.map((label) => {
    const k = (seen.get(label) ?? 0) + 1;
    seen.set(label, k);
    return k === 1 ? label : `${label} (${k})`;
  });
}

/**
 * Distinct labels for `names` that fit `maxWidth` pixels in `font`: the longest character budget
 * (from `n` down) whose labels all fit.
 */
export function fittedLabels(names: readonly string[], n: number, maxWidth: number, font: string = CHART_FONT): string[] {
  let budget = n;
  let labels = distinctLabels(names, budget);
  while (budget > 6 && widestText(labels, font) > maxWidth) {
    budget -= 1;
    labels = distinctLabels(names, budget);
  }
  return labels;
}
