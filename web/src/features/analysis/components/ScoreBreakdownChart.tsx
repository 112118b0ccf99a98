import { useMemo } from 'react';
import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import { BarFocusLayer, ChartMarksProvider, ChartTipBox, NameTick, uniqueKeys, useChartTip, type ChartMarksValue } from '../../analytics/components/chartMarks';
import { formatDecimal, formatSigned } from '../../../lib/format';
import type { ScoreBreakdown } from '../analysis.types';

const logit = (p: number) => Math.log(Math.min(0.9999, Math.max(0.0001, p)) / (1 - Math.min(0.9999, Math.max(0.0001, p))));
const signed = (v: number) => formatSigned(v);
const LAYERS = ['grid', 'axes', 'bars', 'markers', BarFocusLayer] as const;

/**
 * The prior (as log-odds) and each factor's effect on the log-odds, then the total (nivo, loaded with
 * the panel only). Keyed on the full label: only the tick text is shortened, the full label is its
 * title (hover) and each bar is a focusable mark "label : effect" with a tooltip (focus).
 */
export default function ScoreBreakdownChart({ breakdown }: { breakdown: ScoreBreakdown }) {
  const { t } = useTranslation('analysis');
  const { tip, setTip } = useChartTip();
  const rows = useMemo(() => {
    const list = [
      { name: t('breakdown.priorBar'), value: Number(logit(breakdown.prior).toFixed(3)), kind: 'prior' },
      ...breakdown.factors.map((f) => ({ name: f.label, value: Number(f.effect.toFixed(3)), kind: f.effect >= 0 ? 'up' : 'down' })),
      { name: t('breakdown.total'), value: Number(breakdown.logOdds.toFixed(3)), kind: 'total' },
    ];
    const keys = uniqueKeys(list.map((r) => r.name));
    return list.map((r, i) => ({ ...r, id: keys[i] }));
  }, [breakdown, t]);
  const marks = useMemo<ChartMarksValue>(() => {
    const byKey = new Map(rows.map((r) => [r.id, r.name]));
    const name = (key: string) => byKey.get(key) ?? key;
    return { name, markLabel: (key, value) => t('breakdown.markLabel', { name: name(key), value: signed(value) }), tickLength: 30, showTip: setTip };
  }, [rows, t, setTip]);
  const colors: Record<string, string> = { prior: '#6b7280', up: '#16a34a', down: '#dc2626', total: '#2563eb' };
  const values = rows.map((r) => r.value);
  const min = Math.floor(Math.min(0, ...values) * 2) / 2;
  const max = Math.ceil(Math.max(0, ...values) * 2) / 2 || 0.5;
  // nivo draws the first row at the bottom: reverse so the prior is on top and the total at the bottom.
  const data = [...rows].reverse();
  return (
    <ChartMarksProvider value={marks}>
      <div className="chart-frame" style={{ height: Math.max(220, rows.length * 34 + 60) }} data-testid="breakdown-chart">
        <ResponsiveBar
          data={data}
          keys={['value']}
          indexBy="id"
          layout="horizontal"
          margin={{ top: 10, right: 30, bottom: 40, left: 200 }}
          colors={({ data }) => colors[(data as { kind: string }).kind]}
          enableGridX
          enableGridY={false}
          axisBottom={{
            format: (v) => formatDecimal(Number(v)),
            legend: t('breakdown.axis'),
            legendPosition: 'middle',
            legendOffset: 32,
            ariaHidden: true,
          }}
          label={(d) => signed(Number(d.value))}
          labelSkipWidth={28}
          labelTextColor="#fff"
          valueScale={{ type: 'linear', min, max }}
          axisLeft={{ renderTick: NameTick, ariaHidden: true }}
          markers={[{ axis: 'x', value: 0, lineStyle: { stroke: '#111827', strokeWidth: 1 } }]}
          layers={LAYERS}
          role="group"
          ariaLabel={t('breakdown.chartLabel')}
          barAriaHidden={() => true}
          tooltip={({ data: d, value }) => <div className="chart-hover-tip">{marks.markLabel(String(d.id), Number(value))}</div>}
          animate={false}
        />
        <ChartTipBox tip={tip} />
      </div>
    </ChartMarksProvider>
  );
}
