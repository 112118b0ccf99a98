import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { SponsorMatchFieldsFragment } from '../../../gql/graphql';
import { hasRealTicker } from '../../../lib/display';
import { Card } from '../../../ui';
import { StockChartModal } from './StockChartModal';
import { StockPanelBody } from './StockPanelBody';
import { StockPanelHead } from './StockPanelHead';
import { SponsorMatchLine } from './SponsorMatchInfo';

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
  /** How the sponsor was linked to the listed company (shown under the head line). */
  sponsorMatch?: SponsorMatchFieldsFragment | null;
}

/** Stocks tab: the spec's stock-analysis panel. */
export function StockPanel({ nctId, trialTitle, ticker, sponsor, score, recommendation, verdict, sponsorMatch }: StockPanelProps) {
  const { t } = useTranslation('market');
  const listed = hasRealTicker(ticker);
  const [chartOpen, setChartOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(StockPanelQuery, { variables: { ticker: ticker ?? '' }, skip: !listed });

  return (
    <Card title={t('panel.title')}>
      <StockPanelHead
        score={score}
        recommendation={recommendation}
        verdict={verdict}
        listed={listed}
        refreshing={loading && !!data}
        onOpenChart={() => setChartOpen(true)}
        onRefresh={() => void refetch()}
      />
      <SponsorMatchLine match={sponsorMatch} />
      {listed ? (
        <>
          <StockPanelBody stock={data?.stock} loading={loading} error={error} onRetry={() => void refetch()} />
          <StockChartModal ticker={ticker} open={chartOpen} onClose={() => setChartOpen(false)} trialTitle={trialTitle} nctId={nctId} />
        </>
      ) : (
        <div className="empty-state">
          <p className="empty-title">{t('panel.notListed')}</p>
          <p className="empty-hint">{sponsor || t('panel.unknownSponsor')}</p>
        </div>
      )}
    </Card>
  );
}
