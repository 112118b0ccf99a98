import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasRealTicker } from '../../../lib/display';

export const companyPath = (ticker: string) => `/company/${encodeURIComponent(ticker.toUpperCase())}`;

/**
 * A ticker badge that opens its company page (issue 15: every ticker badge links there). Clicks
 * do not reach a clickable card or row around it. Without a real ticker, the children alone.
 */
export function TickerLink({ ticker, children, className = '' }: { ticker: string | null | undefined; children?: ReactNode; className?: string }) {
  const { t } = useTranslation('company');
  if (!ticker || !hasRealTicker(ticker)) return <>{children ?? ticker}</>;
  return (
    <Link
      to={companyPath(ticker)}
      className={`ticker-link ${className}`.trim()}
      title={t('link.ticker', { ticker })}
      data-testid="ticker-link"
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {children ?? ticker}
    </Link>
  );
}
