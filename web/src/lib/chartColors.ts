import { listingTone, recommendationTone, type Tone } from './display';

/**
 * Chart fills of the display tones (lib/display.ts), so a chart colours a value as its badge does:
 * one rule (recommendationTone, listingTone…) decides the tone, this table its fill. Each fill is a
 * mark on white at 3:1 or more (WCAG 1.4.11, non-text contrast); the yellow is a dark yellow for
 * that reason (#eab308 is 1.9:1).
 */
export const TONE_FILL: Record<Tone, string> = {
  green: '#16a34a',
  yellow: '#bd8600',
  orange: '#ea580c',
  red: '#dc2626',
  blue: '#2563eb',
  purple: '#7c3aed',
  gray: '#6b7280',
};

/** The spec's recommendation colours: INVESTIR green, SURVEILLER yellow, NE_PAS_INVESTIR red, other gray. */
export const recommendationColor = (rec: string | null | undefined): string => TONE_FILL[recommendationTone(rec)];

/** The sponsor's listing (OUI, POSSIBLE, NON) in its badge's colours. */
export const listingColor = (verdict: string | null | undefined): string => TONE_FILL[listingTone(verdict)];

/**
 * Colours of categories that have none of their own (statuses, phases): as many as a closed set
 * has values (TrialStatus has 14), so no two slices of a pie share a colour; each at least 3:1 on white.
 */
export const CATEGORY_COLORS = [
  '#2563eb',
  '#16a34a',
  '#bd8600',
  '#dc2626',
  '#9333ea',
  '#0891b2',
  '#ea580c',
  '#64748b',
  '#db2777',
  '#4d7c0f',
  '#1e3a8a',
  '#0f766e',
  '#92400e',
  '#a21caf',
] as const;

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const DARK_TEXT = '#111827';
/** The text colour to write on a fill: white or near-black, whichever contrasts more. */
export function textColorOn(fill: string): string {
  return contrastRatio(fill, '#ffffff') >= contrastRatio(fill, DARK_TEXT) ? '#ffffff' : DARK_TEXT;
}
