import { useId, useState } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsivePie } from '@nivo/pie';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Card } from '../../../ui';

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
    <div className="table-wrap">
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
              <td>{total ? `${((d.count / total) * 100).toFixed(1)} %` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A nivo chart (horizontal bars or a pie) with a toggle to a table view, its text alternative. The
 * chart itself is hidden from screen readers, which get the summary sentence and the table instead.
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
            <div className={`chart-box chart-${kind}`} aria-hidden="true" data-testid="chart">
              {kind === 'bar' ? <Bars data={data} /> : <Pie data={data} />}
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

function shorten(s: string, n = 22): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

function Bars({ data }: { data: Datum[] }) {
  const rows = [...data].reverse().map((d) => ({ name: d.name, short: shorten(d.name), count: d.count }));
  return (
    <div style={{ height: Math.max(160, rows.length * 30 + 40) }}>
      <ResponsiveBar
        data={rows}
        keys={['count']}
        indexBy="short"
        layout="horizontal"
        margin={{ top: 5, right: 30, bottom: 25, left: 150 }}
        padding={0.25}
        colors={['#2563eb']}
        enableGridY={false}
        labelSkipWidth={24}
        labelTextColor="#ffffff"
        axisBottom={{ tickSize: 0, tickPadding: 4, tickValues: 4, format: (v) => (Number.isInteger(v) ? formatNumber(v as number) : '') }}
        axisLeft={{ tickSize: 0, tickPadding: 6 }}
        tooltip={({ data: d }) => (
          <div className="chart-tooltip">
            {(d as { name: string }).name}: <strong>{formatNumber(d.count)}</strong>
          </div>
        )}
        animate={false}
      />
    </div>
  );
}

function Pie({ data }: { data: Datum[] }) {
  const slices = data.map((d, i) => ({ id: d.name, label: shorten(d.name, 14), value: d.count, color: COLORS[i % COLORS.length] }));
  return (
    <div style={{ height: 260 }}>
      <ResponsivePie
        data={slices}
        margin={{ top: 20, right: 100, bottom: 20, left: 100 }}
        innerRadius={0.5}
        padAngle={1}
        colors={{ datum: 'data.color' }}
        arcLinkLabel={(d) => String(d.label)}
        arcLinkLabelsSkipAngle={12}
        arcLabelsSkipAngle={12}
        arcLabelsTextColor="#ffffff"
        animate={false}
      />
    </div>
  );
}
