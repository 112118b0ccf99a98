import { formatFractionPercent, formatNumber } from '../../lib/format';

/** A probability (0–1) as a percent with one decimal ("65,6 %" / "65.6%"); '—' when absent. */
export const probabilityText = (p: number | null | undefined) => formatFractionPercent(p, { digits: 1 });

/** A metric (AUC, Brier) with three decimals in the reader's language ("0,712" / "0.712"); '—' when undefined. */
export const metricText = (x: number | null | undefined) => formatNumber(x, 3);

/** A log-odds bound with its sign ("+0,30" / "−0,40"; 0 as "0"). */
export function logOddsText(x: number): string {
  if (x === 0) return '0';
  const text = formatNumber(Math.abs(x), 2);
  return x > 0 ? `+${text}` : `−${text}`;
}

/**
 * The sources of a list of figures, numbered in order of first appearance: `index(source)` is its
 * 1-based mark; `list` the sources in that order.
 */
export function numberSources(sources: readonly string[]): { list: string[]; index: (source: string) => number } {
  const list: string[] = [];
  for (const s of sources) if (!list.includes(s)) list.push(s);
  return { list, index: (s) => list.indexOf(s) + 1 };
}
