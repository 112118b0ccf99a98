import { useId, useMemo, useState } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COLORS, textColorOn } from '../../../lib/chartColors';
import { fittedLabels } from '../../../lib/chartText';
import { formatNumber, formatPercent, withColon } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { Card, ScrollRegion } from '../../../ui';
import { BarFocusLayer, ChartMarksProvider, ChartTipBox, NameTick, PieFocusLayer, uniqueKeys, useChartTip, type ChartMarksValue } from './chartMarks';

export interface Datum {
  name: string;
  count: number;
  /** The value's own colour (a recommendation's, a listing's: lib/chartColors.ts); otherwise the chart's palette. */
  color?: string;
}

/** Bars without a colour of their own. */
const BAR_COLOR = '#2563eb';

/**
 * Counts with their names turned into display words (status, phase, recommendation, verdict codes),
 * and, when given, each value's colour from its code.
 */
export function namedCounts(list: readonly Datum[], display: (name: string) => string, color?: (name: string) => string): Datum[] {
  return list.map((x) => ({ name: display(x.name), count: x.count, ...(color ? { color: color(x.name) } : {}) }));
}

/** Text alternative of a chart: the same numbers as a table. */
export function DataTable({ data, caption, label }: { data: Datum[]; caption: string; label: string }) {
  const { t } = useTranslation('analytics');
  const total = data.reduce((n, d) => n + d.count, 0);
  return (
    <ScrollRegion label={caption}>
      <table className="table chart-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">{t('chart.count')}</th>
            <th scope="col">{t('chart.share')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.name}>
              <th scope="row">{d.name}</th>
              <td>{formatNumber(d.count)}</td>
              <td>{total ? formatPercent((d.count / total) * 100, { digits: 1 }) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * A nivo chart (horizontal bars or a pie) with a toggle to a table view, its text alternative. Screen
 * readers get the summary sentence, then each bar or slice as a focusable mark ("name : value"), and
 * the table.
 */
export function ChartCard({ title, data, kind, label, testId }: { title: string; data: Datum[]; kind: 'bar' | 'pie'; label: string; testId?: string }) {
  const { t } = useTranslation('analytics');
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const top = data[0];
  return (
    <Card
      title={title}
      className="chart-card"
      data-testid={testId}
      actions={
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-pressed={asTable}
          onClick={() => setAsTable((v) => !v)}
          aria-controls={id}
          data-testid="chart-toggle"
        >
          {asTable ? t('chart.showChart') : t('chart.showTable')}
        </button>
      }
    >
      <div id={id}>
        {data.length === 0 ? (
          <p className="muted small">{t('chart.noData')}</p>
        ) : asTable ? (
          <DataTable data={data} caption={title} label={label} />
        ) : (
          <>
            <p className="sr-only">{t('chart.summary', { title, count: data.length, top: top?.name, value: top?.count })}</p>
            <div className={`chart-box chart-${kind}`} data-testid="chart">
              {kind === 'bar' ? <Bars data={data} title={title} /> : <Pie data={data} title={title} />}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

const BAR_MARGIN = { top: 5, right: 30, bottom: 25, left: 150 };
/** Characters of a bar's name before it is shortened, and the room its tick text has left of the bars (tick padding and a little air off). */
const BAR_TICK_LENGTH = 22;
const BAR_TICK_WIDTH = BAR_MARGIN.left - 10;
/** The pie's names are in its legend, under it: the ring takes the whole box. */
const PIE_MARGIN = { top: 10, right: 10, bottom: 10, left: 10 };

/**
 * The marks context of a chart: full names by key, "name : value" labels, the focus tooltip and,
 * with `tickWidth`, tick texts that are all different and fit that many pixels.
 */
function useMarks(keys: string[], names: string[], tickLength: number, opts: { offset?: { left: number; top: number }; tickWidth?: number } = {}) {
  const { t } = useTranslation('analytics');
  const { tip, setTip } = useChartTip();
  const { offset, tickWidth } = opts;
  const marks = useMemo<ChartMarksValue>(() => {
    const byKey = new Map(keys.map((k, i) => [k, names[i]]));
    const name = (key: string) => byKey.get(key) ?? key;
    const texts = tickWidth ? fittedLabels(names, tickLength, tickWidth) : null;
    const textByKey = texts ? new Map(keys.map((k, i) => [k, texts[i]])) : null;
    return {
      name,
      markLabel: (key, value) => t('chart.markLabel', { name: name(key), value: formatNumber(value) }),
      tickLength,
      tickText: textByKey ? (key) => textByKey.get(key) ?? key : undefined,
      showTip: setTip,
      offset,
    };
  }, [keys, names, tickLength, tickWidth, offset, t, setTip]);
  return { marks, tip };
}

/**
 * Horizontal bars keyed on the full name (made unique): only the tick text is shortened, never to
 * the same text for two bars ("National Inst… (NIAID)", "National Inst… (NIMH)") and never past its
 * column, with the full name on hover (tick title, bar tooltip) and on focus (each bar is a focusable mark).
 */
function Bars({ data, title }: { data: Datum[]; title: string }) {
  const rows = useMemo(() => {
    const reversed = [...data].reverse();
    const keys = uniqueKeys(reversed.map((d) => d.name));
    return reversed.map((d, i) => ({ key: keys[i], name: d.name, count: d.count, color: d.color ?? BAR_COLOR }));
  }, [data]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const names = useMemo(() => rows.map((r) => r.name), [rows]);
  const { marks, tip } = useMarks(keys, names, BAR_TICK_LENGTH, { tickWidth: BAR_TICK_WIDTH });
  return (
    <ChartMarksProvider value={marks}>
      <div className="chart-frame" style={{ height: Math.max(160, rows.length * 30 + 40) }}>
        <ResponsiveBar
          data={rows}
          keys={['count']}
          indexBy="key"
          layout="horizontal"
          margin={BAR_MARGIN}
          padding={0.25}
          colors={({ data: d }) => d.color}
          enableGridY={false}
          labelSkipWidth={24}
          labelTextColor={(d) => textColorOn(d.color)}
          axisBottom={{ tickSize: 0, tickPadding: 4, tickValues: 4, format: (v) => (Number.isInteger(v) ? formatNumber(v as number) : ''), ariaHidden: true }}
          axisLeft={{ tickSize: 0, tickPadding: 6, renderTick: NameTick, ariaHidden: true }}
          layers={BAR_LAYERS}
          role="group"
          ariaLabel={title}
          barAriaHidden={() => true}
          tooltip={({ data: d }) => (
            <div className="chart-tooltip">
              {withColon((d as { name: string }).name)} <strong>{formatNumber(d.count)}</strong>
            </div>
          )}
          animate={false}
        />
        <ChartTipBox tip={tip} />
      </div>
    </ChartMarksProvider>
  );
}

const BAR_LAYERS = ['grid', 'axes', 'bars', BarFocusLayer] as const;
const PIE_LAYERS = ['arcs', 'arcLabels', PieFocusLayer] as const;

/**
 * A pie keyed on the full name, with its legend under it: each slice's colour, whole name (wrapping,
 * never cut) and count. The full name is also in the slice tooltip (hover) and on focus.
 */
function Pie({ data, title }: { data: Datum[]; title: string }) {
  const { t } = useTranslation('analytics');
  const narrow = useMediaQuery('(max-width: 600px)');
  const slices = useMemo(() => {
    const keys = uniqueKeys(data.map((d) => d.name));
    return data.map((d, i) => ({ id: keys[i], name: d.name, value: d.count, color: d.color ?? CATEGORY_COLORS[i % CATEGORY_COLORS.length] }));
  }, [data]);
  const keys = useMemo(() => slices.map((s) => s.id), [slices]);
  const names = useMemo(() => slices.map((s) => s.name), [slices]);
  const { marks, tip } = useMarks(keys, names, 14, { offset: PIE_MARGIN });
  return (
    <ChartMarksProvider value={marks}>
      <div className="chart-frame" style={{ height: 220 }}>
        <ResponsivePie
          data={slices}
          margin={PIE_MARGIN}
          innerRadius={0.5}
          padAngle={1}
          colors={{ datum: 'data.color' }}
          // On a phone the ring is small: a count is drawn inside a slice only when the slice is wide enough for it.
          arcLabelsSkipAngle={narrow ? 24 : 12}
          arcLabelsTextColor={(d) => textColorOn(d.color)}
          layers={PIE_LAYERS}
          role="group"
          tooltip={({ datum }) => (
            <div className="chart-tooltip">
              {withColon(datum.data.name)} <strong>{formatNumber(datum.value)}</strong>
            </div>
          )}
          animate={false}
        />
        <ChartTipBox tip={tip} />
      </div>
      <ul className="chart-pie-legend" aria-label={t('chart.legend', { title })} data-testid="chart-legend">
        {slices.map((s) => (
          <li key={s.id}>
            <span className="chart-swatch" style={{ background: s.color }} aria-hidden="true" data-swatch />
            <span className="chart-legend-name">{s.id}</span>
            <span className="chart-legend-count">{formatNumber(s.value)}</span>
          </li>
        ))}
      </ul>
    </ChartMarksProvider>
  );
}
