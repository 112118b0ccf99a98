import { useQuery, useSubscription } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { hasRealTicker } from '../../../lib/display';
import { formatTime } from '../../../lib/format';
import { Button, Card, EmptyState, ErrorState, ErrorText, Modal, Spinner } from '../../../ui';
import { StockInfoCards } from './StockInfoCards';
import { StockMetricCards } from './StockMetricCards';
import { dataErrorMessage } from '../../../lib/errors';
import { CompanyChart } from '../../companies/components/CompanyChart';

const StockLineChart = lazy(() => import('./StockLineChart'));

export const StockQuoteFields = graphql(`
  fragment StockQuoteFields on StockData {
    ticker
    source
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
    errorReason
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
        <ErrorState message={<ErrorText error={error} />} onRetry={() => void refetch()} />
      ) : !s ? (
        <EmptyState title={t('modal.empty')} />
      ) : s.isError && s.currentPrice == null ? (
        <ErrorState message={dataErrorMessage(t, s.errorReason)} onRetry={() => void refetch()} />
      ) : (
        <div className="stack" data-testid="stock-modal-content">
          <StockMetricCards stock={s} />
          <Card title={t('modal.chartTitle')} className="stock-chart-card">
            {prices.length ? (
              <Suspense fallback={<Spinner />}>
                <StockLineChart prices={prices} currency={s.currency} label={t('modal.chartLabel', { ticker: s.ticker, count: prices.length })} />
              </Suspense>
            ) : (
              <p className="muted">{t('modal.noHistory')}</p>
            )}
          </Card>
          <Card title={t('company:chart.title')}>
            <CompanyChart ticker={s.ticker} />
          </Card>
          <StockInfoCards stock={s} />
          {s.isError && s.error ? <p className="small notice-yellow">{dataErrorMessage(t, s.errorReason)}</p> : null}
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
