import { useTranslation } from 'react-i18next';
import type { StockOverviewFieldsFragment } from '../../../gql/graphql';
import { financeUrl } from '../../../lib/display';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { DemoMarketBadge } from '../../stocks/components/DemoMarketBadge';

/** Company and ticker, the price and its change (green up, red down), and the link to the finance site. */
export function StockPriceSummary({ stock: s }: { stock: StockOverviewFieldsFragment }) {
  const { t } = useTranslation('market');
  const up = (s.change ?? 0) >= 0;
  return (
    <div className="spread">
      <div>
        <div className="muted small">
          {s.companyName} · {s.ticker}
        </div>
        <div className="stat-value">
          {formatCurrency(s.currentPrice, s.currency)} <DemoMarketBadge source={s.source} />
        </div>
        <div className={up ? 'tone-green' : 'tone-red'}>
          <span aria-hidden="true">{up ? '▲' : '▼'}</span> {formatCurrency(s.change, s.currency)} ({formatPercent(s.changePercent, { signed: true })})
        </div>
      </div>
      <a href={financeUrl(s.ticker)} target="_blank" rel="noopener noreferrer" className="btn btn-secondary btn-sm">
        {t('panel.financeLink')} ↗
      </a>
    </div>
  );
}
