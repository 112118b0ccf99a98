import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { financeUrl, hasRealTicker, recommendationTone, scoreTone, verdictTone } from '../../../lib/display';
import { formatCompact, formatCompactCurrency, formatCurrency, formatDateTime, formatFractionPercent, formatNumber, formatPercent } from '../../../lib/format';
import { Badge, Button, Card, ErrorState, Icon, KeyValueList, Spinner } from '../../../ui';
import { errorMessage } from '../../auth/errors';
import { StockChartModal } from './StockChartModal';

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

const ratio = (v: number | null | undefined) => (typeof v === 'number' ? v.toFixed(2) : '—');

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
    const rec = s.analystRecommendations[0];
    const fin = s.financialData;
    const ks = s.keyStats;
    const h = s.holders;
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
          <Card as="div" title={t('panel.keyMetrics')}>
            <KeyValueList
              rows={[
                [t('panel.marketCap'), formatCompactCurrency(s.marketCap)],
                [t('modal.pe'), ratio(s.peRatio)],
                [t('modal.beta'), ratio(s.beta)],
                [t('panel.dividend'), formatFractionPercent(s.dividendYield)],
              ]}
            />
          </Card>
          <Card as="div" title={t('panel.ranges')}>
            <KeyValueList
              rows={[
                [t('panel.dayRange'), `${formatCurrency(s.dayLow, s.currency)} - ${formatCurrency(s.dayHigh, s.currency)}`],
                [t('modal.range52'), `${formatCurrency(s.fiftyTwoWeekLow, s.currency)} - ${formatCurrency(s.fiftyTwoWeekHigh, s.currency)}`],
                [t('modal.volume'), formatCompact(s.volume)],
                [t('modal.avgVolume'), formatCompact(s.avgVolume)],
                [t('panel.marketState'), t(`marketState.${s.marketState ?? 'CLOSED'}`, { defaultValue: s.marketState ?? '—' })],
              ]}
            />
          </Card>
          <Card as="div" title={t('panel.performance')}>
            <KeyValueList
              rows={[
                [
                  t('modal.monthChange'),
                  <span
                    className={(s.monthChange ?? 0) >= 0 ? 'tone-green' : 'tone-red'}
                  >{`${formatCurrency(s.monthChange, s.currency)} (${formatPercent(s.monthChangePercent, { signed: true })})`}</span>,
                ],
                [t('modal.exchange'), s.exchange ?? '—'],
                [t('modal.currency'), s.currency || 'USD'],
                [t('panel.previousClose'), formatCurrency(s.previousClose, s.currency)],
                [t('panel.historyDays'), formatNumber(s.historicalPrices.length)],
              ]}
            />
          </Card>
          {h ? (
            <Card as="div" title={t('panel.holders')}>
              <KeyValueList
                rows={[
                  [t('panel.insiders'), formatFractionPercent(h.insidersPercentHeld)],
                  [t('panel.institutions'), formatFractionPercent(h.institutionsPercentHeld)],
                  [t('panel.institutionsFloat'), formatFractionPercent(h.institutionsFloatPercentHeld)],
                  [t('panel.institutionsCount'), formatNumber(h.institutionsCount)],
                ]}
              />
            </Card>
          ) : null}
          {rec || fin ? (
            <Card as="div" title={t('panel.analysts')}>
              <KeyValueList
                rows={[
                  ...(rec
                    ? ([
                        [t('panel.period'), rec.period],
                        [t('stockRec.strong_buy'), rec.strongBuy],
                        [t('stockRec.buy'), rec.buy],
                        [t('stockRec.hold'), rec.hold],
                        [t('stockRec.sell'), rec.sell],
                        [t('stockRec.strong_sell'), rec.strongSell],
                      ] as [ReactNode, ReactNode][])
                    : []),
                  [t('panel.analystCount'), formatNumber(fin?.numberOfAnalystOpinions)],
                  [t('panel.consensus'), fin?.recommendationKey ? t(`stockRec.${fin.recommendationKey}`, { defaultValue: fin.recommendationKey }) : '—'],
                  [t('panel.targetLow'), formatCurrency(fin?.targetLowPrice, s.currency)],
                  [t('panel.targetMean'), formatCurrency(fin?.targetMeanPrice, s.currency)],
                  [t('panel.targetHigh'), formatCurrency(fin?.targetHighPrice, s.currency)],
                ]}
              />
            </Card>
          ) : null}
          {fin ? (
            <Card as="div" title={t('panel.financials')}>
              <h3 className="small muted">{t('panel.revenue')}</h3>
              <KeyValueList
                rows={[
                  [t('panel.totalRevenue'), formatCompactCurrency(fin.totalRevenue)],
                  [t('panel.revenuePerShare'), formatCurrency(fin.revenuePerShare, s.currency)],
                  [t('panel.revenueGrowth'), formatFractionPercent(fin.revenueGrowth)],
                  [t('panel.grossProfits'), formatCompactCurrency(fin.grossProfits)],
                  [t('panel.profitMargins'), formatFractionPercent(fin.profitMargins)],
                  [t('panel.operatingMargins'), formatFractionPercent(fin.operatingMargins)],
                ]}
              />
              <h3 className="small muted">{t('panel.profitability')}</h3>
              <KeyValueList
                rows={[
                  [t('panel.roa'), formatFractionPercent(fin.returnOnAssets)],
                  [t('panel.roe'), formatFractionPercent(fin.returnOnEquity)],
                  [t('panel.earningsGrowth'), formatFractionPercent(fin.earningsGrowth)],
                ]}
              />
              <h3 className="small muted">{t('panel.cashDebt')}</h3>
              <KeyValueList
                rows={[
                  [t('panel.totalCash'), formatCompactCurrency(fin.totalCash)],
                  [t('panel.totalDebt'), formatCompactCurrency(fin.totalDebt)],
                  [t('panel.debtToEquity'), ratio(fin.debtToEquity)],
                  [t('panel.currentRatio'), ratio(fin.currentRatio)],
                ]}
              />
              <h3 className="small muted">{t('panel.cashFlow')}</h3>
              <KeyValueList
                rows={[
                  [t('panel.freeCashflow'), formatCompactCurrency(fin.freeCashflow)],
                  [t('panel.operatingCashflow'), formatCompactCurrency(fin.operatingCashflow)],
                ]}
              />
            </Card>
          ) : null}
          {ks ? (
            <Card as="div" title={t('panel.ratios')}>
              <KeyValueList
                rows={[
                  [t('panel.forwardPE'), ratio(ks.forwardPE)],
                  [t('panel.peg'), ratio(ks.pegRatio)],
                  [t('panel.priceToBook'), ratio(ks.priceToBook)],
                  [t('panel.priceToSales'), ratio(ks.priceToSales)],
                  [t('panel.enterpriseValue'), formatCompactCurrency(ks.enterpriseValue)],
                  [t('panel.evRevenue'), ratio(ks.enterpriseToRevenue)],
                  [t('panel.evEbitda'), ratio(ks.enterpriseToEbitda)],
                  [t('panel.shortRatio'), ratio(ks.shortRatio)],
                ]}
              />
            </Card>
          ) : null}
        </div>
        {s.topInstitutions.length ? (
          <Card as="div" title={t('panel.topInstitutions')}>
            <div className="table-wrap">
              <table className="table">
                <caption className="sr-only">{t('panel.topInstitutions')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('panel.organization')}</th>
                    <th scope="col">{t('panel.pctHeld')}</th>
                    <th scope="col">{t('panel.position')}</th>
                    <th scope="col">{t('panel.value')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.topInstitutions.slice(0, 5).map((i) => (
                    <tr key={i.organization}>
                      <td>{i.organization}</td>
                      <td>{formatFractionPercent(i.pctHeld)}</td>
                      <td>{formatCompact(i.position)}</td>
                      <td>{formatCompactCurrency(i.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        ) : null}
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
