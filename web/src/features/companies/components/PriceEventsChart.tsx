import { ResponsiveLine, type LineCustomSvgLayerProps } from '@nivo/line';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegulatoryKind, TrialEventKind } from '../../../gql/graphql';
import { EVENT_COLORS } from './chartLegend';
import { formatAxisDate, formatCurrency, formatDate } from '../../../lib/format';
import { CHART_TEXT } from '../../../lib/chartText';
import { useElementWidth } from '../../../lib/useElementWidth';
import { REGULATORY_MARKER_COLOR } from '../../regulatory/regulatory.chart';
import { formatMove } from '../moves/moves.format';
import { EventShape, RegulatoryFlag } from './MarkerShape';
import { dateTicks, priceAxis } from './priceAxis';
import './priceChart.css';

/** "oct. 2024" / "Oct 2024": the five-year axis. */
function formatShortMonthYear(value: string, locale: string): string {
  const [y, m] = value.split('-').map(Number);
  if (!y || !m) return value;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, 1));
}

export interface ChartPrice {
  date: string;
  close: number;
  volume: number | null;
}
/** The stock's reaction to an event (percent; null while not computed). */
export interface ChartEventMove {
  move1d: number | null;
  move5d: number | null;
  abnormal1d: number | null;
  benchmark: string;
  demo: boolean;
}
export interface ChartEvent {
  date: string;
  kind: TrialEventKind;
  trial: { nctId: string; briefTitle: string };
  move?: ChartEventMove | null;
}

/** The axes' room is measured in this font. */
const CHART_THEME = { text: CHART_TEXT };
const MARGIN = { top: 28, right: 12, bottom: 28 };

/** Above this many measured markers, the moves stay in the tooltips only (labels would cover each other). */
const MAX_MOVE_LABELS = 12;

export interface ChartRegulatoryEvent {
  eventId: string;
  date: string;
  kind: RegulatoryKind;
  drug: string;
  sourceUrl: string;
}

type Series = { id: string; data: { x: string; y: number }[] };

/** The first price date on or after the event (the last one when the event is after the series). */
function anchorDate(dates: string[], date: string): string {
  let lo = 0;
  let hi = dates.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid] < date) lo = mid + 1;
    else hi = mid;
  }
  return dates[lo];
}

/** The tooltip's line on the stock's reaction: 1 and 5 days, and against the benchmark. */
function MoveLine({ move }: { move: ChartEventMove }) {
  const { t } = useTranslation('company');
  const na = t('chart.moveNa');
  const abnormal = formatMove(move.abnormal1d);
  return (
    <span className="chart-marker-move-line" data-testid="chart-marker-tooltip-move">
      <br />
      {t('chart.moveLine', { move1d: formatMove(move.move1d) ?? na, move5d: formatMove(move.move5d) ?? na })}
      {abnormal ? ` (${t('chart.abnormal', { benchmark: move.benchmark, value: abnormal })})` : null}
      {move.demo ? ` · ${t('chart.moveDemo')}` : null}
    </span>
  );
}

/**
 * Closing prices (line), volumes (bars along the bottom) and the company's trial events as markers
 * above the line, each with the stock's 1-day move when measured: hovering or focusing one shows the
 * trial, the event and the move, clicking (or Enter) opens the trial. Regulatory events (within the prices' days) are flags on a dashed line across the plot;
 * each is a link to its source (new tab). nivo, loaded with the chart only.
 */
export default function PriceEventsChart({
  prices,
  events,
  regulatory = [],
  currency,
  label,
  onOpenTrial,
}: {
  prices: ChartPrice[];
  events: ChartEvent[];
  regulatory?: ChartRegulatoryEvent[];
  currency: string;
  label: string;
  onOpenTrial: (nctId: string) => void;
}) {
  const { t, i18n } = useTranslation('company');
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const [hover, setHover] = useState<{ x: number; y: number; e: ChartEvent } | null>(null);
  const [regHover, setRegHover] = useState<{ x: number; y: number; r: ChartRegulatoryEvent } | null>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const width = useElementWidth(canvas);
  const dates = useMemo(() => prices.map((p) => p.date), [prices]);
  const data: Series[] = [{ id: 'close', data: prices.map((p) => ({ x: p.date, y: p.close })) }];
  // The y axis is as wide as its widest label ("420,00 $US", "553 019 ₩"): nothing is cut by the chart's edge.
  const y = useMemo(
    () =>
      priceAxis(
        prices.map((p) => p.close),
        currency,
      ),
    [prices, currency],
  );
  const maxVolume = Math.max(0, ...prices.map((p) => p.volume ?? 0));
  const margin = { ...MARGIN, left: y.width };
  // Readable dates in the interface language ("22 oct." / "Oct 22"); month and year over five years.
  const dateLabel = useMemo(() => (v: string) => (prices.length > 260 ? formatShortMonthYear(v, locale) : formatAxisDate(v)), [prices.length, locale]);
  // As many date labels as fit side by side in the chart's width (fewer on a phone), none cut at the edges.
  const xTicks = useMemo(
    () => dateTicks(dates, dateLabel, width - y.width - MARGIN.right, { left: y.width, right: MARGIN.right }),
    [dates, dateLabel, width, y.width],
  );

  const VolumeLayer = ({ xScale, innerHeight }: LineCustomSvgLayerProps<Series>) => {
    if (!maxVolume) return null;
    const x = xScale;
    const w = Math.max(1, Math.min(8, (x(dates[dates.length - 1]) - x(dates[0])) / Math.max(1, dates.length) - 1));
    const h = innerHeight * 0.2;
    return (
      <g data-testid="chart-volume" aria-hidden="true">
        {prices.map((p) =>
          p.volume ? (
            <rect
              key={p.date}
              x={x(p.date) - w / 2}
              y={innerHeight - (p.volume / maxVolume) * h}
              width={w}
              height={(p.volume / maxVolume) * h}
              fill="#94a3b8"
              opacity={0.45}
            />
          ) : null,
        )}
      </g>
    );
  };

  const labelled = events.filter((e) => e.move?.move1d != null).length <= MAX_MOVE_LABELS;
  const MarkerLayer = ({ xScale }: LineCustomSvgLayerProps<Series>) => {
    const x = xScale;
    const stacked = new Map<string, number>();
    return (
      <g data-testid="chart-markers">
        {events.map((e) => {
          const at = anchorDate(dates, e.date);
          const level = stacked.get(at) ?? 0;
          stacked.set(at, level + 1);
          const cx = x(at);
          const cy = -10 - (level % 3) * 7;
          const move = formatMove(e.move?.move1d);
          const parts = { event: t(`chart.event.${e.kind}`), nctId: e.trial.nctId, title: e.trial.briefTitle };
          const name = move ? t('chart.openTrialMove', { ...parts, move }) : t('chart.openTrial', parts);
          // The move's label stands beside the button, not in it: the button's box (and its centre) stays the marker's.
          return (
            <g key={`${e.trial.nctId}-${e.kind}-${e.date}`}>
              <g
                role="button"
                tabIndex={0}
                aria-label={name}
                data-testid="chart-marker"
                data-kind={e.kind}
                data-nct={e.trial.nctId}
                data-move={e.move?.move1d ?? undefined}
                style={{ cursor: 'pointer' }}
                onMouseEnter={() => setHover({ x: cx, y: cy, e })}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover({ x: cx, y: cy, e })}
                onBlur={() => setHover(null)}
                onClick={() => onOpenTrial(e.trial.nctId)}
                onKeyDown={(k) => {
                  if (k.key === 'Enter' || k.key === ' ') {
                    k.preventDefault();
                    onOpenTrial(e.trial.nctId);
                  }
                }}
              >
                <line x1={cx} x2={cx} y1={cy} y2={0} stroke={EVENT_COLORS[e.kind]} strokeWidth={1} opacity={0.5} />
                <circle cx={cx} cy={cy} r={7} fill="transparent" />
                <EventShape kind={e.kind} x={cx} y={cy} />
              </g>
              {move && labelled ? (
                <text
                  x={cx + 6}
                  y={cy + 3}
                  className="chart-marker-move"
                  fill={(e.move?.move1d ?? 0) < 0 ? '#991b1b' : '#166534'}
                  aria-hidden="true"
                  data-testid="chart-marker-move"
                >
                  {move}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    );
  };

  const RegulatoryLayer = ({ xScale, innerHeight }: LineCustomSvgLayerProps<Series>) => {
    const x = xScale;
    const stacked = new Map<string, number>();
    return (
      <g data-testid="chart-regulatory-markers">
        {regulatory.map((r) => {
          const at = anchorDate(dates, r.date);
          const level = stacked.get(at) ?? 0;
          stacked.set(at, level + 1);
          const cx = x(at);
          const cy = 8 + (level % 3) * 12;
          const name = t('regulatory:chart.marker', { kind: t(`regulatory:kind.${r.kind}`), drug: r.drug, date: formatDate(r.date, locale) });
          const show = () => setRegHover({ x: cx, y: cy, r });
          return (
            <a
              key={r.eventId}
              href={r.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={name}
              data-testid="chart-regulatory-marker"
              data-kind={r.kind}
              onMouseEnter={show}
              onMouseLeave={() => setRegHover(null)}
              onFocus={show}
              onBlur={() => setRegHover(null)}
            >
              <line x1={cx} x2={cx} y1={cy} y2={innerHeight} stroke={REGULATORY_MARKER_COLOR} strokeWidth={1} strokeDasharray="3 3" opacity={0.45} />
              <rect x={cx - 8} y={cy - 8} width={16} height={16} fill="transparent" />
              <RegulatoryFlag x={cx} y={cy} />
            </a>
          );
        })}
      </g>
    );
  };

  return (
    <div className="price-events-chart" role="group" aria-label={label} data-testid="price-events-chart">
      <div className="price-events-canvas" ref={canvas}>
        <ResponsiveLine
          // The markers inside are buttons: the chart is a labelled group, not an image (axe: nested-interactive, svg-img-alt).
          role="group"
          ariaLabel={label}
          data={data}
          margin={margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: y.min, max: y.max }}
          axisBottom={{ format: dateLabel, tickValues: xTicks }}
          axisLeft={{ tickValues: y.ticks, format: y.format }}
          gridYValues={y.ticks}
          theme={CHART_THEME}
          colors={['#2563eb']}
          enablePoints={false}
          enableGridX={false}
          useMesh
          enableArea
          areaOpacity={0.06}
          layers={['grid', 'axes', VolumeLayer, 'areas', 'lines', 'crosshair', 'mesh', RegulatoryLayer, MarkerLayer]}
          tooltip={({ point }) => (
            <div className="chart-tooltip">
              <strong>{formatDate(String(point.data.x), locale)}</strong> · {formatCurrency(Number(point.data.y), currency)}
            </div>
          )}
        />
        {hover ? (
          <div
            className="chart-tooltip chart-marker-tooltip"
            role="tooltip"
            data-testid="chart-marker-tooltip"
            style={{ left: Math.max(0, hover.x + margin.left - 90), top: Math.max(0, hover.y + margin.top + 14) }}
          >
            <strong>{t(`chart.event.${hover.e.kind}`)}</strong> · {formatDate(hover.e.date, locale)}
            <br />
            {hover.e.trial.nctId} — {hover.e.trial.briefTitle}
            {hover.e.move ? <MoveLine move={hover.e.move} /> : null}
          </div>
        ) : null}
        {regHover && !hover ? (
          <div
            className="chart-tooltip chart-marker-tooltip"
            role="tooltip"
            data-testid="chart-regulatory-tooltip"
            style={{ left: Math.max(0, regHover.x + margin.left - 90), top: Math.max(0, regHover.y + margin.top + 14) }}
          >
            <strong>{t(`regulatory:kind.${regHover.r.kind}`)}</strong> · {formatDate(regHover.r.date, locale)}
            <br />
            {regHover.r.drug}
          </div>
        ) : null}
      </div>
    </div>
  );
}
