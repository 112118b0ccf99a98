import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ErrorState, ErrorText, Spinner } from '../../../ui';
import { StockAnalystCards } from './StockAnalystCards';
import { StockInstitutionsTable } from './StockInstitutionsTable';
import { StockMarketCards } from './StockMarketCards';
import type { PanelStock } from '../trials.stock';
import { StockPriceSummary } from './StockPriceSummary';
import { dataErrorMessage } from '../../../lib/errors';

/** A listed sponsor's stock: loading, failed, no data, the provider's error, or the price with every card. */
export function StockPanelBody({
  stock: s,
  loading,
  error,
  onRetry,
}: {
  stock: PanelStock | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('market');
  if (!s && loading) return <Spinner label={t('modal.loading')} />;
  if (error && !s) return <ErrorState message={<ErrorText error={error} />} onRetry={onRetry} />;
  if (!s) return <p className="muted">{t('panel.noData')}</p>;
  if (s.isError && s.currentPrice == null) return <p className="banner-error">{t('panel.errorPrefix', { error: dataErrorMessage(t, s.errorReason) })}</p>;
  return (
    <div className="stack" data-testid="stock-panel">
      <StockPriceSummary stock={s} />
      <div className="grid grid-2">
        <StockMarketCards stock={s} />
        <StockAnalystCards stock={s} />
      </div>
      <StockInstitutionsTable stock={s} />
      <p className="small muted">{t('panel.lastUpdate', { time: formatDateTime(s.lastUpdate) })}</p>
    </div>
  );
}
