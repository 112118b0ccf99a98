import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import type { InvestmentInsightsFieldsFragment, TrialHighlightFieldsFragment } from '../../../gql/graphql';
import { listingColor, recommendationColor } from '../../../lib/chartColors';
import { recommendationTone, scoreTone } from '../../../lib/display';
import { formatScore, withColon } from '../../../lib/format';
import { Badge } from '../../../ui';
import { recommendationLabel, verdictLabel } from '../../table/labels';
import { ChartCard, namedCounts } from './ChartCard';
import { TickerLink } from '../../companies/components/TickerLink';

export const InvestmentInsightsFields = graphql(`
  fragment InvestmentInsightsFields on AnalyticsInvestmentInsights {
    analyzedTrials
    averageScore
    recommendations {
      name
      count
    }
    stockOpportunities {
      name
      count
    }
    topRisks {
      ...TrialHighlightFields
    }
    topOpportunities {
      ...TrialHighlightFields
    }
  }
`);

export const TrialHighlightFields = graphql(`
  fragment TrialHighlightFields on AnalyticsTrialHighlight {
    nctId
    briefTitle
    leadSponsor
    ticker
    score
    recommendation
    investmentVerdict
  }
`);

function HighlightList({ title, items, testId }: { title: string; items: TrialHighlightFieldsFragment[]; testId: string }) {
  const { t } = useTranslation('analytics');
  return (
    <div data-testid={testId}>
      <h3>{title}</h3>
      {items.length === 0 ? <p className="muted small">{t('chart.noData')}</p> : null}
      <ol className="highlight-list">
        {items.map((h) => (
          <li key={h.nctId}>
            <Link to={`/trial/${h.nctId}`}>{h.briefTitle}</Link>
            <div className="row small">
              <code>{h.nctId}</code>
              <span className="muted">{h.leadSponsor}</span>
              {h.ticker ? (
                <TickerLink ticker={h.ticker}>
                  <Badge tone="purple">{h.ticker}</Badge>
                </TickerLink>
              ) : null}
              <Badge tone={scoreTone(h.score)}>{formatScore(h.score)}</Badge>
              <Badge tone={recommendationTone(h.recommendation)}>{recommendationLabel(t, h.recommendation)}</Badge>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Average score, recommendation and verdict charts, top opportunities and top risks. */
export function InvestmentInsights({ insights: ins }: { insights: InvestmentInsightsFieldsFragment }) {
  const { t } = useTranslation('analytics');
  return (
    <section className="card stack" aria-labelledby="insights-title" data-testid="investment-insights">
      <div className="spread">
        <h2 id="insights-title" className="card-title">
          {t('insights.title')}
        </h2>
        <span>
          {withColon(t('insights.averageScore'))}{' '}
          <Badge tone={scoreTone(ins.averageScore)} data-testid="average-score">
            {formatScore(ins.averageScore)}
          </Badge>{' '}
          <span className="muted small">{t('insights.analyzed', { count: ins.analyzedTrials })}</span>
        </span>
      </div>
      <div className="grid grid-2">
        <ChartCard
          title={t('insights.recommendations')}
          data={namedCounts(ins.recommendations, (r) => recommendationLabel(t, r), recommendationColor)}
          kind="pie"
          label={t('labels.recommendation')}
          testId="chart-recommendations"
        />
        <ChartCard
          title={t('insights.verdicts')}
          data={namedCounts(ins.stockOpportunities, (v) => verdictLabel(t, v), listingColor)}
          kind="bar"
          label={t('labels.verdict')}
          testId="chart-verdicts"
        />
      </div>
      <div className="grid grid-2">
        <HighlightList title={t('insights.topOpportunities')} items={ins.topOpportunities} testId="top-opportunities" />
        <HighlightList title={t('insights.topRisks')} items={ins.topRisks} testId="top-risks" />
      </div>
    </section>
  );
}
