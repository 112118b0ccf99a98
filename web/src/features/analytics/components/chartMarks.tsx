import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BarCustomLayerProps, BarDatum, BarSvgProps } from '@nivo/bar';
import type { PieCustomLayerProps } from '@nivo/pie';
import { shorten } from '../../../lib/chartText';
import './chartMarks.css';

/** What nivo passes to an axis tick renderer. */
type AxisTickProps = Parameters<NonNullable<NonNullable<BarSvgProps<BarDatum>['axisLeft']>['renderTick']>>[0];

/**
 * What the nivo charts share so that a chart is keyed on the full value and only its displayed text
 * is shortened: the full name of each key, the shortened tick text (with the full name as a <title>,
 * the hover tooltip), and keyboard-focusable marks (bars, slices) named "full name : value" that show
 * the full name in a tooltip on focus. The layers and ticks are module-level components reading this
 * context, so a re-render (a tooltip shown) never remounts them (which would drop the focus).
 */
export interface ChartMarksValue {
  /** The full display name of a key (the chart's index value or slice id). */
  name: (key: string) => string;
  /** The accessible name and tooltip text of a mark. */
  markLabel: (key: string, value: number) => string;
  /** Characters of a tick text before it is shortened with an ellipsis. */
  tickLength: number;
  /**
   * The tick text of a key, when the chart has made its labels distinct and fitted to their column
   * (lib/chartText.ts fittedLabels); otherwise the name cut at `tickLength`.
   */
  tickText?: (key: string) => string;
  /** Shows (or hides, null) the focus tooltip at a point of the chart box. */
  showTip: (tip: ChartTip | null) => void;
  /** The drawing area's offset in the chart box (pie layers are not told their margins). */
  offset?: { left: number; top: number };
}

export interface ChartTip {
  text: string;
  /** Point of the chart box the tooltip points at (px). */
  x: number;
  y: number;
}

const MarksContext = createContext<ChartMarksValue | null>(null);

export function ChartMarksProvider({ value, children }: { value: ChartMarksValue; children: ReactNode }) {
  return <MarksContext.Provider value={value}>{children}</MarksContext.Provider>;
}

/** The full names, made unique (a repeated name gets " (2)", " (3)"…), to key a chart on. */
export function uniqueKeys(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return k === 1 ? n : `${n} (${k})`;
  });
}

/** The focus tooltip of a chart and its setter; render `<ChartTipBox tip={tip} />` in the (relative) chart box. */
export function useChartTip() {
  const [tip, setTip] = useState<ChartTip | null>(null);
  return { tip, setTip };
}

export function ChartTipBox({ tip }: { tip: ChartTip | null }) {
  if (!tip) return null;
  // Decorative for assistive technology: the focused mark's own name says the same.
  return (
    <div className="chart-focus-tip" style={{ left: tip.x, top: tip.y }} aria-hidden="true" data-testid="chart-focus-tip">
      {tip.text}
    </div>
  );
}

/** A category axis tick: the shortened name, the full one as its <title> (shown on hover). */
export function NameTick({ value, x, y, textX, textY, textAnchor, textBaseline, rotate, theme }: AxisTickProps) {
  const ctx = useContext(MarksContext);
  const full = ctx ? ctx.name(String(value)) : String(value);
  const shown = ctx?.tickText ? ctx.tickText(String(value)) : shorten(full, ctx?.tickLength ?? 22);
  const text = theme.text;
  return (
    <g transform={`translate(${x},${y})`}>
      <title>{full}</title>
      <text
        dominantBaseline={textBaseline as 'central'}
        textAnchor={textAnchor as 'end'}
        transform={`translate(${textX},${textY})${rotate ? ` rotate(${rotate})` : ''}`}
        style={{ fill: text.fill, fontSize: text.fontSize, fontFamily: text.fontFamily }}
      >
        {shown}
      </text>
    </g>
  );
}

/** Keyboard layer of a bar chart: one transparent, focusable mark over each bar (the mouse goes through to nivo's own tooltip). */
export function BarFocusLayer<D extends BarDatum>({ bars, margin }: BarCustomLayerProps<D>) {
  const ctx = useContext(MarksContext);
  if (!ctx) return null;
  return (
    <g>
      {bars.map((bar) => {
        const key = String(bar.data.indexValue);
        const label = ctx.markLabel(key, Number(bar.data.value ?? 0));
        return (
          <rect
            key={bar.key}
            className="chart-mark"
            x={bar.x}
            y={bar.y}
            width={Math.max(0, bar.width)}
            height={Math.max(0, bar.height)}
            fill="transparent"
            pointerEvents="none"
            tabIndex={0}
            role="img"
            aria-label={label}
            onFocus={() => ctx.showTip({ text: label, x: margin.left + bar.x + bar.width / 2, y: margin.top + bar.y })}
            onBlur={() => ctx.showTip(null)}
          />
        );
      })}
    </g>
  );
}

/** Keyboard layer of a pie: one transparent, focusable mark over each slice. */
export function PieFocusLayer<D>({ dataWithArc, centerX, centerY, arcGenerator }: PieCustomLayerProps<D>) {
  const ctx = useContext(MarksContext);
  const offset = ctx?.offset ?? { left: 0, top: 0 };
  const marks = useMemo(
    () =>
      dataWithArc.map((d) => {
        const [cx, cy] = arcGenerator.centroid(d.arc);
        return { d, path: arcGenerator(d.arc) ?? '', cx, cy };
      }),
    [dataWithArc, arcGenerator],
  );
  if (!ctx) return null;
  return (
    <g transform={`translate(${centerX},${centerY})`}>
      {marks.map(({ d, path, cx, cy }) => {
        const label = ctx.markLabel(String(d.id), d.value);
        return (
          <path
            key={String(d.id)}
            className="chart-mark"
            d={path}
            fill="transparent"
            pointerEvents="none"
            tabIndex={0}
            role="img"
            aria-label={label}
            onFocus={() => ctx.showTip({ text: label, x: offset.left + centerX + cx, y: offset.top + centerY + cy })}
            onBlur={() => ctx.showTip(null)}
          />
        );
      })}
    </g>
  );
}
