import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { AnalysisTimelineTrialFieldsFragment, TrialAnalysisQuery } from '../../../gql/graphql';
import { hasRealTicker, listingTone } from '../../../lib/display';
import { formatCurrency, formatPercent } from '../../../lib/format';
import { Badge, Card } from '../../../ui';
import { verdictLabel } from '../../../lib/labels';
import { DemoMarketBadge } from '../../stocks/components/DemoMarketBadge';
import { AnalysisTimeline } from './AnalysisTimeline';

export const AnalysisQuoteQuery = graphql(`
  query AnalysisQuote($ticker: String!) {
    stock(ticker: $ticker) {
      ticker
      source
      currentPrice
      changePercent
      currency
      isError
    }
  }
`);

/** The sponsor's listing card (investissement_bourse worded as a listing, ticker and its live price) and the timeline card. */
export function AnalysisFacts({
  summary: s,
  trial,
}: {
  summary: TrialAnalysisQuery['trialAnalysis']['summary'];
  trial: AnalysisTimelineTrialFieldsFragment | null | undefined;
}) {
  const { t } = useTranslation('analysis');
  // With a real ticker, the quote is fetched too (silent on failure).
  const quote = useQuery(AnalysisQuoteQuery, { variables: { ticker: s.ticker ?? '' }, skip: !hasRealTicker(s.ticker), errorPolicy: 'ignore' });
  useEffect(() => {
    if (quote.error) console.warn('analysis panel: stock fetch failed', quote.error);
  }, [quote.error]);
  const q = quote.data?.stock;
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
                {formatCurrency(q.currentPrice, q.currency)} ({formatPercent(q.changePercent, { signed: true })}) <DemoMarketBadge source={q.source} />
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      <Card as="div" title={t('timeline')}>
        <AnalysisTimeline timeline={s.timeline} trial={trial} />
      </Card>
    </div>
  );
}
