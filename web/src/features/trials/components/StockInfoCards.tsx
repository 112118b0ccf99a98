import { useTranslation } from 'react-i18next';
import type { StockOverviewFieldsFragment } from '../../../gql/graphql';
import { formatCurrency, formatFractionPercent, formatPercent } from '../../../lib/format';
import { Card } from '../../../ui';

/** The chart modal's general information (name, exchange, currency, market status) and advanced metrics. */
export function StockInfoCards({ stock: s }: { stock: StockOverviewFieldsFragment }) {
  const { t } = useTranslation('market');
  return (
    <div className="grid grid-2">
      <Card title={t('modal.general')}>
        <dl className="kv">
          <dt>{t('modal.fullName')}</dt>
          <dd>{s.companyName ?? '—'}</dd>
          <dt>{t('modal.exchange')}</dt>
          <dd>{s.exchange ?? '—'}</dd>
          <dt>{t('modal.currency')}</dt>
          <dd>{s.currency || 'USD'}</dd>
          <dt>{t('modal.marketStatus')}</dt>
          <dd>{s.marketState === 'REGULAR' ? t('modal.open') : t('modal.closed')}</dd>
        </dl>
      </Card>
      <Card title={t('modal.advanced')}>
        <dl className="kv">
          <dt>{t('modal.dayHigh')}</dt>
          <dd>{formatCurrency(s.dayHigh, s.currency)}</dd>
          <dt>{t('modal.dayLow')}</dt>
          <dd>{formatCurrency(s.dayLow, s.currency)}</dd>
          <dt>{t('modal.dividendYield')}</dt>
          <dd>{formatFractionPercent(s.dividendYield)}</dd>
          <dt>{t('modal.monthChange')}</dt>
          <dd>{formatPercent(s.monthChangePercent, { signed: true })}</dd>
        </dl>
      </Card>
    </div>
  );
}
