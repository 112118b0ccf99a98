import { formatAxisCurrency, formatCurrency } from '../../../lib/format';
import { widestText } from '../../../lib/chartText';

/** nivo's axis defaults (tickSize 5, tickPadding 5) plus a little air: the space between the plot and a label. */
const TICK_SPACE = 10;
const AIR = 4;
/** Space kept between two x-axis labels. */
const LABEL_GAP = 12;
/** At most this many date labels, however wide the chart. */
const MAX_DATE_TICKS = 8;

/** A "nice" step (1, 2 or 5 × 10^k) that cuts [lo, hi] into about `count` intervals (d3's rule). */
export function niceStep(lo: number, hi: number, count: number): number {
  const raw = Math.abs(hi - lo) / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / power;
  const factor = ratio >= Math.sqrt(50) ? 10 : ratio >= Math.sqrt(10) ? 5 : ratio >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

export interface PriceAxis {
  /** The y scale's bounds: whole steps around the prices. */
  min: number;
  max: number;
  ticks: number[];
  format: (value: number) => string;
  /** Room for the widest label left of the plot (px). */
  width: number;
}

/**
 * The price axis: about `count` ticks on whole steps of at least a cent (so no two labels read the
 * same), labelled in the currency (whole units from 100 up when the step is whole), and the width
 * its widest label needs, so that "420,00 $US" or "553 019 ₩" is never cut by the chart's edge.
 */
export function priceAxis(closes: readonly number[], currency: string, count = 5): PriceAxis {
  const low = Math.min(...closes);
  const high = Math.max(...closes);
  const pad = (high - low) * 0.12 || high * 0.02 || 1;
  const lo = low >= 0 ? Math.max(0, low - pad) : low - pad;
  const hi = high + pad;
  const step = Math.max(0.01, niceStep(lo, hi, count));
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const round = (v: number) => Number(v.toFixed(decimals));
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step);
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(round(i * step));
  const format = step >= 1 ? (v: number) => formatAxisCurrency(v, currency) : (v: number) => formatCurrency(v, currency);
  return { min: ticks[0], max: ticks[ticks.length - 1], ticks, format, width: Math.ceil(widestText(ticks.map(format))) + TICK_SPACE + AIR };
}

/**
 * The dates to label on a point scale of `dates` spread over `innerWidth` px: as many as fit side by
 * side (labels measured, a gap between them, at most eight), evenly spread, each label wholly within
 * the chart (the first and last stay clear of the edges by half a label), and no two reading the same.
 */
export function dateTicks(dates: readonly string[], label: (date: string) => string, innerWidth: number, margin: { left: number; right: number }): string[] {
  const n = dates.length;
  if (n < 2 || innerWidth <= 0) return dates.slice(0, 1);
  const step = innerWidth / (n - 1);
  const sampleEvery = Math.max(1, Math.floor(n / 60));
  const sample = dates.filter((_, i) => i % sampleEvery === 0 || i === n - 1).map(label);
  const w = widestText(sample);
  const from = Math.max(0, w / 2 - margin.left);
  const to = innerWidth - Math.max(0, w / 2 - margin.right);
  const firstIndex = Math.ceil(from / step);
  const lastIndex = Math.floor(to / step);
  if (lastIndex < firstIndex) return [];
  // A tick lands on the nearest date: allow a step of slack between two labels.
  const fit = Math.floor((to - from) / (w + LABEL_GAP + step)) + 1;
  const count = Math.max(1, Math.min(MAX_DATE_TICKS, fit, lastIndex - firstIndex + 1));
  const picked: string[] = [];
  let previousLabel = '';
  for (let j = 0; j < count; j++) {
    const x = count === 1 ? (from + to) / 2 : from + (j * (to - from)) / (count - 1);
    const i = Math.min(lastIndex, Math.max(firstIndex, Math.round(x / step)));
    const text = label(dates[i]);
    if (text === previousLabel || picked.includes(dates[i])) continue;
    picked.push(dates[i]);
    previousLabel = text;
  }
  return picked;
}
