import { ResponsiveLine } from '@nivo/line';
import { formatAxisDate, formatCurrency, formatDate } from '../../../lib/format';
import { priceAxis } from '../../companies/components/priceAxis';

/** 30-day closing prices (nivo; loaded only with the chart modal). */
export default function StockLineChart({ prices, currency, label }: { prices: { date: string; close: number }[]; currency: string; label: string }) {
  const data = [{ id: label, data: prices.map((p) => ({ x: p.date, y: p.close })) }];
  // The company chart's price axis: whole steps, no two labels alike, as wide as its widest label.
  const y = priceAxis(
    prices.map((p) => p.close),
    currency,
  );
  return (
    <div className="stock-chart" role="img" aria-label={label} data-testid="stock-chart">
      <ResponsiveLine
        ariaLabel={label}
        data={data}
        margin={{ top: 12, right: 16, bottom: 40, left: y.width }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: y.min, max: y.max }}
        axisBottom={{
          tickRotation: -35,
          format: (v: string) => formatAxisDate(v),
          tickValues: prices.filter((_, i) => i % Math.ceil(prices.length / 8) === 0).map((p) => p.date),
        }}
        axisLeft={{ tickValues: y.ticks, format: (v: number) => y.format(v) }}
        gridYValues={y.ticks}
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
