import { createContext, useContext, useMemo, useState } from 'react';
import { ResponsiveBar, type BarCustomLayerProps } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { fittedLabels } from '../../../lib/chartText';
import { enumLabel } from '../../../lib/labels';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { FilterSelect } from '../../../ui';
import { OUTCOMES, chartDomain, formatMove, hasMove, type ComparedOutcome, type ReactionLine } from '../reactions.stats';
import { ChartMarksProvider, ChartTipBox, NameTick, useChartTip, type ChartMarksValue, type ChartTip } from './chartMarks';

/** Blue for success, dark orange for failure: apart for colour-blind readers, both ≥ 4.5:1 on white; the legend and the table say which is which. */
export const OUTCOME_COLORS: Record<ComparedOutcome, string> = { SUCCESS: '#1d4ed8', FAILURE: '#c2410c' };
const WHISKER = '#111827';
/** Half the focus tooltip's widest (chartMarks.css: max-width 280px). */
const TIP_HALF = 140;

/** A chart row: `key` (the line's), and the median of each outcome measured (SUCCESS, FAILURE). */
type Row = Record<string, string | number>;

/** What the chart's own layer needs: each line by key, the sentence of a bar, the focus tooltip. */
interface ReactionLayerValue {
  line: (key: string) => ReactionLine | undefined;
  describe: (line: ReactionLine, outcome: ComparedOutcome) => string;
  nText: (n: number) => string;
  showTip: (tip: ChartTip | null) => void;
}
const ReactionLayerContext = createContext<ReactionLayerValue | null>(null);

function isOutcome(id: string | number): id is ComparedOutcome {
  return id === 'SUCCESS' || id === 'FAILURE';
}

/**
 * Over each bar, the interquartile range as a whisker (Q1 to Q3) and a transparent focusable mark
 * named with the whole sentence (median, quartiles, n). Module-level, reading its context, so a
 * re-render (a tooltip shown) never remounts it and drops the focus.
 */
function ReactionLayer({ bars, xScale, margin, innerWidth }: BarCustomLayerProps<Row>) {
  const ctx = useContext(ReactionLayerContext);
  if (!ctx) return null;
  const x = (v: number) => Number(xScale(v));
  // The focus tooltip (up to TIP_HALF × 2 wide, centred on its point) stays inside the chart on a phone.
  const outer = margin.left + innerWidth + margin.right;
  const tipX = (at: number) => Math.min(Math.max(at, Math.min(TIP_HALF, outer / 2)), Math.max(outer - TIP_HALF, outer / 2));
  return (
    <g>
      {bars.map((bar) => {
        const line = ctx.line(String(bar.data.indexValue));
        const outcome = bar.data.id;
        if (!line || !isOutcome(outcome)) return null;
        const cell = line[outcome];
        const drawn = bar.data.value !== null;
        const cy = bar.y + bar.height / 2;
        const label = ctx.describe(line, outcome);
        const cap = Math.min(6, bar.height / 2);
        return (
          <g key={bar.key}>
            {drawn && cell.q1 !== null && cell.q3 !== null ? (
              <g stroke={WHISKER} strokeWidth={1.5} aria-hidden="true" data-testid="reaction-whisker">
                <line x1={x(cell.q1)} x2={x(cell.q3)} y1={cy} y2={cy} />
                <line x1={x(cell.q1)} x2={x(cell.q1)} y1={cy - cap} y2={cy + cap} />
                <line x1={x(cell.q3)} x2={x(cell.q3)} y1={cy - cap} y2={cy + cap} />
              </g>
            ) : null}
            {/* n of every bar, in a column right of the plot, in the bar's colour (both readable on white) */}
            <text
              x={innerWidth + 8}
              y={cy}
              dominantBaseline="central"
              fontSize={11}
              fill={OUTCOME_COLORS[outcome]}
              aria-hidden="true"
              data-testid="reaction-bar-n"
            >
              {ctx.nText(cell.n)}
            </text>
            {drawn ? (
              <rect
                className="chart-mark"
                x={bar.x}
                y={bar.y}
                width={Math.max(1, bar.width)}
                height={Math.max(1, bar.height)}
                fill="transparent"
                pointerEvents="none"
                tabIndex={0}
                role="img"
                aria-label={label}
                onFocus={() => ctx.showTip({ text: label, x: tipX(margin.left + bar.x + bar.width / 2), y: margin.top + bar.y })}
                onBlur={() => ctx.showTip(null)}
              />
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

const LAYERS = ['grid', 'axes', 'markers', 'bars', ReactionLayer] as const;
const MARGIN = { top: 8, right: 72, bottom: 32, left: 236 };
/** Phones: a narrower name column (names shortened, whole on hover and focus), so the bars keep room. */
const MARGIN_NARROW = { top: 8, right: 58, bottom: 32, left: 112 };

/**
 * The median move on success and on failure as grouped horizontal bars, each with its interquartile
 * whisker, for all catalysts and then by market-cap bucket or by therapeutic area (a select). Lines
 * with nothing measured are left out of the chart (the table lists them, with n = 0).
 */
export function ReactionChart({ lines }: { lines: { overall: ReactionLine; byCap: ReactionLine[]; byArea: ReactionLine[] } }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language ?? 'fr';
  const narrow = useMediaQuery('(max-width: 600px)');
  const [by, setBy] = useState<'cap' | 'area'>('cap');
  const { tip, setTip } = useChartTip();

  const name = useMemo(
    () => (line: ReactionLine) =>
      line.dimension === 'all'
        ? t('reactions.all')
        : line.dimension === 'cap'
          ? enumLabel(t, 'CapBucket', line.value)
          : enumLabel(t, 'TherapeuticArea', line.value),
    [t],
  );
  const shown = useMemo(() => [lines.overall, ...(by === 'cap' ? lines.byCap : lines.byArea)].filter(hasMove), [lines, by]);
  const domain = useMemo(() => chartDomain(shown), [shown]);
  // nivo draws the first row at the bottom of a horizontal chart: reversed, "all catalysts" is on top.
  const rows = useMemo<Row[]>(
    () =>
      [...shown].reverse().map((l) => {
        const row: Row = { key: l.key };
        for (const o of OUTCOMES) {
          const median = l[o].median;
          if (l[o].n > 0 && median !== null) row[o] = median;
        }
        return row;
      }),
    [shown],
  );
  const byKey = useMemo(() => new Map(shown.map((l) => [l.key, l])), [shown]);
  const describe = useMemo(
    () => (line: ReactionLine, outcome: ComparedOutcome) =>
      t('reactions.markLabel', {
        group: name(line),
        outcome: t(`reactions.outcome.${outcome}`),
        median: formatMove(line[outcome].median, lang),
        q1: formatMove(line[outcome].q1, lang),
        q3: formatMove(line[outcome].q3, lang),
        n: line[outcome].n,
      }),
    [t, name, lang],
  );
  const layer = useMemo<ReactionLayerValue>(
    () => ({ line: (k) => byKey.get(k), describe, nText: (n) => t('reactions.n', { n }), showTip: setTip }),
    [byKey, describe, setTip, t],
  );
  const marks = useMemo<ChartMarksValue>(() => {
    const nameOf = (key: string) => {
      const l = byKey.get(key);
      return l ? name(l) : key;
    };
    const tickLength = narrow ? 15 : 36;
    // Tick texts that fit the name column and are never the same for two lines.
    const texts = fittedLabels(
      shown.map((l) => name(l)),
      tickLength,
      (narrow ? MARGIN_NARROW : MARGIN).left - 10,
    );
    const textByKey = new Map(shown.map((l, i) => [l.key, texts[i]]));
    return { name: nameOf, markLabel: (key) => nameOf(key), tickLength, tickText: (key) => textByKey.get(key) ?? nameOf(key), showTip: setTip };
  }, [byKey, shown, name, narrow, setTip]);

  const title = t('reactions.chartTitle');
  return (
    <div className="stack reaction-chart" data-testid="reaction-chart">
      <div className="spread reaction-chart-head">
        <h3 className="reaction-chart-title">{title}</h3>
        <FilterSelect
          label={t('reactions.byLabel')}
          value={by}
          options={[
            { value: 'cap', label: t('reactions.by.cap') },
            { value: 'area', label: t('reactions.by.area') },
          ]}
          onChange={setBy}
          testId="reaction-by"
        />
      </div>
      <ul className="reaction-legend" aria-label={t('reactions.legend')}>
        {OUTCOMES.map((o) => (
          <li key={o}>
            <span className={`reaction-swatch reaction-swatch-${o}`} aria-hidden="true" />
            {t(`reactions.legendBar.${o}`)}
          </li>
        ))}
        <li>
          <span className="reaction-whisker-key" aria-hidden="true" />
          {t('reactions.legendWhisker')}
        </li>
      </ul>
      {rows.length === 0 ? (
        <p className="muted small">{t('chart.noData')}</p>
      ) : (
        <ChartMarksProvider value={marks}>
          <ReactionLayerContext.Provider value={layer}>
            <div className="chart-frame" style={{ height: Math.max(140, rows.length * 52 + 48) }}>
              <ResponsiveBar<Row>
                data={rows}
                keys={[...OUTCOMES]}
                indexBy="key"
                groupMode="grouped"
                layout="horizontal"
                margin={narrow ? MARGIN_NARROW : MARGIN}
                padding={0.25}
                innerPadding={2}
                valueScale={{ type: 'linear', min: domain.min, max: domain.max, nice: true }}
                colors={({ id }) => (isOutcome(id) ? OUTCOME_COLORS[id] : '#6b7280')}
                enableLabel={false}
                enableGridX
                enableGridY={false}
                markers={[{ axis: 'x', value: 0, lineStyle: { stroke: '#4b5563', strokeWidth: 1 } }]}
                axisBottom={{ tickSize: 4, tickPadding: 4, tickValues: narrow ? 3 : 6, format: (v) => formatMove(Number(v), lang, 0), ariaHidden: true }}
                axisLeft={{ tickSize: 0, tickPadding: 6, renderTick: NameTick, ariaHidden: true }}
                layers={LAYERS}
                role="group"
                ariaLabel={title}
                barAriaHidden={() => true}
                tooltip={({ id, indexValue }) => {
                  const line = byKey.get(String(indexValue));
                  return line && isOutcome(id) ? <div className="chart-tooltip">{describe(line, id)}</div> : null;
                }}
                animate={false}
              />
              <ChartTipBox tip={tip} />
            </div>
          </ReactionLayerContext.Provider>
        </ChartMarksProvider>
      )}
    </div>
  );
}
