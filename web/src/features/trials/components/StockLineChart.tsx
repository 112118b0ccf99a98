import { ResponsiveLine } from '@nivo/line';
import { formatAxisCurrency, formatAxisDate, formatCurrency, formatDate } from '../../../lib/format';

/** 30-day closing prices (nivo; loaded only with the chart modal). */
export default function StockLineChart({ prices, currency, label }: { prices: { date: string; close: number }[]; currency: string; label: string }) {
  const data = [{ id: label, data: prices.map((p) => ({ x: p.date, y: p.close })) }];
  const min = Math.min(...prices.map((p) => p.close));
  const max = Math.max(...prices.map((p) => p.close));
  const pad = (max - min) * 0.1 || max * 0.02 || 1;
  return (
    <div className="stock-chart" role="img" aria-label={label} data-testid="stock-chart">
      <ResponsiveLine
        ariaLabel={label}
        data={data}
        margin={{ top: 12, right: 16, bottom: 40, left: 84 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: min - pad, max: max + pad }}
        axisBottom={{
          tickRotation: -35,
          format: (v: string) => formatAxisDate(v),
          tickValues: prices.filter((_, i) => i % Math.ceil(prices.length / 8) === 0).map((p) => p.date),
        }}
        axisLeft={{ format: (v: number) => formatAxisCurrency(v, currency) }}
        colors={['#2563eb']}
        enablePoints={prices.length <= 40}
        pointSize={4}
        useMesh
        enableArea
        areaOpacity={0.08}
        tooltip={({ point }) => (
          <div className="chart-tooltip">
            <strong>{formatDate(String(point.data.x))}</strong> · {formatCurrency(Number(point.data.y), currency)}
          </div>
        )}
      />
    </div>
  );
}
