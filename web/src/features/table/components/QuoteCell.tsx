import { useTranslation } from 'react-i18next';
import type { TableQuotesQuery } from '../../../gql/graphql';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { hasRealTicker } from '../../../lib/display';

/** A quote of the page's batched quotes query (table.documents.ts). */
export type TableQuote = TableQuotesQuery['stocks'][number];

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
  quote: TableQuote | undefined;
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
        <strong className="quote-price">{formatCurrency(quote.currentPrice, quote.currency)}</strong>{' '}
        <span className={`quote-change ${tone}`}>{formatPercent(quote.changePercent, { signed: true })}</span>
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
      title={t('quote.openChart', { ticker })}
      data-testid="quote-cell"
    >
      <span className="quote-ticker">{ticker}</span>
      {body}
    </button>
  );
}
