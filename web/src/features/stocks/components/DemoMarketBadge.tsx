import { useTranslation } from 'react-i18next';
import type { StockSource } from '../../../gql/graphql';
import { Badge } from '../../../ui';

/**
 * Beside a price from the demo stock provider: the figures are simulated, even when the company is a
 * real one (the demo market prices real tickers), so they are never read as its real quote.
 */
export function DemoMarketBadge({ source }: { source: StockSource | null | undefined }) {
  const { t } = useTranslation('market');
  if (source !== 'demo') return null;
  return (
    <Badge tone="orange" title={t('demoMarket.title')} data-testid="stock-demo">
      {t('demoMarket.label')}
    </Badge>
  );
}
