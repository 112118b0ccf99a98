import { useTranslation } from 'react-i18next';
import { formatCompact, formatCompactCurrency, formatCurrency, formatFractionPercent, formatNumber, formatPercent } from '../../../lib/format';
import { Card, KeyValueList } from '../../../ui';
import { ratio } from '../trials.format';
import type { PanelStock } from '../trials.stock';

/** Key metrics, day and 52-week ranges, performance, and holders (when known). */
export function StockMarketCards({ stock: s }: { stock: PanelStock }) {
  const { t } = useTranslation('market');
  const h = s.holders;
  return (
    <>
      <Card as="div" title={t('panel.keyMetrics')}>
        <KeyValueList
          rows={[
            [t('panel.marketCap'), formatCompactCurrency(s.marketCap, s.currency)],
            [t('modal.pe'), ratio(s.peRatio)],
            [t('modal.beta'), ratio(s.beta)],
            [t('panel.dividend'), formatFractionPercent(s.dividendYield)],
          ]}
        />
      </Card>
      <Card as="div" title={t('panel.ranges')}>
        <KeyValueList
          rows={[
            [t('panel.dayRange'), `${formatCurrency(s.dayLow, s.currency)} – ${formatCurrency(s.dayHigh, s.currency)}`],
            [t('modal.range52'), `${formatCurrency(s.fiftyTwoWeekLow, s.currency)} – ${formatCurrency(s.fiftyTwoWeekHigh, s.currency)}`],
            [t('modal.volume'), formatCompact(s.volume)],
            [t('modal.avgVolume'), formatCompact(s.avgVolume)],
            [t('panel.marketState'), t(`marketState.${s.marketState ?? 'CLOSED'}`, { defaultValue: s.marketState ?? '—' })],
          ]}
        />
      </Card>
      <Card as="div" title={t('panel.performance')}>
        <KeyValueList
          rows={[
            [
              t('modal.monthChange'),
              <span
                className={(s.monthChange ?? 0) >= 0 ? 'tone-green' : 'tone-red'}
                data-testid="stock-month-change"
              >{`${formatCurrency(s.monthChange, s.currency, { signed: true })} (${formatPercent(s.monthChangePercent, { signed: true })})`}</span>,
            ],
            [t('modal.exchange'), s.exchange ?? '—'],
            [t('modal.currency'), s.currency || 'USD'],
            [t('panel.previousClose'), formatCurrency(s.previousClose, s.currency)],
            [t('panel.historyDays'), formatNumber(s.historicalPrices.length)],
          ]}
        />
      </Card>
      {h ? (
        <Card as="div" title={t('panel.holders')}>
          <KeyValueList
            rows={[
              [t('panel.insiders'), formatFractionPercent(h.insidersPercentHeld)],
              [t('panel.institutions'), formatFractionPercent(h.institutionsPercentHeld)],
              [t('panel.institutionsFloat'), formatFractionPercent(h.institutionsFloatPercentHeld)],
              [t('panel.institutionsCount'), formatNumber(h.institutionsCount)],
            ]}
          />
        </Card>
      ) : null}
    </>
  );
}
