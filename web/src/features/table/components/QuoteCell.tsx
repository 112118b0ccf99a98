import { useTranslation } from 'react-i18next';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { hasRealTicker } from '../../../lib/display';

export interface QuoteView {
  ticker: string;
  currentPrice: number | null;
  change: number | null;
  changePercent: number | null;
  currency: string | null;
  isError: boolean;
}

/**
 * Live stock cell: 'Non coté' without a real ticker; otherwise 'Chargement...', 'Erreur de chargement',
 * or the price with 'Cliquer pour graphique' (a button opening the chart modal).
 */
export function QuoteCell({
  ticker,
  quote,
  loading,
  failed,
  onOpen,
}: {
  ticker: string | null;
  quote: QuoteView | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('table');
  if (!hasRealTicker(ticker))
    return (
      <span className="muted" data-testid="quote-not-listed">
        {t('quote.notListed')}
      </span>
    );
  let body;
  if (loading && !quote)
    body = (
      <span className="muted" data-testid="quote-loading">
        {t('quote.loading')}
      </span>
    );
  else if (failed || !quote || quote.isError)
    body = (
      <span className="tone-red" data-testid="quote-error">
        {t('quote.error')}
      </span>
    );
  else {
    const tone = (quote.change ?? 0) > 0 ? 'tone-green' : (quote.change ?? 0) < 0 ? 'tone-red' : 'tone-gray';
    body = (
      <span data-testid="quote-value">
        <strong>{formatCurrency(quote.currentPrice, quote.currency)}</strong>{' '}
        <span className={tone}>{formatPercent(quote.changePercent, { signed: true })}</span>
        <span className="quote-hint">{t('quote.clickForChart')}</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="quote-cell"
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      onKeyDown={(e) => e.stopPropagation()}
      aria-label={t('quote.openChart', { ticker })}
      data-testid="quote-cell"
    >
      <span className="quote-ticker">{ticker}</span>
      {body}
    </button>
  );
}
