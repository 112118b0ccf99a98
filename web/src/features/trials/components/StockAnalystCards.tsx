import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactCurrency, formatCurrency, formatFractionPercent, formatNumber } from '../../../lib/format';
import { analystPeriodLabel } from '../../../lib/labels';
import { Card, KeyValueList } from '../../../ui';
import { ratio } from '../trials.format';
import type { PanelStock } from '../trials.stock';

/** Analysts' recommendations and price targets, the financial statements and the valuation ratios (each card when there is data). */
export function StockAnalystCards({ stock: s }: { stock: PanelStock }) {
  const { t } = useTranslation('market');
  const rec = s.analystRecommendations[0];
  const fin = s.financialData;
  const ks = s.keyStats;
  return (
    <>
      {rec || fin ? (
        <Card as="div" title={t('panel.analysts')}>
          <KeyValueList
            rows={[
              ...(rec
                ? ([
                    [t('panel.period'), analystPeriodLabel(t, rec.period)],
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
              [t('panel.totalRevenue'), formatCompactCurrency(fin.totalRevenue, s.currency)],
              [t('panel.revenuePerShare'), formatCurrency(fin.revenuePerShare, s.currency)],
              [t('panel.revenueGrowth'), formatFractionPercent(fin.revenueGrowth)],
              [t('panel.grossProfits'), formatCompactCurrency(fin.grossProfits, s.currency)],
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
              [t('panel.totalCash'), formatCompactCurrency(fin.totalCash, s.currency)],
              [t('panel.totalDebt'), formatCompactCurrency(fin.totalDebt, s.currency)],
              [t('panel.debtToEquity'), ratio(fin.debtToEquity)],
              [t('panel.currentRatio'), ratio(fin.currentRatio)],
            ]}
          />
          <h3 className="small muted">{t('panel.cashFlow')}</h3>
          <KeyValueList
            rows={[
              [t('panel.freeCashflow'), formatCompactCurrency(fin.freeCashflow, s.currency)],
              [t('panel.operatingCashflow'), formatCompactCurrency(fin.operatingCashflow, s.currency)],
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
              [t('panel.enterpriseValue'), formatCompactCurrency(ks.enterpriseValue, s.currency)],
              [t('panel.evRevenue'), ratio(ks.enterpriseToRevenue)],
              [t('panel.evEbitda'), ratio(ks.enterpriseToEbitda)],
              [t('panel.shortRatio'), ratio(ks.shortRatio)],
            ]}
          />
        </Card>
      ) : null}
    </>
  );
}
