import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockOverviewFieldsFragment } from '../../../gql/graphql';
import { formatCompact, formatCurrency, formatPercent } from '../../../lib/format';
import { formatMoneyCompact } from '../../../lib/money';
import { Card } from '../../../ui';
import { ratio } from '../trials.format';

/** A card with a label, a large figure and a line under it. */
function MetricCard({
  label,
  value,
  valueClassName,
  valueTestId,
  children,
}: {
  label: string;
  value: ReactNode;
  valueClassName?: string;
  valueTestId?: string;
  children: ReactNode;
}) {
  return (
    <Card as="div" className="metric-card">
      <div className="muted small">{label}</div>
      <div className={valueClassName ? `stat-value ${valueClassName}` : 'stat-value'} data-testid={valueTestId}>
        {value}
      </div>
      {children}
    </Card>
  );
}

/** The chart modal's four figures: price and its change, market cap (P/E), volume (average), 52-week range (beta). */
export function StockMetricCards({ stock: s }: { stock: StockOverviewFieldsFragment }) {
  const { t } = useTranslation('market');
  const up = (s.change ?? 0) >= 0;
  return (
    <div className="grid grid-4">
      <MetricCard label={t('modal.price')} value={formatCurrency(s.currentPrice, s.currency)} valueTestId="stock-price">
        <div className={up ? 'tone-green' : 'tone-red'}>
          <span aria-hidden="true">{up ? '↗' : '↘'}</span> {up ? '+' : ''}
          {formatCurrency(s.change, s.currency)} ({formatPercent(s.changePercent, { signed: true })})
          <span className="sr-only">{t(up ? 'modal.trendUp' : 'modal.trendDown')}</span>
        </div>
      </MetricCard>
      <MetricCard label={t('modal.marketCap')} value={formatMoneyCompact(s.marketCap, s.currency, 2)}>
        <div className="small">
          {t('modal.pe')} : {ratio(s.peRatio)}
        </div>
      </MetricCard>
      <MetricCard label={t('modal.volume')} value={formatCompact(s.volume)}>
        <div className="small">
          {t('modal.avgVolume')} : {formatCompact(s.avgVolume)}
        </div>
      </MetricCard>
      <MetricCard
        label={t('modal.range52')}
        value={
          <>
            {formatCurrency(s.fiftyTwoWeekLow, s.currency)} - {formatCurrency(s.fiftyTwoWeekHigh, s.currency)}
          </>
        }
        valueClassName="range-value"
      >
        <div className="small">
          {t('modal.beta')} : {ratio(s.beta)}
        </div>
      </MetricCard>
    </div>
  );
}
