import { ResponsiveBar } from '@nivo/bar';
import { useTranslation } from 'react-i18next';
import type { ScoreBreakdown } from './ScoreBreakdownCard';

const logit = (p: number) => Math.log(Math.min(0.9999, Math.max(0.0001, p)) / (1 - Math.min(0.9999, Math.max(0.0001, p))));

/** The prior (as log-odds) and each factor's effect on the log-odds, then the total (nivo, loaded with the panel only). */
export default function ScoreBreakdownChart({ breakdown }: { breakdown: ScoreBreakdown }) {
  const { t } = useTranslation('analysis');
  const rows = [
    { id: t('breakdown.priorBar'), value: Number(logit(breakdown.prior).toFixed(3)), kind: 'prior' },
    ...breakdown.factors.map((f) => ({ id: f.label, value: Number(f.effect.toFixed(3)), kind: f.effect >= 0 ? 'up' : 'down' })),
    { id: t('breakdown.total'), value: Number(breakdown.logOdds.toFixed(3)), kind: 'total' },
  ];
  const colors: Record<string, string> = { prior: '#6b7280', up: '#16a34a', down: '#dc2626', total: '#2563eb' };
  const values = rows.map((r) => r.value);
  const min = Math.floor(Math.min(0, ...values) * 2) / 2;
  const max = Math.ceil(Math.max(0, ...values) * 2) / 2 || 0.5;
  const short = (label: string) => (label.length > 30 ? `${label.slice(0, 29)}…` : label);
  // nivo draws the first row at the bottom: reverse so the prior is on top and the total at the bottom.
  const data = [...rows].reverse();
  return (
    <div style={{ height: Math.max(220, rows.length * 34 + 60) }} role="img" aria-label={t('breakdown.chartLabel')} data-testid="breakdown-chart">
      <ResponsiveBar
        data={data}
        keys={['value']}
        indexBy="id"
        layout="horizontal"
        margin={{ top: 10, right: 30, bottom: 40, left: 200 }}
        colors={({ data }) => colors[(data as { kind: string }).kind]}
        enableGridX
        enableGridY={false}
        axisBottom={{ legend: t('breakdown.axis'), legendPosition: 'middle', legendOffset: 32 }}
        label={(d) => `${Number(d.value) >= 0 ? '+' : ''}${Number(d.value).toFixed(2)}`}
        labelSkipWidth={28}
        labelTextColor="#fff"
        valueScale={{ type: 'linear', min, max }}
        axisLeft={{ format: (v: string) => short(String(v)) }}
        markers={[{ axis: 'x', value: 0, lineStyle: { stroke: '#111827', strokeWidth: 1 } }]}
        animate={false}
      />
    </div>
  );
}
