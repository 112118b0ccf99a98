import { useId, useMemo, useState } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent, withColon } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { Card, ScrollRegion } from '../../../ui';
import { BarFocusLayer, ChartMarksProvider, ChartTipBox, NameTick, PieFocusLayer, shorten, uniqueKeys, useChartTip, type ChartMarksValue } from './chartMarks';

export interface Datum {
  name: string;
  count: number;
}

const COLORS = ['#2563eb', '#16a34a', '#eab308', '#dc2626', '#9333ea', '#0891b2', '#ea580c', '#64748b', '#db2777', '#65a30d'];

/** Text alternative of a chart: the same numbers as a table. */
/** Counts with their names turned into display words (status, phase, recommendation, verdict codes). */
export function namedCounts(list: readonly Datum[], display: (name: string) => string): Datum[] {
  return list.map((x) => ({ name: display(x.name), count: x.count }));
}

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
              {kind === 'bar' ? <Bars data={data} title={title} /> : <Pie data={data} />}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

const BAR_MARGIN = { top: 5, right: 30, bottom: 25, left: 150 };
const PIE_MARGIN = { top: 20, right: 100, bottom: 20, left: 100 };
/** Phones (issue 17): shorter link labels and lines, so no label runs out of the card. */
const PIE_MARGIN_NARROW = { top: 20, right: 92, bottom: 20, left: 92 };

/** The marks context of a chart: full names by key, "name : value" labels, the focus tooltip. */
function useMarks(keys: string[], names: string[], tickLength: number, offset?: { left: number; top: number }) {
  const { t } = useTranslation('analytics');
  const { tip, setTip } = useChartTip();
  const marks = useMemo<ChartMarksValue>(() => {
    const byKey = new Map(keys.map((k, i) => [k, names[i]]));
    const name = (key: string) => byKey.get(key) ?? key;
    return {
      name,
      markLabel: (key, value) => t('chart.markLabel', { name: name(key), value: formatNumber(value) }),
      tickLength,
      showTip: setTip,
      offset,
    };
  }, [keys, names, tickLength, offset, t, setTip]);
  return { marks, tip };
}

/**
 * Horizontal bars keyed on the full name (made unique): only the tick text is shortened, with the
 * full name on hover (tick title, bar tooltip) and on focus (each bar is a focusable mark).
 */
function Bars({ data, title }: { data: Datum[]; title: string }) {
  const rows = useMemo(() => {
    const reversed = [...data].reverse();
    const keys = uniqueKeys(reversed.map((d) => d.name));
    return reversed.map((d, i) => ({ key: keys[i], name: d.name, count: d.count }));
  }, [data]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  const names = useMemo(() => rows.map((r) => r.name), [rows]);
  const { marks, tip } = useMarks(keys, names, 22);
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
          colors={['#2563eb']}
          enableGridY={false}
          labelSkipWidth={24}
          labelTextColor="#ffffff"
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
const PIE_LAYERS = ['arcLinkLabels', 'arcs', 'arcLabels', PieFocusLayer] as const;

/** A pie keyed on the full name: link labels shortened; the full name in the slice tooltip (hover) and on focus. */
function Pie({ data }: { data: Datum[] }) {
  const narrow = useMediaQuery('(max-width: 600px)');
  const margin = narrow ? PIE_MARGIN_NARROW : PIE_MARGIN;
  const slices = useMemo(() => {
    const keys = uniqueKeys(data.map((d) => d.name));
    return data.map((d, i) => ({ id: keys[i], label: shorten(d.name, narrow ? 10 : 14), name: d.name, value: d.count, color: COLORS[i % COLORS.length] }));
  }, [data, narrow]);
  const keys = useMemo(() => slices.map((s) => s.id), [slices]);
  const names = useMemo(() => slices.map((s) => s.name), [slices]);
  const { marks, tip } = useMarks(keys, names, 14, margin);
  return (
    <ChartMarksProvider value={marks}>
      <div className="chart-frame" style={{ height: 260 }}>
        <ResponsivePie
          data={slices}
          margin={margin}
          innerRadius={0.5}
          padAngle={1}
          colors={{ datum: 'data.color' }}
          arcLinkLabel={(d) => String(d.label)}
          arcLinkLabelsSkipAngle={12}
          arcLinkLabelsDiagonalLength={narrow ? 8 : 16}
          arcLinkLabelsStraightLength={narrow ? 8 : 24}
          // On a phone the ring is small: a count is drawn inside a slice only when the slice is wide enough for it.
          arcLabelsSkipAngle={narrow ? 24 : 12}
          arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
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
    </ChartMarksProvider>
  );
}
