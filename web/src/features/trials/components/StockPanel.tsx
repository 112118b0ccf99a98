import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { financeUrl, hasRealTicker, recommendationTone, scoreTone, verdictTone } from '../../../lib/display';
import { formatCurrency, formatDateTime, formatPercent } from '../../../lib/format';
import { Badge, Button, Card, ErrorState, Icon, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { StockAnalystCards } from './StockAnalystCards';
import { StockChartModal } from './StockChartModal';
import { StockInstitutionsTable } from './StockInstitutionsTable';
import { StockMarketCards } from './StockMarketCards';

export const StockPanelQuery = graphql(`
  query StockPanel($ticker: String!) {
    stock(ticker: $ticker) {
      ...StockOverviewFields
      monthChange
      historicalPrices {
        date
      }
      holders {
        insidersPercentHeld
        institutionsPercentHeld
        institutionsFloatPercentHeld
        institutionsCount
      }
      currency
      analystRecommendations {
        period
        strongBuy
        buy
        hold
        sell
        strongSell
      }
      financialData {
        numberOfAnalystOpinions
        recommendationKey
        targetLowPrice
        targetMeanPrice
        targetHighPrice
        totalRevenue
        revenuePerShare
        revenueGrowth
        grossProfits
        profitMargins
        operatingMargins
        returnOnAssets
        returnOnEquity
        earningsGrowth
        totalCash
        totalDebt
        debtToEquity
        currentRatio
        freeCashflow
        operatingCashflow
      }
      keyStats {
        forwardPE
        pegRatio
        priceToBook
        priceToSales
        enterpriseValue
        enterpriseToRevenue
        enterpriseToEbitda
        shortRatio
      }
      topInstitutions {
        organization
        pctHeld
        position
        value
      }
    }
  }
`);

export interface StockPanelProps {
  nctId: string;
  trialTitle: string;
  ticker: string | null | undefined;
  sponsor: string | null | undefined;
  score: number | null | undefined;
  recommendation: string | null | undefined;
  verdict: string | null | undefined;
}

/** Stocks tab: the spec's stock-analysis panel. */
export function StockPanel({ nctId, trialTitle, ticker, sponsor, score, recommendation, verdict }: StockPanelProps) {
  const { t } = useTranslation('market');
  const listed = hasRealTicker(ticker);
  const [chartOpen, setChartOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(StockPanelQuery, { variables: { ticker: ticker ?? '' }, skip: !listed });

  const head = (
    <div className="row stock-head">
      <Badge tone={scoreTone(score)}>
        {t('panel.aiScore')} : {typeof score === 'number' ? `${score.toFixed(1)}/10` : '—'}
      </Badge>
      {recommendation ? (
        <Badge tone={recommendationTone(recommendation)}>{t(`recommendation.${recommendation}`, { defaultValue: recommendation })}</Badge>
      ) : null}
      {verdict ? (
        <Badge tone={verdictTone(verdict)}>
          {t('panel.verdict')} : {verdict}
        </Badge>
      ) : null}
      {listed ? (
        <>
          <Button size="sm" onClick={() => setChartOpen(true)} data-testid="open-stock-chart">
            <Icon name="chart" /> {t('panel.viewChart')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void refetch()} loading={loading && !!data} data-testid="refresh-stock">
            {t('panel.refresh')}
          </Button>
        </>
      ) : null}
    </div>
  );

  if (!listed) {
    return (
      <Card title={t('panel.title')}>
        {head}
        <div className="empty-state">
          <p className="empty-title">{t('panel.notListed')}</p>
          <p className="empty-hint">{sponsor || t('panel.unknownSponsor')}</p>
        </div>
      </Card>
    );
  }
  const s = data?.stock;
  let body: ReactNode;
  if (!s && loading) body = <Spinner label={t('modal.loading')} />;
  else if (error && !s) body = <ErrorState message={errorMessage(error, t)} onRetry={() => void refetch()} />;
  else if (!s) body = <p className="muted">{t('panel.noData')}</p>;
  else if (s.isError && s.currentPrice == null) body = <p className="banner-error">{t('panel.errorPrefix', { error: s.error ?? '' })}</p>;
  else {
    const up = (s.change ?? 0) >= 0;
    body = (
      <div className="stack" data-testid="stock-panel">
        <div className="spread">
          <div>
            <div className="muted small">
              {s.companyName} · {s.ticker}
            </div>
            <div className="stat-value">{formatCurrency(s.currentPrice, s.currency)}</div>
            <div className={up ? 'tone-green' : 'tone-red'}>
              <span aria-hidden="true">{up ? '▲' : '▼'}</span> {formatCurrency(s.change, s.currency)} ({formatPercent(s.changePercent, { signed: true })})
            </div>
          </div>
          <a href={financeUrl(s.ticker)} target="_blank" rel="noopener noreferrer" className="btn btn-secondary btn-sm">
            {t('panel.financeLink')} ↗
          </a>
        </div>
        <div className="grid grid-2">
          <StockMarketCards stock={s} />
          <StockAnalystCards stock={s} />
        </div>
        <StockInstitutionsTable stock={s} />
        <p className="small muted">{t('panel.lastUpdate', { time: formatDateTime(s.lastUpdate) })}</p>
      </div>
    );
  }
  return (
    <Card title={t('panel.title')}>
      {head}
      {body}
      <StockChartModal ticker={ticker} open={chartOpen} onClose={() => setChartOpen(false)} trialTitle={trialTitle} nctId={nctId} />
    </Card>
  );
}
