import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { TrialAnalysisQuery } from '../../../gql/graphql';
import { hasRealTicker, listingTone } from '../../../lib/display';
import { formatCurrency, formatDate, formatPercent } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { verdictLabel } from '../../../lib/labels';

export const AnalysisQuoteQuery = graphql(`
  query AnalysisQuote($ticker: String!) {
    stock(ticker: $ticker) {
      ticker
      currentPrice
      changePercent
      currency
      isError
    }
  }
`);

/** The sponsor's listing card (investissement_bourse worded as a listing, ticker and its live price) and the timeline card. */
export function AnalysisFacts({ summary: s }: { summary: TrialAnalysisQuery['trialAnalysis']['summary'] }) {
  const { t } = useTranslation('analysis');
  // With a real ticker, the quote is fetched too (silent on failure).
  const quote = useQuery(AnalysisQuoteQuery, { variables: { ticker: s.ticker ?? '' }, skip: !hasRealTicker(s.ticker), errorPolicy: 'ignore' });
  useEffect(() => {
    if (quote.error) console.warn('analysis panel: stock fetch failed', quote.error);
  }, [quote.error]);
  const q = quote.data?.stock;
  const tl = s.timeline;
  return (
    <div className="grid grid-2">
      <Card as="div" title={t('investment')}>
        <dl className="kv">
          <dt>{t('verdict')}</dt>
          <dd>
            <Badge tone={listingTone(s.investmentVerdict)} data-testid="analysis-verdict" data-value={s.investmentVerdict}>
              {verdictLabel(t, s.investmentVerdict)}
            </Badge>
          </dd>
          <dt>{t('sponsorListed')}</dt>
          <dd>{s.sponsorListed ? t('yes') : t('no')}</dd>
          <dt>{t('ticker')}</dt>
          <dd>{hasRealTicker(s.ticker) ? s.ticker : t('noTicker')}</dd>
          {q && !q.isError ? (
            <>
              <dt>{t('price')}</dt>
              <dd>
                {formatCurrency(q.currentPrice, q.currency)} ({formatPercent(q.changePercent, { signed: true })})
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card as="div" title={t('timeline')}>
        <dl className="kv">
          <dt>{t('start')}</dt>
          <dd>{formatDate(tl.startDate)}</dd>
          <dt>{t('primaryCompletion')}</dt>
          <dd>{formatDate(tl.primaryCompletionDate)}</dd>
          <dt>{t('completion')}</dt>
          <dd>{formatDate(tl.completionDate)}</dd>
          {tl.resultsPostedDate ? (
            <>
              <dt>{t('resultsPosted')}</dt>
              <dd>{formatDate(tl.resultsPostedDate)}</dd>
            </>
          ) : null}
          <dt>{t('readout')}</dt>
          <dd>
            {formatDate(tl.expectedReadoutFrom)} → {formatDate(tl.expectedReadoutTo)}
          </dd>
        </dl>
      </Card>
    </div>
  );
}
