import { useQuery, useSubscription } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { hasRealTicker } from '../../../lib/display';
import { formatCompact, formatCompactCurrency, formatCurrency, formatFractionPercent, formatPercent, formatTime } from '../../../lib/format';
import { Button, Card, EmptyState, ErrorState, Modal, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';

const StockLineChart = lazy(() => import('./StockLineChart'));

export const StockQuoteFields = graphql(`
  fragment StockQuoteFields on StockData {
    ticker
    currentPrice
    change
    changePercent
    previousClose
    dayHigh
    dayLow
    volume
    marketState
    lastUpdate
  }
`);

/** The quote plus the company facts both the chart modal and the stock panel show. */
export const StockOverviewFields = graphql(`
  fragment StockOverviewFields on StockData {
    ...StockQuoteFields
    companyName
    exchange
    currency
    marketCap
    peRatio
    beta
    dividendYield
    avgVolume
    fiftyTwoWeekLow
    fiftyTwoWeekHigh
    monthChangePercent
    isError
    error
  }
`);

export const StockChartQuery = graphql(`
  query StockChart($ticker: String!) {
    stock(ticker: $ticker) {
      ...StockOverviewFields
      historicalPrices {
        date
        close
      }
    }
  }
`);

export const LiveQuotesSubscription = graphql(`
  subscription LiveQuotes($tickers: [String!]!) {
    stockQuotes(tickers: $tickers) {
      ...StockQuoteFields
    }
  }
`);

export interface StockChartModalProps {
  ticker: string | null | undefined;
  open: boolean;
  onClose: () => void;
  trialTitle?: string | null;
  nctId?: string | null;
}

/** 'Données Boursières - {ticker}': four cards, 30-day chart, general info, advanced metrics; live price while open. */
export function StockChartModal({ ticker, open, onClose, trialTitle, nctId }: StockChartModalProps) {
  const { t } = useTranslation('market');
  const active = open && hasRealTicker(ticker);
  const { data, loading, error, refetch } = useQuery(StockChartQuery, { variables: { ticker: ticker ?? '' }, skip: !active, fetchPolicy: 'cache-and-network' });
  useSubscription(LiveQuotesSubscription, { variables: { tickers: [ticker ?? ''] }, skip: !active });

  if (!open || !ticker) return null;
  const s = data?.stock;
  const up = (s?.change ?? 0) >= 0;
  const prices = (s?.historicalPrices ?? []).slice(-30);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      title={t('modal.title', { ticker })}
      subtitle={trialTitle || nctId ? [trialTitle, nctId].filter(Boolean).join(' · ') : undefined}
      footer={s ? t('modal.lastUpdate', { time: formatTime(s.lastUpdate) }) : undefined}
    >
      {!s && loading ? (
        <Spinner label={t('modal.loading')} />
      ) : error && !s ? (
        <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />
      ) : !s ? (
        <EmptyState title={t('modal.empty')} />
      ) : s.isError && s.currentPrice == null ? (
        <ErrorState message={s.error ?? t('modal.unavailable')} onRetry={() => void refetch()} />
      ) : (
        <div className="stack" data-testid="stock-modal-content">
          <div className="grid grid-4">
            <Card as="div" className="metric-card">
              <div className="muted small">{t('modal.price')}</div>
              <div className="stat-value" data-testid="stock-price">
                {formatCurrency(s.currentPrice, s.currency)}
              </div>
              <div className={up ? 'tone-green' : 'tone-red'}>
                <span aria-hidden="true">{up ? '↗' : '↘'}</span> {up ? '+' : ''}
                {formatCurrency(s.change, s.currency)} ({formatPercent(s.changePercent, { signed: true })})
                <span className="sr-only">{t(up ? 'modal.trendUp' : 'modal.trendDown')}</span>
              </div>
            </Card>
            <Card as="div" className="metric-card">
              <div className="muted small">{t('modal.marketCap')}</div>
              <div className="stat-value">{formatCompactCurrency(s.marketCap)}</div>
              <div className="small">
                {t('modal.pe')} : {s.peRatio != null ? s.peRatio.toFixed(2) : '—'}
              </div>
            </Card>
            <Card as="div" className="metric-card">
              <div className="muted small">{t('modal.volume')}</div>
              <div className="stat-value">{formatCompact(s.volume)}</div>
              <div className="small">
                {t('modal.avgVolume')} : {formatCompact(s.avgVolume)}
              </div>
            </Card>
            <Card as="div" className="metric-card">
              <div className="muted small">{t('modal.range52')}</div>
              <div className="stat-value range-value">
                {formatCurrency(s.fiftyTwoWeekLow, s.currency)} - {formatCurrency(s.fiftyTwoWeekHigh, s.currency)}
              </div>
              <div className="small">
                {t('modal.beta')} : {s.beta != null ? s.beta.toFixed(2) : '—'}
              </div>
            </Card>
          </div>
          <Card title={t('modal.chartTitle')}>
            {prices.length ? (
              <Suspense fallback={<Spinner />}>
                <StockLineChart prices={prices} currency={s.currency} label={t('modal.chartLabel', { ticker: s.ticker, count: prices.length })} />
              </Suspense>
            ) : (
              <p className="muted">{t('modal.noHistory')}</p>
            )}
          </Card>
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
          {s.isError && s.error ? <p className="small notice-yellow">{s.error}</p> : null}
          <div className="row">
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('common:action.refresh')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
